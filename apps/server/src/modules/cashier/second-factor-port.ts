import type { Database } from '../../db/client';

/**
 * Whether a member's second factor (TOTP) confirms an action: 'not-enrolled' the member has none,
 * 'required' enrolled but no code given, 'wrong' a code that does not match (or was used), 'ok'.
 * Called with the transaction or pool of the caller. Issue 31's two-factor work implements it.
 */
export type SecondFactorCheck = (
  db: Database,
  memberId: number,
  code: string | undefined,
  now: Date,
) => Promise<'ok' | 'not-enrolled' | 'wrong' | 'required'>;

/**
 * Until two-factor sign-in exists every member is taken as not enrolled, so a reset asks for the
 * login password alone. Replaced by two-factor at merge: app.ts passes the real check instead.
 */
export const noSecondFactor: SecondFactorCheck = async () => 'not-enrolled';
