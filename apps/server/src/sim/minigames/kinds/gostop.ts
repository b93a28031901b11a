/**
 * Go-stop (고스톱) as Korean minigame sites run it, a 섯다 showdown: two hwatu cards each for player
 * and banker from the 섯다 deck of 20 cards (months 1 to 10, two of each), dealt player, banker,
 * player, banker. Simplified ranking: a pair (땡) beats any non-pair, the higher month winning (10땡 is
 * 장땡); otherwise the last digit of the months' sum (끗) decides, 9 (갑오) best and 0 (망통) worst;
 * equal hands draw. 광땡, 알리 / 독사 / 구삥 … and the special hands (암행어사, 땡잡이, 구사) are left
 * out, so a card is just its month. Exact odds: player 45.29 %, banker 45.29 %, draw 9.43 %.
 */
import type { MinigameResult } from '@site/contracts/minigame-results';
import { shuffledDealer, type Dealer } from '../cards';
import { kindFromRules, outcomePick } from '../rules';

export type GostopResult = Extract<MinigameResult, { kind: 'gostop' }>;
type Hand = GostopResult['player'];

const HWATU_DECK = Array.from({ length: 20 }, (_, index) => (index >> 1) + 1);

export function dealGostop(deck: Dealer<number>): GostopResult {
  const [player1, banker1, player2, banker2] = [deck.next(), deck.next(), deck.next(), deck.next()];
  return { kind: 'gostop', player: [player1, player2], banker: [banker1, banker2] };
}

/** A comparable score: 땡 100 + month, 끗 0-9. */
export function gostopScore([first, second]: Hand): number {
  return first === second ? 100 + first : (first + second) % 10;
}

type Winner = 'player' | 'banker' | 'draw';

export function gostopWinner({ player, banker }: GostopResult): Winner {
  const mine = gostopScore(player);
  const theirs = gostopScore(banker);
  return mine > theirs ? 'player' : theirs > mine ? 'banker' : 'draw';
}

function handName(hand: Hand): string {
  const score = gostopScore(hand);
  if (score === 110) return '장땡';
  if (score > 100) return `${score - 100}땡`;
  return score === 9 ? '갑오' : score === 0 ? '망통' : `${score}끗`;
}

const winnerPick = outcomePick(gostopWinner);

const WINNER_NAMES: Record<Winner, string> = { player: '플레이어 승', banker: '뱅커 승', draw: '무승부' };

export const gostopKind = kindFromRules<GostopResult>(
  'gostop',
  [
    {
      key: 'winner',
      nameKorean: '승패',
      group: '일반',
      // 45.29 % × 2.10 = 95.1 %; 9.43 % × 10 = 94.3 %. A draw loses the player and banker picks.
      picks: [
        winnerPick('player', '플레이어', 210),
        winnerPick('banker', '뱅커', 210),
        winnerPick('draw', '무승부', 1000),
      ],
    },
  ],
  (random) => dealGostop(shuffledDealer(random, HWATU_DECK)),
  (result) =>
    `플레이어 ${handName(result.player)} : 뱅커 ${handName(result.banker)} · ${WINNER_NAMES[gostopWinner(result)]}`,
);
