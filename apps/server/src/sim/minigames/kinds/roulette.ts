/**
 * European roulette (룰렛): one number of 0-36, paid as the casino table pays (1:1 even chances, 2:1
 * dozens, 35:1 a single number), which leaves the single zero's 2.7 % house edge on every bet:
 *   빨강/검정, 홀/짝, 로우 (1-18) / 하이 (19-36): 18/37 × 2.00 = 97.3 %. On 0 they all lose (no half
 *         back, no "en prison": the plain single-zero rule).
 *   더즌 1-12 / 13-24 / 25-36: 12/37 × 3.00 = 97.3 %; 0 loses them too.
 *   제로: 1/37 × 36.00 = 97.3 %.
 */
import { ROULETTE_RED_NUMBERS } from '@site/contracts/minigame-wheels';
import type { MinigameResult } from '@site/contracts/minigame-results';
import { kindFromRules, type MarketRule } from '../rules';
import { picksOf, side } from './pick-sets';

export type RouletteResult = Extract<MinigameResult, { kind: 'roulette' }>;

type Test = (r: RouletteResult) => boolean;
/** A bet that 0 loses: the test only asks about 1-36. */
const nonZero =
  (test: (number: number) => boolean): Test =>
  ({ number }) =>
    number !== 0 && test(number);

const red = nonZero((n) => ROULETTE_RED_NUMBERS.has(n));
const black = nonZero((n) => !ROULETTE_RED_NUMBERS.has(n));
const odd = nonZero((n) => n % 2 === 1);
const even = nonZero((n) => n % 2 === 0);
const low = nonZero((n) => n <= 18);
const high = nonZero((n) => n >= 19);
const dozen = (index: number) => nonZero((n) => Math.ceil(n / 12) === index);

const rules: readonly MarketRule<RouletteResult>[] = [
  {
    key: 'color',
    nameKorean: '색상',
    group: '일반',
    picks: picksOf([side('red', '빨강', red), side('black', '검정', black)], 200),
  },
  {
    key: 'oddeven',
    nameKorean: '홀짝',
    group: '일반',
    picks: picksOf([side('odd', '홀', odd), side('even', '짝', even)], 200),
  },
  {
    key: 'highlow',
    nameKorean: '하이로우',
    group: '일반',
    picks: picksOf([side('low', '로우 (1-18)', low), side('high', '하이 (19-36)', high)], 200),
  },
  {
    key: 'dozen',
    nameKorean: '더즌',
    group: '더즌·제로',
    picks: picksOf([side('1', '1-12', dozen(1)), side('2', '13-24', dozen(2)), side('3', '25-36', dozen(3))], 300),
  },
  {
    key: 'zero',
    nameKorean: '제로',
    group: '더즌·제로',
    picks: picksOf([side<RouletteResult>('zero', '0', ({ number }) => number === 0)], 3600),
  },
];

/** e.g. "17 (검정·홀·로우)", "0 (제로)" */
export function describeRoulette(result: RouletteResult): string {
  const { number } = result;
  if (number === 0) return '0 (제로)';
  return `${number} (${red(result) ? '빨강' : '검정'}·${odd(result) ? '홀' : '짝'}·${low(result) ? '로우' : '하이'})`;
}

export const rouletteKind = kindFromRules<RouletteResult>(
  'roulette',
  rules,
  (random) => ({ kind: 'roulette', number: random.below(37) }),
  describeRoulette,
);
