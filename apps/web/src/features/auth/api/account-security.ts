/** The member's withdrawal-password state and reset, and the 계정 활동 lists (issue 31). */
import { useQuery, type QueryClient } from '@tanstack/react-query';

import type { WithdrawalPasswordReset, WithdrawalPasswordStatus } from '@site/contracts/api/account-activity';
import { accountSecurityEndpoints } from '@site/contracts/endpoints/account-security';

import { call, endpointQuery } from '../../../lib/call';

const statusQuery = endpointQuery(accountSecurityEndpoints.withdrawalPassword, {});
const activityQuery = endpointQuery(accountSecurityEndpoints.activity, {});

export const withdrawalPasswordStatusKey = statusQuery.queryKey;

export const useWithdrawalPasswordStatus = () => useQuery(statusQuery).data;
export const useAccountActivity = () => useQuery(activityQuery);

/** Sets a new withdrawal password (and lifts a lock); the events list then shows it. */
export async function resetWithdrawalPassword(
  queryClient: QueryClient,
  request: WithdrawalPasswordReset,
): Promise<WithdrawalPasswordStatus> {
  const status = await call(accountSecurityEndpoints.resetWithdrawalPassword, { body: request });
  queryClient.setQueryData(statusQuery.queryKey, status);
  await queryClient.invalidateQueries({ queryKey: activityQuery.queryKey });
  return status;
}

export async function endOtherSessions(queryClient: QueryClient): Promise<number> {
  const { ended } = await call(accountSecurityEndpoints.endOtherSessions);
  await queryClient.invalidateQueries({ queryKey: activityQuery.queryKey });
  return ended;
}
