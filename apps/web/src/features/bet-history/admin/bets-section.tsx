import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import type { AdminBet } from '@site/contracts/api/admin-bets';
import {
  SETTLEMENT_CANCELLED,
  SETTLEMENT_CASHED_OUT,
  SETTLEMENT_LOST,
  SETTLEMENT_PENDING,
  SETTLEMENT_VOID,
  SETTLEMENT_WON,
} from '@site/contracts/api/bets-codes';
import { formatWon } from '@site/contracts/rules/format';

import { ActionButton } from '../../../components/ui/action-button';
import { showAlert } from '../../../components/ui/alert';
import { ChipTabs } from '../../../components/ui/chip-tabs';
import { DateRangeFilter } from '../../../components/ui/date-range-filter';
import { ListFilters, ListOrNotice, ListPager } from '../../../components/ui/paged-list';
import { koConsole } from '../../../i18n/ko-console';
import { koBetHistory } from '../../../i18n/ko-results';
import { pageFromQuery, pageParam, useAddressQuery } from '../../../lib/address-query';
import { rangeFromQuery, type DateRange } from '../../../lib/date-range';
import { adminBetPageQuery, useVoidBet } from '../api/admin-bets';
import { BetCard, DangerButton } from '../components/bet-card';
import { betStatusLabel, gameTypeFromQuery, gameTypeTabs, type GameTypeTabKey } from '../rules/bet-status';
import { stakeRiding } from '../rules/cash-out';
import { BetActionRecord } from './bet-action-record';
import { OperatorReasonDialog } from './operator-reason-dialog';
import { ResettleDialog } from './resettle-dialog';
import { useCan } from '../../staff/exports/use-can';

const t = koConsole.bets;
const productTabs = gameTypeTabs.map((tab) => ({ key: tab.key, label: koBetHistory.gameTypes[tab.key] }));
const statusCodes = [
  SETTLEMENT_PENDING,
  SETTLEMENT_WON,
  SETTLEMENT_LOST,
  SETTLEMENT_VOID,
  SETTLEMENT_CASHED_OUT,
  SETTLEMENT_CANCELLED,
];
const statusTabs = [
  { key: 'all', label: t.all },
  ...statusCodes.map((code) => ({ key: String(code), label: betStatusLabel(code) })),
];
const statusFromQuery = (value: string | null) => statusCodes.find((code) => String(code) === value);

type Dialog = { kind: 'void'; bet: AdminBet } | { kind: 'resettle'; bet: AdminBet; fixtureId: number } | null;

/**
 * /admin?tab=bets: every member's bets, newest first, by member, product, status and Seoul dates
 * (all in the address, like the member's own history). An operator voids a bet or resettles a
 * fixture from a bet's card, with a reason; what was done shows under the bet.
 */
