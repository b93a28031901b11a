import type { LedgerReason } from '@site/contracts/ledger-reasons';
import { afterCommit } from '../db/transaction-guard';

/** The products a bet is counted under: a closed set, so a label never takes an unforeseen value. */
export const BET_PRODUCTS = ['sports', 'virtual', 'minigame', 'casino', 'slot', 'other'] as const;
export type BetProduct = (typeof BET_PRODUCTS)[number];

const isProduct = (product: string): product is BetProduct => (BET_PRODUCTS as readonly string[]).includes(product);

/** What the metrics hear of the business: only what a transaction committed, never a member's id. */
export interface ActivityListener {
  bet(product: BetProduct, stake: number): void;
  money(reason: LedgerReason, amount: number): void;
  busDelivered(lagSeconds: number): void;
}

/**
 * The process's business events, for every app's metrics built in it (http/metrics/app-metrics.ts). Module
 * code books bets and ledger rows deep inside services and workers that know no app: they tell this
 * hub, and each app's registry listens while the app lives. One app per process in production; a test
 * that builds several sees each other's counts, which is why their assertions take differences.
 */
const listeners = new Set<ActivityListener>();

export function listenToActivity(listener: ActivityListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A bet stored with its stake; counted once its transaction commits (nothing when it rolls back). */
export function countBet(product: string, stake: number): void {
  if (listeners.size === 0) return;
  const label = isProduct(product) ? product : 'other';
  afterCommit(() => {
    for (const listener of listeners) listener.bet(label, stake);
  });
}

/** A money movement on the wallet ledger (amount signed: negative leaves the member); counted on commit. */
export function countMoney(reason: LedgerReason, amount: number): void {
  if (listeners.size === 0) return;
  afterCommit(() => {
    for (const listener of listeners) listener.money(reason, amount);
  });
}

/** An event another process published reached this one, `lagSeconds` after it was sent. */
export function countBusDelivery(lagSeconds: number): void {
  for (const listener of listeners) listener.busDelivered(lagSeconds);
}
