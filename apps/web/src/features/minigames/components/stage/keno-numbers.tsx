import type { CSSProperties } from 'react';

import { koMinigames } from '../../../../i18n/ko-minigames';
import styles from './stage.module.css';

const KENO_MAX = 70;

/** The keno board 1-70 with the twenty drawn numbers lighting up one after another. */
export function KenoNumbers({ numbers }: { numbers: readonly number[] | null }) {
  const drawnOrder = new Map((numbers ?? []).map((n, i) => [n, i]));
  return (
    <div
      className={styles.kenoGrid}
      role={numbers ? 'list' : undefined}
      aria-label={numbers ? koMinigames.stage.kenoDrawn : undefined}
      aria-hidden={numbers ? undefined : true}
    >
      {Array.from({ length: KENO_MAX }, (_, i) => i + 1).map((n) => {
        const order = drawnOrder.get(n);
        return order === undefined ? (
          <span key={n} className={styles.kenoCell}>
            {n}
          </span>
        ) : (
          <span
            key={n}
            role="listitem"
            className={`${styles.kenoCell} ${styles.kenoHit}`}
            style={{ '--i': order } as CSSProperties}
          >
            {n}
          </span>
        );
      })}
    </div>
  );
}
