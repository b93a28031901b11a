/**
 * Powerball (파워볼, as 동행복권 and the EOS/엔트리/네임드 sites run it): five distinct normal balls of
 * 1-28 and one powerball of 0-9, each in the order it left the machine. Bets on the powerball (홀짝,
 * 언더 0-4 / 오버 5-9), on the normal balls' sum 15-130 (홀짝, 언더 15-72 / 오버 73-130, 대 81-130 /
 * 중 65-80 / 소 15-64) and on their combinations. Prices come from the exact probabilities (all
 * 98,280 ball sets): every pick returns 95-97.5 % of stakes (a 2.5-5 % house edge); see each market.
 */
import type { MinigameResult } from '@site/contracts/minigame-results';
import { POWERBALL_SUM_UNDER_MAX, POWERBALL_UNDER_MAX } from '@site/contracts/rules/roads/minigame-roads';
import { kindFromRules, type MarketRule } from '../rules';
import { drawDistinct } from '../random';
import { crossPicks, picksOf, side } from './pick-sets';

export type PowerballResult = Extract<MinigameResult, { kind: 'powerball' }>;

type Size = 'large' | 'medium' | 'small';

export const normalSum = (result: PowerballResult): number => result.balls.reduce((sum, ball) => sum + ball, 0);

export function sumSize(result: PowerballResult): Size {
  const sum = normalSum(result);
  return sum >= 81 ? 'large' : sum >= 65 ? 'medium' : 'small';
}

const powerOdd = (r: PowerballResult) => r.powerball % 2 === 1;
// The lines are the site's pattern road's too (contracts), so the road and the settlement read alike.
const powerUnder = (r: PowerballResult) => r.powerball <= POWERBALL_UNDER_MAX;
const sumOdd = (r: PowerballResult) => normalSum(r) % 2 === 1;
const sumUnder = (r: PowerballResult) => normalSum(r) <= POWERBALL_SUM_UNDER_MAX;

const SIZE_NAMES: Record<Size, string> = { large: '대', medium: '중', small: '소' };
const oddName = (odd: boolean) => (odd ? '홀' : '짝');
const underName = (under: boolean) => (under ? '언더' : '오버');

const oddEven = (test: (r: PowerballResult) => boolean, prefix = '') => [
  side('odd', `${prefix}홀`, test),
  side<PowerballResult>('even', `${prefix}짝`, (r) => !test(r)),
];
const underOver = (test: (r: PowerballResult) => boolean, prefix = '') => [
  side('under', `${prefix}언더`, test),
  side<PowerballResult>('over', `${prefix}오버`, (r) => !test(r)),
];
const SIZE_RANGES: Record<Size, string> = { large: '81-130', medium: '65-80', small: '15-64' };
const sizes = (withRange: boolean) =>
  (['large', 'medium', 'small'] as const).map((size) =>
    side<PowerballResult>(
      size,
      withRange ? `${SIZE_NAMES[size]} (${SIZE_RANGES[size]})` : SIZE_NAMES[size],
      (r) => sumSize(r) === size,
    ),
  );

const rules: readonly MarketRule<PowerballResult>[] = [
  // Each exactly 1/2 (five odd and five even powerballs; 0-4 and 5-9): 1.95 returns 97.5 %.
  { key: 'power_oddeven', nameKorean: '파워볼 홀짝', group: '파워볼', picks: picksOf(oddEven(powerOdd), 195) },
  {
    key: 'power_underover',
    nameKorean: '파워볼 언더오버 (4.5)',
    group: '파워볼',
    picks: picksOf(underOver(powerUnder), 195),
  },
  // Exactly 1/2 each: as many odd as even balls, and the sums are symmetric about 72.5.
  { key: 'normal_oddeven', nameKorean: '일반볼 합 홀짝', group: '일반볼', picks: picksOf(oddEven(sumOdd), 195) },
  {
    key: 'normal_underover',
    nameKorean: '일반볼 합 언더오버 (72.5)',
    group: '일반볼',
    picks: picksOf(underOver(sumUnder), 195),
  },
  {
    key: 'normal_size',
    nameKorean: '일반볼 합 대중소',
    group: '일반볼',
    // 대 and 소 32.07 % × 3.00 = 96.2 %; 중 (65-80) 35.86 % × 2.70 = 96.8 %.
    picks: picksOf(sizes(true), [300, 270, 300]),
  },
  {
    key: 'power_combo',
    nameKorean: '파워볼 홀짝+언더오버',
    group: '조합',
    // 홀언더 {1,3} and 짝오버 {6,8} 20 % × 4.80, 홀오버 {5,7,9} and 짝언더 {0,2,4} 30 % × 3.20: 96 %.
    picks: crossPicks(oddEven(powerOdd), underOver(powerUnder), [
      [480, 320],
      [320, 480],
    ]),
  },
  {
    key: 'normal_combo',
    nameKorean: '일반볼 홀짝+언더오버',
    group: '조합',
    // 홀언더 and 짝오버 24.43 % × 3.90 = 95.3 %; 홀오버 and 짝언더 25.57 % × 3.75 = 95.9 %.
    picks: crossPicks(oddEven(sumOdd), underOver(sumUnder), [
      [390, 375],
      [375, 390],
    ]),
  },
  {
    key: 'normal_oddeven_size',
    nameKorean: '일반볼 홀짝+대중소',
    group: '조합',
    // 홀대/짝소 16.55 % × 5.80 = 96.0 %, 홀중/짝중 17.93 % × 5.30 = 95.0 %, 홀소/짝대 15.52 % × 6.15 = 95.5 %.
    picks: crossPicks(oddEven(sumOdd), sizes(false), [
      [580, 530, 615],
      [615, 530, 580],
    ]),
  },
  // The powerball and the normal balls are independent: 1/4 × 3.80 = 95 %.
  {
    key: 'power_normal_oddeven',
    nameKorean: '파워볼 홀짝+일반볼 홀짝',
    group: '조합',
    picks: crossPicks(oddEven(powerOdd, '파워볼 '), oddEven(sumOdd, '일반볼 '), [
      [380, 380],
      [380, 380],
    ]),
  },
  {
    key: 'power_normal_underover',
    nameKorean: '파워볼 언더오버+일반볼 언더오버',
    group: '조합',
    picks: crossPicks(underOver(powerUnder, '파워볼 '), underOver(sumUnder, '일반볼 '), [
      [380, 380],
      [380, 380],
    ]),
  },
];

/** e.g. "파워볼 7 (홀·오버) · 합 85 (홀·오버·대)" */
export function describePowerball(result: PowerballResult): string {
  const power = `파워볼 ${result.powerball} (${oddName(powerOdd(result))}·${underName(powerUnder(result))})`;
  const sum = `${oddName(sumOdd(result))}·${underName(sumUnder(result))}·${SIZE_NAMES[sumSize(result)]}`;
  return `${power} · 합 ${normalSum(result)} (${sum})`;
}

export const powerballKind = kindFromRules<PowerballResult>(
  'powerball',
  rules,
  (random) => ({ kind: 'powerball', balls: drawDistinct(random, 5, 1, 28), powerball: random.below(10) }),
  describePowerball,
);