export function BetsSection() {
  const [params, setQuery] = useAddressQuery();
  const userId = params.get('userId') ?? '';
  const gameType = gameTypeFromQuery(params.get('type'));
  const status = statusFromQuery(params.get('status'));
  const range = rangeFromQuery(params.get('from'), params.get('to'));
  const page = pageFromQuery(params.get('page'));
  const { data, isError } = useQuery(
    adminBetPageQuery({ userId: userId || undefined, gameType, status, ...range, page }),
  );
  const [draftUserId, setDraftUserId] = useState(userId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const voidBet = useVoidBet();

  const selectProduct = (key: GameTypeTabKey) => {
    const code = gameTypeTabs.find((tab) => tab.key === key)?.code;
    setQuery({ type: code === undefined ? null : String(code), page: null });
  };
  const selectRange = (next: DateRange) => setQuery({ ...rangeFromQuery(next.from, next.to), page: null });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column' }}>
      <ListFilters>
        <Box
          component="form"
          role="search"
          aria-label={t.filters}
          onSubmit={(event) => {
            event.preventDefault();
            setQuery({ userId: draftUserId.trim() || null, page: null });
          }}
          sx={{ display: 'flex', gap: 1, maxWidth: 420 }}
        >
          <TextField
            size="small"
            label={t.userId}
            value={draftUserId}
            onChange={(event) => setDraftUserId(event.target.value)}
            sx={{ flex: 1 }}
          />
          <ActionButton type="submit" variant="contained" compact>
            {t.search}
          </ActionButton>
        </Box>
        <ChipTabs
          label={t.product}
          tabs={productTabs}
          selected={gameTypeTabs.find((tab) => tab.code === gameType)?.key ?? 'all'}
          onSelect={selectProduct}
        />
        <ChipTabs
          label={t.status}
          tabs={statusTabs}
          selected={status === undefined ? 'all' : String(status)}
          onSelect={(key) => setQuery({ status: key === 'all' ? null : key, page: null })}
        />
        <DateRangeFilter range={range} labels={koBetHistory} onChange={selectRange} />
      </ListFilters>
      <ListOrNotice page={data} failed={isError} failedText={t.failed} emptyText={t.empty} stacked>
        {data?.items.map((bet) => (
          <BetCard
            key={bet.id}
            bet={bet}
            heading={<MemberName bet={bet} />}
            actions={<OperatorActions bet={bet} onOpen={setDialog} />}
          >
            <BetActionRecord actions={bet.actions} />
          </BetCard>
        ))}
      </ListOrNotice>
      <ListPager page={page} pageCount={data?.pageCount} onPage={(next) => setQuery({ page: pageParam(next) })} />
      {dialog?.kind === 'void' && (
        <OperatorReasonDialog
          title={koConsole.voidDialog.title(dialog.bet.id)}
          submitLabel={koConsole.voidDialog.submit}
          onClose={() => setDialog(null)}
          onSubmit={async (reason) => {
            await voidBet.mutateAsync({ id: dialog.bet.id, reason });
            void showAlert(koConsole.voidDialog.done(dialog.bet.id));
          }}
        >
          <VoidEffect bet={dialog.bet} />
        </OperatorReasonDialog>
      )}
      {dialog?.kind === 'resettle' && (
        <ResettleDialog bet={dialog.bet} fixtureId={dialog.fixtureId} onClose={() => setDialog(null)} />
      )}
    </Box>
  );
}

function MemberName({ bet }: { bet: AdminBet }) {
  return (
    <Box component="span" aria-label={`${t.member} ${bet.member.userId}`} sx={{ fontSize: 13 }}>
      <strong>{bet.member.userId}</strong>{' '}
      <Box component="span" sx={{ color: 'text.secondary' }}>
        ({bet.member.nickName})
      </Box>
    </Box>
  );
}

/** 적특 처리 while the bet still stands; 재정산 for each fixture of a settled sports bet. */
function OperatorActions({ bet, onOpen }: { bet: AdminBet; onOpen: (dialog: Dialog) => void }) {
  // Voiding and resettling are decisions on a bet: a role that only reads bets sees neither button.
  const allowed = useCan('bets.decide');
  // A bet cashed out in full was sold back, not paid out: the server refuses to void it.
  const voidable =
    bet.status !== SETTLEMENT_CANCELLED && bet.status !== SETTLEMENT_VOID && bet.status !== SETTLEMENT_CASHED_OUT;
  const settled = bet.status === SETTLEMENT_WON || bet.status === SETTLEMENT_LOST || bet.status === SETTLEMENT_VOID;
  const fixtures = settled ? [...new Map(bet.picks.map((pick) => [pick.fixtureId, pick])).values()] : [];
  if (!allowed) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {fixtures.map((pick) => (
        <ActionButton
          key={pick.fixtureId}
          variant="outlined"
          compact
          onClick={() => onOpen({ kind: 'resettle', bet, fixtureId: pick.fixtureId })}
        >
          {fixtures.length > 1 ? `${t.resettle}: ${pick.home}` : t.resettle}
        </ActionButton>
      ))}
      {voidable && <DangerButton onClick={() => onOpen({ kind: 'void', bet })}>{t.voidBet}</DangerButton>}
    </Box>
  );
}

/** What voiding would do to the member's balance, before the operator confirms it. */
function VoidEffect({ bet }: { bet: AdminBet }) {
  const text = koConsole.voidDialog;
  // Partial cash-outs stand: a void gives back only the stake still riding (docs/decisions/068).
  const riding = stakeRiding(bet);
  if (bet.status === SETTLEMENT_PENDING)
    return (
      <Box sx={{ fontSize: 14 }}>
        {bet.stakeCashedOut > 0 ? text.pendingPartHelp(formatWon(riding)) : text.pendingHelp}
      </Box>
    );
  const change = riding - (bet.payout ?? 0);
  return <Box sx={{ fontSize: 14 }}>{text.settledHelp(`${change >= 0 ? '+' : ''}${formatWon(change)}`)}</Box>;
}
