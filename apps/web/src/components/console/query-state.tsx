import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { koAdmin } from '../../i18n/ko-admin';
import { refusalMessage } from '../../lib/form/refusal';

/** A query's loading and failure states; its data goes to `children` once it is there. */
export function QueryState<Data>({
  query,
  children,
}: {
  query: UseQueryResult<Data>;
  children: (data: Data) => ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <Box role="alert" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, py: 4 }}>
        <Typography variant="body2" color="error">
          {refusalMessage(query.error) ?? koAdmin.common.loadFailed}
        </Typography>
        <Button variant="outlined" size="small" onClick={() => void query.refetch()}>
          {koAdmin.common.retry}
        </Button>
      </Box>
    );
  }
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, py: 4 }}>
      <CircularProgress size={20} />
      <Typography variant="body2" color="text.secondary">
        {koAdmin.common.loading}
      </Typography>
    </Box>
  );
}
