import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Fragment, type KeyboardEvent, type ReactNode } from 'react';

import { EmptyState } from './empty-state';

/** One column of a ResponsiveList: its name over the table, its label in a card, and its value. */
export interface ListColumn<Row, State = undefined> {
  key: string;
  /** the table's column name (a line break in it is kept) and a default card's label */
  header: string;
  cell: (row: Row, state: State) => ReactNode;
  /** amounts and counts: right-aligned, tabular figures */
  numeric?: boolean;
  align?: 'left' | 'center' | 'right';
  /** a long value (an account, an address) that may break over lines in the table */
  wrap?: boolean;
  /** the table cell's own bounds or look (a minimum width, bold figures) */
  cellSx?: SxProps<Theme>;
  /** the cell's look from its row (a bold total, a loss in red) */
  cellSxOf?: (row: Row) => SxProps<Theme>;
  /** shown in the table only: the card says it another way (in its primary line, as a switch's label) */
  tableOnly?: boolean;
}

export interface ResponsiveListProps<Row, State = undefined> {
  /** what a screen reader calls the list (the table's or the cards' name) */
  label: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  columns: readonly ListColumn<Row, State>[];
  /**
   * Each default card's heading on a phone: a column of its own (the table's first), or the key of
   * one of `columns` (it keeps its place in the table and heads the card instead of being a line).
   */
  primary?: ListColumn<Row, State> | string;
  /** said in place of the list when there are no rows */
  empty?: string;
  /**
   * A row's own state (its mutations, its pending flag), taken by a hook once per row, in the table
   * and in its card alike; its cells and card receive it.
   */
  useRowState?: (row: Row) => State;
  /** a card in place of the default name-and-value card: it renders the row's `li` itself */
  card?: (row: Row, state: State) => ReactNode;
  /** the cards' list, when it is laid out otherwise (two cards a line) */
  cardsSx?: SxProps<Theme>;
  /** the table, when its cells need other spacing */
  tableSx?: SxProps<Theme>;
  /** a table row's look from its state (dimmed while it saves) */
  rowSx?: (row: Row, state: State) => SxProps<Theme> | undefined;
  /**
   * Rows that are chosen (a queue's request, whose member then shows beside it): a click or Enter on
   * a table row calls this, and the row named by `selectedKey` shows as chosen.
   */
  onSelectRow?: (row: Row) => void;
  selectedKey?: string | number | null;
  /** what a screen reader calls a row that can be chosen */
  rowLabel?: (row: Row) => string;
  /** a last, bold line of the table under the rows (totals), its cells by column key */
  totals?: Partial<Record<string, ReactNode>>;
}

/**
 * Whether lists are stacked into cards: below the `md` breakpoint a table's columns do not fit a
 * phone. Every responsive list (and what sits beside one, like a dialog going full screen) asks this.
 */
export function useStackedList(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('md'));
}

const alignOf = (column: ListColumn<never, never>) => column.align ?? (column.numeric ? 'right' : 'left');

const noState = () => undefined;

/**
 * The site's one "table on a PC, cards on a phone": a table from `md` up; below it a card per row
 * (its `primary` column as heading, then every other column as name and value), or the caller's own
 * `card`. `empty` is said when there are no rows.
 */
export function ResponsiveList<Row, State = undefined>(props: ResponsiveListProps<Row, State>) {
  const stacked = useStackedList();
  const { rows, empty, label, rowKey, cardsSx } = props;
  if (rows.length === 0 && empty !== undefined) return <EmptyState text={empty} />;
  if (stacked)
    return (
      <Box component="ul" aria-label={label} sx={[{ listStyle: 'none', m: 0, p: 0 }, ...asArray(cardsSx)]}>
        {rows.map((row) => (
          <Fragment key={rowKey(row)}>
            <StackedRow row={row} list={props} />
          </Fragment>
        ))}
      </Box>
    );
  const all = props.primary && typeof props.primary !== 'string' ? [props.primary, ...props.columns] : props.columns;
  return (
    <TableContainer>
      <Table size="small" aria-label={label} sx={props.tableSx}>
        <TableHead>
          <TableRow>
            {all.map((column) => (
              // A header with a line break (a kind's name over its two rates) keeps it; none wraps otherwise.
              <TableCell key={column.key} align={alignOf(column)} sx={{ whiteSpace: 'pre' }}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <WideRow key={rowKey(row)} row={row} columns={all} list={props} />
          ))}
          {props.totals && (
            <TableRow sx={{ '& td': { fontWeight: 700, color: 'primary.main', whiteSpace: 'nowrap' } }}>
              {all.map((column) => (
                <TableCell key={column.key} align={alignOf(column)}>
                  {props.totals?.[column.key]}
                </TableCell>
              ))}
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

const asArray = (sx: SxProps<Theme> | undefined) => (sx === undefined ? [] : Array.isArray(sx) ? sx : [sx]);

function WideRow<Row, State>({
  row,
  columns,
  list,
}: {
  row: Row;
  columns: readonly ListColumn<Row, State>[];
  list: ResponsiveListProps<Row, State>;
}) {
  const useRowState = list.useRowState ?? (noState as unknown as (row: Row) => State);
  const state = useRowState(row);
  const { onSelectRow } = list;
  const selected = onSelectRow !== undefined && list.selectedKey === list.rowKey(row);
  const choosing = onSelectRow && {
    selected,
    'aria-selected': selected,
    'aria-label': list.rowLabel?.(row),
    tabIndex: 0,
    onClick: () => onSelectRow(row),
    onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => {
      if (event.key === 'Enter' && event.target === event.currentTarget) onSelectRow(row);
    },
  };
  return (
    <TableRow hover {...choosing} sx={[onSelectRow ? { cursor: 'pointer' } : {}, ...asArray(list.rowSx?.(row, state))]}>
      {columns.map((column) => (
        <TableCell
          key={column.key}
          align={alignOf(column)}
          sx={[
            {
              whiteSpace: column.wrap ? undefined : 'nowrap',
              fontVariantNumeric: column.numeric ? 'tabular-nums' : undefined,
            },
            ...asArray(column.cellSx),
            ...asArray(column.cellSxOf?.(row)),
          ]}
        >
          {column.cell(row, state)}
        </TableCell>
      ))}
    </TableRow>
  );
}

function StackedRow<Row, State>({ row, list }: { row: Row; list: ResponsiveListProps<Row, State> }) {
  const useRowState = list.useRowState ?? (noState as unknown as (row: Row) => State);
  const state = useRowState(row);
  if (list.card) return list.card(row, state);
  const { primary } = list;
  const heading = typeof primary === 'string' ? list.columns.find((column) => column.key === primary) : primary;
  return (
    <Box component="li" sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
      {heading && <Box sx={{ fontWeight: 700, mb: 0.5 }}>{heading.cell(row, state)}</Box>}
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.25 }}>
        {list.columns
          .filter((column) => !column.tableOnly && column !== heading)
          .map((column) => (
            <Box key={column.key} sx={{ display: 'contents', fontSize: 13 }}>
              <Box component="dt" sx={{ color: 'text.secondary', fontSize: 13 }}>
                {column.header}
              </Box>
              <Box component="dd" sx={{ m: 0, textAlign: 'right', fontSize: 13, fontVariantNumeric: 'tabular-nums' }}>
                {column.cell(row, state)}
              </Box>
            </Box>
          ))}
      </Box>
    </Box>
  );
}
