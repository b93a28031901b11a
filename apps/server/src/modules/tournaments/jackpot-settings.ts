/** The operator's jackpot settings and the event slot switch, and the banner's view of the pool. */
import type { JackpotSettings, JackpotSettingsUpdate } from '@site/contracts/api/admin-tournaments';
import type { Jackpot } from '@site/contracts/api/tournaments';
import type { Database } from '../../db/client';
import {
  eventSlotUseFlag,
  lastJackpotWin,
  lockJackpotPool,
  readJackpotPool,
  setEventSlotUseFlag,
  updateJackpotPool,
} from './repo';
import { foldedAt, JACKPOT_DRIFT_PER_HOUR, poolAt } from './jackpot';
import { maskNickName } from './scoring';

export async function jackpotBanner(db: Database, now: Date): Promise<Jackpot> {
  const [pool, last] = await Promise.all([readJackpotPool(db), lastJackpotWin(db)]);
  return {
    pool: poolAt(pool, now),
    growthPerHour: JACKPOT_DRIFT_PER_HOUR,
    lastWin: last ? { nickName: maskNickName(last.nickName), amount: last.amount, at: last.wonAt.toISOString() } : null,
  };
}

export async function jackpotSettings(db: Database, now: Date): Promise<JackpotSettings> {
  const [pool, eventSlotOpen] = await Promise.all([readJackpotPool(db), eventSlotUseFlag(db)]);
  return {
    eventSlotOpen,
    shareBp: pool.shareBp,
    seed: pool.seed,
    oddsPerSpin: pool.oddsPerSpin,
    mustHitBy: pool.mustHitBy,
    minStake: pool.minStake,
    pool: poolAt(pool, now),
  };
}

export async function saveJackpotSettings(db: Database, update: JackpotSettingsUpdate, now: Date) {
  const { eventSlotOpen, ...poolValues } = update;
  await db.transaction(async (tx) => {
    if (eventSlotOpen !== undefined) await setEventSlotUseFlag(tx, eventSlotOpen, now);
    // Under the pool's lock, so a stake share booked meanwhile is not overwritten by a stale value;
    // the drift so far is folded in unless the operator sets the pool outright.
    const pool = await lockJackpotPool(tx);
    await updateJackpotPool(tx, { pool: poolAt(pool, now), ...poolValues }, foldedAt(pool, now));
  });
  return jackpotSettings(db, now);
}
