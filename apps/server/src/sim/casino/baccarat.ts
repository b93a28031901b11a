/**
 * Live baccarat (punto banco) as a table deals it: one eight-deck shoe dealt coup after coup until the
 * cut card comes out, the fixed third-card rule (sim/minigames' dealBaccarat), and the casino's payouts:
 * player 1:1, banker 0.95:1 (5 % commission), tie 8:1 (player and banker bets push), each pair 11:1.
 */
import type { Card } from '@site/contracts/minigame-results';
import { baccaratPoints } from '@site/contracts/rules/card-points';
import { cardDecks, cardLabel, type Dealer } from '../minigames/cards';
import { dealBaccarat } from '../minigames/kinds/baccarat';
import type { CasinoRandom } from './random';

export const BACCARAT_DECKS = 8;
export const baccaratSpots = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const;
export type BaccaratSpot = (typeof baccaratSpots)[number];

export const baccaratSpotNames: Record<BaccaratSpot, string> = {
  player: '플레이어',
  banker: '뱅커',
  tie: '타이',
  playerPair: '플레이어 페어',
  bankerPair: '뱅커 페어',
};

/** The shoe between coups, as the table row keeps it: the shuffled cards, how far dealt, where the cut card lies. */
export interface BaccaratShoe {
  /** which shoe of the table this is (1, 2 …): the bead road starts again with each */
  number: number;
  /** two characters a card: suit letter and rank in base 36 (1-9, a-d) */
  cards: string;
  dealt: number;
  cutAt: number;
}

export interface BaccaratCoup {
  kind: 'baccarat';
  player: Card[];
  banker: Card[];
  playerPoints: number;
  bankerPoints: number;
  winner: 'player' | 'banker' | 'tie';
  playerPair: boolean;
  bankerPair: boolean;
  shoe: number;
}

const encodeCard = (card: Card): string => `${card.suit}${card.rank.toString(36)}`;
const decodeCard = (code: string): Card => ({
  suit: code[0] as Card['suit'],
  rank: Number.parseInt(code.slice(1, 2), 36),
});

/**
 * A freshly shuffled shoe (full Fisher-Yates). The cut card goes between 60 and 90 cards from the end,
 * as a dealer places it; the first card is burnt with as many after it as its value (tens and pictures 10).
 */
export function newShoe(random: CasinoRandom, number: number): BaccaratShoe {
  const cards = [...cardDecks(BACCARAT_DECKS)];
  for (let index = cards.length - 1; index > 0; index--) {
    const swap = random.below(index + 1);
    [cards[index], cards[swap]] = [cards[swap] as Card, cards[index] as Card];
  }
  const first = cards[0] as Card;
  const burnt = 1 + Math.min(first.rank, 10);
  return { number, cards: cards.map(encodeCard).join(''), dealt: burnt, cutAt: cards.length - 60 - random.below(31) };
}

/**
 * Deals the next coup. When the cut card came out in the previous coup the shoe is done: a new one is
 * shuffled first. Answers the coup and the shoe after it.
 */
export function dealCoup(shoe: BaccaratShoe, random: CasinoRandom): { coup: BaccaratCoup; shoe: BaccaratShoe } {
  const current = shoe.dealt >= shoe.cutAt ? newShoe(random, shoe.number + 1) : shoe;
  let dealt = current.dealt;
  const dealer: Dealer<Card> = {
    next() {
      const code = current.cards.slice(dealt * 2, dealt * 2 + 2);
      if (code.length < 2) throw new Error('The shoe is empty');
      dealt++;
      return decodeCard(code);
    },
  };
  const { player, banker } = dealBaccarat(dealer);
  const playerPoints = baccaratPoints(player);
  const bankerPoints = baccaratPoints(banker);
  const coup: BaccaratCoup = {
    kind: 'baccarat',
    player,
    banker,
    playerPoints,
    bankerPoints,
    winner: playerPoints > bankerPoints ? 'player' : bankerPoints > playerPoints ? 'banker' : 'tie',
    playerPair: player[0]?.rank === player[1]?.rank,
    bankerPair: banker[0]?.rank === banker[1]?.rank,
    shoe: current.number,
  };
  return { coup, shoe: { ...current, dealt } };
}

/** What a bet on `spot` gives back, stake included (0: lost). Whole won: the commission rounds down. */
export function baccaratReturn(spot: BaccaratSpot, stake: number, coup: BaccaratCoup): number {
  switch (spot) {
    case 'player':
      return coup.winner === 'player' ? stake * 2 : coup.winner === 'tie' ? stake : 0;
    case 'banker':
      return coup.winner === 'banker' ? stake + Math.floor((stake * 95) / 100) : coup.winner === 'tie' ? stake : 0;
    case 'tie':
      return coup.winner === 'tie' ? stake * 9 : 0;
    case 'playerPair':
      return coup.playerPair ? stake * 12 : 0;
    case 'bankerPair':
      return coup.bankerPair ? stake * 12 : 0;
  }
}

const WINNER_NAMES = { player: '플레이어 승', banker: '뱅커 승', tie: '타이' } as const;

/** e.g. '뱅커 승 (6:4)', '타이 (7:7) · 플레이어 페어' — the line /bet_result shows (player's points first). */
export function describeCoup(coup: BaccaratCoup): string {
  const pairs = [coup.playerPair && '플레이어 페어', coup.bankerPair && '뱅커 페어'].filter(Boolean);
  const points =
    coup.winner === 'banker'
      ? `${coup.bankerPoints}:${coup.playerPoints}`
      : `${coup.playerPoints}:${coup.bankerPoints}`;
  return [`${WINNER_NAMES[coup.winner]} (${points})`, ...pairs].join(' · ');
}

export const coupCards = (cards: readonly Card[]): string[] => cards.map(cardLabel);
