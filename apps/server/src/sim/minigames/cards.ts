/**
 * Decks for the card and hwatu minigames: a fresh shoe every round, dealt from the round's random so
 * the revealed secret reproduces every card.
 */
import type { Card } from '@site/contracts/minigame-results';
import type { RoundRandom } from './kind';

/** Hands out the items of a shuffled pool one by one. */
export interface Dealer<T> {
  next(): T;
}

const SUITS = ['S', 'H', 'D', 'C'] as const;
const SUIT_SYMBOLS: Record<Card['suit'], string> = { S: '♠', H: '♥', D: '♦', C: '♣' };
const RANK_LABELS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

const shoes = new Map<number, readonly Card[]>();

/** `decks` standard 52-card decks, in order (built once per size; dealers copy it). */
export function cardDecks(decks: number): readonly Card[] {
  let shoe = shoes.get(decks);
  if (!shoe) {
    const cards: Card[] = [];
    for (let deck = 0; deck < decks; deck++) {
      for (const suit of SUITS) {
        for (let rank = 1; rank <= 13; rank++) cards.push(Object.freeze({ suit, rank }));
      }
    }
    shoe = Object.freeze(cards);
    shoes.set(decks, shoe);
  }
  return shoe;
}

/**
 * Deals the pool in a uniformly shuffled order. The Fisher-Yates shuffle runs lazily, one swap per
 * card dealt: the cards that come out are exactly the first ones of a fully shuffled pool, without
 * drawing hundreds of numbers for a shoe of which a round uses six cards.
 */
export function shuffledDealer<T>(random: RoundRandom, pool: readonly T[]): Dealer<T> {
  const items = [...pool];
  let dealt = 0;
  return {
    next() {
      if (dealt >= items.length) throw new Error('The shoe is empty');
      const swap = dealt + random.below(items.length - dealt);
      const card = items[swap] as T;
      items[swap] = items[dealt] as T;
      items[dealt] = card;
      dealt++;
      return card;
    },
  };
}

/** A freshly shuffled shoe of `decks` decks (casino baccarat and dragon tiger use eight). */
export function shuffledShoe(random: RoundRandom, decks: number): Dealer<Card> {
  return shuffledDealer(random, cardDecks(decks));
}

/** e.g. "♠A", "♥10" */
export function cardLabel(card: Card): string {
  return `${SUIT_SYMBOLS[card.suit]}${RANK_LABELS[card.rank]}`;
}
