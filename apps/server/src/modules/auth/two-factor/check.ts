import type { Database } from '../../../db/client';
import { recordSecurityEvent } from '../security-events';
import { hashRecoveryCode, normalizeRecoveryCode } from './recovery-codes';
import { consumeStep, findTwoFactor, useRecoveryCode } from './repo';
import { unseal } from './secret-box';
import { matchingStep } from './totp';

export type SecondFactorResult = 'ok' | 'not-enrolled' | 'wrong' | 'required';

/** A TOTP code as typed: its six digits, spaces dropped ("123 456" is how apps show it). */
const totpDigits = (typed: string): string | undefined => {
  const clean = typed.replace(/\s/g, '');
  return /^\d{6}$/.test(clean) ? clean : undefined;
};

/**
 * Checks a member's second factor and, when it passes, uses it up: a TOTP code's step (so the same
 * code, or any earlier one, is refused from then on) or a recovery code. 'not-enrolled' when the
 * member has no enrolled secret, 'required' when they have one and no code was given. Works on the
 * pool or inside a caller's transaction (`db` may be a `tx`): it uses only the executor it is given.
 * A recovery code used is a security event the member sees (from `ip`, when the caller knows it).
 */
export async function checkSecondFactor(
  db: Database,
  memberId: number,
  code: string | undefined,
  now: Date,
  ip: string | null = null,
): Promise<SecondFactorResult> {
  const row = await findTwoFactor(db, memberId);
  if (!row?.enrolledAt) return 'not-enrolled';
  if (code === undefined || code.trim() === '') return 'required';
  const digits = totpDigits(code);
  if (digits !== undefined) {
    const step = matchingStep(await unseal(db, memberId, row.secret), digits, now);
    return step !== undefined && (await consumeStep(db, memberId, step)) ? 'ok' : 'wrong';
  }
  const recovery = normalizeRecoveryCode(code);
  if (recovery === undefined) return 'wrong';
  if (!(await useRecoveryCode(db, memberId, hashRecoveryCode(recovery), now))) return 'wrong';
  await recordSecurityEvent(db, { memberId, kind: 'recovery-code-used', ip, at: now });
  return 'ok';
}
