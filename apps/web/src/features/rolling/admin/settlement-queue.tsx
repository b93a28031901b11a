import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';

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
import { useConfirm } from '../../../components/console/use-confirm';
import { showAlert } from '../../../components/ui/alert';
import { ChipTabs } from '../../../components/ui/chip-tabs';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListPager } from '../../../components/ui/paged-list';
import { Panel } from '../../../components/ui/panel';
import { koRollingAdmin } from '../../../i18n/ko-rolling';
import { useDecideSettlement, useSettlementQueue } from '../api/admin-rolling';
import { seoulMinute, settlementKindLabel, statusColour } from '../components/settlement-list';
import { useWide } from '../components/wide';
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
  const [confirmDialog, confirm] = useConfirm();
  const [refusing, setRefusing] = useState<AdminSettlement | null>(null);
  const wide = useWide();

  const approve = async (settlement: AdminSettlement) => {
    if (!(await confirm({ title: text.approve, message: text.confirmApprove(settlement.userId, settlement.amount) })))
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
        {(result) =>
          result.items.length === 0 ? (
            <EmptyState text={text.empty} />
          ) : wide ? (
            <TableContainer>
              <Table size="small" aria-label={text.title} sx={{ '& th': { whiteSpace: 'nowrap' } }}>
                <TableHead>
                  <TableRow>
                    <TableCell>{text.user}</TableCell>
                    <TableCell>{text.type}</TableCell>
                    <TableCell>{text.kind}</TableCell>
                    <TableCell align="right">{text.amount}</TableCell>
                    <TableCell align="right">{text.creditCount}</TableCell>
                    <TableCell>{text.payout}</TableCell>
                    <TableCell>{text.requestedAt}</TableCell>
                    <TableCell align="right">{text.actions}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {result.items.map((settlement) => (
                    <TableRow key={settlement.id}>
                      <TableCell>
                        <strong>{settlement.userId}</strong> {settlement.nickName}
                      </TableCell>
                      <TableCell>{memberTypeLabel(settlement)}</TableCell>
                      <TableCell>{settlementKindLabel(settlement.kind)}</TableCell>
                      <TableCell align="right">{formatWon(settlement.amount)}</TableCell>
                      <TableCell align="right">{settlement.creditCount}</TableCell>
                      <TableCell sx={{ wordBreak: 'break-all' }}>{payoutText(settlement)}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{seoulMinute(settlement.requestedAt)}</TableCell>
                      <TableCell align="right">{actions(settlement)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          ) : (
            <Box component="ul" sx={{ m: 0, p: 0 }}>
              {result.items.map((settlement) => (
                <Box
                  component="li"
                  key={settlement.id}
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
                  <Box sx={{ gridColumn: '1 / -1' }}>{actions(settlement)}</Box>
                </Box>
              ))}
            </Box>
          )
        }
      </QueryState>
      <ListPager page={page} pageCount={query.data?.pageCount} label={text.pager} onPage={setPage} />
      {refusing && <SettlementRefuseDialog settlement={refusing} onClose={() => setRefusing(null)} onRefuse={refuse} />}
      {confirmDialog}
    </Panel>
  );
}
