import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

import type { adminNewsLinkSchema } from '@site/contracts/api/admin';

import { api } from '../../../lib/api-client';
import { adminKeys, siteKeys } from './keys';

type NewsLink = z.infer<typeof adminNewsLinkSchema>;

export const adminNewsLinkQuery = queryOptions({
  queryKey: adminKeys.newsLink,
  queryFn: () => api<NewsLink>('admin/news-link'),
});

export const useAdminNewsLink = () => useQuery(adminNewsLinkQuery);

/** PUT admin/news-link answers what was stored after sanitizing, so the form shows exactly that. */
export function useSaveNewsLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contents: string) => api<NewsLink>('admin/news-link', { method: 'PUT', body: { contents } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.newsLink, saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.newsLink }),
        queryClient.invalidateQueries({ queryKey: siteKeys.newsLink }),
      ]);
    },
  });
}
