import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { takeSlot } from '../rate-limits/counters';
import { builderErrors } from './builder-errors';

/**
 * The builder's price is public like the odds, but an unseen combination costs the model 20–35 ms of
 * CPU (docs/decisions/069): one address may ask this many a minute. A member building a slip asks once
 * per tap and once per price move of the fixture (answers are cached per 5 seconds of play), far below it.
 */
export const BUILDER_PRICES_PER_MINUTE = 300;
const WINDOW_MS = 60_000;

/** Counts one price call for the address, or refuses it (429) until its minute is over. */
export async function takePriceTurn(db: Database, ip: string, now: Date): Promise<void> {
  const slot = await takeSlot(
    db,
    { scope: 'builder-price', subject: ip },
    { windowMs: WINDOW_MS, limit: BUILDER_PRICES_PER_MINUTE },
    now,
  );
  if (slot.allowed) return;
  const seconds = Math.max(1, Math.ceil((slot.retryAt.getTime() - now.getTime()) / 1000));
  throw new AppError(429, builderErrors.tooManyPrices(seconds));
}
