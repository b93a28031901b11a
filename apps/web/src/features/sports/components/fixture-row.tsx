import { memo, useMemo, type ReactNode } from 'react';

import type { Fixture } from '@site/contracts/api/sports';
import { isLiveBook, type SportsBook } from '@site/contracts/sports-markets';

import { koSports } from '../../../i18n/ko-sports';
import type { SlipMode } from '../../bet-slip/api/bet-slip';
import { seoulMonthDayTime } from '../fixture-groups';
import { hiddenMarketCount, rowMarkets } from '../market-lines';
import { useFixtureLive, useFixtureStatus } from '../odds-store';
import styles from './book.module.css';
import { MarketLine } from './market-line';
import { TrackerLink } from '../../livetv/exports/tracker-link';

/** The live clock and score, patched by the stream; re-renders alone when they change. */
export function LiveInfo({ fixture }: { fixture: Fixture }) {
  const live = useFixtureLive(fixture.id)?.live ?? fixture.live;
  return (
    <span className={styles.liveInfo}>
      <span className={styles.liveBadge}>{koSports.live.badge}</span>
      {live && (
        <>
          <span className={styles.clock} data-testid="live-clock">
            {live.clock}
          </span>
          <span className={styles.score} data-testid="live-score">
            {live.homeScore} : {live.awayScore}
          </span>
        </>
      )}
    </span>
  );
}

/** Whether the stream says this fixture has left the list (started, finished or cancelled). */
export const useHasLeft = (fixture: Fixture, liveBook: boolean): boolean => {
  const status = useFixtureStatus(fixture.id);
  if (status === undefined || status === fixture.status) return false;
  return status === 'finished' || status === 'cancelled' || (!liveBook && status === 'live');
};

interface FixtureRowProps {
  fixture: Fixture;
  book: SportsBook;
  mode: SlipMode;
  /** opens every market of the fixture ("+N"); without it the row shows no such button */
  onMore?: (fixture: Fixture) => void;
  expanded?: boolean;
  /** shown under the row when expanded (the live board's full market list) */
  children?: ReactNode;
}

/**
 * One fixture: start time (or live clock and score), the teams, and its markets' buttons. Memoized
 * on the fixture object, which the query cache keeps while the fixture's data is unchanged; prices
 * reach the buttons through the odds store, never through this row.
 */
export const FixtureRow = memo(function FixtureRow({
  fixture,
  book,
  mode,
  onMore,
  expanded = false,
  children,
}: FixtureRowProps) {
  const liveBook = isLiveBook(book);
  const markets = useMemo(() => rowMarkets(book, fixture.markets), [book, fixture.markets]);
  const hidden = hiddenMarketCount(fixture.marketCount, markets.length);
  const left = useHasLeft(fixture, liveBook);
  if (left) return null;
  const live = liveBook || fixture.status === 'live';
  return (
    <div className={styles.row} data-testid="fixture-row" data-fixture-id={fixture.id}>
      <div className={styles.info}>
        {live ? (
          <LiveInfo fixture={fixture} />
        ) : (
          <time className={styles.time} dateTime={fixture.startAt}>
            {seoulMonthDayTime(fixture.startAt)}
          </time>
        )}
        <div className={styles.teams}>
          <span>{fixture.home}</span>
          <span className={styles.versus}>{koSports.versus}</span>
          <span>{fixture.away}</span>
        </div>
        {live && <TrackerLink fixture={fixture} />}
        {onMore && (hidden > 0 || expanded) && (
          <button
            type="button"
            className={styles.more}
            aria-expanded={expanded}
            aria-label={expanded ? koSports.live.collapse : koSports.moreMarketsLabel(hidden)}
            onClick={() => onMore(fixture)}
          >
            {expanded ? koSports.live.collapse : koSports.moreMarkets(hidden)}
          </button>
        )}
      </div>
      <div className={styles.markets}>
        {markets.map((market) => (
          <MarketLine key={market.id} fixture={fixture} market={market} mode={mode} live={live} />
        ))}
        {markets.length === 0 && <span className={styles.noMarkets}>{koSports.noMainMarkets}</span>}
      </div>
      {expanded && <div className={styles.expanded}>{children}</div>}
    </div>
  );
});
