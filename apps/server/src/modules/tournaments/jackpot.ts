/**
 * The progressive slot jackpot (issue 14). Funded by `shareBp` of every slot stake, inside the
 * wallet's transaction that took the stake. Win rule (chosen and documented here): a settled slot
 * round whose stake is at least the pool's `minStake` wins with odds 1 in `oddsPerSpin`, and surely
 * once the pool has reached `mustHitBy`, so the pool cannot grow without bound. A win credits the whole
 * pool through the ledger once per round (jackpot_wins' unique round, the ledger's unique reference)
 * and resets the pool to its seed, all under the pool's row lock.
 *
 * Between stakes the pool also drifts up at JACKPOT_DRIFT_PER_HOUR, the house's contribution as the
 * seed is (docs/decisions/042): a network jackpot never stands still. The drift is a function of the
 * clock, folded into the stored pool whenever the row is written (its updated_at marks how far), so
 * it survives restarts, is paid with the pool, and is never counted twice.
 */
import { randomInt } from 'node:crypto';
import type { Database } from '../../db/client';
import type { JackpotPoolRow } from '../../db/schema/tournaments';
import { changeBalance, type BalanceChange } from '../ledger/service';
import type { CasinoRoundClosedEvent } from '../casino/round-hooks';
import { insertJackpotWin, lockJackpotPool, updateJackpotPool } from './repo';

const BP = 10_000;

/** Won per hour the pool gains with no stake at all (about 11.6 won a second, a million a day). */
export const JACKPOT_DRIFT_PER_HOUR = 41_700;

const HOUR_MS = 3_600_000;
/** The drift earned from the epoch to `at`, in whole won: differences of it telescope, so none is lost. */
const driftUntil = (at: Date): number => Math.floor((at.getTime() * JACKPOT_DRIFT_PER_HOUR) / HOUR_MS);

/** The pool at `at`: what is stored plus the drift since the row was last written. */
export function poolAt(row: Pick<JackpotPoolRow, 'pool' | 'updatedAt'>, at: Date): number {
  return row.pool + Math.max(0, driftUntil(at) - driftUntil(row.updatedAt));
}

/** When a write at `at` folds the drift in: never earlier than the last fold, so no interval counts twice. */
export const foldedAt = (row: Pick<JackpotPoolRow, 'updatedAt'>, at: Date): Date =>
  at.getTime() > row.updatedAt.getTime() ? at : row.updatedAt;

/** A number in [0, 1): the operating system's randomness in production, a fixed sequence in tests. */
export type RandomSource = () => number;

const DRAW_STEPS = 2 ** 47;

/**
 * The jackpot's draw in production: from crypto, not Math.random, whose generator state a player
 * watching outcomes could learn; 2^47 steps keep 1 in N exact for any N an operator sets.
 */
export const cryptoRandom: RandomSource = () => randomInt(DRAW_STEPS) / DRAW_STEPS;

/** Adds the pool's share of a slot stake; the fraction below a won carries to the next stake. */
export async function addStakeShare(tx: Database, amount: number, at: Date): Promise<void> {
  const pool = await lockJackpotPool(tx);
  if (pool.shareBp === 0 || amount <= 0) return;
  const share = amount * pool.shareBp + pool.carryBp;
  const grown = poolAt(pool, at) + Math.floor(share / BP);
  await updateJackpotPool(tx, { pool: grown, carryBp: share % BP }, foldedAt(pool, at));
}

export function winsJackpot(pool: JackpotPoolRow, stake: number, random: RandomSource): boolean {
  if (pool.pool <= 0 || stake < pool.minStake) return false;
  if (pool.mustHitBy > 0 && pool.pool >= pool.mustHitBy) return true;
  return random() * pool.oddsPerSpin < 1;
}

/** Draws for the jackpot on a settled slot round; answers the credit it booked, if it won. */
export async function drawJackpot(
  tx: Database,
  event: CasinoRoundClosedEvent,
  random: RandomSource,
): Promise<BalanceChange[]> {
  if (event.product !== 'slot' || event.outcome !== 'settled') return [];
  const locked = await lockJackpotPool(tx);
  const pool = { ...locked, pool: poolAt(locked, event.at) };
  if (!winsJackpot(pool, event.stake, random)) return [];
  const winId = await insertJackpotWin(tx, {
    memberId: event.memberId,
    roundId: event.roundId,
    amount: pool.pool,
    wonAt: event.at,
  });
  // The round already won it (a repeated close): nothing more.
  if (winId === undefined) return [];
  const change = await changeBalance(tx, {
    memberId: event.memberId,
    currency: 'money',
    amount: pool.pool,
    reason: 'jackpot',
    reference: `jackpot:round:${event.roundId}`,
  });
  await updateJackpotPool(tx, { pool: pool.seed }, foldedAt(locked, event.at));
  return [change];
}
