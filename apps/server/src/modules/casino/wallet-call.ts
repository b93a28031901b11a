/**
 * One call of a provider into our wallet (contracts api/casino-wallet.ts): the signature over the
 * exact bytes first, then the body, then the action. Every answer is a status the provider knows.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import {
  casinoAuthenticateSchema,
  casinoBalanceSchema,
  casinoCreditSchema,
  casinoDebitSchema,
  casinoRollbackSchema,
  type CasinoWalletAction,
  type CasinoWalletAnswer,
} from '@site/contracts/api/casino-wallet';
import type { CasinoAggregatorKey } from '@site/contracts/casino';
import { credit, debit, rollback } from './wallet-movements';
import type { CasinoWalletDeps } from './wallet-once';
import { authenticate, balance } from './wallet-session';
import { casinoWalletSecret } from './wallet-secret';

/** HMAC-SHA256 of the bytes as received, hex, compared in constant time. */
export function hasValidSignature(secret: string, rawBody: Buffer, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-fA-F]{64}$/.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** A body that is not JSON at all: the one answer that is not 200 (the contract's 400). */
export class UnreadableWalletBody extends Error {
  override name = 'UnreadableWalletBody';
}

export async function handleWalletCall(
  deps: CasinoWalletDeps,
  call: { aggregator: CasinoAggregatorKey; action: CasinoWalletAction; rawBody: Buffer; signature: string | undefined },
): Promise<CasinoWalletAnswer> {
  const { aggregator, action, rawBody } = call;
  if (!hasValidSignature(await casinoWalletSecret(deps.db, aggregator), rawBody, call.signature)) {
    return { status: 'INVALID_SIGNATURE' };
  }
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new UnreadableWalletBody();
  }
  // Two calls under one txId are told apart by the bytes they carried.
  const bodyHash = createHash('sha256').update(rawBody).digest('hex');
  switch (action) {
    case 'authenticate':
      return parsed(casinoAuthenticateSchema, json, (body) => authenticate(deps, aggregator, body));
    case 'balance':
      return parsed(casinoBalanceSchema, json, (body) => balance(deps, aggregator, body));
    case 'debit':
      return parsed(casinoDebitSchema, json, (body) => debit(deps, aggregator, body, bodyHash));
    case 'credit':
      return parsed(casinoCreditSchema, json, (body) => credit(deps, aggregator, body, bodyHash));
    case 'rollback':
      return parsed(casinoRollbackSchema, json, (body) => rollback(deps, aggregator, body, bodyHash));
  }
}

function parsed<T>(
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
  json: unknown,
  handle: (body: T) => Promise<CasinoWalletAnswer>,
): Promise<CasinoWalletAnswer> {
  const result = schema.safeParse(json);
  return result.success ? handle(result.data) : Promise.resolve({ status: 'BAD_REQUEST' });
}
