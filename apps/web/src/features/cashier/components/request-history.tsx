import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import type { CashKind } from '@site/contracts/api/cashier';

import { EmptyState } from '../../../components/ui/empty-state';
import { ListCard } from '../../../components/ui/list-card';
import { ListPager } from '../../../components/ui/paged-list';
import { koCashier } from '../../../i18n/ko-cashier';
import { cashRequestPageQuery } from '../api/requests';
import { RequestRow } from './request-row';

/** The member's recent won deposits or withdrawals under the form, ten a page. */
export function RequestHistory({ kind, title, emptyText }: { kind: CashKind; title: string; emptyText: string }) {
  const [page, setPage] = useState(1);
  const { data, isError } = useQuery(cashRequestPageQuery(kind, page));
  return (
    <ListCard title={title}>
      {data && data.items.length > 0 ? (
        <Box component="ul" sx={{ m: 0, p: 0 }}>
          {data.items.map((request) => (
            <RequestRow key={request.id} request={request} />
          ))}
        </Box>
      ) : (
        (data || isError) && <EmptyState text={data ? emptyText : koCashier.listLoadFailed} />
      )}
      <Box sx={{ pb: data && data.pageCount > 1 ? 1.5 : 0 }}>
        <ListPager page={page} pageCount={data?.pageCount} onPage={setPage} />
      </Box>
    </ListCard>
  );
}
