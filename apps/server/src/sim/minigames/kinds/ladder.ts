/**
 * Ladder (파워사다리, 사다리): the start side (좌/우) and the number of rungs (3줄/4줄) are drawn, each
 * one of two; where the line ends follows from them as on every Korean ladder game: 좌3짝, 좌4홀,
 * 우3홀, 우4짝. The four combinations are equally likely, so 출발, 줄수 and 홀짝 are each exactly 1/2
 * (1.95 returns 97.5 %) and each combination 1/4 (3.80 returns 95 %).
 */
import type { MinigameResult } from '@site/contracts/minigame-results';
// 홀 when the line ends on the odd side: one rule with the site's pattern road, which reads it too.
import { ladderEndsOdd } from '@site/contracts/rules/roads/minigame-roads';
import { kindFromRules, wonIf, type MarketRule } from '../rules';
import type { RoundRandom } from '../kind';
import { picksOf, side } from './pick-sets';

export type LadderResult = Extract<MinigameResult, { kind: 'ladder' }>;

/** What a ladder result is made of; the keno ladder reads the same from its keno draw. */
export interface LadderShape {
  start: 'left' | 'right';
  lines: 3 | 4;
}

const START_NAMES = { left: '좌', right: '우' } as const;

/** The ladder's markets, for the ladder and the keno ladder alike. */
export function ladderRules<R extends LadderShape>(): MarketRule<R>[] {
  const combos = (['left', 'right'] as const).flatMap((start) =>
    ([3, 4] as const).map((lines) => {
      const end = ladderEndsOdd({ start, lines }) ? '홀' : '짝';
      return {
        key: `${start}${lines}_${end === '홀' ? 'odd' : 'even'}`,
        nameKorean: `${START_NAMES[start]}${lines}${end}`,
        priceX100: 380,
        outcome: (r: R) => wonIf(r.start === start && r.lines === lines),
      };
    }),
  );
  return [
    {
      key: 'oddeven',
      nameKorean: '홀짝',
      group: '일반',
      picks: picksOf([side<R>('odd', '홀', ladderEndsOdd), side<R>('even', '짝', (r) => !ladderEndsOdd(r))], 195),
    },
    {
      key: 'start',
      nameKorean: '출발',
      group: '일반',
      picks: picksOf(
        [side<R>('left', '좌출발', (r) => r.start === 'left'), side<R>('right', '우출발', (r) => r.start === 'right')],
        195,
      ),
    },
    {
      key: 'lines',
      nameKorean: '줄수',
      group: '일반',
      picks: picksOf([side<R>('3', '3줄', (r) => r.lines === 3), side<R>('4', '4줄', (r) => r.lines === 4)], 195),
    },
    { key: 'combo', nameKorean: '출발+줄수', group: '조합', picks: combos },
  ];
}

/** e.g. "좌출발 3줄 짝" */
export const describeLadder = (shape: LadderShape): string =>
  `${START_NAMES[shape.start]}출발 ${shape.lines}줄 ${ladderEndsOdd(shape) ? '홀' : '짝'}`;

export const ladderKind = kindFromRules<LadderResult>(
  'ladder',
  ladderRules<LadderResult>(),
  (random: RoundRandom) => ({
    kind: 'ladder',
    start: random.below(2) === 0 ? 'left' : 'right',
    lines: random.below(2) === 0 ? 3 : 4,
  }),
  describeLadder,
);
