import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { diceKind } from './kinds/dice';
import { commitmentOf, drawDistinct, drawRound, newSecret, roundRandom, verifyRound } from './random';

const sequence = (secret: string, n: number, count: number) => {
  const random = roundRandom(secret);
  return Array.from({ length: count }, () => random.below(n));
};

/** The documented stream, computed here without the module: HMAC-SHA256(secret, "0"), 4 bytes at a time. */
const firstWords = (secret: string) => {
  const block = createHmac('sha256', secret).update('0').digest();
  return Array.from({ length: 8 }, (_, index) => block.readUInt32BE(index * 4));
};

describe('roundRandom', () => {
  it('gives the same numbers for the same secret and other numbers for another', () => {
    expect(sequence('secret-a', 1000, 200)).toEqual(sequence('secret-a', 1000, 200));
    expect(sequence('secret-a', 1000, 200)).not.toEqual(sequence('secret-b', 1000, 200));
  });

  it('reads HMAC-SHA256(secret, counter) as big-endian words, so anyone can recompute a draw', () => {
    // 2^32 never rejects, so the first eight numbers are the first block's words, then block "1" follows.
    expect(sequence('abc', 2 ** 32, 8)).toEqual(firstWords('abc'));
    const second = createHmac('sha256', 'abc').update('1').digest().readUInt32BE(0);
    expect(sequence('abc', 2 ** 32, 9)[8]).toBe(second);
  });

  it('skips the words past the largest multiple of n instead of folding them (no modulo bias)', () => {
    const n = 3 * 2 ** 30; // 2^32 mod n = 2^30, so words of 3·2^30 and above are skipped
    const secret = Array.from({ length: 50 }, (_, index) => `reject-${index}`).find((candidate) => {
      const [first, second] = firstWords(candidate) as [number, number];
      return first >= n && second < n;
    });
    if (!secret) throw new Error('no secret among 50 whose first word is skipped and second kept');
    const [first, second] = firstWords(secret) as [number, number];
    const number = roundRandom(secret).below(n);
    expect(number).toBe(second);
    expect(number).not.toBe(first % n);
  });

  it('stays within [0, n) for every n and refuses an n it cannot serve', () => {
    for (const n of [1, 2, 3, 7, 10, 28, 37, 52, 70, 1000, 2 ** 31 + 1, 2 ** 32]) {
      for (const value of sequence(`range-${n}`, n, 500)) {
        expect(Number.isInteger(value) && value >= 0 && value < n).toBe(true);
      }
    }
    const random = roundRandom('bad');
    for (const n of [0, -1, 1.5, 2 ** 32 + 1, Number.NaN]) expect(() => random.below(n)).toThrow();
  });

  it('spreads its numbers evenly (chi-square over 10 and 37 cells)', () => {
    // 99.9 % points of chi-square: 27.9 with 9 degrees of freedom, 67.0 with 36.
    for (const [n, limit] of [
      [10, 27.9],
      [37, 67.0],
    ] as const) {
      const draws = 37_000;
      const counts = new Array<number>(n).fill(0);
      for (const value of sequence(`uniform-${n}`, n, draws)) counts[value] = (counts[value] as number) + 1;
      const expected = draws / n;
      const chiSquare = counts.reduce((total, count) => total + (count - expected) ** 2 / expected, 0);
      expect(chiSquare).toBeLessThan(limit);
    }
  });
});

describe('drawDistinct', () => {
  it('draws distinct numbers within the range, every number of it in turn', () => {
    const random = roundRandom('distinct');
    const seen = new Set<number>();
    for (let round = 0; round < 200; round++) {
      const balls = drawDistinct(random, 5, 1, 28);
      expect(new Set(balls).size).toBe(5);
      for (const ball of balls) expect(ball >= 1 && ball <= 28).toBe(true);
      balls.forEach((ball) => seen.add(ball));
    }
    expect(seen.size).toBe(28);
    expect(drawDistinct(random, 10, 1, 10).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(() => drawDistinct(random, 11, 1, 10)).toThrow();
  });
});

describe('round commitment', () => {
  it('makes 64-hex secrets that differ every time', () => {
    const [first, second] = [newSecret(), newSecret()];
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(second).not.toBe(first);
  });

  it('is sha256 of "gameId:roundId:secret"', () => {
    // echo -n '211:5:abc' | sha256sum
    expect(commitmentOf(211, 5, 'abc')).toBe('c26bfec7b9e01e6544fda286f673ed28f372287967834c81ee0ec29721439317');
  });

  it('verifies a revealed round and fails a changed secret, round or result', () => {
    const secret = newSecret();
    const round = { gameId: 408, id: 91, secret, commitment: commitmentOf(408, 91, secret) };
    const result = drawRound(secret, diceKind);

    expect(verifyRound({ ...round, result }, diceKind)).toEqual({
      valid: true,
      commitmentMatches: true,
      resultMatches: true,
      result,
    });
    // As a jsonb column gives it back: the same result with its keys in another order.
    expect(verifyRound({ ...round, result: { dice: result.dice, kind: 'dice' } }, diceKind).valid).toBe(true);
    expect(verifyRound(round, diceKind)).toMatchObject({ valid: true, resultMatches: null });

    const otherSecret = newSecret();
    expect(verifyRound({ ...round, secret: otherSecret, result }, diceKind)).toMatchObject({
      valid: false,
      commitmentMatches: false,
    });
    expect(verifyRound({ ...round, id: 92, result }, diceKind)).toMatchObject({
      valid: false,
      commitmentMatches: false,
    });

    const [a, b] = result.dice;
    const other = { kind: 'dice' as const, dice: [(a % 6) + 1, b] as [number, number] };
    expect(verifyRound({ ...round, result: other }, diceKind)).toMatchObject({
      valid: false,
      commitmentMatches: true,
      resultMatches: false,
    });
  });
});
