/**
 * What a hand of cards counts for in the card minigames: the server's round engine settles by these
 * and the site's table shows them, so both read the one rule here.
 */
import type { Card } from '../minigame-results';

/** Blackjack's best total: pictures count 10, aces 11 while that does not bust the hand, else 1. */
export function blackjackTotal(cards: readonly Card[]): number {
  let total = 0;
  let aces = 0;
  for (const card of cards) {
    total += Math.min(card.rank, 10);
    if (card.rank === 1) aces++;
  }
  // Two aces at 11 would be 22 already, so at most one ever counts 11.
  return aces > 0 && total + 10 <= 21 ? total + 10 : total;
}

/** A card's baccarat value: ace 1, two to nine at face value, tens and pictures 0. */
export function baccaratPoint(card: Card): number {
  return card.rank >= 10 ? 0 : card.rank;
}

/** A hand's baccarat points: the last digit of the sum of its cards' values. */
export function baccaratPoints(cards: readonly Card[]): number {
  return cards.reduce((sum, card) => sum + baccaratPoint(card), 0) % 10;
}
