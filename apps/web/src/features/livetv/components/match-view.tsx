import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

import { koLiveTv } from '../../../i18n/ko-livetv';
import { liveTvMatchQuery } from '../api/livetv-queries';
import { inplayMarketsPath } from '../../sports/exports/inplay-link';
import styles from './livetv.module.css';
import { MatchTimeline } from './match-timeline';
import { Scoreboard } from './scoreboard';
import { StatBars } from './stat-bars';
import { Tracker } from './tracker';

/** One fixture followed: scoreboard, tracker, the way to its markets, timeline and statistics. */
export function MatchView({ fixtureId }: { fixtureId: number }) {
  const { data: match, isPending, isError, refetch } = useQuery(liveTvMatchQuery(fixtureId));
  if (isPending) return <p className={styles.notice}>{koLiveTv.loading}</p>;
  if (isError) {
    return (
      <p className={styles.notice} role="alert">
        {koLiveTv.ended}{' '}
        <button type="button" onClick={() => void refetch()}>
          {koLiveTv.retry}
        </button>
      </p>
    );
  }
  return (
    <div className={styles.main}>
      <Scoreboard match={match} />
      <Tracker match={match} />
      <Link className={styles.marketsButton} to={inplayMarketsPath(match.id)}>
        {koLiveTv.toMarkets}
      </Link>
      <div className={styles.bottom}>
        <MatchTimeline match={match} />
        <StatBars match={match} />
      </div>
    </div>
  );
}
