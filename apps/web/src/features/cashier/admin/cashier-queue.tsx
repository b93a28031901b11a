import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';

import type { AdminCashRequest } from '@site/contracts/api/admin-cashier';
import { cashStatusLabels } from '@site/contracts/api/cashier';

import { EmptyState } from '../../../components/ui/empty-state';
import { Panel } from '../../../components/ui/panel';
import { useStackedList } from '../../../components/ui/responsive-list';
import { koAdminCashier } from '../../../i18n/ko-admin-cashier';
import { useCashRequests } from '../api/admin-cashier-queue';
import { statusFilters, statusQuery, type CashQueue, type StatusFilter } from '../exports/cashier-views';
import { CashierContextPanel } from './cashier-context-panel';
import { useCashierDecisions } from './cashier-decisions';
import { CashRequestList } from './cashier-request-list';
import { QueryState } from '../../../components/console/query-state';
import { ListPager } from '../../../components/ui/paged-list';

const text = koAdminCashier.queue;

const statusLabel = (filter: StatusFilter): string => (filter === 'all' ? text.statusAll : cashStatusLabels[filter]);

/** One queue: its filters, its requests (a table, or cards on a phone), the chosen one's member beside. */
export function CashierQueue({ queue }: { queue: CashQueue }) {
  const [status, setStatus] = useState<StatusFilter>('pending');
  const [typedUserId, setTypedUserId] = useState('');
  const [userId, setUserId] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<AdminCashRequest | null>(null);
  const query = useCashRequests({
    kind: queue.kind,
    channel: queue.channel,
    status: statusQuery(status),
    userId,
    page,
  });
  const decisions = useCashierDecisions();
  const theme = useTheme();
  // Eight columns need a tablet's width; below it the list is cards, the chosen one opening in place.
  const stacked = useStackedList();
  // From the desktop edge the member's context fits beside the table; between, it goes below.
  const beside = useMediaQuery(theme.breakpoints.up('lg'));
  const label = koAdminCashier.kindLabel[queue.key] ?? '';

  const changeStatus = (next: StatusFilter) => {
    setStatus(next);
    setPage(1);
  };

  return (
    <Panel title={label}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 1.5, alignItems: 'center' }}>
        <TextField
          select
          label={text.status}
          value={status}
          onChange={(event) => changeStatus(event.target.value as StatusFilter)}
          size="small"
          sx={{ width: 120 }}
        >
          {statusFilters.map((filter) => (
            <MenuItem key={filter} value={filter}>
              {statusLabel(filter)}
            </MenuItem>
          ))}
        </TextField>
        <Box
          component="form"
          role="search"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setUserId(typedUserId.trim());
            setPage(1);
          }}
          sx={{ display: 'flex', gap: 1, flex: '1 1 220px', maxWidth: 360 }}
        >
          <TextField
            label={text.search}
            value={typedUserId}
            onChange={(event) => setTypedUserId(event.target.value)}
            size="small"
            type="search"
            sx={{ flex: 1 }}
            slotProps={{ htmlInput: { maxLength: 64 } }}
          />
          <Button type="submit" variant="outlined" size="small">
            {text.searchButton}
          </Button>
        </Box>
      </Box>
      <QueryState query={query}>
        {(result) => {
          const listProps = {
            requests: result.items,
            // a tether deposit takes no bonus
            deposits: queue.kind === 'deposit' && queue.channel === 'won',
            tether: queue.channel === 'tether',
            selectedId: selected?.id ?? null,
            onSelect: setSelected,
            decisions,
          };
          const list =
            result.items.length === 0 ? <EmptyState text={text.empty} /> : <CashRequestList {...listProps} />;
          return (
            <>
              <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
                {text.count(result.totalCount)}
              </Typography>
              {stacked ? (
                list
              ) : (
                <Box
                  sx={{
                    display: 'grid',
                    gap: 2,
                    alignItems: 'start',
                    gridTemplateColumns: beside ? 'minmax(0, 1fr) 300px' : 'minmax(0, 1fr)',
                  }}
                >
                  {list}
                  <CashierContextPanel request={selected} />
                </Box>
              )}
              <ListPager
                page={page}
                pageCount={result.pageCount}
                label={text.pages}
                siblingCount={stacked ? 0 : 1}
                onPage={setPage}
              />
            </>
          );
        }}
      </QueryState>
      {decisions.dialogs}
    </Panel>
  );
}
