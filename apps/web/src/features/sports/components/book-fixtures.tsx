import { useMemo } from 'react';

import type { Fixture } from '@site/contracts/api/sports';

import { groupByLeague } from '../fixture-groups';
import styles from './book.module.css';
import { FixturePage, type FixtureListProps } from './fixture-page';
import { LeagueSection, type RowOptions } from './league-section';
import tabStyles from './tabs.module.css';

/** One page of a book's fixtures grouped by league, with its pages, or what to say instead. */
export function BookFixtures(props: FixtureListProps) {
  return (
    <FixturePage {...props}>
      {(fixtures, stale) => <LeagueList fixtures={fixtures} options={props.options} stale={stale} />}
    </FixturePage>
  );
}

function LeagueList({ fixtures, options, stale }: { fixtures: Fixture[]; options: RowOptions; stale: boolean }) {
  const groups = useMemo(() => groupByLeague(fixtures), [fixtures]);
  return (
    <div className={`${styles.list} ${stale ? tabStyles.stale : ''}`} aria-busy={stale}>
      {groups.map((group) => (
        <LeagueSection key={group.leagueId} group={group} options={options} />
      ))}
    </div>
  );
}
