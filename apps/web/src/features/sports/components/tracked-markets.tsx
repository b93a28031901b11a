import { lazy, Suspense, type ReactNode } from 'react';

import type { Fixture } from '@site/contracts/api/sports';
import { hasMatchTracker } from '@site/contracts/api/livetv-codes';

import styles from './tracked-markets.module.css';

// Fetched when a live fixture is opened, not with the board: the tracker's drawings stay out of the first load.
const MatchTracker = lazy(() => import('../../livetv/exports/match-tracker'));

/**
 * An opened live fixture's markets with its match picture: the tracker beside them on a PC, above
 * them on a phone (the member sees the play before the prices it moves). A fixture the tracker does
 * not follow (its sport, or not live) shows its markets alone.
 */
export function TrackedMarkets({
  fixture,
  children,
}: {
  fixture: Pick<Fixture, 'id' | 'sportId' | 'status'>;
  children: ReactNode;
}) {
  if (fixture.status !== 'live' || !hasMatchTracker(fixture.sportId)) return children;
  return (
    <div className={styles.tracked}>
      <div className={styles.tracker}>
        <Suspense fallback={null}>
          <MatchTracker fixtureId={fixture.id} />
        </Suspense>
      </div>
      <div className={styles.markets}>{children}</div>
    </div>
  );
}
