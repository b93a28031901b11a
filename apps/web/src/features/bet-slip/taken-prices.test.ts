import { describe, expect, it } from 'vitest';

import type { Bet, BetPick } from '@site/contracts/api/bets';
import { testPick } from '@site/contracts/rules/bet-slip-test-picks';

import { takenPriceNotes } from './taken-prices';

/** A placed bet holding these selections at these prices; only its picks matter here. */
const betAt = (prices: Record<number, number>): Bet =>
  ({
    picks: Object.entries(prices).map(
      ([selectionId, price]) => ({ selectionId: Number(selectionId), price }) as BetPick,
    ),
  }) as Bet;

describe('takenPriceNotes', () => {
  it('says nothing when every price was taken as sent', () => {
    expect(takenPriceNotes([testPick()], [betAt({ 1: 1.85 })])).toEqual([]);
  });

  it('names the moved price of a lone pick with 으로 or 로 chosen by its last sound', () => {
    expect(takenPriceNotes([testPick()], [betAt({ 1: 1.9 })])).toEqual([
      '배당 1.85 → 1.90으로 변경되어 접수되었습니다.',
    ]);
    expect(takenPriceNotes([testPick({ price: 1.9 })], [betAt({ 1: 1.85 })])).toEqual([
      '배당 1.90 → 1.85로 변경되어 접수되었습니다.',
    ]);
  });

  it('names the match and selection of each moved pick of a slip of several, singles included', () => {
    const other = testPick({ selectionId: 2, home: '서울', away: '포항', selectionName: '2', price: 3.1 });
    expect(takenPriceNotes([testPick(), other], [betAt({ 1: 1.85 }), betAt({ 2: 3.2 })])).toEqual([
      '서울 vs 포항 원정승: 배당 3.10 → 3.20으로 변경되어 접수되었습니다.',
    ]);
  });
});
