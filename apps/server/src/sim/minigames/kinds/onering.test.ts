import { describe, expect, it } from 'vitest';
import { drawMany, itKeepsTheKindContract, shareOf } from '../test-random';
import { RING_LAYOUT } from '@site/contracts/minigame-wheels';
import { oneringKind, RING_TIERS, ringTierOf, type OneRingResult } from './onering';

const at = (segment: number): OneRingResult => ({ kind: 'onering', segment });
const everySegment = () => Array.from({ length: 54 }, (_, segment) => at(segment));

describe('one ring', () => {
  it('has 54 segments, as many of each tier as the layout says, the joker on top', () => {
    expect(RING_LAYOUT).toHaveLength(54);
    for (const tier of RING_TIERS) {
      expect([tier.key, everySegment().filter((r) => ringTierOf(r.segment) === tier).length]).toEqual([
        tier.key,
        tier.segments,
      ]);
    }
    expect(ringTierOf(0).key).toBe('joker');
  });

  it('pays the tier that stops at the pointer and its side of 언더/오버', () => {
    const red = at(RING_LAYOUT.indexOf('0'));
    const gold = at(RING_LAYOUT.indexOf('4'));
    expect(RING_TIERS.map((tier) => oneringKind.settle(red, 'tier', tier.key))).toEqual([2, 1, 1, 1, 1, 1]);
    expect(RING_TIERS.map((tier) => oneringKind.settle(gold, 'tier', tier.key))).toEqual([1, 1, 1, 1, 2, 1]);
    expect(['under', 'over'].map((pick) => oneringKind.settle(red, 'underover', pick))).toEqual([2, 1]);
    expect(['under', 'over'].map((pick) => oneringKind.settle(gold, 'underover', pick))).toEqual([1, 2]);
    expect(oneringKind.describe(gold)).toBe('골드 20 · 오버');
  });

  it('stops on every segment about equally often', () => {
    const results = drawMany(oneringKind, 54_000);
    expect(new Set(results.map((r) => r.segment)).size).toBe(54);
    expect(shareOf(results, (r) => ringTierOf(r.segment).key === 'red')).toBeCloseTo(23 / 54, 2);
    expect(shareOf(results, (r) => r.segment === 0)).toBeCloseTo(1 / 54, 2);
  });

  itKeepsTheKindContract(oneringKind, everySegment, 0.9);
});
