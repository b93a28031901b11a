import { describe, expect, it } from 'vitest';
import { SETTLEMENT_CANCELLED, SETTLEMENT_LOST, SETTLEMENT_VOID, SETTLEMENT_WON } from '@site/contracts/api/bets';
import type { MarketType } from '@site/contracts/sports-markets';
import { fixtureSpec } from './fixture-spec';
import { selectionNamesOf, type MarketSpec } from './markets';
import { progressAt, type Pair } from './match-plan';
import { cancelledResults, isMarketDecided, settleMarket } from './results';
import { rulesOf } from './sport-rules';
import { testFeedKeys } from './test-keys';

const W = SETTLEMENT_WON;
const L = SETTLEMENT_LOST;
const V = SETTLEMENT_VOID;

function market(marketType: MarketType, line: number | null = null, period = 100): MarketSpec {
  return {
    id: 1,
    sort: 0,
    marketType,
    period,
    line,
    selections: selectionNamesOf[marketType].map((name, index) => ({ id: 10 + index, name })),
  };
}

const scores = (home: number, away: number, extra: Record<string, Pair> = {}) => ({
  '100': [home, away] as Pair,
  ...extra,
});

describe('settling a market from the final score', () => {
  it('settles results, a level 12 market void', () => {
    expect(settleMarket(market('1X2'), scores(2, 1), 'home')).toEqual([W, L, L]);
    expect(settleMarket(market('1X2'), scores(1, 1), 'home')).toEqual([L, W, L]);
    expect(settleMarket(market('12'), scores(0, 3), 'away')).toEqual([L, W]);
    expect(settleMarket(market('12'), scores(88, 88), 'home')).toEqual([V, V]);
  });

  it('settles handicaps on the home side and voids a whole line landing exactly', () => {
    expect(settleMarket(market('Handicap', -1.5), scores(2, 0), 'home')).toEqual([W, L]);
    expect(settleMarket(market('Handicap', -1.5), scores(2, 1), 'home')).toEqual([L, W]);
    expect(settleMarket(market('Handicap', -1), scores(2, 1), 'home')).toEqual([V, V]);
    expect(settleMarket(market('Handicap', 1), scores(1, 2), 'away')).toEqual([V, V]);
    expect(settleMarket(market('Handicap', 0.5), scores(1, 1), 'home')).toEqual([W, L]);
  });

  it('settles totals and voids a total exactly on a whole line', () => {
    expect(settleMarket(market('Under/Over', 2.5), scores(2, 1), 'home')).toEqual([W, L]);
    expect(settleMarket(market('Under/Over', 2.5), scores(1, 1), 'home')).toEqual([L, W]);
    expect(settleMarket(market('Under/Over', 3), scores(2, 1), 'home')).toEqual([V, V]);
  });

  it('settles the combined, both-score, odd/even and first-scorer markets', () => {
    expect(settleMarket(market('1X2 And Under/Over', 2.5), scores(2, 1), 'home')).toEqual([W, L, L, L, L, L]);
    expect(settleMarket(market('1X2 And Under/Over', 2.5), scores(1, 1), 'home')).toEqual([L, L, L, L, W, L]);
    expect(settleMarket(market('1X2 And Under/Over', 2.5), scores(0, 1), 'away')).toEqual([L, L, L, L, L, W]);
    expect(settleMarket(market('Both Teams To Score'), scores(1, 1), 'home')).toEqual([W, L]);
    expect(settleMarket(market('Both Teams To Score'), scores(3, 0), 'home')).toEqual([L, W]);
    expect(settleMarket(market('Odd/Even'), scores(2, 1), 'home')).toEqual([W, L]);
    expect(settleMarket(market('Odd/Even'), scores(0, 0), null)).toEqual([L, W]);
    expect(settleMarket(market('First Team To Score'), scores(0, 0), null)).toEqual([L, W, L]);
    expect(settleMarket(market('First Team To Score'), scores(1, 2), 'home')).toEqual([W, L, L]);
  });

  it('settles a period market on that period and overtime markets on the score with overtime', () => {
    const periods = { '10': [0, 1] as Pair, '101': [3, 2] as Pair };
    expect(settleMarket(market('1X2', null, 10), scores(2, 2, periods), 'away')).toEqual([L, L, W]);
    expect(settleMarket(market('12', null, 101), scores(2, 2, periods), 'away')).toEqual([W, L]);
    expect(settleMarket(market('12', null, 100), scores(2, 2, periods), 'away')).toEqual([V, V]);
  });

  it('gives every selection of a cancelled fixture -1', () => {
    expect(cancelledResults(market('1X2 And Under/Over', 2.5))).toEqual(Array(6).fill(SETTLEMENT_CANCELLED));
  });
});

