/** The member's own second factor (docs/decisions/052): its state, enrolment and turning it off. */
import type { QueryClient } from '@tanstack/react-query';

import type { TwoFactorSetup } from '@site/contracts/api/two-factor';
import { twoFactorEndpoints } from '@site/contracts/endpoints/two-factor';

import { call, endpointQuery } from '../../../lib/call';

export const twoFactorStatusQuery = endpointQuery(twoFactorEndpoints.status, {});

export const startTwoFactor = (): Promise<TwoFactorSetup> => call(twoFactorEndpoints.start);

/**
 * Confirms the pending secret with a first code; answers the recovery codes, shown this once. The
 * state is refreshed only when the member has saved them (refreshTwoFactorStatus): a console that
 * opened at once would take them off the screen.
 */
export async function confirmTwoFactor(code: string): Promise<string[]> {
  return (await call(twoFactorEndpoints.confirm, { body: { code } })).recoveryCodes;
}

export const refreshTwoFactorStatus = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: twoFactorStatusQuery.queryKey });

/** Proves a session opened with the password alone. */
export async function verifyTwoFactor(queryClient: QueryClient, code: string): Promise<void> {
  await call(twoFactorEndpoints.verify, { body: { code } });
  await queryClient.invalidateQueries({ queryKey: twoFactorStatusQuery.queryKey });
}

export async function disableTwoFactor(queryClient: QueryClient, body: { password: string; code: string }) {
  await call(twoFactorEndpoints.disable, { body });
  await queryClient.invalidateQueries({ queryKey: twoFactorStatusQuery.queryKey });
}
