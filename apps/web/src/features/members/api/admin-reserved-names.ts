import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { reservedNameAdminEndpoints } from '@site/contracts/endpoints/reserved-names';

import { call, endpointQuery } from '../../../lib/call';

export const reservedNamesQuery = endpointQuery(reservedNameAdminEndpoints.list, {});
export const reservedNameCollisionsQuery = endpointQuery(reservedNameAdminEndpoints.collisions, {});

export const useReservedNames = () => useQuery(reservedNamesQuery);
export const useReservedNameCollisions = () => useQuery(reservedNameCollisionsQuery);

/** A change of the list changes who collides with it: both are fetched again. */
function useListChange<V>(send: (value: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reservedNamesQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: reservedNameCollisionsQuery.queryKey }),
      ]),
  });
}

export const useAddReservedName = () =>
  useListChange((word: string) => call(reservedNameAdminEndpoints.add, { body: { word } }));

export const useRemoveReservedName = () =>
  useListChange((id: number) => call(reservedNameAdminEndpoints.remove, { params: { id } }));
