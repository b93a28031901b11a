import { describe, expect, it } from 'vitest';
import type { Card } from '@site/contracts/minigame-results';
import { cardDecks } from '../cards';
import { cards, drawMany, itKeepsTheKindContract, shareOf, stackedDealer } from '../test-random';
import { dealDragonTiger, dragonTigerWinner, dragontigerKind, type DragonTigerResult } from './dragontiger';

const hand = (dragon: number, tiger: number): DragonTigerResult => {
  const [first, second] = cards(dragon, tiger) as [Card, Card];
  return { kind: 'dragontiger', dragon: first, tiger: second };
};
const settleAll = (result: DragonTigerResult, market: string) =>
  (market === 'winner' ? ['dragon', 'tiger', 'tie'] : ['odd', 'even']).map((pick) =>
    dragontigerKind.settle(result, market, pick),
  );

/** Every ordered pair of two different cards of the eight-deck shoe: the exact odds. */
function everyDeal(): DragonTigerResult[] {
  const shoe = cardDecks(8);
  return shoe.flatMap((dragon, i) =>
    shoe.filter((_, j) => j !== i).map((tiger): DragonTigerResult => ({ kind: 'dragontiger', dragon, tiger })),
  );
}

describe('dragon tiger', () => {
  it('deals the dragon first, then the tiger', () => {
    expect(dealDragonTiger(stackedDealer(cards(3, 12)))).toEqual(hand(3, 12));
  });

  it('ranks ace lowest and king highest, and voids dragon and tiger on a tie', () => {
    expect(settleAll(hand(13, 1), 'winner')).toEqual([2, 1, 1]);
    expect(settleAll(hand(1, 2), 'winner')).toEqual([1, 2, 1]);
    expect(settleAll(hand(7, 7), 'winner')).toEqual([3, 3, 2]);
  });

  it("settles each side's odd and even by its own card's rank", () => {
    expect(settleAll(hand(11, 12), 'dragon_oddeven')).toEqual([2, 1]);
    expect(settleAll(hand(11, 12), 'tiger_oddeven')).toEqual([1, 2]);
    expect(settleAll(hand(10, 1), 'dragon_oddeven')).toEqual([1, 2]);
  });

  it('describes both cards and the winner', () => {
    const result: DragonTigerResult = {
      kind: 'dragontiger',
      dragon: { suit: 'S', rank: 13 },
      tiger: { suit: 'H', rank: 7 },
    };
    expect(dragontigerKind.describe(result)).toBe('드래곤 ♠K : 타이거 ♥7 · 드래곤 승');
    expect(dragontigerKind.describe(hand(10, 10))).toBe('드래곤 ♠10 : 타이거 ♠10 · 타이');
  });

  it('ties about 7.5 % of the time over many draws', () => {
    const results = drawMany(dragontigerKind, 50_000);
    expect(shareOf(results, (r) => dragonTigerWinner(r) === 'tie')).toBeCloseTo(31 / 415, 2);
    expect(shareOf(results, (r) => dragonTigerWinner(r) === 'dragon')).toBeCloseTo(0.4626, 1);
  });

  itKeepsTheKindContract(dragontigerKind, everyDeal);
});
