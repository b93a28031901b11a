import { useQuery } from '@tanstack/react-query';

import type { SportsBook } from '@site/contracts/sports-markets';

import { koSports } from '../../../i18n/ko-sports';
import type { SlipMode } from '../../bet-slip/api/bet-slip';
import { useBuilderOn } from '../../bet-slip/api/same-game';
import { BuilderSlipSlot } from '../../bet-slip/exports/builder-slip-slot';
import { fixtureQuery } from '../api/sports-queries';
import { groupMarketsByPeriod } from '../market-lines';
import styles from './book.module.css';
import { BuilderModeBar, offersBuilder } from './builder-mode';
import builderStyles from './builder-mode.module.css';
import { LoadFailed } from './load-failed';
import { MarketLine } from './market-line';

/**
 * Every market of one fixture in this book (GET sports/fixtures/:id), grouped by period: 풀타임,
 * 연장포함, halves, quarters … and within a period by market type. The European and in-play books add
 * the way into 같은 경기 조합 above them, and the builder slip beside or under them while it is on.
 */
export function FixtureMarkets({
  fixtureId,
  book,
  mode,
  inDialog = false,
}: {
  fixtureId: number;
  book: SportsBook;
  mode: SlipMode;
  /** shown in the fixture dialog, which covers the phone's footer and cart dock */
  inDialog?: boolean;
}) {
  const { data: fixture, isPending, isError, refetch } = useQuery(fixtureQuery(fixtureId, book));
  const builderOn = useBuilderOn(fixtureId);
  if (isPending) return <p className={styles.notice}>{koSports.fixtureView.loading}</p>;
  if (isError) return <LoadFailed onRetry={() => void refetch()} />;
  const groups = groupMarketsByPeriod(fixture.sportId, fixture.markets);
  if (groups.length === 0) return <p className={styles.notice}>{koSports.fixtureView.empty}</p>;
  const live = fixture.status === 'live';
  const markets = (
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
  if (!offersBuilder(book)) return markets;
  return (
    <div className={inDialog ? builderStyles.layout : `${builderStyles.layout} ${builderStyles.inPage}`}>
      <BuilderModeBar fixtureId={fixtureId} />
      <div className={builderStyles.columns}>
        {markets}
        {builderOn && (
          <div className={builderStyles.slip}>
            <BuilderSlipSlot fixtureId={fixtureId} />
          </div>
        )}
      </div>
    </div>
  );
}
