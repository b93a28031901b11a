import type { LiveTvMatch } from '@site/contracts/api/livetv';

import { koLiveTv } from '../../../i18n/ko-livetv';
import styles from './livetv.module.css';

/** Teams, score and clock, and the points of each period played. */
export function Scoreboard({ match }: { match: LiveTvMatch }) {
  return (
    <section className={styles.scoreboard} aria-label={`${match.home} ${koLiveTv.versus} ${match.away}`}>
      <p className={styles.scoreLeague}>
        {koLiveTv.sports[match.sport]} · {match.location} · {match.league}
      </p>
      <div className={styles.scoreRow}>
        <p className={styles.team}>
          <span className={`${styles.teamDot} ${styles.homeDot}`} aria-hidden="true" />
          <span>{match.home}</span>
        </p>
        <div className={styles.score}>
          <span className={styles.scoreDigits} data-testid="livetv-score">
            {match.homeScore} : {match.awayScore}
          </span>
          <span className={styles.clock}>
            <span className={styles.liveBadge}>{koLiveTv.live}</span>
            <span data-testid="livetv-clock">{match.clock}</span>
          </span>
        </div>
        <p className={`${styles.team} ${styles.teamAway}`}>
          <span>{match.away}</span>
          <span className={`${styles.teamDot} ${styles.awayDot}`} aria-hidden="true" />
        </p>
      </div>
      {match.periods.length > 0 && (
        <p className={styles.periods}>
          {match.periods.map((period) => (
            <span key={period.period}>
              {koLiveTv.period(match.sport, period.period)} {period.home}-{period.away}
            </span>
          ))}
        </p>
      )}
    </section>
  );
}