/** An independent reading of the rules, to check the feed's verdicts on many simulated matches. */
function expectedResult(marketType: MarketType, name: string, line: number, [home, away]: Pair, first: string): number {
  const margin = home - away;
  const total = home + away;
  const outcome = (won: boolean) => (won ? W : L);
  switch (marketType) {
    case '1X2':
      return outcome(name === '1' ? margin > 0 : name === 'X' ? margin === 0 : margin < 0);
    case '12':
      return margin === 0 ? V : outcome(name === '1' ? margin > 0 : margin < 0);
    case 'Handicap': {
      const home = margin + line;
      return home === 0 ? V : outcome(name === '1' ? home > 0 : home < 0);
    }
    case 'Under/Over':
      return total === line ? V : outcome(name === 'Over' ? total > line : total < line);
    case '1X2 And Under/Over': {
      const [result, , side] = name.split(' ');
      const resultWon = result === '1' ? margin > 0 : result === 'X' ? margin === 0 : margin < 0;
      return outcome(resultWon && (side === 'Over' ? total > line : total < line));
    }
    case 'Both Teams To Score':
      return outcome((home > 0 && away > 0) === (name === 'Yes'));
    case 'Odd/Even':
      return outcome((total % 2 === 1) === (name === 'Odd'));
    case 'First Team To Score':
      return outcome(name === first);
    case 'Winner':
    case 'Place':
      throw new Error('the feed offers no race markets');
  }
}

describe('verdicts on simulated matches', () => {
  it('agree with the final period scores for every market of every sport', () => {
    const seen = new Set<string>();
    let voids = 0;
    for (let id = 9_000_000; id < 9_000_400; id++) {
      const spec = fixtureSpec(testFeedKeys, id);
      const first = spec.firstScorer === 'home' ? '1' : spec.firstScorer === 'away' ? '2' : 'None';
      for (const entry of spec.markets) {
        const score = spec.plan.periodScores[entry.period] as Pair;
        const results = settleMarket(entry, spec.plan.periodScores, spec.firstScorer);
        entry.selections.forEach((selection, index) => {
          const expected = expectedResult(entry.marketType, selection.name, entry.line ?? 0, score, first);
          expect(results[index], `${spec.league.name} ${entry.marketType}@${entry.period} ${entry.line}`).toBe(
            expected,
          );
        });
        if (results.includes(V)) voids++;
        seen.add(entry.marketType);
      }
    }
    expect(seen.size).toBe(8);
    expect(voids).toBeGreaterThan(0);
  });

  it('close in play only markets the score has decided', () => {
    const spec = Array.from({ length: 10 }, (_, index) => fixtureSpec(testFeedKeys, 9_100_000 + index, 101)).find(
      (entry) => entry.plan.events.length > 0,
    );
    const goal = spec?.plan.events[0];
    if (!spec || !goal) throw new Error('ten goalless plans');
    const rules = rulesOf(spec.league.sportId);
    const before = progressAt(spec.plan, goal.atSec - 60);
    const after = progressAt(spec.plan, goal.atSec + 60);
    const firstScorer = spec.markets.find((entry) => entry.marketType === 'First Team To Score') as MarketSpec;
    expect(isMarketDecided(firstScorer, rules, before)).toBe(false);
    expect(isMarketDecided(firstScorer, rules, after)).toBe(true);
    const halfTime = progressAt(spec.plan, spec.plan.durationSec * 0.55);
    const firstHalf = spec.markets.find((entry) => entry.period === 10) as MarketSpec;
    expect(isMarketDecided(firstHalf, rules, progressAt(spec.plan, 60))).toBe(false);
    expect(halfTime.clock === '하프타임' || halfTime.share[0] >= 0.5).toBe(true);
    expect(isMarketDecided(firstHalf, rules, halfTime)).toBe(true);
  });

  it('close the combined result-and-total market once the total passes its line, its Under half lost', () => {
    const rules = rulesOf(6046);
    const combined = market('1X2 And Under/Over', 2.5);
    const at = (home: number, away: number) => ({
      clock: '60′',
      score: [home, away] as Pair,
      share: [0.66, 0.66] as Pair,
      overtimeRemaining: null,
      suspended: false,
      periodScores: { '100': [home, away] as Pair },
      firstScorer: home > 0 ? ('home' as const) : null,
    });
    expect(isMarketDecided(combined, rules, at(1, 1))).toBe(false);
    expect(isMarketDecided(combined, rules, at(2, 1))).toBe(true);
  });
});
