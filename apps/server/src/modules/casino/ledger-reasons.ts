import type { CasinoAggregatorKey, CasinoProduct } from '@site/contracts/casino';
import type { LedgerReason } from '@site/contracts/ledger-reasons';

/**
 * The ledger reasons of casino and slot money, per product, so the member's cash history and the
 * operator's reports tell 라이브카지노 from 슬롯 (each one of contracts' ledgerReasons).
 */
export const CASINO_LEDGER_REASONS = {
  casino: { stake: 'casino_stake', win: 'casino_win', refund: 'casino_refund' },
  slot: { stake: 'slot_stake', win: 'slot_win', refund: 'slot_refund' },
} as const satisfies Record<CasinoProduct, Record<'stake' | 'win' | 'refund', LedgerReason>>;

/** A debit's or credit's ledger reference: the provider's transaction, which happens once. */
export const casinoTxReference = (aggregator: CasinoAggregatorKey, txId: string): string =>
  `casino-tx:${aggregator}:${txId}`;

/** A cancelled round's refund: once per round, whichever rollback, sweep or operator got there first. */
export const casinoRoundReference = (roundId: number): string => `casino-round:${roundId}`;
