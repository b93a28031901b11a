import Typography from '@mui/material/Typography';

import type { AdminCashRequest } from '@site/contracts/api/admin-cashier';
import { formatWon } from '@site/contracts/rules/format';

import { ResponsiveList, type ListColumn } from '../../../components/ui/responsive-list';
import { koAdminCashier } from '../../../i18n/ko-admin-cashier';
import { bonusText, requestClock, requestDay, requestTime } from '../rules/cashier-request-view';
import type { CashierDecisions } from './cashier-decisions';
import { CashRequestCard } from './cashier-request-card';
import { CashStatusChip, RequestDecisionButtons, RequestDestination } from './cashier-request-parts';

const text = koAdminCashier.queue;

/** Two short lines in one cell, so that eight columns fit beside the member's context. */
function TwoLines({ first, second, strong = false }: { first: string; second: string; strong?: boolean }) {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400, whiteSpace: 'nowrap' }}>
        {first}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {second}
      </Typography>
    </>
  );
}

export interface CashRequestListProps {
  requests: readonly AdminCashRequest[];
  /** a won deposit queue has a bonus column; withdrawals and tether deposits do not */
  deposits: boolean;
  tether: boolean;
  selectedId: number | null;
  onSelect: (request: AdminCashRequest) => void;
  decisions: CashierDecisions;
}

const columnsFor = ({
  deposits,
  tether,
  decisions,
}: Pick<CashRequestListProps, 'deposits' | 'tether' | 'decisions'>): ListColumn<AdminCashRequest>[] => [
  {
    key: 'createdAt',
    header: text.createdAt,
    cell: (request) => <TwoLines first={requestDay(request.createdAt)} second={requestClock(request.createdAt)} />,
  },
  {
    key: 'member',
    header: text.member,
    wrap: true,
    cellSx: { minWidth: 100 },
    cell: (request) => <TwoLines first={request.userId} second={`${request.nickName} · ${request.levelNm}`} strong />,
  },
  {
    key: 'amount',
    header: text.amount,
    numeric: true,
    cellSx: { fontWeight: 700 },
    cell: (request) => formatWon(request.amount),
  },
  ...(deposits
    ? [
        {
          key: 'bonus',
          header: text.bonus,
          wrap: true,
          cellSx: { minWidth: 80 },
          cell: (request: AdminCashRequest) => bonusText(request),
        },
      ]
    : []),
  {
    key: 'destination',
    header: tether ? text.tether : text.account,
    wrap: true,
    cellSx: { minWidth: 150, maxWidth: 240 },
    cell: (request) => <RequestDestination request={request} />,
  },
  {
    key: 'state',
    header: text.state,
    cell: (request) => (
      <>
        <CashStatusChip request={request} />
        {request.decidedAt && <TwoLines first={request.decidedBy ?? ''} second={requestTime(request.decidedAt)} />}
      </>
    ),
  },
  {
    key: 'actions',
    header: text.actions,
    align: 'right',
    wrap: true,
    cell: (request) => <RequestDecisionButtons request={request} decisions={decisions} />,
  },
];

/**
 * A queue: on a wide screen one row per request, and choosing a row shows its member beside the
 * table; on a phone one card per request, the chosen card opening below itself.
 */
export function CashRequestList(props: CashRequestListProps) {
  const { requests, selectedId, onSelect } = props;
  return (
    <ResponsiveList
      label={text.member}
      rows={requests}
      rowKey={(request) => request.id}
      columns={columnsFor(props)}
      onSelectRow={onSelect}
      selectedKey={selectedId}
      rowLabel={(request) => text.select(request.id)}
      // Narrow cell padding: eight columns share the width with the member's context beside them.
      tableSx={{ '& td, & th': { px: 1 } }}
      card={(request) => <CashRequestCard request={request} {...props} />}
      cardsSx={{ display: 'grid', gap: 1.5 }}
    />
  );
}
