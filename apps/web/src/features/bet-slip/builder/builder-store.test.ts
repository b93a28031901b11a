import { beforeEach, describe, expect, it } from 'vitest';

import { testPick } from '@site/contracts/rules/bet-slip-test-picks';
import type { OddsUpdate } from '@site/contracts/api/sports';

import { builderPayout, builderStakeProblem } from './builder-figures';
import { applyOddsToBuilder, setBuilderMode, toggleBuilderPick, useBuilder } from './builder-store';

const ids = () => useBuilder.getState().picks.map((p) => p.selectionId);
const update = (partial: Partial<OddsUpdate>): OddsUpdate => ({
  seq: 1,
  selections: [],
  markets: [],
  fixtures: [],
  ...partial,
});

beforeEach(() => {
  useBuilder.setState({ fixtureId: null, picks: [], stake: 0, priceVersion: 0 });
  setBuilderMode(100, true);
});

describe('the builder slip', () => {
  it('takes one pick per market of its fixture: another of the market replaces it, a second tap takes it out', () => {
    expect(toggleBuilderPick(testPick({ selectionId: 1, marketId: 10 }))).toBeNull();
    expect(toggleBuilderPick(testPick({ selectionId: 5, marketId: 20, marketType: 'Total' }))).toBeNull();
    expect(ids()).toEqual([1, 5]);
    // Another line of the same market type and period is the same market.
    expect(toggleBuilderPick(testPick({ selectionId: 2, marketId: 11 }))).toBe(
      '같은 마켓에서는 하나만 고를 수 있어 선택을 바꿨습니다.',
    );
    expect(ids()).toEqual([2, 5]);
    toggleBuilderPick(testPick({ selectionId: 5, marketId: 20 }));
    expect(ids()).toEqual([2]);
  });

  it('ignores a price of another fixture and stops at the most the builder takes', () => {
    toggleBuilderPick(testPick({ selectionId: 9, fixtureId: 200 }));
    expect(ids()).toEqual([]);
    for (let market = 1; market <= 6; market += 1)
      toggleBuilderPick(testPick({ selectionId: market * 10, marketId: market, period: market }));
    expect(toggleBuilderPick(testPick({ selectionId: 70, marketId: 7, period: 7 }))).toBe(
      '같은 경기 조합은 최대 6개까지 선택할 수 있습니다.',
    );
    expect(ids()).toHaveLength(6);
  });

  it('leaves builder mode without its picks, and a new fixture starts an empty slip', () => {
    toggleBuilderPick(testPick({ selectionId: 1 }));
    setBuilderMode(200, true);
    expect(useBuilder.getState()).toMatchObject({ fixtureId: 200, picks: [] });
    setBuilderMode(200, false);
    expect(useBuilder.getState().fixtureId).toBeNull();
  });

  it('counts the stream’s moves of its own fixture only, and follows its picks’ prices', () => {
    toggleBuilderPick(testPick({ selectionId: 1, price: 1.85 }));
    applyOddsToBuilder(update({ selections: [{ id: 77, marketId: 7, fixtureId: 300, price: 2, status: 'open' }] }));
    expect(useBuilder.getState().priceVersion).toBe(0);
    applyOddsToBuilder(update({ selections: [{ id: 1, marketId: 10, fixtureId: 100, price: 1.9, status: 'open' }] }));
    applyOddsToBuilder(update({ fixtures: [{ id: 100, status: 'live', live: null }] }));
    expect(useBuilder.getState().priceVersion).toBe(2);
    expect(useBuilder.getState().picks[0]?.price).toBe(1.9);
  });
});

describe('the builder slip’s figures', () => {
  it('pays stake × joint price in whole won, under the level’s cap', () => {
    expect(builderPayout(10_000, 2.35, null)).toBe(23_500);
    expect(builderPayout(10_001, 4.07, null)).toBe(40_704);
    expect(builderPayout(100_000, 50, { maxPayout: 3_000_000 })).toBe(3_000_000);
  });

  it('names what stops a stake in the cart’s words', () => {
    const rules = { minStake: 5_000, maxStake: 300_000 };
    expect(builderStakeProblem(0, rules, 100_000)).toBe('베팅금액을 입력해주세요.');
    expect(builderStakeProblem(3_000, rules, 100_000)).toBe('최소 베팅금액은 5,000원입니다.');
    expect(builderStakeProblem(400_000, rules, 1_000_000)).toBe('최대 베팅금액은 300,000원입니다.');
    expect(builderStakeProblem(150_000, rules, 100_000)).toBe('보유머니가 부족합니다.');
    expect(builderStakeProblem(10_000, rules, 100_000)).toBeNull();
  });
});
