import { Link } from 'react-router';

import { hasMatchTracker } from '@site/contracts/api/livetv-codes';

import { koSports } from '../../../i18n/ko-sports';
import { liveTvPath } from './livetv-link';
import styles from './tracker-link.module.css';

/**
 * 중계: a live fixture's way to its tracker (/livetv), on the in-play board and the 국내형 라이브
 * table. Nothing for a sport the tracker does not draw.
 */
export function TrackerLink({ fixture }: { fixture: { id: number; sportId: number; home: string; away: string } }) {
  if (!hasMatchTracker(fixture.sportId)) return null;
  return (
    <Link
      className={styles.watch}
      to={liveTvPath(fixture.id)}
      aria-label={koSports.live.watchLabel(fixture.home, fixture.away)}
      data-testid="tracker-link"
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M21 3H3c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h5v2h8v-2h5c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m0 14H3V5h18zM16 11l-7 4V7z" />
      </svg>
      {koSports.live.watch}
    </Link>
  );
}
