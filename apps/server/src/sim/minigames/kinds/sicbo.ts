/**
 * Sic bo (식보): three dice, bets as the casino table has them, at prices returning 95.8-97.2 %:
 *   대 (sum 11-17) / 소 (4-10), and 홀/짝 of the sum: a triple loses all four (the house's edge),
 *         so each is 105/216 and pays 2.00 (97.2 %), the table's 1:1.
 *   트리플: any of the six triples, 6/216 at 35.00 (97.2 %).
 *   합계 4-17: the exact sum, triples included (3 and 18 are only triples and are not offered);
 *         each priced at about 96 % of its fair price, e.g. 10 (27/216) at 7.65.
 */
import type { MinigameResult } from '@site/contracts/minigame-results';
import { kindFromRules, type MarketRule } from '../rules';
import { picksOf, side } from './pick-sets';

export type SicboResult = Extract<MinigameResult, { kind: 'sicbo' }>;

export const sicboSum = ({ dice }: SicboResult): number => dice[0] + dice[1] + dice[2];
export const isTriple = ({ dice }: SicboResult): boolean => dice[0] === dice[1] && dice[1] === dice[2];

type Test = (r: SicboResult) => boolean;
/** A bet a triple loses. */
const noTriple =
  (test: (sum: number) => boolean): Test =>
  (r) =>
    !isTriple(r) && test(sicboSum(r));

/** 합계 prices ×100 by sum: ways out of 216 are 3, 6, 10, 15, 21, 25, 27 from 4 to 10, mirrored above. */
const TOTAL_PRICES: Readonly<Record<number, number>> = {
  4: 6900,
  5: 3450,
  6: 2070,
  7: 1380,
  8: 985,
  9: 830,
  10: 765,
  11: 765,
  12: 830,
  13: 985,
  14: 1380,
  15: 2070,
  16: 3450,
  17: 6900,
};

const totals = Object.keys(TOTAL_PRICES).map(Number);

const rules: readonly MarketRule<SicboResult>[] = [
  {
    key: 'size',
    nameKorean: '대소',
    group: '일반',
    picks: picksOf(
      [
        side(
          'big',
          '대 (11-17)',
          noTriple((sum) => sum >= 11),
        ),
        side(
          'small',
          '소 (4-10)',
          noTriple((sum) => sum <= 10),
        ),
      ],
      200,
    ),
  },
  {
    key: 'oddeven',
    nameKorean: '합 홀짝',
    group: '일반',
    picks: picksOf(
      [
        side(
          'odd',
          '홀',
          noTriple((sum) => sum % 2 === 1),
        ),
        side(
          'even',
          '짝',
          noTriple((sum) => sum % 2 === 0),
        ),
      ],
      200,
    ),
  },
  { key: 'triple', nameKorean: '트리플', group: '일반', picks: picksOf([side('any', '애니 트리플', isTriple)], 3500) },
  {
    key: 'total',
    nameKorean: '합계',
    group: '합계',
    picks: picksOf(
      totals.map((total) => side<SicboResult>(String(total), String(total), (r) => sicboSum(r) === total)),
      totals.map((total) => TOTAL_PRICES[total] as number),
    ),
  },
];

/** e.g. "2·5·6 · 합 13 (대·홀)", "3·3·3 · 합 9 (트리플)" */
export function describeSicbo(result: SicboResult): string {
  const sum = sicboSum(result);
  const reading = isTriple(result) ? '트리플' : `${sum >= 11 ? '대' : '소'}·${sum % 2 === 1 ? '홀' : '짝'}`;
  return `${result.dice.join('·')} · 합 ${sum} (${reading})`;
}

export const sicboKind = kindFromRules<SicboResult>(
  'sicbo',
  rules,
  (random) => ({ kind: 'sicbo', dice: [random.below(6) + 1, random.below(6) + 1, random.below(6) + 1] }),
  describeSicbo,
);
