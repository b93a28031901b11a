/**
 * What other products learn from casino and slot rounds, inside the wallet's own transaction, so a
 * tournament's score or the jackpot's pool can never disagree with the money (docs/decisions/029).
 * `tx` is the caller's transaction. The casino module calls these; tournaments and the jackpot implement them; main.ts composes them.
 */
import type { CasinoAggregatorKey, CasinoProduct } from '@site/contracts/casino';
import type { Database } from '../../db/client';
import type { BalanceChange } from '../ledger/service';

export interface CasinoStakeEvent {
  memberId: number;
  product: CasinoProduct;
  aggregator: CasinoAggregatorKey;
  vendor: string;
  gameCode: string;
  /** our casino round id (casino_rounds.id) */
  roundId: number;
  /** this debit's amount, whole won */
  amount: number;
  /** the provider's transaction id of the debit: with the aggregator it names the debit once */
  txId: string;
  at: Date;
}

export interface CasinoRoundClosedEvent {
  memberId: number;
  product: CasinoProduct;
  aggregator: CasinoAggregatorKey;
  vendor: string;
  gameCode: string;
  roundId: number;
  /** the round's total stake and total credited win */
  stake: number;
  win: number;
  /** rolled back rounds report 'cancelled' and count for nothing */
  outcome: 'settled' | 'cancelled';
  at: Date;
}

export interface CasinoRoundHooks {
  /** After a debit is booked (its stake taken). */
  onStake?(tx: Database, event: CasinoStakeEvent): Promise<void>;
  /**
   * After the round closed (its last credit, or a rollback). Answers the balance changes it booked
   * (a jackpot win), which the casino publishes once the transaction has committed.
   */
  onRoundClosed?(tx: Database, event: CasinoRoundClosedEvent): Promise<BalanceChange[]>;
}
