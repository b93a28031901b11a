import type { FixtureSpec } from './fixture-spec';
import type { OpenStatus, TradingStatus } from './feed-store';
import { progressAt, type MatchProgress, type Pair } from './match-plan';
import { marketPricesX100, nudgedModel, ScoreBook } from './pricing';
import { signedUnit, unit } from './random';
import { isMarketDecided } from './results';

/** A fixture the feed is running, with what the database holds for it (changed only once written). */
export interface TrackedFixture {
  spec: FixtureSpec;
  startAtMs: number;
  status: OpenStatus;
  clock: string | null;
  score: Pair | null;
  markets: Map<number, TradingStatus>;
  selections: Map<number, { priceX100: number; status: TradingStatus }>;
  /**
   * Markets suspended in play because their prices were too short (liveTradingStatuses). Kept in
   * memory only: after a restart such a market looks suspended for no reason, which reprices the
   * fixture, and the fresh prices say again whether it stays suspended.
   */
  priceSuspended: Set<number>;
}

export type FixturePhase =
  | { kind: 'scheduled' }
  | { kind: 'live'; progress: MatchProgress }
  | { kind: 'finished'; endMs: number }
  | { kind: 'cancelled'; atMs: number; progress: MatchProgress | null };

/** Where a fixture is at `nowMs`: a pure function of its plan and its start. */
export function phaseOf(spec: FixtureSpec, startAtMs: number, nowMs: number): FixturePhase {
  const elapsedSec = (nowMs - startAtMs) / 1000;
  // Before kick-off the match is not read, so it is drawn only when it is due.
  if (elapsedSec < 0) return { kind: 'scheduled' };
  const { cancelAtSec, durationSec } = spec.plan;
  if (cancelAtSec !== null && elapsedSec >= cancelAtSec) {
    return {
      kind: 'cancelled',
      atMs: startAtMs + cancelAtSec * 1000,
      progress: cancelAtSec > 0 ? progressAt(spec.plan, cancelAtSec) : null,
    };
  }
  if (elapsedSec >= durationSec) return { kind: 'finished', endMs: startAtMs + durationSec * 1000 };
  return { kind: 'live', progress: progressAt(spec.plan, elapsedSec) };
}

/**
 * In play, from the score and clock: a decided market closes for good, the others are suspended
 * around a goal and open otherwise. liveTradingStatuses then suspends the open ones priced too short.
 */
export function liveMarketStatus(
  fixture: TrackedFixture,
  market: FixtureSpec['markets'][number],
  progress: MatchProgress,
): TradingStatus {
  if (fixture.markets.get(market.id) === 'closed') return 'closed';
  if (isMarketDecided(market, fixture.spec.rules, progress)) return 'closed';
  return progress.suspended ? 'suspended' : 'open';
}

/** Pre-match prices wander by up to ±4% of the expected scores, a new step every five seconds. */
const PREMATCH_DRIFT = 0.04;
const PREMATCH_DRIFT_MS = 5000;
/** In play they tremble by up to ±3% each second on top of what the score and clock say. */
const LIVE_JITTER = 0.03;
const LIVE_JITTER_MS = 1000;
/** the drift and jitter amplitudes above are for football's strength effect */
const FOOTBALL_STRENGTH = 0.55;

/**
 * Odds (×100) of every selection of the fixture's markets, pre-match (progress null) or in play, with
 * the feed's priceSeed: from the model, the score and the clock, never from how the match will go.
 */
export function pricesAt(
  seed: number,
  spec: FixtureSpec,
  progress: MatchProgress | null,
  nowMs: number,
): Map<number, number> {
  const [amplitude, bucket] =
    progress === null
      ? [PREMATCH_DRIFT, Math.floor(nowMs / PREMATCH_DRIFT_MS)]
      : [LIVE_JITTER, Math.floor(nowMs / LIVE_JITTER_MS)];
  // Scaled like the sport's strength effect: 4% of a basketball score would be a nine-point swing.
  const scale = spec.rules.kind === 'goals' ? spec.rules.strength / FOOTBALL_STRENGTH : 1;
  const nudge: Pair = [
    scale * amplitude * signedUnit(seed, 'nudge', spec.id, bucket, 'home'),
    scale * amplitude * signedUnit(seed, 'nudge', spec.id, bucket, 'away'),
  ];
  const book = new ScoreBook(spec.rules, nudgedModel(spec.model, nudge), progress);
  const prices = new Map<number, number>();
  for (const market of spec.markets) {
    const margin = bookMargin(seed, market.id);
    marketPricesX100(book.probabilities(market), margin).forEach((price, index) => {
      const selection = market.selections[index];
      if (selection) prices.set(selection.id, price);
    });
  }
  return prices;
}

/** The book's margin on a market: 6 to 8%, fixed per market. */
export function bookMargin(seed: number, marketId: number): number {
  return 0.06 + 0.02 * unit(seed, 'margin', marketId);
}

/**
 * In play, a market whose shortest price would fall below 1.10 is suspended instead of offered. An
 * outcome that short is all but decided (a two-goal lead at the 80th minute, a handicap line the score
 * has run away from): the bettor would win almost nothing, while the book would pay a long price the
 * other way on a late swing it can no longer trade against. Real books lock such markets; the feed
 * already closes the ones the score has decided (isMarketDecided). Pre-match prices are not held to it.
 */
export const MIN_LIVE_PRICE_X100 = 110;

export interface LiveTradingStatuses {
  statuses: Map<number, TradingStatus>;
  /** the markets of `statuses` suspended for their prices */
  priceSuspended: Set<number>;
}

/**
 * Each in-play market's status this tick. `base` is liveMarketStatus per market; `prices` are the
 * fixture's new prices, or null when it is not repriced this tick. A market the score and clock leave
 * open is suspended when its new prices have one below MIN_LIVE_PRICE_X100 and opens again when they
 * do not; without new prices it keeps what the last prices said (its stored prices, at or above the
 * threshold, stay on offer, and a price-suspended market waits for the next repricing).
 */
export function liveTradingStatuses(
  fixture: TrackedFixture,
  base: ReadonlyMap<number, TradingStatus>,
  prices: ReadonlyMap<number, number> | null,
): LiveTradingStatuses {
  const statuses = new Map<number, TradingStatus>();
  const priceSuspended = new Set<number>();
  for (const market of fixture.spec.markets) {
    const status = base.get(market.id) ?? 'closed';
    const tooShort =
      status === 'open' &&
      (prices === null
        ? fixture.priceSuspended.has(market.id)
        : market.selections.some((selection) => (prices.get(selection.id) ?? Infinity) < MIN_LIVE_PRICE_X100));
    if (tooShort) priceSuspended.add(market.id);
    statuses.set(market.id, tooShort ? 'suspended' : status);
  }
  return { statuses, priceSuspended };
}
