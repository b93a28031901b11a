import { describe, expect, it } from 'vitest';
import { blackjackTotal } from '@site/contracts/rules/card-points';
import { cards, drawMany, itKeepsTheKindContract, shareOf, stackedDealer } from '../test-random';
import { blackjackKind, blackjackWinner, dealBlackjack, type BlackjackResult } from './blackjack';

/** Deals a stacked shoe given in dealing order: player, dealer, player, dealer, then the draws. */
const deal = (...ranks: number[]) => dealBlackjack(stackedDealer(cards(...ranks)));
const hands = (player: number[], dealer: number[]): BlackjackResult => ({
  kind: 'blackjack',
  player: cards(...player),
  dealer: cards(...dealer),
});
const settleAll = (result: BlackjackResult) => [
  ...['player', 'dealer', 'push'].map((pick) => blackjackKind.settle(result, 'winner', pick)),
  blackjackKind.settle(result, 'player_blackjack', 'yes'),
];

describe('blackjack dealing', () => {
  it('ends the deal on a blackjack of either side', () => {
    expect(deal(1, 5, 13, 6)).toEqual(hands([1, 13], [5, 6]));
    expect(deal(5, 1, 6, 12)).toEqual(hands([5, 6], [1, 12]));
  });

  it('has the player hit under 17 and stand on a soft 17', () => {
    expect(deal(2, 10, 3, 8, 4, 9, 5)).toEqual(hands([2, 3, 4, 9], [10, 8]));
    expect(deal(1, 10, 6, 8, 5)).toEqual(hands([1, 6], [10, 8]));
  });

  it('has the dealer stand on soft 17 and not draw once the player is bust', () => {
    expect(deal(10, 1, 8, 6, 5)).toEqual(hands([10, 8], [1, 6]));
    expect(deal(10, 2, 9, 3, 4, 10)).toEqual(hands([10, 9], [2, 3, 4, 10]));
    expect(deal(10, 2, 5, 3, 9, 10)).toEqual(hands([10, 5, 9], [2, 3]));
  });
});

describe('blackjack settlement', () => {
  it('settles wins, busts, pushes and blackjacks', () => {
    expect(settleAll(hands([10, 9], [10, 8]))).toEqual([2, 1, 1, 1]);
    expect(settleAll(hands([10, 5, 9], [2, 3]))).toEqual([1, 2, 1, 1]);
    expect(settleAll(hands([10, 7], [10, 6, 9]))).toEqual([2, 1, 1, 1]);
    expect(settleAll(hands([10, 7], [10, 7]))).toEqual([1, 1, 2, 1]);
    expect(settleAll(hands([1, 13], [10, 9]))).toEqual([2, 1, 1, 2]);
    expect(settleAll(hands([1, 13], [1, 12]))).toEqual([1, 1, 2, 2]);
    // a blackjack beats a 21 of three cards
    expect(settleAll(hands([7, 7, 7], [1, 10]))).toEqual([1, 2, 1, 1]);
  });

  it('describes totals, busts and blackjacks', () => {
    expect(blackjackKind.describe(hands([10, 9], [10, 8]))).toBe('플레이어 19 : 딜러 18 · 플레이어 승');
    expect(blackjackKind.describe(hands([10, 5, 9], [2, 3]))).toBe('플레이어 24 버스트 : 딜러 5 · 딜러 승');
    expect(blackjackKind.describe(hands([1, 13], [10, 9]))).toBe('플레이어 블랙잭 : 딜러 19 · 플레이어 승');
  });
});

describe('blackjack over many deals', () => {
  const results = drawMany(blackjackKind, 200_000);

  it('comes close to the simulated odds of the house rules', () => {
    expect(shareOf(results, (r) => blackjackWinner(r) === 'player')).toBeCloseTo(0.411, 2);
    expect(shareOf(results, (r) => blackjackWinner(r) === 'dealer')).toBeCloseTo(0.492, 2);
    expect(shareOf(results, (r) => blackjackWinner(r) === 'push')).toBeCloseTo(0.098, 2);
    expect(shareOf(results, (r) => r.player.length === 2 && blackjackTotal(r.player) === 21)).toBeCloseTo(0.0474, 2);
  });

  itKeepsTheKindContract(blackjackKind, () => results);
});
