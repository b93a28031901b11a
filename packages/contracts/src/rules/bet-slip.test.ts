import { describe, expect, it } from 'vitest';

import type { BetRules } from '../api/bets';
import {
  addPick,
  familyOf,
  holdsSameRace,
  removePick,
  singlesTotals,
  slipConflicts,
  slipMessages,
  slipProblems,
  slipTotals,
  takesNewPrice,
  togglePick,
  totalStakeOf,
  type SlipPick,
} from './bet-slip';
import { testPick } from './bet-slip-test-picks';

let nextSelection = 1;
/** A pick of fixture 1's market 10 unless told otherwise; every call is a new selection. */
const pick = (overrides: Partial<SlipPick> = {}): SlipPick =>
  testPick({ selectionId: nextSelection++, fixtureId: 1, ...overrides });

const ids = (picks: readonly SlipPick[]) => picks.map((p) => p.selectionId);

const rules: BetRules = {
  minStake: 5_000,
  maxStake: 3_000_000,
  maxPayout: 10_000_000,
  maxPicks: 10,
  bonusOdds: [
    { minPicks: 3, odds: 1.03 },
    { minPicks: 5, odds: 1.05 },
  ],
  forbiddenCombos: [
    ['winDrawLose', 'handicap'],
    ['overUnder', 'overUnder'],
  ],
  singlesAllowed: true,
  cancelCutoffMinutes: 10,
  cancelWindowMinutes: 5,
};

describe('adding a pick', () => {
  it('ignores a selection already in the slip, in every mode', () => {
    const home = pick();
    for (const mode of ['korea', 'europe', 'europeAnyFixture', 'inplay'] as const) {
      const slip = [home];
      expect(addPick(slip, { ...home, price: 2 }, mode)).toBe(slip);
    }
  });

  it('replaces an earlier pick of the same fixture and market (korea, europe, inplay)', () => {
    for (const mode of ['korea', 'europe', 'inplay'] as const) {
      const home = pick();
      const otherMarket = pick({ marketId: 11, marketType: 'Under/Over', selectionName: 'Over' });
      const draw = pick({ selectionName: 'X' });
      const next = addPick([home, otherMarket], draw, mode);
      expect(ids(next)).toEqual([otherMarket.selectionId, draw.selectionId]);
    }
  });

  it('takes another line of the same market type and period as the same market', () => {
    const handicap15 = pick({ marketId: 11, marketType: 'Handicap', line: '-1.5', selectionName: 'Home' });
    const handicap25 = pick({ marketId: 12, marketType: 'Handicap', line: '-2.5', selectionName: 'Home' });
    expect(ids(addPick([handicap15], handicap25, 'korea'))).toEqual([handicap25.selectionId]);
    // The first half's handicap is another market.
    const firstHalf = pick({ marketId: 13, marketType: 'Handicap', period: 10, line: '-0.5' });
    expect(ids(addPick([handicap25], firstHalf, 'europe'))).toEqual(ids([handicap25, firstHalf]));
  });

  it('keeps picks of other fixtures, and other markets of the fixture outside the any-fixture variant', () => {
    const home = pick();
    const otherFixture = pick({ fixtureId: 2, marketId: 20 });
    const total = pick({ marketId: 11, marketType: 'Under/Over', selectionName: 'Over' });
    expect(ids(addPick([home, otherFixture], total, 'europe'))).toEqual([
      home.selectionId,
      otherFixture.selectionId,
      total.selectionId,
    ]);
  });

  it("replaces any earlier pick of the same fixture in the spec's variant ('europeAnyFixture')", () => {
    const home = pick();
    const total = pick({ marketId: 11, marketType: 'Under/Over' });
    const otherFixture = pick({ fixtureId: 2, marketId: 20 });
    const handicap = pick({ marketId: 12, marketType: 'Handicap', line: '-1.5' });
    expect(ids(addPick([home, otherFixture, total], handicap, 'europeAnyFixture'))).toEqual([
      otherFixture.selectionId,
      handicap.selectionId,
    ]);
  });

  it('in play, with three picks of a fixture, keeps the one of another family and drops the rest', () => {
    const result = pick({ marketId: 10, marketType: '1X2' });
    const total = pick({ marketId: 11, marketType: 'Under/Over', line: '2.5' });
    const firstHalfTotal = pick({ marketId: 12, marketType: 'Under/Over', period: 10, line: '1.5' });
    const otherFixture = pick({ fixtureId: 2, marketId: 20 });
    const secondHalfTotal = pick({ marketId: 13, marketType: 'Under/Over', period: 20, line: '0.5' });
    const next = addPick([result, otherFixture, total, firstHalfTotal], secondHalfTotal, 'inplay');
    expect(ids(next)).toEqual([result.selectionId, otherFixture.selectionId, secondHalfTotal.selectionId]);
  });

  it('in play, keeps only the earliest pick of another family when several differ', () => {
    const result = pick({ marketId: 10, marketType: '1X2' });
    const handicap = pick({ marketId: 11, marketType: 'Handicap' });
    const total = pick({ marketId: 12, marketType: 'Under/Over' });
    const odd = pick({ marketId: 13, marketType: 'Odd/Even', selectionName: 'Odd' });
    expect(ids(addPick([result, handicap, total], odd, 'inplay'))).toEqual([result.selectionId, odd.selectionId]);
  });

  it('in play, drops all three when none differs in family from the new pick', () => {
    const totals = [100, 10, 20].map((period) => pick({ marketId: period, period, marketType: 'Under/Over' }));
    const newTotal = pick({ marketId: 40, period: 40, marketType: 'Under/Over' });
    expect(ids(addPick(totals, newTotal, 'inplay'))).toEqual([newTotal.selectionId]);
  });

  it('in play, leaves a fixture with fewer than three picks alone', () => {
    const result = pick({ marketId: 10 });
    const total = pick({ marketId: 11, marketType: 'Under/Over' });
    const handicap = pick({ marketId: 12, marketType: 'Handicap' });
    expect(ids(addPick([result, total], handicap, 'inplay'))).toEqual(ids([result, total, handicap]));
  });

  it('in play, a pick replacing one of the same market does not trigger the three-pick rule', () => {
    const result = pick({ marketId: 10 });
    const total = pick({ marketId: 11, marketType: 'Under/Over' });
    const handicap = pick({ marketId: 12, marketType: 'Handicap' });
    const draw = pick({ marketId: 10, selectionName: 'X' });
    expect(ids(addPick([result, total, handicap], draw, 'inplay'))).toEqual(ids([total, handicap, draw]));
  });

  it('outside play, a fourth market of one fixture is simply added', () => {
    const picks = [100, 10, 20].map((period) => pick({ marketId: period, period, marketType: 'Under/Over' }));
    const fourth = pick({ marketId: 40, period: 40, marketType: 'Under/Over' });
    expect(addPick(picks, fourth, 'europe')).toHaveLength(4);
  });

  it('never changes the slip it was given', () => {
    const slip = Object.freeze([pick()]);
    addPick(slip, pick({ selectionName: 'X' }), 'korea');
    expect(slip).toHaveLength(1);
  });
});

