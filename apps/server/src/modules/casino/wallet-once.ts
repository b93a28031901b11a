/**
 * Every wallet call that can move money (debit, credit, rollback) runs through bookOnce: one
 * transaction holding the member's row (the lock sports bets take, so a debit and a bet of one member
 * queue up), where the provider's (aggregator, txId) is looked up first: a replay answers what the
 * first call answered, another body under the same id is refused, and a call answered OK is recorded.
 * Refusals are not recorded, so the provider may send the same id again once the refusal's cause is gone;
 * only a rollback of an id never seen records that id as voided, so its debit can never come after it.
 */
import type { CasinoWalletAnswer, CasinoWalletStatus } from '@site/contracts/api/casino-wallet';
import type { CasinoAggregatorKey } from '@site/contracts/casino';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { CasinoRoundRow } from '../../db/schema/casino';
import type { EventBus } from '../../events/bus';
import { isUniqueViolation } from '../../db/errors';
import { consoleLog, type ServerLog } from '../../lib/server-log';
import { LedgerDuplicateError, publishBalance, type BalanceChange } from '../ledger/service';
import { recordLimitHit } from '../responsible-play/hits-repo';
import type { PlayLimitError } from '../responsible-play/limit-checks';
import type { CasinoCatalogue } from './catalogue';
import type { CasinoRoundHooks } from './round-hooks';
import { findCallAndLockRound, type CallAndRound } from './round-repo';
import { insertTransaction, lockPlayer, type HeldPlayer } from './wallet-repo';

const TRANSACTION_ONCE = 'casino_transactions_once';
const PROVIDER_ROUND_ONCE = 'casino_rounds_provider_round';

export interface CasinoWalletDeps {
  db: Database;
  clock: Clock;
  bus: EventBus;
  catalogue: CasinoCatalogue;
  hooks: readonly CasinoRoundHooks[];
  /** where a refusal that could not be recorded is told (the app's logger) */
  log?: ServerLog;
}

export type Refusal = Exclude<CasinoWalletStatus, 'OK'>;

/** What a movement did: booked (the changes to publish, the round it belongs to) or refused. */
export type Movement =
  | { status: 'OK'; balance: number; changes: BalanceChange[]; roundId: number | null; amount: number }
  | { status: Refusal; balance?: number; limitRefusal?: PlayLimitError };

export interface WalletCall {
  aggregator: CasinoAggregatorKey;
  action: 'debit' | 'credit' | 'rollback';
  txId: string;
  memberId: number;
  bodyHash: string;
  /** the provider's round the call books against (debit, credit): locked and handed to the movement */
  providerRoundId?: string;
  /** a debit's table spot, recorded with it (the round's later debits judge 양방 by it) */
  spot?: string | undefined;
}

/** What the movement is handed besides the member's row: the round (locked) and what its debits held. */
export type RoundSeen = Omit<CallAndRound, 'earlier'>;

export async function bookOnce(
  { db, clock, bus, log = consoleLog }: CasinoWalletDeps,
  call: WalletCall,
  move: (tx: Database, held: HeldPlayer, round: CasinoRoundRow | undefined, seen: RoundSeen) => Promise<Movement>,
): Promise<CasinoWalletAnswer> {
  const movement = await db
    .transaction(async (tx): Promise<Movement> => {
      const held = await lockPlayer(tx, call.memberId);
      if (!held) return { status: 'BAD_REQUEST' };
      // Looked up after the member's row is held: the same id sent twice at once waits here for the first.
      const { earlier, ...seen } = await findCallAndLockRound(tx, call);
      if (earlier) return answerSeen(earlier, call, held);
      const moved = await move(tx, held, seen.round, seen);
      if (moved.status === 'OK') {
        await insertTransaction(tx, {
          aggregator: call.aggregator,
          txId: call.txId,
          action: call.action,
          memberId: call.memberId,
          roundId: moved.roundId,
          amount: moved.amount,
          bodyHash: call.bodyHash,
          spot: call.spot ?? null,
          status: moved.status,
          balance: moved.balance,
          createdAt: clock.now(),
        });
      }
      return moved;
    })
    .catch((error: unknown): Movement => {
      // Two players' calls under one txId, or one provider round named for two players, at the same
      // moment: each held only its own member's row, so the unique index refused the second.
      const sameTxId = isUniqueViolation(error, TRANSACTION_ONCE) || error instanceof LedgerDuplicateError;
      if (sameTxId) return { status: 'DUPLICATE_TRANSACTION' };
      if (isUniqueViolation(error, PROVIDER_ROUND_ONCE)) return { status: 'BAD_REQUEST' };
      throw error;
    });
  if (movement.status === 'OK') for (const change of movement.changes) publishBalance(bus, change);
  // The operator's report of limits hit, written once the refusing transaction has ended (it booked nothing).
  else if (movement.limitRefusal) await recordLimitHit(db, movement.limitRefusal, clock.now(), log);
  return movement.balance === undefined
    ? { status: movement.status }
    : { status: movement.status, balance: movement.balance };
}

/**
 * A txId already recorded. A refusal tells the balance only to a call shown to be the player's (the
 * id was theirs): a signed call naming someone else's player id learns nothing of them.
 */
function answerSeen(earlier: CallAndRound['earlier'] & object, call: WalletCall, held: HeldPlayer): Movement {
  // A rollback cancelled this debit before it came: it is never taken (nothing yet shows whose call it is).
  if (earlier.action === 'voided') {
    return { status: call.action === 'debit' ? 'ROUND_CLOSED' : 'DUPLICATE_TRANSACTION' };
  }
  if (earlier.memberId !== call.memberId) return { status: 'DUPLICATE_TRANSACTION' };
  if (earlier.bodyHash !== call.bodyHash) return { status: 'DUPLICATE_TRANSACTION', balance: held.emoney };
  // Only OK answers are recorded: the replay is answered OK again, and nothing moves twice.
  return { status: 'OK', balance: earlier.balance, changes: [], roundId: null, amount: 0 };
}
