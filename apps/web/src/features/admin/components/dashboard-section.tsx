import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router';

import type { Dashboard } from '@site/contracts/api/admin-bets';
import { formatNumber, formatWon } from '@site/contracts/rules/format';

import { Panel } from '../../../components/ui/panel';
import { koConsole } from '../../../i18n/ko-console';
import { gameTypeLabel } from '../../bet-history/rules/bet-status';
import { useDashboard } from '../api/dashboard';
import { cashQueues } from '../rules/cashier-views';
import { QueryState } from './query-state';

const t = koConsole.dashboard;

/** /admin's first tab: who is on, today's money per product, and what waits for an operator. */
export function DashboardSection() {
  const dashboard = useDashboard();
  return (
    <QueryState query={dashboard}>
      {(data) => (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Box sx={{ fontSize: 13, color: 'text.secondary' }}>
            {t.today(data.day)} · {t.refreshedEvery}
          </Box>
          <Box
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 2fr)' } }}
          >
            <Panel title={t.membersOnline}>
              <Box aria-label={t.membersOnline} sx={{ fontSize: 32, fontWeight: 800, color: 'primary.main' }}>
                {t.people(data.membersOnline)}
              </Box>
              <Box sx={{ fontSize: 12, color: 'text.secondary' }}>{t.membersOnlineHelp}</Box>
            </Panel>
            <QueuesPanel queues={data.queues} />
          </Box>
          <ProductsPanel products={data.products} />
        </Box>
      )}
    </QueryState>
  );
}

function QueuesPanel({ queues }: { queues: Dashboard['queues'] }) {
  const rows = [
    ...cashQueues.map((queue) => ({ label: t.queues[queue.count], count: queues[queue.count], view: queue.key })),
    { label: t.queues.accountInquiries, count: queues.accountInquiries, view: 'inquiries' },
  ];
  return (
    <Panel title={t.queuesTitle}>
      <Box
        component="ul"
        sx={{
          m: 0,
          p: 0,
          listStyle: 'none',
          display: 'grid',
          gap: 1,
          gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
        }}
      >
        {rows.map((row) => (
          <Box component="li" key={row.view}>
            <Box
              component={RouterLink}
              to={`/admin?tab=cashier&view=${row.view}`}
              aria-label={`${row.label} ${formatNumber(row.count)}건 · ${t.openCashier}`}
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                alignItems: 'center',
                gap: 1,
                minHeight: 44,
                px: 1.5,
                borderRadius: 1,
                border: 1,
                borderColor: row.count > 0 ? 'primary.main' : 'divider',
                color: 'text.primary',
                textDecoration: 'none',
              }}
            >
              <span>{row.label}</span>
              <Box component="strong" sx={{ color: row.count > 0 ? 'primary.main' : 'text.secondary' }}>
                {formatNumber(row.count)}
              </Box>
            </Box>
          </Box>
        ))}
      </Box>
    </Panel>
  );
}

const columns = [t.product, t.bets, t.stakes, t.payouts, t.profit, t.pending] as const;

function ProductsPanel({ products }: { products: Dashboard['products'] }) {
  const total = products.reduce(
    (sum, p) => ({
      bets: sum.bets + p.bets,
      stakes: sum.stakes + p.stakes,
      payouts: sum.payouts + p.payouts,
      pending: sum.pending + p.pending,
    }),
    { bets: 0, stakes: 0, payouts: 0, pending: 0 },
  );
  const rows = [
    ...products.map((p) => ({ key: String(p.gameType), label: gameTypeLabel(p.gameType), ...p })),
    { key: 'total', label: t.total, ...total },
  ];
  return (
    <Panel title={t.productsTitle}>
      {products.length === 0 ? (
        <Box sx={{ color: 'text.secondary', py: 2 }}>{t.noBets}</Box>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', fontSize: 14, whiteSpace: 'nowrap' }}>
            <thead>
              <tr>
                {columns.map((column, index) => (
                  <Box
                    component="th"
                    key={column}
                    scope="col"
                    sx={{
                      ...cellSx,
                      textAlign: index === 0 ? 'left' : 'right',
                      color: 'text.secondary',
                      fontWeight: 500,
                    }}
                  >
                    {column}
                  </Box>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const profit = row.stakes - row.payouts;
                return (
                  <Box component="tr" key={row.key} sx={row.key === 'total' ? { fontWeight: 700 } : undefined}>
                    <Box component="th" scope="row" sx={{ ...cellSx, textAlign: 'left' }}>
                      {row.label}
                    </Box>
                    <Box component="td" sx={cellSx}>
                      {formatNumber(row.bets)}
                    </Box>
                    <Box component="td" sx={cellSx}>
                      {formatWon(row.stakes)}
                    </Box>
                    <Box component="td" sx={cellSx}>
                      {formatWon(row.payouts)}
                    </Box>
                    <Box component="td" sx={{ ...cellSx, color: profit < 0 ? '#e5484d' : '#4caf50' }}>
                      {formatWon(profit)}
                    </Box>
                    <Box component="td" sx={cellSx}>
                      {formatNumber(row.pending)}
                    </Box>
                  </Box>
                );
              })}
            </tbody>
          </Box>
        </Box>
      )}
    </Panel>
  );
}

const cellSx = { px: 1, py: 0.75, textAlign: 'right', borderBottom: 1, borderColor: 'divider' } as const;
