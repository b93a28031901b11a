import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { LoginLock, LoginLockClear } from '@site/contracts/api/admin-login-locks';

import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

export type { LoginLock };

export const loginLocksQuery = queryOptions({
  queryKey: adminKeys.loginLocks,
  queryFn: () => api<LoginLock[]>('admin/login-locks'),
});

export const useLoginLocks = () => useQuery(loginLocksQuery);

/** DELETE admin/login-locks: with an IP that pair's lock, without every lock and the delay of the userId. */
export function useClearLoginLock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: LoginLockClear) =>
      api<{ cleared: number }>('admin/login-locks', { method: 'DELETE', body: target }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.loginLocks }),
  });
}
