import Box from '@mui/material/Box';

import type { ReportColumn } from '@site/contracts/report-columns';
import { formatNumber, formatWon } from '@site/contracts/rules/format';

const cellSx = { px: 1, py: 0.75, borderBottom: 1, borderColor: 'divider', textAlign: 'right' } as const;

/** A row of the table: its first cell (a period, 합계, a partner) and the row the columns read. */
export interface ReportLine<Row> {
  key: string;
  label: string;
  row: Row;
  total?: boolean;
}

const cellText = (column: ReportColumn<never>, value: number | string): string =>
  typeof value === 'string' ? value : column.won ? formatWon(value) : formatNumber(value);

/**
 * One report section as a table, its columns contracts' (the CSV's very headers): a loss in red, the
 * total in bold under a rule. Wide tables scroll sideways inside their card, the first column stays put.
 */
export function ReportTable<Row>({
  label,
  firstHeader,
  columns,
  lines,
}: {
  label: string;
  firstHeader: string;
  columns: readonly ReportColumn<Row>[];
  lines: readonly ReportLine<Row>[];
}) {
  return (
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={label}>
      <Box
        component="table"
        aria-label={label}
        sx={{ width: '100%', borderCollapse: 'collapse', fontSize: 13, whiteSpace: 'nowrap' }}
      >
        <thead>
          <tr>
            {[firstHeader, ...columns.map((column) => column.label)].map((header, index) => (
              <Box
                component="th"
                key={header}
                scope="col"
                sx={{
                  ...cellSx,
                  textAlign: index === 0 ? 'left' : 'right',
                  color: 'text.secondary',
                  fontWeight: 500,
                  ...(index === 0 && stickySx),
                }}
              >
                {header}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <Box
              component="tr"
              key={line.key}
              sx={line.total ? { fontWeight: 700, '& > *': { borderTop: 2, borderTopColor: 'divider' } } : undefined}
            >
              <Box component="th" scope="row" sx={{ ...cellSx, textAlign: 'left', fontWeight: 'inherit', ...stickySx }}>
                {line.label}
              </Box>
              {columns.map((column) => {
                const value = column.value(line.row);
                return (
                  <Box
                    component="td"
                    key={column.key}
                    sx={{
                      ...cellSx,
                      color: column.won && typeof value === 'number' && value < 0 ? 'error.main' : undefined,
                    }}
                  >
                    {cellText(column as ReportColumn<never>, value)}
                  </Box>
                );
              })}
            </Box>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

/** The first column stays in sight while the rest scroll under it. */
const stickySx = { position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 } as const;
