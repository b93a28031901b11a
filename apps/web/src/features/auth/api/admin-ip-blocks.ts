import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

import type { ipBlockListSchema } from '@site/contracts/api/admin';
import { ipBlockAdminEndpoints } from '@site/contracts/endpoints/ip-blocks';

import { call, endpointQuery } from '../../../lib/call';

export type IpBlock = z.infer<typeof ipBlockListSchema>[number];

export const ipBlocksQuery = endpointQuery(ipBlockAdminEndpoints.list, {});

export const useIpBlocks = () => useQuery(ipBlocksQuery);

export function useAddIpBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ip: string) => call(ipBlockAdminEndpoints.add, { body: { ip } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ipBlocksQuery.queryKey }),
  });
}

/** Removing carries the address in the body, as adding does. */
export function useRemoveIpBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ip: string) => call(ipBlockAdminEndpoints.remove, { body: { ip } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ipBlocksQuery.queryKey }),
  });
}