describe('removing and toggling', () => {
  it('removes a pick by selection', () => {
    const a = pick();
    const b = pick({ fixtureId: 2 });
    expect(ids(removePick([a, b], a.selectionId))).toEqual([b.selectionId]);
  });

  it('toggles: a picked selection leaves, another is added under the rule', () => {
    const home = pick();
    expect(togglePick([home], home, 'korea')).toEqual([]);
    const draw = pick({ selectionName: 'X' });
    expect(ids(togglePick([home], draw, 'korea'))).toEqual([draw.selectionId]);
  });
});

describe('families', () => {
  it('reads the family of a market type, and "other" for a type it does not know', () => {
    expect(familyOf('1X2')).toBe('winDrawLose');
    expect(familyOf('12')).toBe('winLose');
    expect(familyOf('Handicap')).toBe('handicap');
    expect(familyOf('Under/Over')).toBe('overUnder');
    expect(familyOf('Odd/Even')).toBe('other');
    expect(familyOf('Corners')).toBe('other');
  });
});

describe('totals', () => {
  it('multiplies the prices and floors to two places', () => {
    const totals = slipTotals([pick({ price: 1.85 }), pick({ fixtureId: 2, price: 2.1 })], 10_000, rules);
    // 1.85 × 2.1 = 3.885 → 3.88
    expect(totals.totalOdds).toBe(3.88);
    expect(totals.bonusOdds).toBe(1);
    expect(totals.expectedPayout).toBe(38_800);
    expect(totals.capped).toBe(false);
  });

  it('counts the payout in whole won without losing a won to floating point', () => {
    expect(slipTotals([pick({ price: 1.15 })], 10_000, rules).expectedPayout).toBe(11_500);
    expect(slipTotals([pick({ price: 2.07 })], 5_555, rules).expectedPayout).toBe(11_498);
  });

  it('applies the bonus of the largest pick count reached', () => {
    const bonusWith = (count: number) =>
      slipTotals(
        Array.from({ length: count }, (_, i) => pick({ fixtureId: 50 + i })),
        10_000,
        rules,
      ).bonusOdds;
    expect([2, 3, 4, 5, 7].map(bonusWith)).toEqual([1, 1.03, 1.03, 1.05, 1.05]);
    const picks = [1, 2, 3].map((fixtureId) => pick({ fixtureId, price: 2 }));
    const totals = slipTotals(picks, 10_000, rules);
    expect(totals).toEqual({ totalOdds: 8, bonusOdds: 1.03, expectedPayout: 82_400, capped: false });
  });

  it('caps the payout at the level maximum and says so', () => {
    const picks = [1, 2, 3, 4].map((fixtureId) => pick({ fixtureId, price: 10 }));
    const totals = slipTotals(picks, 1_000_000, rules);
    expect(totals.expectedPayout).toBe(10_000_000);
    expect(totals.capped).toBe(true);
  });

  it('answers zeros for an empty slip', () => {
    expect(slipTotals([], 10_000, rules)).toEqual({ totalOdds: 0, bonusOdds: 1, expectedPayout: 0, capped: false });
  });
});

