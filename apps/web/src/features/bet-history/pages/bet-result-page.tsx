import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { Bet } from '@site/contracts/api/bets';
import { isShareableBet } from '@site/contracts/api/shared-slips-codes';

import { showAlert, showConfirm } from '../../../components/ui/alert';
import { ChipTabs } from '../../../components/ui/chip-tabs';
import { DateRangeFilter } from '../../../components/ui/date-range-filter';
import { PageHeader, PageTotal } from '../../../components/ui/page-header';
import { ListFilters, ListOrNotice, ListPager } from '../../../components/ui/paged-list';
import { koBetHistory } from '../../../i18n/ko-results';
import { ko } from '../../../i18n/ko';
import { koSharedSlips } from '../../../i18n/ko-shared-slips';
import { pageFromQuery, pageParam, useAddressQuery } from '../../../lib/address-query';
import { userFacingMessage } from '../../../lib/api-client';
import { rangeFromQuery, type DateRange } from '../../../lib/date-range';
import { currentUserKey } from '../../auth/api/session';
import { ShareSlipButton } from '../../shared-slips/exports/share-slip-button';
import { betPageQuery, betsKey, cancelBet } from '../api/bets';
import { BetCard, DangerButton } from '../components/bet-card';
import { CashOutAction } from '../components/cash-out-action';
import { useCashOutOffers } from '../components/use-cash-out-offers';
import { gameTypeFromQuery, gameTypeTabs, type GameTypeTabKey } from '../rules/bet-status';

const tabs = gameTypeTabs.map((tab) => ({ key: tab.key, label: koBetHistory.gameTypes[tab.key] }));

/**
 * /bet_result: the member's bets, newest first, by game type and Seoul date range. The filter and
 * the page live in the address (?type=, ?from=, ?to=, ?page=) so a reload or a shared link keeps them.
 * Each open sports bet shows its live cash-out offer (docs/decisions/068).
 */
export default function BetResultPage() {
  const t = koBetHistory;
  const [params, setQuery] = useAddressQuery();
  const gameType = gameTypeFromQuery(params.get('type'));
  const range = rangeFromQuery(params.get('from'), params.get('to'));
  const page = pageFromQuery(params.get('page'));
  const queryClient = useQueryClient();
  const { data, isError } = useQuery(betPageQuery({ gameType, ...range, page }));
  const offers = useCashOutOffers(data?.items);
  const cancellation = useMutation({
    mutationFn: (bet: Bet) => cancelBet(bet.id),
    onSuccess: () => showAlert(t.cancelled),
    onError: (error) => showAlert(userFacingMessage(error)),
    // Refused or not, the list and the balance are shown as the server now has them.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: betsKey }),
        queryClient.invalidateQueries({ queryKey: currentUserKey }),
      ]),
  });
  const cancelling = cancellation.isPending ? cancellation.variables.id : null;

  const selectTab = (key: GameTypeTabKey) => {
    const code = gameTypeTabs.find((tab) => tab.key === key)?.code;
    setQuery({ type: code === undefined ? null : String(code), page: null });
  };
  const selectRange = (next: DateRange) => setQuery({ ...rangeFromQuery(next.from, next.to), page: null });

  const cancel = async (bet: Bet) => {
    if (!(await showConfirm(t.cancelConfirm))) return;
    cancellation.mutate(bet);
  };

  const selectedTab = gameTypeTabs.find((tab) => tab.code === gameType)?.key ?? 'all';
  return (
    <>
      <PageHeader title={ko.pages.betResult.title}>{data && <PageTotal text={t.total(data.totalCount)} />}</PageHeader>
      <ListFilters>
        <ChipTabs label={t.gameTypeTabs} tabs={tabs} selected={selectedTab} onSelect={selectTab} />
        <DateRangeFilter range={range} labels={t} onChange={selectRange} />
      </ListFilters>
      <ListOrNotice page={data} failed={isError} failedText={t.loadFailed} emptyText={t.empty} stacked>
        {data?.items.map((bet) => (
          <BetCard
            key={bet.id}
            bet={bet}
            actions={
              <>
                <CashOutAction bet={bet} offer={offers.get(bet.id)} />
                {isShareableBet(bet) && (
                  <ShareSlipButton source={{ betId: bet.id }} label={koSharedSlips.shareBet(bet.id)} />
                )}
                {bet.cancellable && (
                  <DangerButton disabled={cancelling === bet.id} onClick={() => void cancel(bet)}>
                    {koBetHistory.cancel}
                  </DangerButton>
                )}
              </>
            }
          />
        ))}
      </ListOrNotice>
      <ListPager page={page} pageCount={data?.pageCount} onPage={(next) => setQuery({ page: pageParam(next) })} />
    </>
  );
}
