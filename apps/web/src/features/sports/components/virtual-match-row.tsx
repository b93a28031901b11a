import { memo, useMemo } from 'react';

import type { Market } from '@site/contracts/api/sports';
import type { VirtualEvent } from '@site/contracts/api/virtuals';

import { koVirtuals } from '../../../i18n/ko-virtuals';
import { sortMarkets } from '../market-lines';
import styles from './book.module.css';
import { MarketLine } from './market-line';
import own from './virtual.module.css';

const closedMarkets = (markets: readonly Market[]): Market[] =>
  markets.map((market) => (market.status === 'open' ? { ...market, status: 'closed' } : market));

/**
 * One virtual match: the teams and its markets as the books show them (soccer 승무패, 언더오버 2.5,
 * 양팀 득점; basketball 승패, 핸디캡, 언더오버). From the start on its prices are locked even before
 * the server's answer says so; while it runs the server's clock text ('가상 경기중') says so.
 */
export const VirtualMatchRow = memo(function VirtualMatchRow({
  event,
  bettable,
}: {
  event: VirtualEvent;
  bettable: boolean;
}) {
  const markets = useMemo(
    () => (bettable ? sortMarkets(event.markets) : closedMarkets(sortMarkets(event.markets))),
    [event.markets, bettable],
  );
  return (
    <div className={styles.row} data-testid="fixture-row" data-fixture-id={event.id}>
      <div className={styles.info}>
        <div className={styles.teams} aria-label={`${event.home} ${koVirtuals.versus} ${event.away}`}>
          <span>{event.home}</span>
          <span className={styles.versus}>{koVirtuals.versus}</span>
          <span>{event.away}</span>
        </div>
        {event.status === 'live' && event.live?.clock && <span className={own.muted}>{event.live.clock}</span>}
      </div>
      <div className={styles.markets}>
        {markets.map((market) => (
          // The period goes unsaid: a virtual match is settled on its one result (basketball's with overtime).
          <MarketLine key={market.id} fixture={event} market={market} mode="virtual" live={false} withPeriod={false} />
        ))}
      </div>
    </div>
  );
});
