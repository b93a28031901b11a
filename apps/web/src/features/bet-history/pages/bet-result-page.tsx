import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

import type { Bet } from '@site/contracts/api/bets';

import { showAlert, showConfirm } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Panel } from '../../../components/ui/panel';
import { koBetHistory } from '../../../i18n/ko-results';
import { ko } from '../../../i18n/ko';
import { userFacingMessage } from '../../../lib/api-client';
import { currentUserKey } from '../../auth/api/session';
import { betPageQuery, betsKey, cancelBet } from '../api/bets';
import { BetCard } from '../components/bet-card';
import { ChipTabs } from '../../../components/ui/chip-tabs';
import { DateRangeFilter } from '../components/date-range-filter';
import { gameTypeFromQuery, gameTypeTabs, type GameTypeTabKey } from '../rules/bet-status';
import { rangeFromQuery, type DateRange } from '../rules/date-range';

const tabs = gameTypeTabs.map((tab) => ({ key: tab.key, label: koBetHistory.gameTypes[tab.key] }));

/**
 * /bet_result: the member's bets, newest first, by game type and Seoul date range. The filter and
 * the page live in the address (?type=, ?from=, ?to=, ?page=) so a reload or a shared link keeps them.
 */
export default function BetResultPage() {
  const t = koBetHistory;
  const [params, setParams] = useSearchParams();
  const gameType = gameTypeFromQuery(params.get('type'));
  const range = rangeFromQuery(params.get('from'), params.get('to'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const queryClient = useQueryClient();
  const { data, isError } = useQuery(betPageQuery({ gameType, ...range, page }));
  const [cancelling, setCancelling] = useState<number | null>(null);

  const setQuery = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };

  const selectTab = (key: GameTypeTabKey) => {
    const code = gameTypeTabs.find((tab) => tab.key === key)?.code;
    setQuery({ type: code === undefined ? null : String(code), page: null });
  };
  const selectRange = (next: DateRange) => setQuery({ ...rangeFromQuery(next.from, next.to), page: null });

  const cancel = async (bet: Bet) => {
    if (!(await showConfirm(t.cancelConfirm))) return;
    setCancelling(bet.id);
    try {
      await cancelBet(bet.id);
      await showAlert(t.cancelled);
    } catch (error) {
      await showAlert(userFacingMessage(error));
    } finally {
      setCancelling(null);
      // Refused or not, the list and the balance are shown as the server now has them.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: betsKey }),
        queryClient.invalidateQueries({ queryKey: currentUserKey }),
      ]);
    }
  };

  const selectedTab = gameTypeTabs.find((tab) => tab.code === gameType)?.key ?? 'all';
  return (
    <>
      <PageHeader title={ko.pages.betResult.title}>
        {data && (
          <Box component="span" sx={{ fontSize: 13, color: 'text.secondary', whiteSpace: 'nowrap' }}>
            {t.total(data.totalCount)}
          </Box>
        )}
      </PageHeader>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, mb: 2 }}>
        <ChipTabs label={t.gameTypeTabs} tabs={tabs} selected={selectedTab} onSelect={selectTab} />
        <DateRangeFilter range={range} onChange={selectRange} />
      </Box>
      {isError && !data ? (
        <Panel>
          <EmptyState text={t.loadFailed} />
        </Panel>
      ) : data && data.items.length === 0 ? (
        <Panel>
          <EmptyState text={t.empty} />
        </Panel>
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }} aria-busy={!data}>
          {data?.items.map((bet) => (
            <BetCard key={bet.id} bet={bet} cancelling={cancelling === bet.id} onCancel={() => void cancel(bet)} />
          ))}
        </Box>
      )}
      {data && data.pageCount > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Pagination
            count={data.pageCount}
            page={page}
            color="primary"
            siblingCount={1}
            boundaryCount={1}
            onChange={(_, next) => setQuery({ page: next === 1 ? null : String(next) })}
          />
        </Box>
      )}
    </>
  );
}
