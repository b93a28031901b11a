import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

import { koLiveTv } from '../../../i18n/ko-livetv';
import { liveTvMatchQuery } from '../api/livetv-queries';
import { Scoreboard } from '../components/scoreboard';
import { Tracker } from '../components/tracker';
import { liveTvPath } from './livetv-link';
import styles from './match-tracker.module.css';

/**
 * The match picture of an opened in-play fixture: the live match centre's scoreboard and tracker,
 * polled as /livetv polls them, and the way to the full centre (timeline, statistics).
 */
export default function MatchTracker({ fixtureId }: { fixtureId: number }) {
  const { data: match, isPending, isError } = useQuery(liveTvMatchQuery(fixtureId));
  return (
    <section className={styles.panel} aria-label={koLiveTv.panel} data-testid="match-tracker">
      {isPending ? (
        <p className={styles.notice}>{koLiveTv.loading}</p>
      ) : isError ? (
        <p className={styles.notice}>{koLiveTv.noTracker}</p>
      ) : (
        <>
          <Scoreboard match={match} />
          <Tracker match={match} />
        </>
      )}
      <Link className={styles.open} to={liveTvPath(fixtureId)}>
        {koLiveTv.openCentre}
      </Link>
    </section>
  );
}
