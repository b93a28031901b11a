import { useLayoutEffect, type ReactNode } from 'react';

import { BetCartSlot } from '../../bet-slip/exports/bet-cart-slot';
import { setShownBook } from '../../bet-slip/api/bet-slip';
import { useOddsStream } from '../api/odds-stream';
import { cartBookOf, type BettingPage } from '../slip-pick';
import { StreamBanner } from './stream-banner';
import styles from './tabs.module.css';

/**
 * A book page's body: the list with the stream banner above it and the bet cart beside it (a
 * panel at the right on desktop, a dock at the bottom on phones). Keeps the odds stream open. The
 * page's book decides which cart it shows and fills (cartBookOf): each book keeps its own.
 */
export function BookLayout({ book, children }: { book: BettingPage; children: ReactNode }) {
  useOddsStream();
  const cartBook = cartBookOf(book);
  // Before the first paint, so the odds buttons show the picks of this page's cart, not the last page's.
  useLayoutEffect(() => setShownBook(cartBook), [cartBook]);
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <StreamBanner />
        {children}
      </div>
      <BetCartSlot book={cartBook} />
    </div>
  );
}
