import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import {
  formatBp,
  rollingKindLabels,
  settlementStatusLabels,
  type RollingKindTotals,
  type RollingSettlement,
  type RollingSummary,
} from '@site/contracts/api/rolling';
import { formatWon } from '@site/contracts/rules/format';
import { formatSeoul } from '@site/contracts/time';

import { alertActionError } from '../../../components/console/notify';
import { QueryState } from '../../../components/console/query-state';
import { showAlert } from '../../../components/ui/alert';
import { ListPager } from '../../../components/ui/paged-list';
import { Panel } from '../../../components/ui/panel';
import { koManager } from '../../../i18n/ko-manager';
import { useRollingSummary, useSettleAll, useSettlements } from '../api/rolling';
import { DataList, type Column } from './data-list';

const text = koManager.rolling;

const kindColumns: Column<RollingKindTotals>[] = [
  { key: 'rate', label: text.rate, cell: (row) => formatBp(row.rateBp), numeric: true },
  { key: 'before', label: text.before, cell: (row) => formatWon(row.before), numeric: true },
  { key: 'after', label: text.after, cell: (row) => formatWon(row.after), numeric: true },
  { key: 'total', label: text.total, cell: (row) => formatWon(row.total), numeric: true },
];
const kindHeading: Column<RollingKindTotals> = {
  key: 'kind',
  label: text.kind,
  cell: (row) => rollingKindLabels[row.kind],
};

const settlementColumns: Column<RollingSettlement>[] = [
  { key: 'amount', label: text.amount, cell: (row) => formatWon(row.amount), numeric: true },
  { key: 'status', label: text.status, cell: (row) => settlementStatusLabels[row.status] },
  {
    key: 'decided',
    label: text.decided,
    cell: (row) => (row.decidedAt ? formatSeoul(row.decidedAt, 'dateTimeShortYear') : '-'),
  },
  { key: 'note', label: text.note, cell: (row) => row.note ?? '-' },
];
const settlementHeading: Column<RollingSettlement> = {
  key: 'requested',
  label: text.requested,
  cell: (row) => formatSeoul(row.requestedAt, 'dateTimeShortYear'),
};

/** 롤링 정산: the partner's rolling per kind this month, what it can settle now, and its settlement requests. */
export function RollingTab() {
  const summary = useRollingSummary();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Panel title={text.title}>
        <QueryState query={summary}>{(answer) => <SummaryView summary={answer} />}</QueryState>
      </Panel>
      <SettlementHistory />
    </Box>
  );
}

function SummaryView({ summary }: { summary: RollingSummary }) {
  const settle = useSettleAll();
  const blocked = summary.pendingSettlement || summary.claimable < summary.minSettlement || summary.claimable <= 0;
  const request = () =>
    settle.mutate(undefined, {
      onSuccess: (settlement) =>
        void showAlert(
          settlement.status === 'pending'
            ? text.settledPending(formatWon(settlement.amount))
            : text.settled(formatWon(settlement.amount)),
        ),
      onError: (error) => void alertActionError(error),
    });
  return (
    <>
      <DataList
        title={text.title}
        rows={summary.kinds}
        rowKey={(row) => row.kind}
        columns={kindColumns}
        heading={kindHeading}
        empty={text.historyEmpty}
      />
      <Box
        sx={{
          mt: 2,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Box>
          <Typography color="text.secondary" variant="body2">
            {text.claimable}
          </Typography>
          <Typography variant="h6" color="primary" sx={{ fontWeight: 700 }}>
            {formatWon(summary.claimable)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {text.minimum(formatWon(summary.minSettlement))}
          </Typography>
          {summary.approvalAbove !== null && (
            <Typography variant="body2" color="text.secondary">
              {text.approval(formatWon(summary.approvalAbove))}
            </Typography>
          )}
          {summary.pendingSettlement && (
            <Typography variant="body2" color="warning.main">
              {text.pending}
            </Typography>
          )}
        </Box>
        <Button variant="contained" disabled={blocked || settle.isPending} onClick={request}>
          {settle.isPending ? text.settling : text.settle}
        </Button>
      </Box>
    </>
  );
}

function SettlementHistory() {
  const [page, setPage] = useState(1);
  const settlements = useSettlements(page);
  return (
    <Panel title={text.historyTitle}>
      <QueryState query={settlements}>
        {(answer) => (
          <>
            <DataList
              title={text.historyTitle}
              rows={answer.items}
              rowKey={(row) => row.id}
              columns={settlementColumns}
              heading={settlementHeading}
              empty={text.historyEmpty}
            />
            <ListPager page={answer.page} pageCount={answer.pageCount} onPage={setPage} />
          </>
        )}
      </QueryState>
    </Panel>
  );
}