describe('problems', () => {
  const valid = () => [pick(), pick({ fixtureId: 2, marketId: 20 })];

  it('has none for a valid slip and stake', () => {
    expect(slipProblems(valid(), 10_000, rules, 1_000_000)).toEqual([]);
  });

  it('refuses a lone pick while the operator does not allow singles, and takes two', () => {
    const singlesOff = { ...rules, singlesAllowed: false };
    expect(slipProblems([pick()], 10_000, singlesOff, null)).toEqual([slipMessages.onePickRefused]);
    expect(slipProblems(valid(), 10_000, singlesOff, null)).toEqual([]);
    expect(slipProblems([pick()], 10_000, rules, null)).toEqual([]);
  });

  it('asks for a pick when the slip is empty', () => {
    expect(slipProblems([], 10_000, rules, 1_000_000)).toEqual([slipMessages.noPicks]);
  });

  it('refuses a forbidden pair of families within one fixture', () => {
    const handicap = pick({ marketId: 11, marketType: 'Handicap', line: '-1.5' });
    expect(slipProblems([pick(), handicap], 10_000, rules, null)).toEqual([
      '같은 경기의 승무패 + 핸디캡 조합은 베팅할 수 없습니다.',
    ]);
  });

  it('allows the same pair across two fixtures', () => {
    const handicapElsewhere = pick({ fixtureId: 2, marketId: 21, marketType: 'Handicap' });
    expect(slipConflicts([pick(), handicapElsewhere], rules)).toEqual([]);
  });

  it('refuses two picks of a family forbidden with itself within one fixture', () => {
    const total25 = pick({ marketId: 11, marketType: 'Under/Over', line: '2.5' });
    const total35 = pick({ marketId: 12, marketType: 'Under/Over', line: '3.5' });
    expect(slipConflicts([total25], rules)).toEqual([]);
    expect(slipConflicts([total25, total35], rules)).toEqual([slipMessages.forbiddenCombo('overUnder', 'overUnder')]);
  });

  it('refuses more picks than the maximum', () => {
    const picks = Array.from({ length: 11 }, (_, i) => pick({ fixtureId: 100 + i }));
    expect(slipConflicts(picks.slice(0, 10), rules)).toEqual([]);
    expect(slipConflicts(picks, rules)).toEqual(['최대 10경기까지 선택할 수 있습니다.']);
  });

  it('refuses live picks together with pre-match picks', () => {
    const live = pick({ fixtureId: 3, marketId: 30, live: true });
    expect(slipProblems([...valid(), live], 10_000, rules, null)).toEqual([slipMessages.liveWithPrematch]);
    expect(slipProblems([live, pick({ fixtureId: 4, live: true })], 10_000, rules, null)).toEqual([]);
  });

  it('checks the stake against the level limits and the balance', () => {
    expect(slipProblems(valid(), 0, rules, 1_000_000)).toEqual([slipMessages.noStake]);
    expect(slipProblems(valid(), 4_999, rules, 1_000_000)).toEqual(['최소 베팅금액은 5,000원입니다.']);
    expect(slipProblems(valid(), 3_000_001, rules, 10_000_000)).toEqual(['최대 베팅금액은 3,000,000원입니다.']);
    expect(slipProblems(valid(), 20_000, rules, 19_999)).toEqual([slipMessages.aboveBalance]);
    expect(slipProblems(valid(), 20_000, rules, 20_000)).toEqual([]);
  });

  it('does not check the balance of a guest', () => {
    expect(slipProblems(valid(), 20_000, rules, null)).toEqual([]);
  });

  it('names a suspended or closed pick', () => {
    expect(slipProblems([pick({ status: 'suspended' })], 10_000, rules, null)).toEqual([slipMessages.suspended]);
    expect(slipProblems([pick({ status: 'closed' })], 10_000, rules, null)).toEqual([slipMessages.suspended]);
    expect(slipProblems([pick({ status: 'open' })], 10_000, rules, null)).toEqual([]);
  });

  it('lists every problem at once', () => {
    const handicap = pick({ marketId: 11, marketType: 'Handicap', status: 'suspended' });
    expect(slipProblems([pick(), handicap], 1_000, rules, 500)).toEqual([
      slipMessages.forbiddenCombo('winDrawLose', 'handicap'),
      slipMessages.suspended,
      slipMessages.belowMinStake(5_000),
      slipMessages.aboveBalance,
    ]);
  });
});

