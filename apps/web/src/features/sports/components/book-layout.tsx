import type { ReactNode } from 'react';

import { BetCartSlot } from '../../bet-slip/exports/bet-cart-slot';
import type { SlipMode } from '../../bet-slip/api/bet-slip';
import { useOddsStream } from '../api/odds-stream';
import { StreamBanner } from './stream-banner';
import styles from './tabs.module.css';

/**
 * A book page's body: the list with the stream banner above it and the bet cart beside it (a
 * panel at the right on desktop, a dock at the bottom on phones). Keeps the odds stream open.
 */
export function BookLayout({ mode, children }: { mode: SlipMode; children: ReactNode }) {
  useOddsStream();
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <StreamBanner />
        {children}
      </div>
      <BetCartSlot mode={mode} />
    </div>
  );
}
