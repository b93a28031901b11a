import { describe, expect, it } from 'vitest';
import { PERIOD_FIRST_HALF, PERIOD_FULL_TIME } from '@site/contracts/sports-markets';
import { fixtureSpec, type FixtureSpec } from './fixture-spec';
import { progressAt } from './match-plan';
import { ScoreBook } from './pricing';
import { Rng } from './random';
import { jointChanceOf, SAME_GAME_DRAWS, sampleJoint, unpriceableReason, type JointPick } from './same-game';
import { testFeedKeys } from './test-keys';

function fixtureOf(sportId: number): FixtureSpec {
  for (let id = 1; id < 5_000; id++) {
    const spec = fixtureSpec(testFeedKeys, id);
    if (spec.rules.sportId === sportId) return spec;
  }
  throw new Error(`no fixture of sport ${sportId}`);
}

/** Every first selection of the markets the builder takes, one market per type and period. */
function priceablePicks(spec: FixtureSpec): JointPick[] {
  return spec.markets
    .filter((market) => unpriceableReason(market, spec.rules) === null)
    .map((market) => ({ market, index: 0 }));
}

describe('sampleJoint', () => {
  it.each([
    ['football', 6046],
    ['basketball', 48242],
    ['ice hockey', 35232],
    ['volleyball', 154830],
  ])('%s: each pick alone wins as often as the single price says, pre-match and in play', (_, sportId) => {
    const spec = fixtureOf(sportId);
    const picks = priceablePicks(spec).slice(0, 6);
    for (const progress of [null, progressAt(spec.plan, spec.plan.durationSec / 3)]) {
      const book = new ScoreBook(spec.rules, spec.model, progress);
      const counts = sampleJoint(spec.rules, spec.model, progress, picks, SAME_GAME_DRAWS, new Rng(1, sportId));
      picks.forEach((pick, bit) => {
        const expected = book.probabilities(pick.market)[pick.index] as number;
        const error = Math.sqrt((expected * (1 - expected)) / SAME_GAME_DRAWS);
        expect(Math.abs(jointChanceOf(counts, 1 << bit) - expected)).toBeLessThanOrEqual(4 * error + 1e-9);
      });
    }
  });

  it("draws a half's goals as part of the full time's: over 1.5 at half time and under 2.5 at full time is 2-0 goals by halves", () => {
    const spec = fixtureOf(6046);
    const total = (period: number, line: number) =>
      spec.markets.find(
        (market) => market.marketType === 'Under/Over' && market.period === period && market.line === line,
      );
    const halfOver = total(PERIOD_FIRST_HALF, 1.5);
    const fullUnder = total(PERIOD_FULL_TIME, 2.5);
    if (!halfOver || !fullUnder || spec.model.kind !== 'goals') throw new Error('football lists these totals');
    const picks = [
      { market: halfOver, index: 0 },
      { market: fullUnder, index: 1 },
    ];
    const counts = sampleJoint(spec.rules, spec.model, null, picks, SAME_GAME_DRAWS, new Rng(2));
    // Exactly two goals in the first half and none in the second: each half's goals Poisson(total mean / 2).
    const half = (spec.model.mean[0] + spec.model.mean[1]) / 2;
    const expected = ((half * half) / 2) * Math.exp(-half) * Math.exp(-half);
    const error = Math.sqrt((expected * (1 - expected)) / SAME_GAME_DRAWS);
    expect(Math.abs(jointChanceOf(counts, 0b11) - expected)).toBeLessThanOrEqual(4 * error);
    // Drawn apart, the two would win together about as often as the product of their chances: far more.
    expect(jointChanceOf(counts, 0b01) * jointChanceOf(counts, 0b10)).toBeGreaterThan(expected + 8 * error);
  });

  it('counts the same draws for the same seed, so two processes quote one price', () => {
    const spec = fixtureOf(6046);
    const picks = priceablePicks(spec).slice(0, 3);
    const once = sampleJoint(spec.rules, spec.model, null, picks, 2_000, new Rng(3, spec.id));
    const again = sampleJoint(spec.rules, spec.model, null, picks, 2_000, new Rng(3, spec.id));
    expect([...again]).toEqual([...once]);
  });

  it('refuses overtime markets, races and markets that can end void', () => {
    const basketball = fixtureOf(48242);
    const reasons = basketball.markets.map((market) => [
      market.marketType,
      market.period,
      unpriceableReason(market, basketball.rules),
    ]);
    expect(reasons).toContainEqual(['12', PERIOD_FULL_TIME, 'void']);
    expect(reasons).toContainEqual(['12', 101, 'market']);
    const whole = basketball.markets.find((market) => market.line !== null && Number.isInteger(market.line));
    if (whole) expect(unpriceableReason(whole, basketball.rules)).toBe('void');
  });
});
