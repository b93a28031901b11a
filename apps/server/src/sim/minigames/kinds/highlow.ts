/**
 * High/low (하이로우): one card from a fresh 52-card deck against 7. High is 8 to K (24 of 52), low
 * is A to 6 (24 of 52), and the seven itself (4 of 52) beats both.
 */
import type { MinigameResult } from '@site/contracts/minigame-results';
import { cardDecks, cardLabel, shuffledDealer } from '../cards';
import { kindFromRules, outcomePick } from '../rules';

export type HighLowResult = Extract<MinigameResult, { kind: 'highlow' }>;

type Band = 'high' | 'low' | 'seven';

export function highLowBand({ card }: HighLowResult): Band {
  return card.rank > 7 ? 'high' : card.rank < 7 ? 'low' : 'seven';
}

const isRed = ({ card }: HighLowResult) => card.suit === 'H' || card.suit === 'D';

const bandPick = outcomePick(highLowBand);
const colourPick = outcomePick((result: HighLowResult) => (isRed(result) ? 'red' : 'black'));

const BAND_NAMES: Record<Band, string> = { high: '하이', low: '로우', seven: '세븐' };

export const highlowKind = kindFromRules<HighLowResult>(
  'highlow',
  [
    {
      key: 'highlow',
      nameKorean: '하이로우',
      group: '일반',
      picks: [
        // 24/52 × 2.05 = 94.6 %; the seven at 12.00 returns 4/52 × 12 = 92.3 %.
        bandPick('high', '하이', 205),
        bandPick('low', '로우', 205),
        bandPick('seven', '세븐', 1200),
      ],
    },
    {
      key: 'color',
      nameKorean: '컬러',
      group: '일반',
      // Hearts and diamonds red, spades and clubs black: even money less the edge, 97.5 %.
      picks: [colourPick('red', '레드', 195), colourPick('black', '블랙', 195)],
    },
  ],
  (random) => ({ kind: 'highlow', card: shuffledDealer(random, cardDecks(1)).next() }),
  (result) => `${cardLabel(result.card)} · ${BAND_NAMES[highLowBand(result)]} · ${isRed(result) ? '레드' : '블랙'}`,
);
