import type { LiveTvFixture } from '@site/contracts/api/livetv';

import { koLiveTv } from '../../../i18n/ko-livetv';
import styles from './livetv.module.css';

/** The fixtures in play: a strip to swipe on a phone, a column beside the match on a wide screen. */
export function FixtureList({
  fixtures,
  selectedId,
  onSelect,
}: {
  fixtures: readonly LiveTvFixture[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  return (
    <nav className={styles.fixtureList} aria-label={koLiveTv.fixtures}>
      {fixtures.map((fixture) => (
        <button
          key={fixture.id}
          type="button"
          className={styles.fixture}
          aria-current={fixture.id === selectedId}
          onClick={() => onSelect(fixture.id)}
        >
          <span className={styles.fixtureLeague}>
            {koLiveTv.sports[fixture.sport]} · {fixture.league}
          </span>
          <span className={styles.fixtureTeams}>
            <span>{fixture.home}</span>
            <span>{fixture.homeScore}</span>
            <span>{fixture.away}</span>
            <span>{fixture.awayScore}</span>
          </span>
          <span className={styles.fixtureClock}>{fixture.clock}</span>
        </button>
      ))}
    </nav>
  );
}
