import { accountSecurityErrors } from '@site/contracts/api/account-activity';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { checkSecondFactor } from '../auth/two-factor/check';
import { forgetCodeChecks, takeCodeCheck } from '../auth/two-factor/code-checks';
import { hasSecondFactor } from '../auth/two-factor/repo';

/**
 * Before the withdrawal's transaction, once its password passed: a code sent by an enrolled member is
 * counted against their code-guess limit (as every signed-in code check is), so the withdrawal form
 * cannot be used to try all six-digit codes. Nothing is counted for members without a second factor.
 */
export async function takeWithdrawalCodeCheck(
  db: Database,
  memberId: number,
  otp: string | undefined,
  now: Date,
): Promise<void> {
  if (otp?.trim() && (await hasSecondFactor(db, memberId))) await takeCodeCheck(db, memberId, now);
}

/**
 * Inside the transaction that moves the money: an enrolled member's code is checked and used up there,
 * so a withdrawal refused afterwards (balance, limits) rolls the code back with everything else, and
 * two withdrawals sent with one code cannot both pass. Members without a second factor pass.
 */
export async function assertWithdrawalSecondFactor(
  tx: Database,
  memberId: number,
  otp: string | undefined,
  now: Date,
  ip: string | null,
): Promise<void> {
  const result = await checkSecondFactor(tx, memberId, otp, now, ip);
  if (result === 'required') throw new AppError(400, accountSecurityErrors.otpRequired);
  if (result === 'wrong') throw new AppError(400, accountSecurityErrors.wrongOtp);
}

/** After the transaction committed with a right code: the guesses counted for it are given back. */
export async function forgetWithdrawalCodeChecks(db: Database, memberId: number, otp: string | undefined) {
  if (otp?.trim()) await forgetCodeChecks(db, memberId);
}
