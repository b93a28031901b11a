import { useMemo } from 'react';

import type { Fixture } from '@site/contracts/api/sports';
import type { SportsBook } from '@site/contracts/sports-markets';

import { koSports } from '../../../../i18n/ko-sports';
import type { SlipMode } from '../../../bet-slip/api/bet-slip';
import { koreaDays } from '../../korea-table';
import { FixturePage, type FixtureListProps } from '../fixture-page';
import tabStyles from '../tabs.module.css';
import { KoreaGameBlock } from './korea-game-block';
import styles from './korea-table.module.css';

const columns = koSports.koreaTable.columns;

interface TableProps {
  fixtures: Fixture[];
  book: SportsBook;
  mode: SlipMode;
  onMore: (fixture: Fixture) => void;
  stale: boolean;
}

function KoreaTable({ fixtures, book, mode, onMore, stale }: TableProps) {
  const days = useMemo(() => koreaDays(fixtures), [fixtures]);
  return (
    <div className={`${styles.table} ${stale ? tabStyles.stale : ''}`} aria-busy={stale} data-testid="korea-table">
      {/* The column titles are for the eye; each game and button names itself to a screen reader. */}
      <div className={styles.columns} aria-hidden="true">
        <span>{columns.time}</span>
        <span>{columns.league}</span>
        <span className={styles.columnLines}>
          <span>{columns.home}</span>
          <span>{columns.middle}</span>
          <span>{columns.away}</span>
        </span>
        <span>{columns.more}</span>
      </div>
      {days.map((day) => (
        <section key={day.day} className={styles.day} aria-label={day.label}>
          <h2 className={styles.dayHeader}>{day.label}</h2>
          {day.fixtures.map((fixture) => (
            <KoreaGameBlock key={fixture.id} fixture={fixture} book={book} mode={mode} onMore={onMore} />
          ))}
        </section>
      ))}
    </div>
  );
}

/**
 * A 국내형 book's page of fixtures as the Korean-style table (one block per game by start time,
 * day separators), with its pages, or what to say instead.
 */
export function KoreaBookTable(props: FixtureListProps & { onMore: (fixture: Fixture) => void }) {
  const { book, mode } = props.options;
  return (
    <FixturePage {...props}>
      {(fixtures, stale) => (
        <KoreaTable fixtures={fixtures} book={book} mode={mode} onMore={props.onMore} stale={stale} />
      )}
    </FixturePage>
  );
}
