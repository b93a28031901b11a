import type { Database } from '../../db/client';
import type { CashRequestRow } from '../../db/schema/cashier';
import type { KeyClaim } from '../ledger/idempotency';
import { findRequestByKey } from './repo';

/** What a cashier request asks for: a retry under its key must ask the same (ledger/idempotency.ts). */
export interface CashAsk {
  kind: CashRequestRow['kind'];
  channel: CashRequestRow['channel'];
  amount: number;
  /** a tether withdrawal's address */
  address?: string | null;
  /** a won deposit's */
  depositorName?: string;
  bonusKind?: string;
}

/**
 * The claim of a cashier request's key. Deposits and withdrawals of both channels share one key space,
 * as cash_requests' own key index does. The withdrawal password is no part of it: it is a credential,
 * checked on its own, and no hash of it belongs in another table.
 */
export const cashClaim = (memberId: number, key: string, ask: CashAsk): KeyClaim => ({
  memberId,
  scope: 'cash',
  key,
  request: {
    kind: ask.kind,
    channel: ask.channel,
    amount: ask.amount,
    address: ask.address ?? null,
    depositorName: ask.depositorName ?? null,
    bonusKind: ask.bonusKind ?? null,
  },
});

/** The request a retried key made, to answer it again. */
export async function requestMadeBy(db: Database, memberId: number, key: string): Promise<CashRequestRow> {
  const made = await findRequestByKey(db, memberId, key);
  if (!made) throw new Error(`cash request key ${key} was claimed but holds no request`);
  return made;
}
