import { describe, expect, it } from 'vitest';
import { drawMany, itKeepsTheKindContract, shareOf, stackedDealer } from '../test-random';
import { dealGostop, gostopKind, gostopScore, gostopWinner, type GostopResult } from './gostop';

const hands = (player: [number, number], banker: [number, number]): GostopResult => ({
  kind: 'gostop',
  player,
  banker,
});
const settleAll = (result: GostopResult) =>
  ['player', 'banker', 'draw'].map((pick) => gostopKind.settle(result, 'winner', pick));

/** Every ordered deal of four different cards of the 20-card deck: the exact odds. */
function everyDeal(): GostopResult[] {
  const deck = Array.from({ length: 20 }, (_, index) => (index >> 1) + 1);
  const deals: GostopResult[] = [];
  deck.forEach((p1, a) =>
    deck.forEach((b1, b) =>
      deck.forEach((p2, c) =>
        deck.forEach((b2, d) => {
          if (new Set([a, b, c, d]).size === 4) deals.push(hands([p1, p2], [b1, b2]));
        }),
      ),
    ),
  );
  return deals;
}

describe('go-stop', () => {
  it('deals player, banker, player, banker', () => {
    expect(dealGostop(stackedDealer([1, 2, 3, 4]))).toEqual(hands([1, 3], [2, 4]));
  });

  it('ranks any 땡 over any 끗, higher months and higher 끗 first', () => {
    expect(gostopScore([10, 10])).toBeGreaterThan(gostopScore([9, 9]));
    expect(gostopScore([1, 1])).toBeGreaterThan(gostopScore([4, 5]));
    expect(gostopScore([4, 5])).toBe(9);
    expect(gostopScore([3, 7])).toBe(0);
  });

  it('settles the winner and a draw on equal 끗', () => {
    expect(settleAll(hands([1, 1], [4, 5]))).toEqual([2, 1, 1]);
    expect(settleAll(hands([2, 3], [8, 8]))).toEqual([1, 2, 1]);
    expect(settleAll(hands([2, 5], [8, 9]))).toEqual([1, 1, 2]);
    expect(settleAll(hands([1, 6], [10, 8]))).toEqual([1, 2, 1]);
    expect(settleAll(hands([1, 6], [10, 7]))).toEqual([1, 1, 2]);
  });

  it('describes the hands by their 섯다 names', () => {
    expect(gostopKind.describe(hands([10, 10], [4, 5]))).toBe('플레이어 장땡 : 뱅커 갑오 · 플레이어 승');
    expect(gostopKind.describe(hands([3, 7], [2, 4]))).toBe('플레이어 망통 : 뱅커 6끗 · 뱅커 승');
    expect(gostopKind.describe(hands([5, 5], [6, 6]))).toBe('플레이어 5땡 : 뱅커 6땡 · 뱅커 승');
  });

  it('never deals a month more than twice and splits wins evenly over many rounds', () => {
    const results = drawMany(gostopKind, 50_000);
    for (const { player, banker } of results.slice(0, 1000)) {
      const months = [...player, ...banker];
      expect(months.every((month) => months.filter((other) => other === month).length <= 2)).toBe(true);
    }
    expect(shareOf(results, (r) => gostopWinner(r) === 'draw')).toBeCloseTo(0.0943, 2);
    expect(shareOf(results, (r) => gostopWinner(r) === 'player')).toBeCloseTo(0.4529, 1);
  });

  itKeepsTheKindContract(gostopKind, everyDeal);
});
