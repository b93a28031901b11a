import { startTransition, useEffect, useMemo, useState } from 'react';

import type { Fixture } from '@site/contracts/api/sports';
import { sportNameKorean } from '@site/contracts/sports';

import { koSports } from '../../../i18n/ko-sports';
import { firstRows, groupBySportAndLeague } from '../fixture-groups';
import styles from './book.module.css';
import { FixturePage, type FixtureListProps } from './fixture-page';
import { LeagueSection, type RowOptions } from './league-section';
import { SportIcon } from './sport-icon';
import tabStyles from './tabs.module.css';

/** Rows of the first paint, and rows added each step after it. */
const FIRST_ROWS = 30;
const ROWS_PER_STEP = 30;

/**
 * The board's rows come in steps: hundreds of live fixtures rendered at once would hold the page
 * for a long task, thirty at a time never do. Each step is a transition, so input goes first.
 */
function useRowsShown(total: number): number {
  const [shown, setShown] = useState(FIRST_ROWS);
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => startTransition(() => setShown((count) => count + ROWS_PER_STEP)), 0);
    return () => clearTimeout(timer);
  }, [shown, total]);
  return shown;
}

/**
 * The in-play board: every live fixture by sport, then league; the stream keeps clocks and prices
 * moving. Give it a key per list (tab, filters), so that a new list starts again in steps.
 */
export function LiveBoard(props: FixtureListProps) {
  return (
    <FixturePage {...props}>{(fixtures) => <LiveSports fixtures={fixtures} options={props.options} />}</FixturePage>
  );
}

function LiveSports({ fixtures, options }: { fixtures: Fixture[]; options: RowOptions }) {
  const sports = useMemo(() => groupBySportAndLeague(fixtures), [fixtures]);
  const shown = useRowsShown(fixtures.length);
  return (
    <div className={styles.list}>
      {firstRows(sports, shown).map((sport) => (
        <section key={sport.sportId} className={tabStyles.sportSection} aria-label={sportNameKorean(sport.sportId)}>
          <h2 className={tabStyles.sportHeader}>
            <SportIcon sportId={sport.sportId} size={22} />
            <span>{sportNameKorean(sport.sportId)}</span>
            <span>{koSports.live.fixtureCount(sport.fixtureCount)}</span>
          </h2>
          {sport.leagues.map((group) => (
            <LeagueSection key={group.leagueId} group={group} options={options} />
          ))}
        </section>
      ))}
    </div>
  );
}
