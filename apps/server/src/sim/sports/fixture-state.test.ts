import { describe, expect, it } from 'vitest';
import { PERIOD_FULL_TIME } from '@site/contracts/sports-markets';
import { catalogueLeagues } from './catalogue';
import { fixtureSpec, type FixtureSpec } from './fixture-spec';
import {
  liveMarketStatus,
  liveTradingStatuses,
  MIN_LIVE_PRICE_X100,
  pricesAt,
  type TrackedFixture,
} from './fixture-state';
import { progressAt, type MatchProgress, type Pair } from './match-plan';
import { MAX_PRICE_X100, marketPricesX100 } from './pricing';
import { testFeedKeys } from './test-keys';

const KEYS = testFeedKeys;
const NOW = Date.parse('2026-03-14T03:00:00Z');
const FOOTBALL_LEAGUE = 101;

function tracked(spec: FixtureSpec, priceSuspended: Set<number> = new Set()): TrackedFixture {
  return {
    spec,
    startAtMs: NOW,
    status: 'live',
    clock: null,
    score: null,
    markets: new Map(spec.markets.map((market) => [market.id, 'open'])),
    selections: new Map(),
    priceSuspended,
  };
}

/** A football match at a chosen score and share of the match played, between goals. */
function footballAt(score: Pair, share: number, firstHalf: Pair = [0, 0]): MatchProgress {
  return {
    clock: `${Math.round(share * 90)}′`,
    score,
    share: [share, share],
    overtimeRemaining: null,
    suspended: false,
    periodScores: { [PERIOD_FULL_TIME]: score, '10': firstHalf },
    firstScorer: score[0] + score[1] > 0 ? (score[1] > 0 ? 'away' : 'home') : null,
  };
}

/** What the feed decides for a live fixture it reprices now. */
function liveState(fixture: TrackedFixture, progress: MatchProgress, nowMs = NOW) {
  const base = new Map(fixture.spec.markets.map((market) => [market.id, liveMarketStatus(fixture, market, progress)]));
  const prices = pricesAt(KEYS.priceSeed, fixture.spec, progress, nowMs);
  return { base, prices, ...liveTradingStatuses(fixture, base, prices) };
}

// An evenly matched football fixture, so that the lopsided states below come from the score alone.
const even = Array.from({ length: 200 }, (_, index) => fixtureSpec(KEYS, 8_000_000 + index, FOOTBALL_LEAGUE)).find(
  (spec) => spec.model.kind === 'goals' && Math.abs(spec.model.mean[0] - spec.model.mean[1]) < 0.15,
) as FixtureSpec;
const fullTimeResult = even.markets.find(
  (market) => market.marketType === '1X2' && market.period === PERIOD_FULL_TIME,
) as FixtureSpec['markets'][number];

