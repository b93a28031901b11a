/**
 * Cash-out quotes are stateless: what was offered is signed (HMAC-SHA256 with a secret this
 * installation made once and keeps in its database), so any process can take a quote another made,
 * and nobody can make one up or change its amount.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../../db/client';
import { installationSecret } from '../../../lib/installation-secret';

export interface QuoteClaim {
  betId: number;
  memberId: number;
  /** the stake still riding when quoted (a cash-out since changes it, and the quote no longer holds) */
  stake: number;
  /** won offered for that whole stake */
  amount: number;
  expiresAt: Date;
}

const secrets = new WeakMap<Database, Promise<string>>();

/** Read once per process; a failed read (the database was away) is tried again next time. */
function quoteSecret(db: Database): Promise<string> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = installationSecret(db, 'cash-out-quote');
    secrets.set(db, secret);
    secret.catch(() => secrets.delete(db));
  }
  return secret;
}

const fieldsOf = (claim: QuoteClaim): string =>
  [claim.betId, claim.memberId, claim.stake, claim.amount, claim.expiresAt.getTime()].join('.');

const mac = (secret: string, fields: string): Buffer => createHmac('sha256', secret).update(fields).digest();

export async function signQuote(db: Database, claim: QuoteClaim): Promise<string> {
  const fields = fieldsOf(claim);
  return `${fields}.${mac(await quoteSecret(db), fields).toString('base64url')}`;
}

/** The claim of a quote this installation signed; undefined for anything else. */
export async function readQuote(db: Database, quoteId: string): Promise<QuoteClaim | undefined> {
  const parts = quoteId.split('.');
  if (parts.length !== 6 || !parts.slice(0, 5).every((part) => /^\d{1,16}$/.test(part))) return undefined;
  const fields = parts.slice(0, 5).join('.');
  const given = Buffer.from(parts[5] ?? '', 'base64url');
  const expected = mac(await quoteSecret(db), fields);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const [betId, memberId, stake, amount, expiresMs] = parts.slice(0, 5).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return { betId, memberId, stake, amount, expiresAt: new Date(expiresMs) };
}
