import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { LoginLock, LoginLockClear } from '@site/contracts/api/admin-login-locks';
import { authAdminEndpoints } from '@site/contracts/endpoints/auth-admin';

import { call, endpointQuery } from '../../../lib/call';

export type { LoginLock };

export const loginLocksQuery = endpointQuery(authAdminEndpoints.loginLocks, {});

export const useLoginLocks = () => useQuery(loginLocksQuery);

/** With an IP, that pair's lock; without, every lock and the delay of the userId. */
export function useClearLoginLock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: LoginLockClear) => call(authAdminEndpoints.clearLoginLocks, { body: target }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loginLocksQuery.queryKey }),
  });
}
