import type { LiveTvMatch } from '@site/contracts/api/livetv';

import { koLiveTv } from '../../../i18n/ko-livetv';
import styles from './livetv.module.css';

/** Each statistic as two numbers and a bar split between the teams in their colours. */
export function StatBars({ match }: { match: LiveTvMatch }) {
  return (
    <section className={styles.box} aria-label={koLiveTv.stats}>
      <h2 className={styles.boxTitle}>{koLiveTv.stats}</h2>
      <div className={styles.stats}>
        {match.stats.map((stat) => {
          const total = stat.home + stat.away;
          return (
            <div key={stat.key} className={styles.stat}>
              <span className={styles.statHome}>{stat.home}</span>
              <span className={styles.statName}>{koLiveTv.statNames[stat.key]}</span>
              <span className={styles.statAway}>{stat.away}</span>
              <span className={styles.statBar} aria-hidden="true">
                <span
                  style={{ flexGrow: total === 0 ? 1 : stat.home, background: total === 0 ? 'transparent' : '#5d8fd6' }}
                />
                <span
                  style={{ flexGrow: total === 0 ? 1 : stat.away, background: total === 0 ? 'transparent' : '#e0795a' }}
                />
              </span>
            </div>
          );
        })}
      </div>
    </section>
  );
}
