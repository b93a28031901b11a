import { twoFactorErrors } from '@site/contracts/api/two-factor';
import type { Database } from '../../../db/client';
import { TooManyRequestsError } from '../../../http/app-error';
import { clearCounter, takeSlot } from '../../rate-limits/counters';

const WINDOW_MS = 15 * 60_000;
/** Wrong codes a signed-in member may send (enrolment, session check, disabling) per 15 minutes. */
export const CODE_CHECKS_PER_15_MIN = 5;

const key = (memberId: number) => ({ scope: 'second-factor-check', subject: String(memberId) });

/**
 * Counted before the code is checked, so parallel guesses cannot slip past the limit (as the current
 * password check, docs/decisions/007); a right code gives the count back (forgetCodeChecks).
 */
export async function takeCodeCheck(db: Database, memberId: number, now: Date): Promise<void> {
  const taken = await takeSlot(db, key(memberId), { windowMs: WINDOW_MS, limit: CODE_CHECKS_PER_15_MIN }, now);
  if (!taken.allowed) {
    throw new TooManyRequestsError(twoFactorErrors.tooManyCodes, taken.retryAt.getTime() - now.getTime());
  }
}

export async function forgetCodeChecks(db: Database, memberId: number): Promise<void> {
  await clearCounter(db, key(memberId));
}
