import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

import type { idResponseSchema } from '@site/contracts/api/admin';
import type { Popup } from '@site/contracts/api/settings';

import { api } from '../../../lib/api-client';
import type { PopupCreate } from '../rules/popup-form';
import { adminKeys, siteKeys } from './keys';

type IdResponse = z.infer<typeof idResponseSchema>;

/** Every popup, shown or hidden, in the site's stacking order. */
export const adminPopupsQuery = queryOptions({
  queryKey: adminKeys.popups,
  queryFn: () => api<Popup[]>('admin/popups'),
});

export const useAdminPopups = () => useQuery(adminPopupsQuery);

const invalidatePopups = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.popups }),
    queryClient.invalidateQueries({ queryKey: siteKeys.popups }),
  ]);

export function useCreatePopup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (popup: PopupCreate) => api<IdResponse>('admin/popups', { method: 'POST', body: popup }),
    onSuccess: () => invalidatePopups(queryClient),
  });
}

export function useDeletePopup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<{ ok: true }>(`admin/popups/${id}`, { method: 'DELETE' }),
    onSuccess: () => invalidatePopups(queryClient),
  });
}
