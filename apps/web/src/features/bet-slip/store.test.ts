import { beforeEach, describe, expect, it } from 'vitest';

import type { BetRules } from '@site/contracts/api/bets';
import { cartBooks, type CartBook, type SlipPick } from '@site/contracts/rules/bet-slip';
import { testPick } from '@site/contracts/rules/bet-slip-test-picks';

import { useAlertQueue } from '../../components/ui/alert';
import { applyOddsToSlip, setShownBook, togglePick } from './api/bet-slip';
import {
  BET_SLIP_STORAGE_KEY,
  acceptAskedPrices,
  addToStake,
  applySelectionNews,
  clearSlip,
  setBetKind,
  setOddsChangePolicy,
  setSlipRules,
  setStake,
  useBetSlip,
} from './store';

const pick = testPick;

const rules: BetRules = {
  minStake: 5_000,
  maxStake: 1_000_000,
  maxPayout: 5_000_000,
  maxPicks: 2,
  bonusOdds: [],
  forbiddenCombos: [['winDrawLose', 'handicap']],
  singlesAllowed: true,
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
const slipOf = (book: CartBook) => useBetSlip.getState().slips[book];
const picked = () => slipOf('korea').picks;
const race = (overrides: Partial<SlipPick>) =>
  pick({ fixtureId: 700, marketId: 70, marketType: 'Winner', period: 0, home: '경주 3', away: '', ...overrides });

describe('the bet slip store', () => {
  beforeEach(() => {
    localStorage.clear();
    for (const book of cartBooks) {
      clearSlip(book);
      setStake(book, 0);
      setBetKind(book, 'multi');
    }
    setShownBook('korea');
    setOddsChangePolicy('any');
    setSlipRules(null);
    useAlertQueue.setState({ queue: [] });
  });

  it('keeps the picks, stake and kind of each book, and the 배당 변경 choice, in local storage', () => {
    setSlipRules(rules);
    togglePick(pick(), 'korea');
    addToStake('korea', 10_000);
    addToStake('korea', 5_000);
    setBetKind('virtual', 'singles');
    setOddsChangePolicy('higher');
    expect(stored().slips.korea).toEqual({ picks: [{ ...pick(), status: 'open' }], stake: 15_000, kind: 'multi' });
    expect(stored().slips.virtual).toEqual({ picks: [], stake: 0, kind: 'singles' });
    expect(stored().oddsChange).toBe('higher');
  });

  it('fills the cart of the book on screen, and never refuses a pick for the picks of another book', () => {
    setSlipRules(rules);
    setShownBook('inplay');
    togglePick(pick({ selectionId: 4, fixtureId: 400, marketId: 40, live: true }), 'inplay');
    setShownBook('virtual');
    togglePick(race({ selectionId: 5 }), 'virtual');
    expect(useAlertQueue.getState().queue).toEqual([]);
    expect(slipOf('inplay').picks.map((p) => p.selectionId)).toEqual([4]);
    expect(slipOf('virtual').picks.map((p) => p.selectionId)).toEqual([5]);
    expect(picked()).toEqual([]);
  });

  it('keeps the picks of every book current from the stream, not only the shown one', () => {
    setShownBook('inplay');
    togglePick(pick({ selectionId: 4, fixtureId: 400, marketId: 40, live: true }), 'inplay');
    setShownBook('korea');
    togglePick(pick(), 'korea');
    applyOddsToSlip(
      update({
        selections: [
          { id: 1, marketId: 10, fixtureId: 100, price: 1.9, status: 'open' },
          { id: 4, marketId: 40, fixtureId: 400, price: 1.7, status: 'suspended' },
        ],
      }),
    );
    expect(picked()[0]?.price).toBe(1.9);
    expect(slipOf('inplay').picks[0]).toMatchObject({ price: 1.7, status: 'suspended' });
  });

  it('refuses a second pick of one race in a 조합, with the reason, and takes it as 단폴', () => {
    setShownBook('virtual');
    togglePick(race({ selectionId: 5 }), 'virtual');
    togglePick(race({ selectionId: 6, marketId: 71, marketType: 'Place', line: '3' }), 'virtual');
    expect(slipOf('virtual').picks.map((p) => p.selectionId)).toEqual([5]);
    expect(useAlertQueue.getState().queue.map((a) => a.message)).toEqual([
      '같은 경주의 단승·연승은 한 조합으로 베팅할 수 없습니다.',
    ]);
    setBetKind('virtual', 'singles');
    togglePick(race({ selectionId: 6, marketId: 71, marketType: 'Place', line: '3' }), 'virtual');
    expect(slipOf('virtual').picks.map((p) => p.selectionId)).toEqual([5, 6]);
  });

  it('under 항상 확인 asks about every move, and 변경된 배당 수락 takes the asked prices', () => {
    setOddsChangePolicy('ask');
    togglePick(pick(), 'korea');
    applySelectionNews([{ selectionId: 1, price: 1.92 }]);
    expect(picked()[0]?.price).toBe(1.85);
    expect(slipOf('korea').asked).toEqual({ 1: 1.92 });
    // Back where the member agreed: nothing to ask any more.
    applySelectionNews([{ selectionId: 1, price: 1.85 }]);
    expect(slipOf('korea').asked).toEqual({});
    applySelectionNews([{ selectionId: 1, price: 1.8 }]);
    acceptAskedPrices('korea');
    expect(picked()[0]?.price).toBe(1.8);
    expect(slipOf('korea').asked).toEqual({});
  });

  it('under 상승 배당만 수락 takes a rise and asks about a fall', () => {
    setOddsChangePolicy('higher');
    togglePick(pick(), 'korea');
    applySelectionNews([{ selectionId: 1, price: 1.95 }]);
    expect(picked()[0]?.price).toBe(1.95);
    expect(slipOf('korea').asked).toEqual({});
    applySelectionNews([{ selectionId: 1, price: 1.7 }]);
    expect(picked()[0]?.price).toBe(1.95);
    expect(slipOf('korea').asked).toEqual({ 1: 1.7 });
  });

  it('drops the single slip every page shared before each book had its own', async () => {
    localStorage.setItem('site.betSlip', JSON.stringify({ state: { picks: [pick()], stake: 5_000 }, version: 0 }));
    await useBetSlip.persist.rehydrate();
    expect(localStorage.getItem('site.betSlip')).toBeNull();
    expect(picked()).toEqual([]);
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
    expect(slipOf('korea').changes).toEqual({ 1: 'up', 2: 'down' });
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
    setStake('korea', 12_345.6);
    expect(slipOf('korea').stake).toBe(12_345);
    setStake('korea', -5);
    expect(slipOf('korea').stake).toBe(0);
  });
});
