import { beforeEach, describe, expect, it } from 'vitest';

import type { BetRules } from '@site/contracts/api/bets';
import { testPick } from '@site/contracts/rules/bet-slip-test-picks';

import { useAlertQueue } from '../../components/ui/alert';
import { applyOddsToSlip, togglePick } from './api/bet-slip';
import { BET_SLIP_STORAGE_KEY, addToStake, applySelectionNews, setSlipRules, setStake, useBetSlip } from './store';

const pick = testPick;

const rules: BetRules = {
  minStake: 5_000,
  maxStake: 1_000_000,
  maxPayout: 5_000_000,
  maxPicks: 2,
  bonusOdds: [],
  forbiddenCombos: [['winDrawLose', 'handicap']],
  cancelCutoffMinutes: 0,
  cancelWindowMinutes: 0,
};

const update = (overrides: Partial<Parameters<typeof applyOddsToSlip>[0]>) => ({
  seq: 1,
  selections: [],
  markets: [],
  fixtures: [],
  ...overrides,
});

const stored = () => JSON.parse(localStorage.getItem(BET_SLIP_STORAGE_KEY) ?? '{}').state;
const picked = () => useBetSlip.getState().picks;

describe('the bet slip store', () => {
  beforeEach(() => {
    localStorage.clear();
    useBetSlip.setState({ picks: [], stake: 0, changes: {}, rules: null });
    useAlertQueue.setState({ queue: [] });
  });

  it('keeps only the picks and the stake in local storage', () => {
    setSlipRules(rules);
    togglePick(pick(), 'korea');
    addToStake(10_000);
    addToStake(5_000);
    expect(stored()).toEqual({ picks: [{ ...pick(), status: 'open' }], stake: 15_000 });
  });

  it('takes a pick off when it is pressed again', () => {
    togglePick(pick(), 'korea');
    togglePick(pick(), 'korea');
    expect(picked()).toEqual([]);
  });

  it('refuses a combination the rules forbid, with the reason in an alert', () => {
    setSlipRules(rules);
    togglePick(pick(), 'korea');
    togglePick(pick({ selectionId: 2, marketId: 11, marketType: 'Handicap', line: '-1.5' }), 'korea');
    expect(picked().map((p) => p.selectionId)).toEqual([1]);
    expect(useAlertQueue.getState().queue.map((a) => a.message)).toEqual([
      '같은 경기의 승무패 + 핸디캡 조합은 베팅할 수 없습니다.',
    ]);
  });

  it('refuses a pick past the maximum, and a live pick beside pre-match ones', () => {
    setSlipRules(rules);
    togglePick(pick(), 'korea');
    togglePick(pick({ selectionId: 2, fixtureId: 200, marketId: 20 }), 'korea');
    togglePick(pick({ selectionId: 3, fixtureId: 300, marketId: 30 }), 'korea');
    togglePick(pick({ selectionId: 2, fixtureId: 200, marketId: 20 }), 'korea');
    togglePick(pick({ selectionId: 4, fixtureId: 400, marketId: 40, live: true }), 'inplay');
    expect(picked().map((p) => p.selectionId)).toEqual([1]);
    expect(useAlertQueue.getState().queue.map((a) => a.message)).toEqual([
      '최대 2경기까지 선택할 수 있습니다.',
      '인플레이 경기와 프리매치 경기는 함께 베팅할 수 없습니다.',
    ]);
  });

  it('replaces the pick of the same market without asking', () => {
    togglePick(pick(), 'europe');
    togglePick(pick({ selectionId: 2, selectionName: 'X' }), 'europe');
    expect(picked().map((p) => p.selectionId)).toEqual([2]);
    expect(useAlertQueue.getState().queue).toEqual([]);
  });

  it('marks a picked price that rose or fell, and leaves other selections alone', () => {
    togglePick(pick(), 'korea');
    togglePick(pick({ selectionId: 2, fixtureId: 200, marketId: 20, price: 2.5 }), 'korea');
    const before = useBetSlip.getState();
    applyOddsToSlip(update({ selections: [{ id: 99, marketId: 90, fixtureId: 900, price: 3, status: 'open' }] }));
    expect(useBetSlip.getState()).toBe(before);

    applyOddsToSlip(
      update({
        selections: [
          { id: 1, marketId: 10, fixtureId: 100, price: 1.9, status: 'open' },
          { id: 2, marketId: 20, fixtureId: 200, price: 2.4, status: 'open' },
        ],
      }),
    );
    expect(picked().map((p) => p.price)).toEqual([1.9, 2.4]);
    expect(useBetSlip.getState().changes).toEqual({ 1: 'up', 2: 'down' });
  });

  it('stops a pick whose market is suspended and whose fixture started or ended', () => {
    togglePick(pick(), 'korea');
    togglePick(pick({ selectionId: 2, fixtureId: 200, marketId: 20 }), 'korea');
    applyOddsToSlip(update({ markets: [{ id: 10, fixtureId: 100, status: 'suspended' }] }));
    expect(picked().map((p) => p.status)).toEqual(['suspended', 'open']);
    applyOddsToSlip(
      update({ fixtures: [{ id: 200, status: 'live', live: { clock: "1'", homeScore: 0, awayScore: 0 } }] }),
    );
    expect(picked().map((p) => p.status)).toEqual(['suspended', 'closed']);
    // The selection reopening in a later batch opens it again.
    applyOddsToSlip(update({ selections: [{ id: 1, marketId: 10, fixtureId: 100, price: 1.85, status: 'open' }] }));
    expect(picked().map((p) => p.status)).toEqual(['open', 'closed']);
  });

  it('keeps a market suspension over an open selection heard in the same batch', () => {
    togglePick(pick(), 'korea');
    applyOddsToSlip(
      update({
        selections: [{ id: 1, marketId: 10, fixtureId: 100, price: 1.85, status: 'open' }],
        markets: [{ id: 10, fixtureId: 100, status: 'suspended' }],
      }),
    );
    expect(picked()[0]?.status).toBe('suspended');
  });

  it('closes a pick the server no longer prices', () => {
    togglePick(pick(), 'korea');
    applySelectionNews([{ selectionId: 1, price: null }]);
    expect(picked()[0]).toMatchObject({ status: 'closed', price: 1.85 });
  });

  it('keeps the stake whole and never negative', () => {
    setStake(12_345.6);
    expect(useBetSlip.getState().stake).toBe(12_345);
    setStake(-5);
    expect(useBetSlip.getState().stake).toBe(0);
  });
});
