import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

import { EmptyState } from '../../../components/ui/empty-state';
import { useStacked } from './use-stacked';

export interface Column<Row> {
  key: string;
  label: string;
  cell: (row: Row) => ReactNode;
  /** amounts and counts line up at the right */
  numeric?: boolean;
}

/**
 * Rows as a table on a PC and as cards on a phone (each card headed by `heading`, then its other
 * columns as name and value), as the site's other lists do; `empty` when there are none.
 */
export function DataList<Row>({
  title,
  rows,
  rowKey,
  columns,
  heading,
  empty,
}: {
  title: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  columns: readonly Column<Row>[];
  /** a card's first line on a phone; the table shows it as its first column */
  heading: Column<Row>;
  empty: string;
}) {
  const stacked = useStacked();
  if (rows.length === 0) return <EmptyState text={empty} />;
  if (stacked)
    return (
      <Box component="ul" aria-label={title} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {rows.map((row) => (
          <Box component="li" key={rowKey(row)} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
            <Box sx={{ fontWeight: 700, mb: 0.5 }}>{heading.cell(row)}</Box>
            <Box
              component="dl"
              sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.25 }}
            >
              {columns.map((column) => (
                <Box key={column.key} sx={{ display: 'contents', fontSize: 13 }}>
                  <Box component="dt" sx={{ color: 'text.secondary', fontSize: 13 }}>
                    {column.label}
                  </Box>
                  <Box
                    component="dd"
                    sx={{ m: 0, textAlign: 'right', fontSize: 13, fontVariantNumeric: 'tabular-nums' }}
                  >
                    {column.cell(row)}
                  </Box>
                </Box>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    );
  return (
    <TableContainer>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            {[heading, ...columns].map((column) => (
              <TableCell key={column.key} align={column.numeric ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap' }}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {[heading, ...columns].map((column) => (
                <TableCell
                  key={column.key}
                  align={column.numeric ? 'right' : 'left'}
                  sx={{ whiteSpace: 'nowrap', fontVariantNumeric: column.numeric ? 'tabular-nums' : undefined }}
                >
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
