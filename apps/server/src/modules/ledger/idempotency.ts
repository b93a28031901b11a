/**
 * One idempotency rule for every call that moves money (docs/decisions/038): the same key with the
 * same request answers what the first call made and books nothing; the same key with another request
 * is refused with 422 and one Korean text, whatever the call.
 */
import { KEY_REUSED_MESSAGE } from '@site/contracts/api/fields';
import type { Database } from '../../db/client';
import type { IdempotencyScope } from '../../db/schema/idempotency';
import { AppError } from '../../http/app-error';
import type { Balances } from './repo';
import { walletErrors } from './service';
import { fingerprintOf, type RequestFields } from './fingerprint';
import { findFingerprint, lockMemberAndClaim, type Hold } from './idempotency-repo';

/**
 * 422, as the IETF's Idempotency-Key draft answers a key reused with another payload. Not 409: the
 * site reads a 409 of a bet call as "the price moved" and would offer the bet again at a new price.
 */
const KEY_REUSED_STATUS = 422;

/** A money call's key as it claims it: whose, in which key space, and what it asks for. */
export interface KeyClaim {
  memberId: number;
  scope: IdempotencyScope;
  key: string;
  /** the request's meaningful fields: a retry must send the same */
  request: RequestFields;
}

export const keyReusedError = (): AppError => new AppError(KEY_REUSED_STATUS, KEY_REUSED_MESSAGE);

/**
 * Whether the key was already claimed by this same request (a retry: answer what it made); false when
 * the key is unused. Throws 422 when another request claimed it. Asked before a call's checks, so a
 * retry answers its first call even when the checks would now refuse it (the cashier closed meanwhile).
 */
export async function isRetry(db: Database, claim: KeyClaim): Promise<boolean> {
  const earlier = await findFingerprint(db, claim);
  if (earlier === undefined) return false;
  if (earlier !== fingerprintOf(claim.request)) throw keyReusedError();
  return true;
}

/** What claimKey answers: the member's balances, held until the transaction ends, and whether the call is a retry. */
export interface ClaimedKey {
  balances: Balances;
  /** the key was claimed earlier by this same request: answer what it made, book nothing */
  retry: boolean;
  /** the member has money limits of their own (members.play_limited): the booking must pass responsible-play's limit checks */
  limited: boolean;
}

/**
 * Inside the transaction that books the call: locks the member's row (every money call of the member
 * queues there) and claims the key with the request's fingerprint, then takes the caller's `hold`, in
 * one statement. A new key is the caller's to book under; it goes with the transaction if that rolls
 * back, so a refused call leaves the key free. Of two calls sent at once with one key, the second waits
 * for the first's commit and answers as a retry, or 422 when it asks something else: never two bookings.
 */
export async function claimKey(tx: Database, claim: KeyClaim, hold?: Hold): Promise<ClaimedKey> {
  const fingerprint = fingerprintOf(claim.request);
  const locked = await lockMemberAndClaim(tx, { ...claim, fingerprint }, hold);
  if (!locked) throw new AppError(404, walletErrors.memberNotFound);
  if (locked.claimed) return { balances: locked.balances, retry: false, limited: locked.limited };
  if (!(await isRetry(tx, claim)))
    throw new Error(`idempotency key ${claim.scope} ${claim.key} neither claimed nor found`);
  return { balances: locked.balances, retry: true, limited: locked.limited };
}
