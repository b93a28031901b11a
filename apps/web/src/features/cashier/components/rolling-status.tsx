import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';

import type { RollingStatus as Rolling } from '@site/contracts/api/cashier';
import { formatNumber, formatWon } from '@site/contracts/rules/format';
import { formatSeoul } from '@site/contracts/time';

import { FigureRow } from '../../../components/ui/figure-row';
import { Panel } from '../../../components/ui/panel';
import { koCashier } from '../../../i18n/ko-cashier';
import { gameTypeName, rollingPercent } from '../rules/rolling';

const cellSx = { px: 1, py: 0.75, fontSize: 13, textAlign: 'right', whiteSpace: 'nowrap' } as const;

/**
 * The rolling requirement since the last withdrawal: required, done and remaining, a bar, and per
 * game type what was staked and how much of it counts. Met or not is said in words, not by colour alone.
 */
export function RollingStatus({ rolling }: { rolling: Rolling }) {
  const t = koCashier.rolling;
  const percent = rollingPercent(rolling);
  return (
    <Panel title={t.title}>
      <Box component="section" aria-label={t.title} data-met={rolling.met} sx={{ display: 'grid', gap: 1.5 }}>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
          <FigureRow label={t.required}>{formatWon(rolling.required)}</FigureRow>
          <FigureRow label={t.done}>{formatWon(rolling.done)}</FigureRow>
          <FigureRow label={t.remaining} strong>
            {formatWon(rolling.remaining)}
          </FigureRow>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label={t.progress}
            color={rolling.met ? 'success' : 'primary'}
            sx={{ flex: 1, height: 8, borderRadius: 4 }}
          />
          <Box component="span" sx={{ fontSize: 13, fontWeight: 700, minWidth: 40, textAlign: 'right' }}>
            {percent}%
          </Box>
        </Box>
        <Box role="status" sx={{ fontSize: 13, fontWeight: 700, color: rolling.met ? 'success.main' : 'warning.main' }}>
          {rolling.met ? t.met : t.notMet(rolling.remaining)}
        </Box>
        <Box sx={{ fontSize: 12, color: 'text.secondary' }}>
          {rolling.since ? t.since(formatSeoul(rolling.since, 'dateTimeShortYear')) : t.sinceStart}
        </Box>
        {rolling.byType.length > 0 && (
          <Box sx={{ overflowX: 'auto' }}>
            <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse' }}>
              <Box component="thead" sx={{ color: 'text.secondary' }}>
                <tr>
                  <Box component="th" scope="col" sx={{ ...cellSx, textAlign: 'left', fontWeight: 500 }}>
                    {t.gameType}
                  </Box>
                  <Box component="th" scope="col" sx={{ ...cellSx, fontWeight: 500 }}>
                    {t.weight}
                  </Box>
                  <Box component="th" scope="col" sx={{ ...cellSx, fontWeight: 500 }}>
                    {t.staked}
                  </Box>
                  <Box component="th" scope="col" sx={{ ...cellSx, fontWeight: 500 }}>
                    {t.counted}
                  </Box>
                </tr>
              </Box>
              <tbody>
                {rolling.byType.map((row) => (
                  <Box component="tr" key={row.gameType} sx={{ borderTop: 1, borderColor: 'divider' }}>
                    <Box component="th" scope="row" sx={{ ...cellSx, textAlign: 'left', fontWeight: 700 }}>
                      {gameTypeName(row.gameType)}
                    </Box>
                    <Box component="td" sx={cellSx}>
                      {row.weight}%
                    </Box>
                    <Box component="td" sx={cellSx}>
                      {formatNumber(row.staked)}
                    </Box>
                    <Box component="td" sx={cellSx}>
                      {formatNumber(row.counted)}
                    </Box>
                  </Box>
                ))}
              </tbody>
            </Box>
          </Box>
        )}
      </Box>
    </Panel>
  );
}