describe('in-play trading limits', () => {
  it('suspend a market whose shortest price would fall below 1.10 instead of offering it', () => {
    const fixture = tracked(even);
    const { statuses, prices, priceSuspended } = liveState(fixture, footballAt([0, 3], 0.85, [0, 2]));
    expect(statuses.get(fullTimeResult.id)).toBe('suspended');
    expect(priceSuspended.has(fullTimeResult.id)).toBe(true);
    // The model would have offered the away win at about 1.01.
    const shortest = Math.min(...fullTimeResult.selections.map((selection) => prices.get(selection.id) as number));
    expect(shortest).toBeLessThan(MIN_LIVE_PRICE_X100);
    // A level match at the same minute leaves the result market open.
    expect(liveState(tracked(even), footballAt([1, 1], 0.85, [1, 0])).statuses.get(fullTimeResult.id)).toBe('open');
  });

  it('offer no selection below 1.10 or above 30.00 in an open live market, in any sport at any moment', () => {
    let open = 0;
    let suspended = 0;
    // Collected and asserted once: an expect per price (tens of thousands) made this test slow on a busy machine.
    const outOfRange: string[] = [];
    for (const league of catalogueLeagues) {
      for (let index = 0; index < 3; index++) {
        const spec = fixtureSpec(KEYS, 6_000_000 + league.id * 10 + index, league.id);
        for (let step = 1; step < 30; step++) {
          const elapsedSec = (spec.plan.durationSec * step) / 30;
          const progress = { ...progressAt(spec.plan, elapsedSec), suspended: false };
          const { statuses, prices } = liveState(tracked(spec), progress, NOW + elapsedSec * 1000);
          for (const market of spec.markets) {
            if (statuses.get(market.id) === 'suspended') suspended++;
            if (statuses.get(market.id) !== 'open') continue;
            open++;
            for (const selection of market.selections) {
              const price = prices.get(selection.id) as number;
              if (price < MIN_LIVE_PRICE_X100 || price > MAX_PRICE_X100) {
                outOfRange.push(`${spec.league.name} ${market.marketType} ${market.line}: ${price}`);
              }
            }
          }
        }
      }
    }
    expect(outOfRange).toEqual([]);
    expect(open).toBeGreaterThan(1000);
    expect(suspended).toBeGreaterThan(100);
  });

  it('reopen a price-suspended market once the trailing side comes back, and not before the next prices', () => {
    const lopsided = liveState(tracked(even), footballAt([0, 2], 0.8, [0, 1]));
    expect(lopsided.statuses.get(fullTimeResult.id)).toBe('suspended');
    const fixture = tracked(even, lopsided.priceSuspended);

    // Not repriced this tick: the market waits, suspended, whatever the score.
    const comeback = footballAt([2, 2], 0.82, [0, 1]);
    const base = new Map(even.markets.map((market) => [market.id, liveMarketStatus(fixture, market, comeback)]));
    expect(liveTradingStatuses(fixture, base, null).statuses.get(fullTimeResult.id)).toBe('suspended');

    // Repriced at 2:2: every price of the market is back above the threshold, and it is offered again.
    const evened = liveState(fixture, comeback);
    expect(evened.statuses.get(fullTimeResult.id)).toBe('open');
    expect(evened.priceSuspended.has(fullTimeResult.id)).toBe(false);
    for (const selection of fullTimeResult.selections) {
      expect(evened.prices.get(selection.id)).toBeGreaterThanOrEqual(MIN_LIVE_PRICE_X100);
    }
  });

  it('leave markets suspended around a goal or closed by the score to those rules', () => {
    const fixture = tracked(even);
    const progress = { ...footballAt([0, 3], 0.85, [0, 2]), suspended: true };
    const { statuses, priceSuspended } = liveState(fixture, progress);
    expect([...statuses.values()].every((status) => status !== 'open')).toBe(true);
    expect(priceSuspended.size).toBe(0);
    // The first half is over: its markets are closed, not suspended.
    const firstHalf = even.markets.filter((market) => market.period === 10);
    expect(firstHalf.length).toBeGreaterThan(0);
    for (const market of firstHalf) expect(statuses.get(market.id)).toBe('closed');
  });
});

describe('market prices', () => {
  const overroundOf = (prices: number[]) => prices.reduce((acc, price) => acc + 100 / price, 0);

  it('spread the margin proportionally while no price reaches 30.00', () => {
    const probabilities = [0.45, 0.3, 0.25];
    expect(marketPricesX100(probabilities, 0.07)).toEqual(
      probabilities.map((probability) => Math.floor(100 / (probability * 1.07))),
    );
  });

  it('cap a long shot at 30.00 and take what the cap adds back from the others, keeping the margin', () => {
    const probabilities = [0.005, 0.145, 0.85];
    const prices = marketPricesX100(probabilities, 0.07);
    expect(prices[0]).toBe(MAX_PRICE_X100);
    // Plain capping would leave 1.098; the others lengthen until the overround is the margin again
    // (give or take rounding down to two decimals).
    expect(overroundOf(prices)).toBeGreaterThanOrEqual(1.07);
    expect(overroundOf(prices)).toBeLessThan(1.08);
    expect(prices[2]).toBeGreaterThan(Math.floor(100 / (0.85 * 1.07)));
  });

  it('never price a selection above its fair odds to make room for capped long shots', () => {
    const probabilities = [0.004, 0.004, 0.004, 0.004, 0.004, 0.98];
    const prices = marketPricesX100(probabilities, 0.06);
    expect(prices.slice(0, 5)).toEqual(Array(5).fill(MAX_PRICE_X100));
    prices.forEach((price, index) => expect(price).toBeLessThanOrEqual(100 / (probabilities[index] as number)));
    expect(overroundOf(prices)).toBeGreaterThan(1.06);
  });
});
