import Box from '@mui/material/Box';

import type { Dashboard } from '@site/contracts/api/admin-bets';
import { formatNumber, formatWon } from '@site/contracts/rules/format';

import { Panel } from '../../../components/ui/panel';
import { koConsole } from '../../../i18n/ko-console';
import { gameTypeLabel } from '../rules/bet-status';

const t = koConsole.dashboard;

const columns = [t.product, t.bets, t.stakes, t.payouts, t.profit, t.pending] as const;

/** The dashboard's table of today's bets per product, with their total and the house's result. */
export function ProductTotals({ products }: { products: Dashboard['products'] }) {
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
