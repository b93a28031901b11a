import { SEOUL_OFFSET_MS } from '@site/contracts/clock';
import { unit } from './random';

/**
 * When fixtures start. Kick-offs fall on a five-minute grid (Asia/Seoul has no daylight saving, so
 * the grid is the same in Seoul and UTC). Each grid slot holds a few fixtures or none, drawn from the
 * seed and the slot, busier in the Korean evening and the European night; a fixture's id is its slot
 * and its place in it. The "fill" fixtures the feed starts to keep enough matches in play count up
 * from FILL_ID_BASE.
 */
export const SLOT_MS = 5 * 60_000;
/** how far ahead the feed publishes fixtures */
export const HORIZON_MS = 3 * 24 * 60 * 60_000;
export const FILL_ID_BASE = 1_000_000_000;
/**
 * Fixture ids from here up are the virtual sports' (sim/virtuals/ids.ts); the feed's fill ids stay
 * below it (about a hundred billion fill fixtures away).
 */
export const VIRTUAL_ID_BASE = 100_000_000_000;

const FIXTURES_PER_SLOT = 4;
/** fixtures per slot on average, before the hour's weight */
const BASE_RATE = 0.18;

/** How busy each hour of the Seoul day is (0 h … 23 h). */
const hourWeights = [
  1.4, 1.2, 1.0, 1.2, 1.2, 0.6, 0.3, 0.4, 0.8, 1.0, 1.0, 0.8, 0.5, 0.5, 0.6, 0.8, 0.8, 1.2, 1.6, 1.8, 1.6, 1.4, 1.4,
  1.6,
];

export const slotOf = (ms: number): number => Math.floor(ms / SLOT_MS);
export const isFillId = (id: number): boolean => id >= FILL_ID_BASE;

/** The first id a slot's fixtures may have. */
export const firstIdOfSlot = (slot: number): number => slot * FIXTURES_PER_SLOT;

/** The grid start of a scheduled (not fill) fixture id. */
export const slotStartOf = (fixtureId: number): number => Math.floor(fixtureId / FIXTURES_PER_SLOT) * SLOT_MS;

/** The ids of the fixtures that kick off in a slot. */
export function fixtureIdsOfSlot(seed: number, slot: number): number[] {
  const seoulHour = Math.floor(((slot * SLOT_MS + SEOUL_OFFSET_MS) % 86_400_000) / 3_600_000);
  const rate = BASE_RATE * (hourWeights[seoulHour] ?? 1);
  const count = poissonQuantile(rate, unit(seed, 'slot', slot), FIXTURES_PER_SLOT);
  return Array.from({ length: count }, (_, index) => slot * FIXTURES_PER_SLOT + index);
}

/** The Seoul calendar day (days since 1970-01-01 in Seoul) a scheduled fixture kicks off on. */
export const seoulDayOf = (fixtureId: number): number =>
  Math.floor((slotStartOf(fixtureId) + SEOUL_OFFSET_MS) / 86_400_000);

/** Every scheduled fixture id of a Seoul calendar day (see seoulDayOf), in kick-off order. */
export function fixtureIdsOfSeoulDay(seed: number, day: number): number[] {
  const firstSlot = slotOf(day * 86_400_000 - SEOUL_OFFSET_MS);
  const ids: number[] = [];
  for (let slot = firstSlot; slot < firstSlot + 86_400_000 / SLOT_MS; slot++) ids.push(...fixtureIdsOfSlot(seed, slot));
  return ids;
}

/**
 * When a fill fixture started: 5 to 80 minutes before now on the grid, but never so long ago that it
 * is nearly over.
 */
export function fillStartAt(seed: number, fixtureId: number, nowMs: number, durationSec: number): number {
  const latestMinutes = Math.max(5, Math.floor((durationSec * 0.7) / 60 / 5) * 5);
  const minutes = Math.min(latestMinutes, 5 * (1 + Math.floor(unit(seed, 'fill-start', fixtureId) * 16)));
  return slotOf(nowMs) * SLOT_MS - minutes * 60_000;
}

function poissonQuantile(mean: number, draw: number, max: number): number {
  let probability = Math.exp(-mean);
  let cumulative = probability;
  let count = 0;
  while (draw > cumulative && count < max) {
    count++;
    probability *= mean / count;
    cumulative += probability;
  }
  return count;
}
