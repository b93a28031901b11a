/**
 * Odd/even (홀짝): one card from a fresh 52-card deck, read by its rank: A = 1, 2-10 at face value,
 * J = 11, Q = 12, K = 13.
 *   홀짝: by the rank, the 7 counting as odd. 홀 (A 3 5 7 9 J K) is 7/13, 짝 (2 4 6 8 10 Q) 6/13, so
 *         they are priced apart: 홀 1.80 and 짝 2.10 both return 96.9 %.
 *   언더오버: 언더 A-6 and 오버 8-K, with the 7 as the house number: both lose on it, as on the card
 *         홀짝 tables; the 7 is offered as its own pick, 세븐. 6/13 × 2.08 = 96.0 %, 1/13 × 12.50 = 96.2 %.
 *   컬러: hearts and diamonds 레드, spades and clubs 블랙, 1/2 × 1.95 = 97.5 %.
 *   조합: 홀짝 with 언더오버, three ranks each (3/13 × 4.15 = 95.8 %); the 7 loses all four.
 */
import type { MinigameResult } from '@site/contracts/minigame-results';
import { cardDecks, cardLabel, shuffledDealer } from '../cards';
import { kindFromRules, type MarketRule } from '../rules';
import { crossPicks, picksOf, side } from './pick-sets';

export type OddEvenResult = Extract<MinigameResult, { kind: 'oddeven' }>;

const odd = ({ card }: OddEvenResult) => card.rank % 2 === 1;
const under = ({ card }: OddEvenResult) => card.rank < 7;
const over = ({ card }: OddEvenResult) => card.rank > 7;
const seven = ({ card }: OddEvenResult) => card.rank === 7;
const red = ({ card }: OddEvenResult) => card.suit === 'H' || card.suit === 'D';

const oddEven = [side('odd', '홀', odd), side<OddEvenResult>('even', '짝', (r) => !odd(r))];
const underSide = side('under', '언더', under);
const overSide = side('over', '오버', over);
const underOver = [underSide, overSide];

const rules: readonly MarketRule<OddEvenResult>[] = [
  { key: 'oddeven', nameKorean: '홀짝', group: '일반', picks: picksOf(oddEven, [180, 210]) },
  {
    key: 'underover',
    nameKorean: '언더오버 (7 하우스)',
    group: '일반',
    picks: picksOf([underSide, side('seven', '세븐', seven), overSide], [208, 1250, 208]),
  },
  {
    key: 'color',
    nameKorean: '컬러',
    group: '일반',
    picks: picksOf([side('red', '레드', red), side<OddEvenResult>('black', '블랙', (r) => !red(r))], 195),
  },
  {
    key: 'combo',
    nameKorean: '홀짝+언더오버',
    group: '조합',
    picks: crossPicks(oddEven, underOver, [
      [415, 415],
      [415, 415],
    ]),
  },
];

/** e.g. "♥7 (홀·세븐·레드)" */
export function describeOddEven(result: OddEvenResult): string {
  const band = under(result) ? '언더' : over(result) ? '오버' : '세븐';
  return `${cardLabel(result.card)} (${odd(result) ? '홀' : '짝'}·${band}·${red(result) ? '레드' : '블랙'})`;
}

export const oddevenKind = kindFromRules<OddEvenResult>(
  'oddeven',
  rules,
  (random) => ({ kind: 'oddeven', card: shuffledDealer(random, cardDecks(1)).next() }),
  describeOddEven,
);
