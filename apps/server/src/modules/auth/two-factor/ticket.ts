import type { Database } from '../../../db/client';
import { hashToken, newSessionToken } from '../tokens';
import { insertLoginTicket } from './repo';

/** How long the code step may follow the password step. */
export const LOGIN_TICKET_TTL_MS = 5 * 60_000;
/** Wrong codes a ticket takes before it dies and the password must be given again. */
export const LOGIN_TICKET_MAX_WRONG_CODES = 5;

/** A random ticket for the code step; only its sha256 is kept, as with session tokens. */
export async function issueLoginTicket(db: Database, memberId: number, userId: string, now: Date): Promise<string> {
  const ticket = newSessionToken();
  await insertLoginTicket(db, {
    tokenHash: hashToken(ticket),
    memberId,
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + LOGIN_TICKET_TTL_MS),
  });
  return ticket;
}
