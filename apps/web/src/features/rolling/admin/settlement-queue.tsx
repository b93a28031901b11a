import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useState, type ReactNode } from 'react';

import {
  settlementStatusLabels,
  settlementStatuses,
  type AdminSettlement,
  type SettlementStatus,
} from '@site/contracts/api/rolling';
import { MEMBER_TYPE_MANAGER } from '@site/contracts/roles';
import { formatWon } from '@site/contracts/rules/format';

import { alertActionError } from '../../../components/console/notify';
import { QueryState } from '../../../components/console/query-state';
import { showAlert, showConfirm } from '../../../components/ui/alert';
import { ChipTabs } from '../../../components/ui/chip-tabs';
import { ListPager } from '../../../components/ui/paged-list';
import { Panel } from '../../../components/ui/panel';
import { ResponsiveList, type ListColumn } from '../../../components/ui/responsive-list';
import { koRollingAdmin } from '../../../i18n/ko-rolling';
import { useDecideSettlement, useSettlementQueue } from '../api/admin-rolling';
import { seoulMinute, settlementKindLabel, statusColour } from '../components/settlement-list';
import { SettlementRefuseDialog } from './settlement-refuse-dialog';

const text = koRollingAdmin.queue;

type Filter = SettlementStatus | 'all';
const filters: readonly { key: Filter; label: string }[] = [
  ...settlementStatuses.map((status) => ({ key: status, label: settlementStatusLabels[status] })),
  { key: 'all', label: text.all },
];

const memberTypeLabel = (settlement: AdminSettlement) =>
  settlement.memberType === MEMBER_TYPE_MANAGER ? text.partner : text.member;

const payoutText = (settlement: AdminSettlement) =>
  settlement.payout === 'tether' ? `${text.tether} ${settlement.tetherAddress ?? ''}`.trim() : text.money;

/** The settlement requests, waiting ones first; each waiting one is approved or refused with a reason. */
export function SettlementQueue() {
  const [filter, setFilter] = useState<Filter>('pending');
  const [page, setPage] = useState(1);
  const query = useSettlementQueue(filter === 'all' ? undefined : filter, page);
  const decide = useDecideSettlement();
  const [refusing, setRefusing] = useState<AdminSettlement | null>(null);

  const approve = async (settlement: AdminSettlement) => {
    if (
      !(await showConfirm({ title: text.approve, message: text.confirmApprove(settlement.userId, settlement.amount) }))
    )
      return;
    try {
      await decide.mutateAsync({ id: settlement.id });
      void showAlert(text.approved);
    } catch (error) {
      await alertActionError(error);
    }
  };
  const refuse = async (reason: string) => {
    if (!refusing) return;
    await decide.mutateAsync({ id: refusing.id, reason });
    setRefusing(null);
    void showAlert(text.refused);
  };

  const actions = (settlement: AdminSettlement) =>
    settlement.status === 'pending' ? (
      <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
        <Button
          size="small"
          variant="contained"
          disabled={decide.isPending}
          onClick={() => void approve(settlement)}
          aria-label={`${settlement.userId} ${text.approve}`}
        >
          {text.approve}
        </Button>
        <Button
          size="small"
          color="error"
          variant="outlined"
          disabled={decide.isPending}
          onClick={() => setRefusing(settlement)}
          aria-label={`${settlement.userId} ${text.refuse}`}
        >
          {text.refuse}
        </Button>
      </Box>
    ) : (
      <Chip size="small" color={statusColour[settlement.status]} label={settlementStatusLabels[settlement.status]} />
    );

  return (
    <Panel title={text.title}>
      <Box sx={{ mb: 1.5 }}>
        <ChipTabs
          label={text.statusLabel}
          tabs={filters}
          selected={filter}
          onSelect={(next) => {
            setFilter(next);
            setPage(1);
          }}
        />
      </Box>
      <QueryState query={query}>
        {(result) => (
          <ResponsiveList
            label={text.title}
            rows={result.items}
            rowKey={(settlement) => settlement.id}
            columns={columnsWith(actions)}
            card={(settlement) => <SettlementCard settlement={settlement} actions={actions(settlement)} />}
            empty={text.empty}
          />
        )}
      </QueryState>
      <ListPager page={page} pageCount={query.data?.pageCount} label={text.pager} onPage={setPage} />
      {refusing && <SettlementRefuseDialog settlement={refusing} onClose={() => setRefusing(null)} onRefuse={refuse} />}
    </Panel>
  );
}

const columnsWith = (actions: (settlement: AdminSettlement) => ReactNode): ListColumn<AdminSettlement>[] => [
  {
    key: 'user',
    header: text.user,
    cell: (settlement) => (
      <>
        <strong>{settlement.userId}</strong> {settlement.nickName}
      </>
    ),
  },
  { key: 'type', header: text.type, cell: memberTypeLabel },
  { key: 'kind', header: text.kind, cell: (settlement) => settlementKindLabel(settlement.kind) },
  { key: 'amount', header: text.amount, numeric: true, cell: (settlement) => formatWon(settlement.amount) },
  { key: 'credits', header: text.creditCount, numeric: true, cell: (settlement) => settlement.creditCount },
  { key: 'payout', header: text.payout, wrap: true, cellSx: { wordBreak: 'break-all' }, cell: payoutText },
  { key: 'requested', header: text.requestedAt, cell: (settlement) => seoulMinute(settlement.requestedAt) },
  { key: 'actions', header: text.actions, align: 'right', cell: actions },
];

/** A settlement on a phone: who and how much, then what and when, then its buttons. */
function SettlementCard({ settlement, actions }: { settlement: AdminSettlement; actions: ReactNode }) {
  return (
    <Box
      component="li"
      aria-label={`${settlement.userId} ${formatWon(settlement.amount)}`}
      sx={{
        listStyle: 'none',
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        rowGap: 0.5,
        columnGap: 1,
        fontSize: 13,
      }}
    >
      <Box>
        <strong>{settlement.userId}</strong> {settlement.nickName} · {memberTypeLabel(settlement)}
      </Box>
      <Box sx={{ fontWeight: 700, textAlign: 'right' }}>{formatWon(settlement.amount)}</Box>
      <Box sx={{ gridColumn: '1 / -1', color: 'text.secondary', fontSize: 12, wordBreak: 'break-all' }}>
        {`${settlementKindLabel(settlement.kind)} · ${text.creditCount} ${settlement.creditCount} · ${payoutText(settlement)} · ${seoulMinute(settlement.requestedAt)}`}
      </Box>
      <Box sx={{ gridColumn: '1 / -1' }}>{actions}</Box>
    </Box>
  );
}
