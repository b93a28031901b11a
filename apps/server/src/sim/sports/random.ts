import { hmacUint32Stream } from '../../lib/hmac-stream';

/**
 * Seeded randomness. Every draw is a function of the seed and a key (a fixture id, a time bucket …),
 * never of the order things happen in, so the same seed and the same times give the same feed.
 * The 32-bit seeds (hash32, unit, Rng) draw only what the site shows before kick-off anyway (the
 * fixture list, teams, prices): 32 bits can be searched. How a match is played is drawn from the
 * fixture's 256-bit secret instead (SecretDraws, feed-keys.ts).
 */

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** A 32-bit hash of the seed and the key parts. */
export function hash32(seed: number, ...parts: (number | string)[]): number {
  let hash = mix(FNV_OFFSET ^ (seed >>> 0));
  for (const part of parts) {
    const text = typeof part === 'number' ? part.toString(36) : part;
    for (let index = 0; index < text.length; index++) {
      hash = Math.imul(hash ^ text.charCodeAt(index), FNV_PRIME);
    }
    // A separator, so ('ab', 'c') and ('a', 'bc') differ.
    hash = mix(Math.imul(hash ^ 0x2f, FNV_PRIME));
  }
  return hash >>> 0;
}

/** A number in [0, 1) fixed by the seed and the key. */
export function unit(seed: number, ...parts: (number | string)[]): number {
  return hash32(seed, ...parts) / 4294967296;
}

/** A number in [-1, 1) fixed by the seed and the key. */
export function signedUnit(seed: number, ...parts: (number | string)[]): number {
  return unit(seed, ...parts) * 2 - 1;
}

// murmur3's finaliser: spreads every input bit over the output.
function mix(value: number): number {
  let hash = value >>> 0;
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}

/** A stream of numbers in [0, 1) and what the simulator draws from them. */
export abstract class Draws {
  abstract next(): number;

  /** A whole number from min to max, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** Poisson draw (Knuth for small means, a normal approximation for large ones). */
  poisson(mean: number): number {
    if (mean <= 0) return 0;
    if (mean > 30) {
      const normal = Math.sqrt(-2 * Math.log(1 - this.next())) * Math.cos(2 * Math.PI * this.next());
      return Math.max(0, Math.round(mean + Math.sqrt(mean) * normal));
    }
    const limit = Math.exp(-mean);
    let count = 0;
    let product = this.next();
    while (product > limit) {
      count++;
      product *= this.next();
    }
    return count;
  }
}

/** A stream for one thing of the public plan (a day's pairings), seeded by its key (mulberry32). */
export class Rng extends Draws {
  private state: number;

  constructor(seed: number, ...parts: (number | string)[]) {
    super();
    this.state = hash32(seed, ...parts);
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let value = this.state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  }
}

/**
 * A stream a secret alone decides: the next 32-bit integer of hmacUint32Stream(secret, `${label}:`)
 * divided by 2^32. Seeing any part of it (the first goals of a match) says nothing of the rest.
 */
export class SecretDraws extends Draws {
  private readonly nextUint32: () => number;

  constructor(secret: string, label: string) {
    super();
    this.nextUint32 = hmacUint32Stream(secret, `${label}:`);
  }

  next(): number {
    return this.nextUint32() / 4294967296;
  }
}
