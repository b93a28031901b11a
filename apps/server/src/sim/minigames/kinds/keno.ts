/**
 * Speed keno (스피드키노): twenty distinct numbers of 1-70, in the order they are drawn. Bets are on
 * the sum of the twenty (210-1190): 홀짝, and 언더/오버 on the line 710.5. The sum is symmetric about
 * 710 (n ↔ 71 − n), so 710.5 is the median: 언더 (210-710) comes 50.26 % of the time, the extra 0.26 %
 * being the sum 710 itself, and 오버 (711-1190) 49.74 %; 홀 and 짝 are 1/2 to within 10⁻⁹. At 1.95 these
 * return 97.0-98.0 %. The 홀짝+언더오버 combinations are 24.74-25.26 % (짝 takes the 710) at 3.80: 94.0-96.0 %.
 */
import type { MinigameResult } from '@site/contracts/minigame-results';
import { kindFromRules, type MarketRule } from '../rules';
import { drawDistinct } from '../random';
import { crossPicks, picksOf, side } from './pick-sets';

export type KenoResult = Extract<MinigameResult, { kind: 'keno' }>;

/** The under/over line of the sum: 언더 up to 710, 오버 from 711. */
export const KENO_SUM_LINE = 710.5;

export const kenoSum = (numbers: readonly number[]): number => numbers.reduce((sum, number) => sum + number, 0);

const sumOdd = (r: KenoResult) => kenoSum(r.numbers) % 2 === 1;
const sumUnder = (r: KenoResult) => kenoSum(r.numbers) < KENO_SUM_LINE;

const oddEven = [side('odd', '홀', sumOdd), side<KenoResult>('even', '짝', (r) => !sumOdd(r))];
const underOver = [side('under', '언더', sumUnder), side<KenoResult>('over', '오버', (r) => !sumUnder(r))];

const rules: readonly MarketRule<KenoResult>[] = [
  { key: 'sum_oddeven', nameKorean: '숫자합 홀짝', group: '일반', picks: picksOf(oddEven, 195) },
  { key: 'sum_underover', nameKorean: '숫자합 언더오버 (710.5)', group: '일반', picks: picksOf(underOver, 195) },
  {
    key: 'sum_combo',
    nameKorean: '숫자합 홀짝+언더오버',
    group: '조합',
    picks: crossPicks(oddEven, underOver, [
      [380, 380],
      [380, 380],
    ]),
  },
];

/** e.g. "숫자합 725 (홀·오버)" */
export function describeKeno(result: KenoResult): string {
  return `숫자합 ${kenoSum(result.numbers)} (${sumOdd(result) ? '홀' : '짝'}·${sumUnder(result) ? '언더' : '오버'})`;
}

export const kenoKind = kindFromRules<KenoResult>(
  'keno',
  rules,
  (random) => ({ kind: 'keno', numbers: drawDistinct(random, 20, 1, 70) }),
  describeKeno,
);
