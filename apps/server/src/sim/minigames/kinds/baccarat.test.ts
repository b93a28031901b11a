import { describe, expect, it } from 'vitest';
import { cards, drawMany, itKeepsTheKindContract, shareOf, stackedDealer } from '../test-random';
import { baccaratKind, baccaratWinner, bankerDraws, dealBaccarat, type BaccaratResult } from './baccarat';

/** Deals a stacked shoe given in dealing order: player, banker, player, banker, then third cards. */
const deal = (...ranks: number[]) => dealBaccarat(stackedDealer(cards(...ranks)));
const coup = (player: number[], banker: number[]): BaccaratResult => ({
  kind: 'baccarat',
  player: cards(...player),
  banker: cards(...banker),
});
const settle = (result: BaccaratResult, market: string, pick: string) => baccaratKind.settle(result, market, pick);

describe('baccarat dealing', () => {
  it('stops at a natural 8 or 9 on either side', () => {
    expect(deal(4, 2, 5, 3)).toEqual(coup([4, 5], [2, 3]));
    expect(deal(10, 5, 13, 3)).toEqual(coup([10, 13], [5, 3]));
  });

  it('lets the player draw on 0 to 5 and stand on 6 or 7', () => {
    expect(deal(2, 10, 3, 7, 1)).toEqual(coup([2, 3, 1], [10, 7]));
    expect(deal(3, 10, 3, 7, 1)).toEqual(coup([3, 3], [10, 7]));
    expect(deal(3, 10, 4, 7, 1)).toEqual(coup([3, 4], [10, 7]));
  });

  it('has the banker draw on 0 to 5 when the player stood', () => {
    expect(deal(6, 3, 10, 2, 2)).toEqual(coup([6, 10], [3, 2, 2]));
    expect(deal(7, 3, 10, 3, 2)).toEqual(coup([7, 10], [3, 3]));
  });

  it('follows the banker table once the player drew a third card', () => {
    // banker 3 stands on the player's third 8 but draws on a 9
    expect(deal(1, 1, 1, 2, 8, 5)).toEqual(coup([1, 1, 8], [1, 2]));
    expect(deal(1, 1, 1, 2, 9, 5)).toEqual(coup([1, 1, 9], [1, 2, 5]));
    // banker 6 draws only on the player's third 6 or 7
    expect(deal(1, 3, 1, 3, 6, 5)).toEqual(coup([1, 1, 6], [3, 3, 5]));
    expect(deal(1, 3, 1, 3, 5, 5)).toEqual(coup([1, 1, 5], [3, 3]));
  });

  it('draws by the whole banker table', () => {
    // rows: banker's points 0-7; columns: the player's third card 0-9 (1 draws, 0 stands)
    const table = [
      '1111111111',
      '1111111111',
      '1111111111',
      '1111111101',
      '0011111100',
      '0000111100',
      '0000001100',
      '0000000000',
    ];
    table.forEach((row, banker) =>
      [...row].forEach((draws, third) =>
        expect([banker, third, bankerDraws(banker, third)]).toEqual([banker, third, draws === '1']),
      ),
    );
    expect([0, 5, 6, 7].map((banker) => bankerDraws(banker, null))).toEqual([true, true, false, false]);
  });
});

describe('baccarat settlement', () => {
  it('pays player and banker and voids both on a tie', () => {
    expect(['player', 'banker', 'tie'].map((pick) => settle(coup([4, 5], [2, 3]), 'winner', pick))).toEqual([2, 1, 1]);
    expect(['player', 'banker', 'tie'].map((pick) => settle(coup([1, 2, 3], [9, 10]), 'winner', pick))).toEqual([
      1, 2, 1,
    ]);
    expect(['player', 'banker', 'tie'].map((pick) => settle(coup([6, 10], [3, 3]), 'winner', pick))).toEqual([3, 3, 2]);
  });

  it('pays a pair on the first two cards of that side only', () => {
    const result = coup([4, 4, 4], [12, 2]);
    expect(settle(result, 'pair', 'player_pair')).toBe(2);
    expect(settle(result, 'pair', 'banker_pair')).toBe(1);
    expect(settle(coup([4, 3, 4], [12, 12]), 'pair', 'player_pair')).toBe(1);
    expect(settle(coup([4, 3, 4], [12, 12]), 'pair', 'banker_pair')).toBe(2);
  });

  it('settles odd and even on the sum of both points', () => {
    const odd = coup([4, 4], [1, 2]); // 8 + 3
    expect([settle(odd, 'total_oddeven', 'odd'), settle(odd, 'total_oddeven', 'even')]).toEqual([2, 1]);
    const even = coup([4, 5], [10, 9]); // 9 + 9
    expect([settle(even, 'total_oddeven', 'odd'), settle(even, 'total_oddeven', 'even')]).toEqual([1, 2]);
  });

  it('describes the points, the winner and the pairs', () => {
    expect(baccaratKind.describe(coup([4, 3], [2, 3]))).toBe('플레이어 7 : 뱅커 5 · 플레이어 승');
    expect(baccaratKind.describe(coup([6, 10], [3, 3]))).toBe('플레이어 6 : 뱅커 6 · 타이 · 뱅커 페어');
  });
});

describe('baccarat over many coups', () => {
  const results = drawMany(baccaratKind, 200_000);

  it('comes close to the eight-deck odds', () => {
    expect(shareOf(results, (r) => baccaratWinner(r) === 'banker')).toBeCloseTo(0.4586, 2);
    expect(shareOf(results, (r) => baccaratWinner(r) === 'player')).toBeCloseTo(0.4462, 2);
    expect(shareOf(results, (r) => baccaratWinner(r) === 'tie')).toBeCloseTo(0.0952, 2);
    expect(shareOf(results, (r) => r.player[0]?.rank === r.player[1]?.rank)).toBeCloseTo(31 / 415, 2);
  });

  itKeepsTheKindContract(baccaratKind, () => results);
});
