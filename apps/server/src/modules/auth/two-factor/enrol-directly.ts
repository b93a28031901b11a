import type { Database } from '../../../db/client';
import { memberTwoFactor } from '../../../db/schema/two-factor';
import { base32Decode } from './base32';
import { seal } from './secret-box';

/**
 * Enrols a member with a secret chosen outside the site's enrolment flow: the demo accounts' printed
 * secrets (README), so a newcomer and the tests can compute codes, and tests' own partners. No
 * recovery codes: nobody was ever shown any.
 */
export async function enrolWithSecret(db: Database, memberId: number, secretBase32: string, now: Date): Promise<void> {
  const sealed = await seal(db, memberId, base32Decode(secretBase32));
  await db
    .insert(memberTwoFactor)
    .values({ memberId, secret: sealed, startedAt: now, enrolledAt: now })
    .onConflictDoNothing();
}
