import { memo, useMemo } from 'react';

import type { Fixture } from '@site/contracts/api/sports';
import { isLiveBook, type SportsBook } from '@site/contracts/sports-markets';

import { koSports } from '../../../../i18n/ko-sports';
import type { SlipMode } from '../../../bet-slip/api/bet-slip';
import { koreaGame, seoulClock } from '../../korea-table';
import { LiveInfo, useHasLeft } from '../fixture-row';
import { SportIcon } from '../sport-icon';
import { KoreaLineRow } from './korea-line-row';
import { TrackerLink } from '../../../livetv/exports/tracker-link';
import styles from './korea-table.module.css';

interface KoreaGameBlockProps {
  fixture: Fixture;
  book: SportsBook;
  mode: SlipMode;
  onMore: (fixture: Fixture) => void;
}

/**
 * One game of the 국내형 table: its start (or live clock and score), its league with the sport's
 * emblem, a line per main market and "+N" for the rest. Memoized on the fixture object, which the
 * query cache keeps while its data is unchanged; prices reach the buttons through the odds store.
 */
export const KoreaGameBlock = memo(function KoreaGameBlock({ fixture, book, mode, onMore }: KoreaGameBlockProps) {
  const liveBook = isLiveBook(book);
  const game = useMemo(() => koreaGame(book, fixture), [book, fixture]);
  const left = useHasLeft(fixture, liveBook);
  if (left) return null;
  const live = liveBook || fixture.status === 'live';
  return (
    <div
      className={styles.game}
      data-testid="fixture-row"
      data-fixture-id={fixture.id}
      role="group"
      aria-label={koSports.koreaTable.gameLabel(fixture.home, fixture.away)}
    >
      <div className={styles.time}>
        {live ? <LiveInfo fixture={fixture} /> : <time dateTime={fixture.startAt}>{seoulClock(fixture.startAt)}</time>}
        {live && <TrackerLink fixture={fixture} />}
      </div>
      <div className={styles.league} title={`${fixture.locationNameKorean} · ${fixture.leagueNameKorean}`}>
        <SportIcon sportId={fixture.sportId} size={18} />
        <span className={styles.leagueText}>
          <span className={styles.leagueName}>{fixture.leagueNameKorean}</span>
          <span className={styles.location}>{fixture.locationNameKorean}</span>
        </span>
      </div>
      <div className={styles.lines}>
        {game.lines.map((line) => (
          <KoreaLineRow key={line.market.id} fixture={fixture} line={line} mode={mode} live={live} />
        ))}
        {game.lines.length === 0 && <span className={styles.noLines}>{koSports.noMainMarkets}</span>}
      </div>
      <div className={styles.moreCell}>
        {game.hidden > 0 && (
          <button
            type="button"
            className={styles.more}
            aria-label={koSports.moreMarketsLabel(game.hidden)}
            onClick={() => onMore(fixture)}
          >
            {koSports.moreMarkets(game.hidden)}
          </button>
        )}
      </div>
    </div>
  );
});
