import type { ReactNode } from 'react';

import type { Fixture } from '@site/contracts/api/sports';
import { hasMatchTracker } from '@site/contracts/api/livetv';

import { MatchTracker } from '../../livetv/exports/match-tracker';
import styles from './tracked-markets.module.css';

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
        <MatchTracker fixtureId={fixture.id} />
      </div>
      <div className={styles.markets}>{children}</div>
    </div>
  );
}
