import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

import type { ipBlockListSchema } from '@site/contracts/api/admin';

import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

export type IpBlock = z.infer<typeof ipBlockListSchema>[number];

export const ipBlocksQuery = queryOptions({
  queryKey: adminKeys.ipBlocks,
  queryFn: () => api<IpBlock[]>('admin/ip-blocks'),
});

export const useIpBlocks = () => useQuery(ipBlocksQuery);

export function useAddIpBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ip: string) => api<{ ok: true }>('admin/ip-blocks', { method: 'POST', body: { ip } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.ipBlocks }),
  });
}

/** DELETE admin/ip-blocks carries the address in its body, as POST does. */
export function useRemoveIpBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ip: string) => api<{ ok: true }>('admin/ip-blocks', { method: 'DELETE', body: { ip } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.ipBlocks }),
  });
}
