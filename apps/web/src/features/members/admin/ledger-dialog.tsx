import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';

import type { AdminMember } from '@site/contracts/api/admin';
import type { LedgerEntry } from '@site/contracts/api/admin-balance';
import { formatSeoul } from '@site/contracts/time';

import { EmptyState } from '../../../components/ui/empty-state';
import { koAdmin } from '../../../i18n/ko-admin';
import { useMemberLedger } from '../api/admin-money';
import { formatLedgerAmount, formatLedgerChange, ledgerReason } from '../rules/ledger-entry';
import { QueryState } from '../../../components/console/query-state';
import { ListPager } from '../../../components/ui/paged-list';
import { ResponsiveList, type ListColumn } from '../../../components/ui/responsive-list';

const text = koAdmin.ledger;

const amountColor = (amount: number) => (amount < 0 ? 'error.main' : 'success.main');

/** A member's money ledger, newest first, a page at a time. */
export function LedgerDialog({ member, onClose }: { member: AdminMember; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const query = useMemberLedger(member.userId, page);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth fullScreen={phone} aria-labelledby="ledger-dialog-title">
      <DialogTitle id="ledger-dialog-title">{text.title(member.userId)}</DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 1.5, sm: 3 } }}>
        <QueryState query={query}>
          {(ledger) =>
            ledger.items.length === 0 ? (
              <EmptyState text={text.empty} />
            ) : (
              <>
                <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
                  {text.count(ledger.totalCount)}
                </Typography>
                <LedgerList label={text.title(member.userId)} entries={ledger.items} />
                <ListPager
                  page={page}
                  pageCount={ledger.pageCount}
                  label={text.pages}
                  siblingCount={phone ? 0 : 1}
                  onPage={setPage}
                />
              </>
            )
          }
        </QueryState>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{text.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

const columns: ListColumn<LedgerEntry>[] = [
  { key: 'createdAt', header: text.createdAt, cell: (entry) => formatSeoul(entry.createdAt, 'dateTimeShortYear') },
  { key: 'reason', header: text.reason, cell: ledgerReason },
  {
    key: 'amount',
    header: text.amount,
    numeric: true,
    cell: (entry) => (
      <Box component="span" sx={{ fontWeight: 700, color: amountColor(entry.amount) }}>
        {formatLedgerChange(entry)}
      </Box>
    ),
  },
  {
    key: 'balanceAfter',
    header: text.balanceAfter,
    numeric: true,
    cell: (entry) => formatLedgerAmount(entry, entry.balanceAfter),
  },
  { key: 'memo', header: text.memo, wrap: true, cellSx: { overflowWrap: 'anywhere' }, cell: (entry) => entry.memo },
];

/** Five columns need the width of a tablet; below it each entry is a two-line item (also a member's page). */
export function LedgerList({ label, entries }: { label: string; entries: readonly LedgerEntry[] }) {
  return (
    <ResponsiveList
      label={label}
      rows={entries}
      rowKey={(entry) => entry.id}
      columns={columns}
      card={(entry) => <LedgerItem entry={entry} />}
    />
  );
}

function LedgerItem({ entry }: { entry: LedgerEntry }) {
  return (
    <Box component="li" sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography sx={{ fontWeight: 700 }}>{ledgerReason(entry)}</Typography>
        <Typography sx={{ fontWeight: 700, color: amountColor(entry.amount), whiteSpace: 'nowrap' }}>
          {formatLedgerChange(entry)}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, color: 'text.secondary' }}>
        <Typography variant="body2">{formatSeoul(entry.createdAt, 'dateTimeShortYear')}</Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          {text.balanceAfter} {formatLedgerAmount(entry, entry.balanceAfter)}
        </Typography>
      </Box>
      {entry.memo && (
        <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {entry.memo}
        </Typography>
      )}
    </Box>
  );
}
