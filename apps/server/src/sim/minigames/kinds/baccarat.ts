/**
 * Punto banco from a freshly shuffled eight-deck shoe, dealt by the casino's fixed third-card rules.
 * Exact odds for eight decks: banker 45.86 %, player 44.62 %, tie 9.52 %; a pair 7.47 % per side.
 */
import type { Card, MinigameResult } from '@site/contracts/minigame-results';
import { baccaratPoints } from '@site/contracts/rules/card-points';
import { shuffledShoe, type Dealer } from '../cards';
import { kindFromRules, outcomePick, wonIf } from '../rules';

export type BaccaratResult = Extract<MinigameResult, { kind: 'baccarat' }>;

/** Does the banker draw, holding `banker` points, when the player drew `playerThird` (a card's point)? */
export function bankerDraws(banker: number, playerThird: number | null): boolean {
  if (playerThird === null) return banker <= 5;
  switch (banker) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

/** Deals a coup: player, banker, player, banker, then the third cards by the rules. */
export function dealBaccarat(shoe: Dealer<Card>): BaccaratResult {
  const player = [shoe.next()];
  const banker = [shoe.next()];
  player.push(shoe.next());
  banker.push(shoe.next());
  const natural = baccaratPoints(player) >= 8 || baccaratPoints(banker) >= 8;
  if (!natural) {
    let playerThird: number | null = null;
    if (baccaratPoints(player) <= 5) {
      const card = shoe.next();
      player.push(card);
      playerThird = baccaratPoints([card]);
    }
    if (bankerDraws(baccaratPoints(banker), playerThird)) banker.push(shoe.next());
  }
  return { kind: 'baccarat', player, banker };
}

type Winner = 'player' | 'banker' | 'tie';

export function baccaratWinner(result: BaccaratResult): Winner {
  const player = baccaratPoints(result.player);
  const banker = baccaratPoints(result.banker);
  return player > banker ? 'player' : banker > player ? 'banker' : 'tie';
}

const isPair = (cards: readonly Card[]) => cards[0]?.rank === cards[1]?.rank;
const totalPoints = (result: BaccaratResult) => baccaratPoints(result.player) + baccaratPoints(result.banker);

const winnerPick = outcomePick(baccaratWinner);
const oddEvenPick = outcomePick((result: BaccaratResult) => (totalPoints(result) % 2 === 1 ? 'odd' : 'even'));

const WINNER_NAMES: Record<Winner, string> = { player: '플레이어 승', banker: '뱅커 승', tie: '타이' };

export const baccaratKind = kindFromRules<BaccaratResult>(
  'baccarat',
  [
    {
      key: 'winner',
      nameKorean: '승패',
      group: '일반',
      picks: [
        // Both give the stake back on a tie, as at the casino: 1:1 (player) then returns 98.76 % and
        // the banker's 0.95:1 (5 % commission) 98.94 %.
        winnerPick('player', '플레이어', 200, 'tie'),
        winnerPick('banker', '뱅커', 195, 'tie'),
        // 8:1 as at the casino: returns 85.6 %.
        winnerPick('tie', '타이', 900),
      ],
    },
    {
      key: 'pair',
      nameKorean: '페어',
      group: '스페셜',
      // 11:1 on a 31/415 chance returns 89.6 %; the two sides settle on their own first two cards.
      picks: [
        { key: 'player_pair', nameKorean: '플레이어 페어', priceX100: 1200, outcome: (r) => wonIf(isPair(r.player)) },
        { key: 'banker_pair', nameKorean: '뱅커 페어', priceX100: 1200, outcome: (r) => wonIf(isPair(r.banker)) },
      ],
    },
    {
      key: 'total_oddeven',
      nameKorean: '포인트 합 홀짝',
      group: '스페셜',
      // The sum of both hands' points: odd 50.02 %, even 49.98 % (exact), so 1.95 returns about 97.5 %.
      picks: [oddEvenPick('odd', '홀', 195), oddEvenPick('even', '짝', 195)],
    },
  ],
  (random) => dealBaccarat(shuffledShoe(random, 8)),
  (result) => {
    const pairs = [isPair(result.player) && '플레이어 페어', isPair(result.banker) && '뱅커 페어'].filter(Boolean);
    const points = `플레이어 ${baccaratPoints(result.player)} : 뱅커 ${baccaratPoints(result.banker)}`;
    return [points, WINNER_NAMES[baccaratWinner(result)], ...pairs].join(' · ');
  },
);
