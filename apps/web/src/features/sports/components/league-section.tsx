import type { ReactNode } from 'react';

import type { Fixture } from '@site/contracts/api/sports';
import type { SportsBook } from '@site/contracts/sports-markets';

import type { SlipMode } from '../../bet-slip/api/bet-slip';
import type { LeagueGroup } from '../fixture-groups';
import styles from './book.module.css';
import { FixtureRow } from './fixture-row';
import { SportIcon } from './sport-icon';

export interface RowOptions {
  book: SportsBook;
  mode: SlipMode;
  onMore?: (fixture: Fixture) => void;
  expandedId?: number | null;
  renderExpanded?: (fixture: Fixture) => ReactNode;
}

/** A league's header (sport icon, location, league, fixture count) and its fixtures. */
export function LeagueSection({ group, options }: { group: LeagueGroup; options: RowOptions }) {
  const { book, mode, onMore, expandedId, renderExpanded } = options;
  return (
    <section className={styles.league} aria-label={group.leagueNameKorean} data-testid="league">
      <h2 className={styles.leagueHeader}>
        <SportIcon sportId={group.sportId} />
        <span className={styles.leagueLocation}>{group.locationNameKorean}</span>
        <span className={styles.leagueName}>{group.leagueNameKorean}</span>
        <span className={styles.leagueCount}>{group.fixtures.length}</span>
      </h2>
      <div className={styles.leagueBody}>
        {group.fixtures.map((fixture) => {
          const expanded = expandedId === fixture.id;
          return (
            <FixtureRow key={fixture.id} fixture={fixture} book={book} mode={mode} onMore={onMore} expanded={expanded}>
              {expanded && renderExpanded?.(fixture)}
            </FixtureRow>
          );
        })}
      </div>
    </section>
  );
}
