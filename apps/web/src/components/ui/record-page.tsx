import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';

import { intIdParamsSchema } from '@site/contracts/api/params';

import { EmptyState } from './empty-state';
import { PageHeader } from './page-header';
import { Panel } from './panel';

interface RecordPageProps {
  title: string;
  /** Said when the address's id cannot name a record (/event/abc). */
  notFound: string;
  /** The list the record belongs to, and its button's label. */
  backTo: string;
  backLabel: string;
  /** The record itself, for a well-formed id; it says on its own when the server knows no such id. */
  children: (id: number) => ReactNode;
}

/** A page about one record named by the address's numeric id (/event/3, /free/view/2), with the way back to its list. */
export function RecordPage({ title, notFound, backTo, backLabel, children }: RecordPageProps) {
  const params = intIdParamsSchema.safeParse(useParams());
  return (
    <>
      <PageHeader title={title} />
      {params.success ? (
        children(params.data.id)
      ) : (
        <Panel>
          <EmptyState text={notFound} />
        </Panel>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
        <Button component={Link} to={backTo} variant="outlined">
          {backLabel}
        </Button>
      </Box>
    </>
  );
}
