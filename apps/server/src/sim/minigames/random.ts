import { createHash, randomBytes } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { MinigameResult } from '@site/contracts/minigame-results';
import { hmacUint32Stream } from '../../lib/hmac-stream';
import type { MinigameKindModule, RoundRandom } from './kind';

/**
 * A round's randomness and its proof. The draw is a pure function of the round's secret, so the
 * server publishes `commitmentOf(gameId, roundId, secret)` before the round opens and reveals the
 * secret after the draw; anyone can then recompute both the commitment and the result:
 *
 *   block i  = HMAC-SHA256(key = the secret as UTF-8 text, message = i in decimal: "0", "1", …)
 *   stream   = block 0 ‖ block 1 ‖ …, read 4 bytes at a time as big-endian unsigned integers
 *   below(n) = the next integer x with x < 2^32 - (2^32 mod n), then x mod n (the rest are skipped,
 *              so every value in [0, n) is exactly as likely)
 */
export function roundRandom(secret: string): RoundRandom {
  const nextUint32 = hmacUint32Stream(secret);

  return {
    below(n: number): number {
      if (!Number.isInteger(n) || n < 1 || n > UINT32_RANGE) throw new Error(`below(${n}): n must be 1 to 2^32`);
      const limit = UINT32_RANGE - (UINT32_RANGE % n);
      for (;;) {
        const value = nextUint32();
        if (value < limit) return value % n;
      }
    },
  };
}

const UINT32_RANGE = 2 ** 32;

/**
 * `count` distinct whole numbers of min..max in the order they are drawn (a partial Fisher-Yates
 * shuffle, as balls leave a machine one by one).
 */
export function drawDistinct(random: RoundRandom, count: number, min: number, max: number): number[] {
  const pool = Array.from({ length: max - min + 1 }, (_, index) => min + index);
  if (count > pool.length) throw new Error(`cannot draw ${count} distinct numbers of ${min}-${max}`);
  for (let index = 0; index < count; index++) {
    const chosen = index + random.below(pool.length - index);
    [pool[index], pool[chosen]] = [pool[chosen] as number, pool[index] as number];
  }
  return pool.slice(0, count);
}

/** A fresh round secret: 32 bytes from the operating system's cryptographic source, as hex. */
export function newSecret(): string {
  return randomBytes(32).toString('hex');
}

/** sha256 hex of `${gameId}:${roundId}:${secret}`, as contracts api/minigames.ts documents. */
export function commitmentOf(gameId: number, roundId: number, secret: string): string {
  return createHash('sha256').update(`${gameId}:${roundId}:${secret}`).digest('hex');
}

/** The result a secret gives under a kind's rules: the one function both the draw and the check use. */
export function drawRound<R extends MinigameResult>(secret: string, kind: MinigameKindModule<R>): R {
  return kind.draw(roundRandom(secret));
}

export interface RoundProof {
  gameId: number;
  /** the round's id */
  id: number;
  secret: string;
  commitment: string;
  /** the result as stored, when there is one to compare */
  result?: MinigameResult | null;
}

export interface RoundCheck<R extends MinigameResult> {
  /** the commitment matches the secret and the round, and the stored result (if given) is the secret's */
  valid: boolean;
  commitmentMatches: boolean;
  /** null when no stored result was given */
  resultMatches: boolean | null;
  /** the result recomputed from the secret */
  result: R;
}

/** Recomputes a revealed round's commitment and result, as a member checking the round would. */
export function verifyRound<R extends MinigameResult>(round: RoundProof, kind: MinigameKindModule<R>): RoundCheck<R> {
  const commitmentMatches = commitmentOf(round.gameId, round.id, round.secret) === round.commitment.toLowerCase();
  const result = drawRound(round.secret, kind);
  // Deep equality, not JSON text: a jsonb column gives the keys back in its own order.
  const resultMatches = round.result == null ? null : isDeepStrictEqual(result, round.result);
  return { valid: commitmentMatches && resultMatches !== false, commitmentMatches, resultMatches, result };
}
