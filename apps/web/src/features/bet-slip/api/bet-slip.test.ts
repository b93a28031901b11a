/** addPicksToCarts: a shared slip's 모두 담기 under the carts' own rules. */
import { beforeEach, describe, expect, it } from 'vitest';

import type { BetRules } from '@site/contracts/api/bets';
import { slipMessages, type SlipPick } from '@site/contracts/rules/bet-slip';
import { testPick } from '@site/contracts/rules/bet-slip-test-picks';

import { clearSlip, setSlipRules, useBetSlip } from '../store';
import { addPicksToCarts } from './bet-slip';

const rules: BetRules = {
  minStake: 5_000,
  maxStake: 1_000_000,
  maxPayout: 5_000_000,
  maxPicks: 10,
  bonusOdds: [],
  forbiddenCombos: [['winDrawLose', 'handicap']],
  singlesAllowed: true,
  cancelCutoffMinutes: 0,
  cancelWindowMinutes: 0,
};

const shared = (overrides: Partial<SlipPick> = {}) => ({ ...testPick(overrides), virtual: false });
const ids = (book: 'europe' | 'inplay' | 'virtual') =>
  useBetSlip.getState().slips[book].picks.map((pick) => pick.selectionId);

describe('addPicksToCarts', () => {
  beforeEach(() => {
    for (const book of ['korea', 'europe', 'inplay', 'virtual'] as const) clearSlip(book);
    setSlipRules(rules);
  });

  it('puts pre-match picks in 유럽형, in-play ones in 인플레이 and virtual ones in 가상게임', () => {
    const answer = addPicksToCarts([
      shared({ selectionId: 1, fixtureId: 100 }),
      shared({ selectionId: 2, fixtureId: 200, live: true }),
      { ...testPick({ selectionId: 3, fixtureId: 300 }), virtual: true },
    ]);
    expect(answer).toEqual({ added: 3, refusal: null, book: 'europe' });
    expect([ids('europe'), ids('inplay'), ids('virtual')]).toEqual([[1], [2], [3]]);
  });

  it('leaves a pick already in the cart there rather than toggling it out', () => {
    addPicksToCarts([shared({ selectionId: 1 })]);
    expect(addPicksToCarts([shared({ selectionId: 1 }), shared({ selectionId: 2, fixtureId: 200 })]).added).toBe(1);
    expect(ids('europe')).toEqual([1, 2]);
  });

  it("leaves out a pick the cart refuses, with the cart's own message, and takes the rest", () => {
    const answer = addPicksToCarts([
      shared({ selectionId: 1, fixtureId: 100, marketType: '1X2' }),
      shared({ selectionId: 2, fixtureId: 100, marketId: 11, marketType: 'Handicap', line: '-1.5' }),
      shared({ selectionId: 3, fixtureId: 300 }),
    ]);
    expect(answer.added).toBe(2);
    expect(answer.refusal).toBe(slipMessages.forbiddenCombo('winDrawLose', 'handicap'));
    expect(ids('europe')).toEqual([1, 3]);
  });
});
