import { randomInt } from 'node:crypto';
import type { Dist } from '../sports/distributions';

/**
 * Where virtual results come from: a uniform number in [0, 1). The engine draws from the operating
 * system's cryptographic source at the result, when betting has long closed; tests bring a seeded one.
 */
export interface VirtualRandom {
  next(): number;
}

// randomInt takes ranges below 2^48: 48 random bits, more than a double's spacing near 1 needs here.
const RANGE = 2 ** 48 - 1;

export const cryptoRandom: VirtualRandom = { next: () => randomInt(RANGE) / RANGE };

/** A value of the distribution, by inverse transform: exactly as likely as the distribution says. */
export function drawFrom(dist: Dist, random: VirtualRandom): number {
  let remaining = random.next();
  for (let index = 0; index < dist.p.length; index++) {
    remaining -= dist.p[index] as number;
    if (remaining < 0) return dist.offset + index;
  }
  // Rounding can leave a sliver of [0, 1) past the last value: it goes to the last value that has a chance.
  return lastLikely(dist);
}

/** Index of a weight, drawn in proportion to the weights. */
export function drawWeighted(weights: readonly number[], random: VirtualRandom): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let remaining = random.next() * total;
  for (let index = 0; index < weights.length; index++) {
    remaining -= weights[index] as number;
    if (remaining < 0) return index;
  }
  return weights.length - 1;
}

function lastLikely(dist: Dist): number {
  for (let index = dist.p.length - 1; index >= 0; index--)
    if ((dist.p[index] as number) > 0) return dist.offset + index;
  return dist.offset;
}
