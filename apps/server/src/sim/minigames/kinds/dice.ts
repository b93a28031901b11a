/**
 * Dice (주사위): two dice, bets on their sum 2-12.
 *   홀짝: 18/36 each, 1.95 returns 97.5 %.
 *   언더오버: 언더 2-6 and 오버 8-12 (15/36 each, 2.30 returns 95.8 %) with the 7 as the house number,
 *         which both lose on and which is its own pick (6/36, 5.80 returns 96.7 %).
 *   더블: the two dice alike (6/36 at 5.80, 96.7 %).
 */
import type { MinigameResult } from '@site/contracts/minigame-results';
import { kindFromRules, type MarketRule } from '../rules';
import { picksOf, side } from './pick-sets';

export type DiceResult = Extract<MinigameResult, { kind: 'dice' }>;

export const diceSum = ({ dice }: DiceResult): number => dice[0] + dice[1];

const odd = (r: DiceResult) => diceSum(r) % 2 === 1;
const isDouble = ({ dice }: DiceResult) => dice[0] === dice[1];

const rules: readonly MarketRule<DiceResult>[] = [
  {
    key: 'oddeven',
    nameKorean: '합 홀짝',
    group: '일반',
    picks: picksOf([side('odd', '홀', odd), side<DiceResult>('even', '짝', (r) => !odd(r))], 195),
  },
  {
    key: 'underover',
    nameKorean: '합 언더오버 (7 하우스)',
    group: '일반',
    picks: picksOf(
      [
        side<DiceResult>('under', '언더 (2-6)', (r) => diceSum(r) < 7),
        side<DiceResult>('seven', '7', (r) => diceSum(r) === 7),
        side<DiceResult>('over', '오버 (8-12)', (r) => diceSum(r) > 7),
      ],
      [230, 580, 230],
    ),
  },
  { key: 'double', nameKorean: '더블', group: '일반', picks: picksOf([side('double', '더블', isDouble)], 580) },
];

/** e.g. "3·4 · 합 7 (홀·7)", "5·5 · 합 10 (짝·오버·더블)" */
export function describeDice(result: DiceResult): string {
  const sum = diceSum(result);
  const band = sum < 7 ? '언더' : sum > 7 ? '오버' : '7';
  const double = isDouble(result) ? '·더블' : '';
  return `${result.dice.join('·')} · 합 ${sum} (${odd(result) ? '홀' : '짝'}·${band}${double})`;
}

export const diceKind = kindFromRules<DiceResult>(
  'dice',
  rules,
  (random) => ({ kind: 'dice', dice: [random.below(6) + 1, random.below(6) + 1] }),
  describeDice,
);
