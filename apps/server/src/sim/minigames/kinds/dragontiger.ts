/**
 * Dragon tiger: one card each from a freshly shuffled eight-deck shoe, the higher rank wins (ace low,
 * king high). A tie (same rank) comes 31/415 = 7.47 % of the time.
 */
import type { Card, MinigameResult } from '@site/contracts/minigame-results';
import { cardLabel, shuffledShoe, type Dealer } from '../cards';
import { kindFromRules, outcomePick, type MarketRule } from '../rules';

export type DragonTigerResult = Extract<MinigameResult, { kind: 'dragontiger' }>;

export function dealDragonTiger(shoe: Dealer<Card>): DragonTigerResult {
  return { kind: 'dragontiger', dragon: shoe.next(), tiger: shoe.next() };
}

type Winner = 'dragon' | 'tiger' | 'tie';

export function dragonTigerWinner({ dragon, tiger }: DragonTigerResult): Winner {
  return dragon.rank > tiger.rank ? 'dragon' : tiger.rank > dragon.rank ? 'tiger' : 'tie';
}

const winnerPick = outcomePick(dragonTigerWinner);

/**
 * Odd or even by the card's rank: A 3 5 7 9 J K odd (7 of 13), 2 4 6 8 10 Q even (6 of 13), priced
 * for a return near 94-95 % each.
 */
function oddEvenMarket(key: 'dragon' | 'tiger', nameKorean: string): MarketRule<DragonTigerResult> {
  const pick = outcomePick((result: DragonTigerResult) => (result[key].rank % 2 === 1 ? 'odd' : 'even'));
  return {
    key: `${key}_oddeven`,
    nameKorean: `${nameKorean} 홀짝`,
    group: '홀짝',
    picks: [pick('odd', `${nameKorean} 홀`, 175), pick('even', `${nameKorean} 짝`, 205)],
  };
}

const WINNER_NAMES: Record<Winner, string> = { dragon: '드래곤 승', tiger: '타이거 승', tie: '타이' };

export const dragontigerKind = kindFromRules<DragonTigerResult>(
  'dragontiger',
  [
    {
      key: 'winner',
      nameKorean: '승패',
      group: '일반',
      picks: [
        // Casinos take half the stake on a tie; a pick here can only win, lose or be void, so a tie
        // voids it (적특): 1.95 then returns 46.26 % × 1.95 + 7.47 % = 97.7 %.
        winnerPick('dragon', '드래곤', 195, 'tie'),
        winnerPick('tiger', '타이거', 195, 'tie'),
        // 11:1, the live casinos' tie price: returns 89.6 %.
        winnerPick('tie', '타이', 1200),
      ],
    },
    oddEvenMarket('dragon', '드래곤'),
    oddEvenMarket('tiger', '타이거'),
  ],
  (random) => dealDragonTiger(shuffledShoe(random, 8)),
  (result) =>
    `드래곤 ${cardLabel(result.dragon)} : 타이거 ${cardLabel(result.tiger)} · ${WINNER_NAMES[dragonTigerWinner(result)]}`,
);