describe('picks of one race', () => {
  const race = (overrides: Partial<SlipPick>) =>
    pick({ fixtureId: 7, marketType: 'Winner', period: 0, home: '경주 3', away: '', ...overrides });

  it('are refused in a multi: 단승 and 연승 of one runner, or of two runners', () => {
    const win = race({ marketId: 70, selectionName: '1 Red Rum' });
    const sameRunner = race({ marketId: 71, marketType: 'Place', line: '3', selectionName: '1 Red Rum' });
    const otherRunner = race({ marketId: 71, marketType: 'Place', line: '3', selectionName: '4 Shergar' });
    expect(slipConflicts([win, sameRunner], rules)).toEqual([slipMessages.sameRace]);
    expect(slipConflicts([win, otherRunner], rules)).toEqual([slipMessages.sameRace]);
    expect(holdsSameRace([win, sameRunner])).toBe(true);
  });

  it('are fine across two races, beside other markets, and as singles', () => {
    const win = race({ marketId: 70 });
    const place = race({ marketId: 71, marketType: 'Place', line: '3' });
    expect(slipConflicts([win, race({ fixtureId: 8, marketId: 80, marketType: 'Place', line: '3' })], rules)).toEqual(
      [],
    );
    expect(slipConflicts([win, place], rules, 'singles')).toEqual([]);
    expect(slipProblems([win, place], 10_000, rules, null, 'singles')).toEqual([]);
  });

  it("replace a pick of the same market in the virtual book's mode, as in the European book", () => {
    const first = race({ marketId: 70, selectionName: '1 Red Rum' });
    const second = race({ marketId: 70, selectionName: '2 Arkle' });
    expect(ids(addPick([first], second, 'virtual'))).toEqual([second.selectionId]);
  });
});

describe('singles', () => {
  it('stake each pick once: the total stake, each payout (capped at the maximum) and their sum', () => {
    const picks = [pick({ price: 1.85 }), pick({ fixtureId: 2, marketId: 20, price: 2.1 })];
    expect(singlesTotals(picks, 10_000, rules)).toEqual({
      totalStake: 20_000,
      payouts: [18_500, 21_000],
      totalPayout: 39_500,
    });
    expect(singlesTotals([pick({ price: 50 })], 300_000, rules).payouts).toEqual([rules.maxPayout]);
    expect(totalStakeOf(picks, 10_000, 'multi')).toBe(10_000);
    expect(totalStakeOf(picks, 10_000, 'singles')).toBe(20_000);
  });

  it('need a balance for every single; only the number of picks limits them', () => {
    const picks = [pick({ marketType: '1X2' }), pick({ marketId: 11, marketType: 'Handicap', line: '-1.5' })];
    expect(slipProblems(picks, 10_000, rules, 15_000, 'multi')).toEqual([
      slipMessages.forbiddenCombo('winDrawLose', 'handicap'),
    ]);
    expect(slipProblems(picks, 10_000, rules, 15_000, 'singles')).toEqual([slipMessages.aboveBalance]);
    const eleven = Array.from({ length: 11 }, (_, index) => pick({ fixtureId: 100 + index, marketId: 1000 + index }));
    expect(slipConflicts(eleven, rules, 'singles')).toEqual([slipMessages.tooManyPicks(10)]);
  });
});

describe('배당 변경', () => {
  it('takes any move, only a rise, or asks about every move', () => {
    expect(takesNewPrice('any', 1.85, 1.7)).toBe(true);
    expect(takesNewPrice('higher', 1.85, 1.92)).toBe(true);
    expect(takesNewPrice('higher', 1.85, 1.7)).toBe(false);
    expect(takesNewPrice('ask', 1.85, 1.92)).toBe(false);
  });
});
