import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { WithdrawalLock } from '@site/contracts/api/account-activity';
import { accountSecurityAdminEndpoints } from '@site/contracts/endpoints/account-security';

import { call, endpointQuery } from '../../../lib/call';

export type { WithdrawalLock };

export const withdrawalLocksQuery = endpointQuery(accountSecurityAdminEndpoints.withdrawalLocks, {});

export const useWithdrawalLocks = () => useQuery(withdrawalLocksQuery);

export function useUnlockWithdrawalPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, reason }: { userId: string; reason: string }) =>
      call(accountSecurityAdminEndpoints.unlockWithdrawalPassword, { params: { userId }, body: { reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: withdrawalLocksQuery.queryKey }),
  });
}
