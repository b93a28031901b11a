import { useQuery } from '@tanstack/react-query';

import type { SportsBook } from '@site/contracts/sports-markets';

import { koSports } from '../../../i18n/ko-sports';
import type { SlipMode } from '../../bet-slip/api/bet-slip';
import { fixtureQuery } from '../api/sports-queries';
import { groupMarketsByPeriod } from '../market-lines';
import styles from './book.module.css';
import { LoadFailed } from './load-failed';
import { MarketLine } from './market-line';

/**
 * Every market of one fixture in this book (GET sports/fixtures/:id), grouped by period: 풀타임,
 * 연장포함, halves, quarters … and within a period by market type.
 */
export function FixtureMarkets({ fixtureId, book, mode }: { fixtureId: number; book: SportsBook; mode: SlipMode }) {
  const { data: fixture, isPending, isError, refetch } = useQuery(fixtureQuery(fixtureId, book));
  if (isPending) return <p className={styles.notice}>{koSports.fixtureView.loading}</p>;
  if (isError) return <LoadFailed onRetry={() => void refetch()} />;
  const groups = groupMarketsByPeriod(fixture.sportId, fixture.markets);
  if (groups.length === 0) return <p className={styles.notice}>{koSports.fixtureView.empty}</p>;
  const live = fixture.status === 'live';
  return (
    <div className={styles.list}>
      {groups.map((group) => (
        <section key={group.period} className={styles.periodGroup} aria-label={group.label}>
          <h3 className={styles.periodTitle}>{group.label}</h3>
          <div className={styles.markets}>
            {group.markets.map((market) => (
              <MarketLine
                key={market.id}
                fixture={fixture}
                market={market}
                mode={mode}
                live={live}
                withPeriod={false}
              />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
