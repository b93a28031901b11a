/**
 * Blackjack, one player hand against the dealer from a freshly shuffled eight-deck shoe. House rules:
 * - cards go player, dealer, player, dealer; a two-card 21 is a blackjack and ends the deal at once
 *   (blackjack beats any other 21; two blackjacks push);
 * - the player follows a fixed strategy: hit while the best total is under 17, stand on any 17 or
 *   more (soft or hard), never double or split; a player bust loses before the dealer draws;
 * - the dealer hits under 17 and stands on all 17s, soft 17 included.
 * Simulated odds (2,000,000 deals): player 41.1 %, dealer 49.2 %, push 9.8 %, player blackjack 4.74 %.
 */
import type { Card, MinigameResult } from '@site/contracts/minigame-results';
import { blackjackTotal } from '@site/contracts/rules/card-points';
import { shuffledShoe, type Dealer } from '../cards';
import { kindFromRules, outcomePick, wonIf } from '../rules';

export type BlackjackResult = Extract<MinigameResult, { kind: 'blackjack' }>;

const isBlackjack = (cards: readonly Card[]) => cards.length === 2 && blackjackTotal(cards) === 21;

export function dealBlackjack(shoe: Dealer<Card>): BlackjackResult {
  const player = [shoe.next()];
  const dealer = [shoe.next()];
  player.push(shoe.next());
  dealer.push(shoe.next());
  if (!isBlackjack(player) && !isBlackjack(dealer)) {
    while (blackjackTotal(player) < 17) player.push(shoe.next());
    if (blackjackTotal(player) <= 21) {
      while (blackjackTotal(dealer) < 17) dealer.push(shoe.next());
    }
  }
  return { kind: 'blackjack', player, dealer };
}

type Winner = 'player' | 'dealer' | 'push';

export function blackjackWinner({ player, dealer }: BlackjackResult): Winner {
  if (isBlackjack(player) || isBlackjack(dealer)) {
    return isBlackjack(player) === isBlackjack(dealer) ? 'push' : isBlackjack(player) ? 'player' : 'dealer';
  }
  const mine = blackjackTotal(player);
  const theirs = blackjackTotal(dealer);
  if (mine > 21) return 'dealer';
  if (theirs > 21 || mine > theirs) return 'player';
  return mine === theirs ? 'push' : 'dealer';
}

function handText(cards: readonly Card[]): string {
  if (isBlackjack(cards)) return '블랙잭';
  const total = blackjackTotal(cards);
  return total > 21 ? `${total} 버스트` : String(total);
}

const winnerPick = outcomePick(blackjackWinner);

const WINNER_NAMES: Record<Winner, string> = { player: '플레이어 승', dealer: '딜러 승', push: '무승부' };

export const blackjackKind = kindFromRules<BlackjackResult>(
  'blackjack',
  [
    {
      key: 'winner',
      nameKorean: '승패',
      group: '일반',
      // About 95 % of the fair prices, rounded down to the 0.05: returns 94.5 %, 93.4 %, 92.8 %.
      picks: [
        winnerPick('player', '플레이어 승', 230),
        winnerPick('dealer', '딜러 승', 190),
        winnerPick('push', '무승부', 950),
      ],
    },
    {
      key: 'player_blackjack',
      nameKorean: '플레이어 블랙잭',
      group: '스페셜',
      // 4.74 % × 20 = 94.8 %.
      picks: [
        { key: 'yes', nameKorean: '플레이어 블랙잭', priceX100: 2000, outcome: (r) => wonIf(isBlackjack(r.player)) },
      ],
    },
  ],
  (random) => dealBlackjack(shuffledShoe(random, 8)),
  (result) =>
    `플레이어 ${handText(result.player)} : 딜러 ${handText(result.dealer)} · ${WINNER_NAMES[blackjackWinner(result)]}`,
);
