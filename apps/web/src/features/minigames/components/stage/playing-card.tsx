import type { CSSProperties } from 'react';

import type { Card } from '@site/contracts/minigame-results';

import { koMinigames } from '../../../../i18n/ko-minigames';
import styles from './stage.module.css';

const RANKS: Record<number, string> = { 1: 'A', 11: 'J', 12: 'Q', 13: 'K' };
const SUITS: Record<Card['suit'], string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

export const rankLabel = (rank: number): string => RANKS[rank] ?? String(rank);
export const cardName = (card: Card): string => `${koMinigames.stage.suits[card.suit]} ${rankLabel(card.rank)}`;

/** A card dealt face up, turning over in its turn (`order`); face down while the round is not drawn. */
export function PlayingCard({ card, order = 0 }: { card: Card | null; order?: number }) {
  const style = { '--i': order } as CSSProperties;
  if (!card) {
    return (
      <span className={`${styles.card} ${styles.cardDown}`} style={style} aria-hidden="true">
        <span className={styles.cardBack} />
      </span>
    );
  }
  const red = card.suit === 'H' || card.suit === 'D';
  return (
    <span className={styles.card} style={style} role="img" aria-label={cardName(card)}>
      <span className={`${styles.cardFace} ${red ? styles.red : ''}`}>
        <span className={styles.cardRank}>{rankLabel(card.rank)}</span>
        <span className={styles.cardSuit}>{SUITS[card.suit]}</span>
      </span>
      <span className={styles.cardBack} />
    </span>
  );
}
