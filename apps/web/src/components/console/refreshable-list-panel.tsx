import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { EmptyState } from '../ui/empty-state';
import { Panel } from '../ui/panel';
import { QueryState } from './query-state';

/**
 * A console panel over one list the operator acts on row by row (login locks, locked withdrawal
 * passwords): what it is for, a 새로고침 button, the rows as a list named by the title, or the empty text.
 * `children` is whatever the panel opens beside its list (a reason dialog).
 */
export function RefreshableListPanel<Item>({
  title,
  help,
  refreshLabel,
  emptyText,
  query,
  row,
  children,
}: {
  title: string;
  help: string;
  refreshLabel: string;
  emptyText: string;
  query: UseQueryResult<Item[]>;
  row: (item: Item) => ReactNode;
  children?: ReactNode;
}) {
  return (
    <Panel title={title}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, mb: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {help}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
          sx={{ flexShrink: 0 }}
        >
          {refreshLabel}
        </Button>
      </Box>
      <QueryState query={query}>
        {(items) =>
          items.length === 0 ? (
            <EmptyState text={emptyText} />
          ) : (
            <Box component="ul" aria-label={title} sx={{ listStyle: 'none', m: 0, p: 0, maxWidth: 760 }}>
              {items.map(row)}
            </Box>
          )
        }
      </QueryState>
      {children}
    </Panel>
  );
}
