import Box from '@mui/material/Box';

import { formatWon } from '@site/contracts/rules/format';

/** One group of bars: a period's label and its values, one per series. */
export interface BarGroup {
  label: string;
  values: readonly number[];
}

export interface BarSeries {
  name: string;
  color: string;
}

const HEIGHT = 120;
const LABEL_HEIGHT = 16;
const MIN_GROUP_WIDTH = 28;
/** about what one character of the 10 px labels takes: a group is as wide as its label */
const LABEL_CHAR_WIDTH = 6.5;
const GAP = 8;

/**
 * A small SVG bar chart of our own (no chart library): a group of bars per period, one a series, on one
 * scale; a negative value hangs below the zero line. The table under it is the data: the chart is one
 * image with a name (role="img") and its series' legend, the bars' titles giving exact amounts on hover.
 */
export function BarChart({
  label,
  series,
  groups,
  format = formatWon,
}: {
  label: string;
  series: readonly BarSeries[];
  groups: readonly BarGroup[];
  /** how a bar's title writes its value: won, or a plain count */
  format?: (value: number) => string;
}) {
  const values = groups.flatMap((group) => group.values);
  const top = Math.max(0, ...values);
  const bottom = Math.min(0, ...values);
  const span = top - bottom || 1;
  const longest = Math.max(0, ...groups.map((group) => group.label.length));
  const groupWidth = Math.max(MIN_GROUP_WIDTH, Math.ceil(longest * LABEL_CHAR_WIDTH));
  const barWidth = Math.min(MIN_GROUP_WIDTH - 4, groupWidth - 4) / series.length;
  const zeroY = (top / span) * HEIGHT;
  const width = Math.max(groups.length * (groupWidth + GAP), 120);
  // a label under every group while the chart stays under about 900 px, else under every few
  const labelEvery = Math.max(1, Math.ceil((groups.length * (groupWidth + GAP)) / 900));
  return (
    <Box sx={{ mb: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1.5, fontSize: 12, color: 'text.secondary', mb: 0.5 }} aria-hidden>
        {series.map((one) => (
          <Box key={one.name} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Box component="span" sx={{ width: 10, height: 10, borderRadius: 0.5, bgcolor: one.color }} />
            {one.name}
          </Box>
        ))}
      </Box>
      <Box sx={{ overflowX: 'auto' }}>
        <svg
          role="img"
          aria-label={label}
          width={width}
          height={HEIGHT + LABEL_HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT + LABEL_HEIGHT}`}
          style={{ display: 'block' }}
        >
          <line x1={0} x2={width} y1={zeroY} y2={zeroY} stroke="currentColor" strokeOpacity={0.25} />
          {groups.map((group, index) => {
            const x = index * (groupWidth + GAP) + GAP / 2;
            return (
              <g key={`${group.label}-${index}`}>
                {group.values.map((value, which) => {
                  const size = (Math.abs(value) / span) * HEIGHT;
                  return (
                    <rect
                      key={series[which]?.name ?? which}
                      x={x + (groupWidth - barWidth * series.length) / 2 + which * barWidth}
                      y={value >= 0 ? zeroY - size : zeroY}
                      width={Math.max(barWidth - 1, 1)}
                      height={Math.max(size, value === 0 ? 0 : 1)}
                      fill={series[which]?.color}
                    >
                      <title>{`${group.label} ${series[which]?.name ?? ''} ${format(value)}`}</title>
                    </rect>
                  );
                })}
                {index % labelEvery === 0 && (
                  <text
                    x={x + groupWidth / 2}
                    y={HEIGHT + LABEL_HEIGHT - 4}
                    textAnchor="middle"
                    fontSize={10}
                    fill="currentColor"
                    fillOpacity={0.6}
                  >
                    {group.label}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </Box>
    </Box>
  );
}
