import type { LiveTvMatch, MatchEvent } from '@site/contracts/api/livetv';

import { eventText, koLiveTv } from '../../../i18n/ko-livetv';
import styles from './livetv.module.css';

/** Moments the timeline sets in bold. */
const HIGHLIGHTS = new Set<MatchEvent['kind']>(['goal', 'redCard', 'setWon', 'periodStart', 'periodEnd']);

/** The latest events, newest first, each with its clock, its team and the score after it. */
export function MatchTimeline({ match }: { match: LiveTvMatch }) {
  return (
    <section className={styles.box} aria-label={koLiveTv.timeline}>
      <h2 className={styles.boxTitle}>{koLiveTv.timeline}</h2>
      {match.timeline.length === 0 ? (
        <p className={styles.notice}>{koLiveTv.timelineEmpty}</p>
      ) : (
        // It scrolls on its own: focusable, so a keyboard can scroll it too.
        <ol className={styles.timeline} tabIndex={0} aria-label={koLiveTv.timeline}>
          {match.timeline.map((event) => (
            <li key={event.seq} className={styles.timelineRow}>
              <span className={styles.timelineClock}>{event.clock}</span>
              <span className={`${styles.timelineText} ${HIGHLIGHTS.has(event.kind) ? styles.highlight : ''}`}>
                {event.side && (
                  <span
                    className={`${styles.teamDot} ${event.side === 'home' ? styles.homeDot : styles.awayDot}`}
                    aria-hidden="true"
                  />
                )}
                {event.kind === 'yellowCard' && (
                  <span className={`${styles.card} ${styles.yellow}`} aria-hidden="true" />
                )}
                {event.kind === 'redCard' && <span className={`${styles.card} ${styles.red}`} aria-hidden="true" />}
                <span>
                  {eventText(match.sport, event)}
                  {event.side && ` · ${match[event.side]}`}
                </span>
              </span>
              <span className={styles.timelineScore}>
                {event.score[0]}-{event.score[1]}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
