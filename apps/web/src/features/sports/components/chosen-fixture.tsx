import { useQuery } from '@tanstack/react-query';

import type { SportsBook } from '@site/contracts/sports-markets';

import type { SlipMode } from '../../bet-slip/api/bet-slip';
import { fixtureQuery } from '../api/sports-queries';
import styles from './book.module.css';
import { FixtureMarkets } from './fixture-markets';
import { TrackedMarkets } from './tracked-markets';

/**
 * One fixture's every market above the board, when the address names it (?fixture=, as /livetv's
 * button links): the member lands on the markets of the match they were following, a live one with its tracker.
 */
export function ChosenFixture({ fixtureId, book, mode }: { fixtureId: number; book: SportsBook; mode: SlipMode }) {
  const { data: fixture } = useQuery(fixtureQuery(fixtureId, book));
  const title = fixture ? `${fixture.home} vs ${fixture.away}` : '';
  return (
    <section className={styles.league} aria-label={title || undefined} data-testid="chosen-fixture">
      <h2 className={styles.leagueHeader}>
        <span className={styles.leagueName}>{title}</span>
      </h2>
      <div className={styles.leagueBody}>
        {fixture ? (
          <TrackedMarkets fixture={fixture}>
            <FixtureMarkets fixtureId={fixtureId} book={book} mode={mode} />
          </TrackedMarkets>
        ) : (
          <FixtureMarkets fixtureId={fixtureId} book={book} mode={mode} />
        )}
      </div>
    </section>
  );
}
