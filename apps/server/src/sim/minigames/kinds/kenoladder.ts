/**
 * Keno ladder (키노사다리): a speed keno draw (twenty distinct numbers of 1-70, in drawn order) decides
 * a ladder, which then settles exactly like 파워사다리 (ladder.ts):
 *   출발: the first number drawn odd → 좌, even → 우 (35 odd and 35 even numbers: exactly 1/2);
 *   줄수: the sum of all twenty odd → 3줄, even → 4줄 (1/2 to within 10⁻⁹ whatever the first number,
 *         so the four ladders stay 1/4 each and the ladder's prices hold).
 * The result carries the numbers and the ladder read from them, so both can be shown and checked.
 */
import type { MinigameResult } from '@site/contracts/minigame-results';
import { kindFromRules } from '../rules';
import { drawDistinct } from '../random';
import { kenoSum } from './keno';
import { describeLadder, ladderRules, type LadderShape } from './ladder';

export type KenoLadderResult = Extract<MinigameResult, { kind: 'kenoladder' }>;

/** The ladder a keno draw decides. */
export function ladderOfKeno(numbers: readonly number[]): LadderShape {
  const first = numbers[0];
  if (first === undefined) throw new Error('a keno ladder needs its numbers');
  return { start: first % 2 === 1 ? 'left' : 'right', lines: kenoSum(numbers) % 2 === 1 ? 3 : 4 };
}

/** e.g. "좌출발 3줄 짝 (첫 공 13 · 숫자합 725)" */
export function describeKenoLadder(result: KenoLadderResult): string {
  return `${describeLadder(result)} (첫 공 ${result.numbers[0]} · 숫자합 ${kenoSum(result.numbers)})`;
}

export const kenoladderKind = kindFromRules<KenoLadderResult>(
  'kenoladder',
  ladderRules<KenoLadderResult>(),
  (random) => {
    const numbers = drawDistinct(random, 20, 1, 70);
    return { kind: 'kenoladder', numbers, ...ladderOfKeno(numbers) };
  },
  describeKenoLadder,
);
