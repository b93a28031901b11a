import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router';

import type { Dashboard } from '@site/contracts/api/admin-bets';
import { formatNumber } from '@site/contracts/rules/format';

import { Panel } from '../../../components/ui/panel';
import { koConsole } from '../../../i18n/ko-console';
import { ProductTotals } from '../../bet-history/admin/product-totals';
import { useDashboard } from '../api/dashboard';
import { cashQueues } from '../../cashier/exports/cashier-views';
import { QueryState } from '../../../components/console/query-state';

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
          <ProductTotals products={data.products} />
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
              aria-label={`${t.queueCount(row.label, formatNumber(row.count))} · ${t.openCashier}`}
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
