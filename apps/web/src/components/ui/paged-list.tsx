/**
 * The pieces of a page that lists one page of results at a time (bets, rounds, fixtures, virtual
 * events): its filters, the list or why there is none, and its page numbers.
 */
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import type { ReactNode } from 'react';

import { EmptyState } from './empty-state';
import { Panel } from './panel';

/** The filters over the list, one row each. */
export function ListFilters({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, mb: 2 }}>{children}</Box>;
}

/**
 * The list, or in its place why there is none: it could not be loaded (and none was before), or the
 * filters match nothing. Busy until the first page comes.
 */
export function ListOrNotice({
  page,
  failed,
  failedText,
  emptyText,
  stacked = false,
  children,
}: {
  /** the page of results, once one has come */
  page: { items: readonly unknown[] } | undefined;
  /** the last request for it failed */
  failed: boolean;
  failedText: string;
  emptyText: string;
  /** the list is several cards, stacked with a gap between them */
  stacked?: boolean;
  children: ReactNode;
}) {
  if ((failed && !page) || page?.items.length === 0)
    return (
      <Panel>
        <EmptyState text={page ? emptyText : failedText} />
      </Panel>
    );
  return (
    <Box sx={stacked ? { display: 'flex', flexDirection: 'column', gap: 1.5 } : undefined} aria-busy={!page}>
      {children}
    </Box>
  );
}

/** The page numbers under the list, once it has come with more than one page. */
export function ListPager({
  page,
  pageCount,
  label,
  inColumn = false,
  siblingCount = 1,
  onPage,
}: {
  page: number;
  pageCount: number | undefined;
  /** what a screen reader calls the page numbers; MUI's own name when there is none */
  label?: string;
  /** it stands in a column that already spaces its pieces, so it adds no margin of its own */
  inColumn?: boolean;
  /** page numbers shown either side of the current one (0 on a phone, where the row is narrow) */
  siblingCount?: number;
  onPage: (page: number) => void;
}) {
  if (pageCount === undefined || pageCount <= 1) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: inColumn ? undefined : 2 }}>
      <Pagination
        count={pageCount}
        page={page}
        color="primary"
        siblingCount={siblingCount}
        boundaryCount={1}
        // An aria-label of undefined would replace MUI's own, so it is only passed when there is one.
        {...(label === undefined ? {} : { 'aria-label': label })}
        onChange={(_, next) => onPage(next)}
      />
    </Box>
  );
}
