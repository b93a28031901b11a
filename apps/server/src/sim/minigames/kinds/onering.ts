/**
 * One ring (원링): a money wheel of 54 segments, each a colour with its number, in the manner of the
 * casinos' Big Six wheel: 빨강 1 ×23, 파랑 3 ×15, 초록 5 ×8, 보라 10 ×5, 골드 20 ×2 and one 조커 40.
 * The draw is the segment that stops at the pointer, 0 being the joker at the top, clockwise.
 */
import { RING_LAYOUT } from '@site/contracts/minigame-wheels';
import type { MinigameResult } from '@site/contracts/minigame-results';
import { kindFromRules, outcomePick } from '../rules';

export type OneRingResult = Extract<MinigameResult, { kind: 'onering' }>;

export interface RingTier {
  key: string;
  colourKorean: string;
  number: number;
  segments: number;
  /** decimal odds × 100: about 93-94 % of the fair 54 / segments */
  priceX100: number;
}

export const RING_TIERS: readonly RingTier[] = [
  { key: 'red', colourKorean: '빨강', number: 1, segments: 23, priceX100: 220 },
  { key: 'blue', colourKorean: '파랑', number: 3, segments: 15, priceX100: 340 },
  { key: 'green', colourKorean: '초록', number: 5, segments: 8, priceX100: 630 },
  { key: 'purple', colourKorean: '보라', number: 10, segments: 5, priceX100: 1000 },
  { key: 'gold', colourKorean: '골드', number: 20, segments: 2, priceX100: 2500 },
  { key: 'joker', colourKorean: '조커', number: 40, segments: 1, priceX100: 5000 },
];

export function ringTierOf(segment: number): RingTier {
  const tier = RING_TIERS[Number(RING_LAYOUT[segment])];
  if (!tier) throw new Error(`No one ring segment ${segment}`);
  return tier;
}

const tierPick = outcomePick((result: OneRingResult) => ringTierOf(result.segment).key);
const ringSide = (result: OneRingResult) => (ringTierOf(result.segment).number <= 3 ? 'under' : 'over');
const sidePick = outcomePick(ringSide);

export const oneringKind = kindFromRules<OneRingResult>(
  'onering',
  [
    {
      key: 'tier',
      nameKorean: '숫자',
      group: '일반',
      picks: RING_TIERS.map((tier) => tierPick(tier.key, `${tier.colourKorean} ${tier.number}`, tier.priceX100)),
    },
    {
      key: 'underover',
      nameKorean: '언더오버',
      group: '일반',
      // 1 and 3 (38 of 54) × 1.35 = 95.0 %; 5 and up (16 of 54) × 3.20 = 94.8 %.
      picks: [sidePick('under', '언더 (1·3)', 135), sidePick('over', '오버 (5 이상)', 320)],
    },
  ],
  (random) => ({ kind: 'onering', segment: random.below(RING_LAYOUT.length) }),
  (result) => {
    const tier = ringTierOf(result.segment);
    return `${tier.colourKorean} ${tier.number} · ${ringSide(result) === 'under' ? '언더' : '오버'}`;
  },
);
