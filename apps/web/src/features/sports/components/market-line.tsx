import { memo, type CSSProperties } from 'react';

import type { Fixture, Market } from '@site/contracts/api/sports';
import { marketLineLabel } from '@site/contracts/sports-markets';

import type { SlipMode } from '../../bet-slip/api/bet-slip';
import { orderedSelections, selectionLabel } from '../market-lines';
import { useMarketStatus } from '../odds-store';
import styles from './book.module.css';
import { OddsButton } from './odds-button';

interface MarketLineProps {
  fixture: Fixture;
  market: Market;
  mode: SlipMode;
  live: boolean;
  /** false under a period heading, which names the period already */
  withPeriod?: boolean;
}

/**
 * A refetched list gives a live fixture a new object whenever its clock moved; its markets keep
 * theirs while their prices did not change (the query cache's structural sharing). The line reads
 * only the fixture's fixed facts (id, sport, teams, start), so it re-renders only for a new market.
 */
const sameLine = (before: MarketLineProps, after: MarketLineProps): boolean =>
  before.market === after.market &&
  before.fixture.id === after.fixture.id &&
  before.mode === after.mode &&
  before.live === after.live &&
  before.withPeriod === after.withPeriod;

/** One market of a fixture: its label and a button per selection (three to a row at most). */
export const MarketLine = memo(function MarketLine({
  fixture,
  market,
  mode,
  live,
  withPeriod = true,
}: MarketLineProps) {
  const status = useMarketStatus(market.id) ?? market.status;
  const selections = orderedSelections(market.selections);
  const columns = { '--columns': Math.min(3, Math.max(1, selections.length)) } as CSSProperties;
  return (
    <div className={styles.marketLine} data-market-type={market.marketType} data-market-id={market.id}>
      <span className={styles.marketLabel}>{marketLineLabel(fixture.sportId, market, { withPeriod })}</span>
      <div className={styles.buttons} style={columns}>
        {selections.map((selection) => (
          <OddsButton
            key={selection.id}
            fixture={fixture}
            market={market}
            selection={selection}
            label={selectionLabel(market, selection)}
            marketLocked={status !== 'open'}
            mode={mode}
            live={live}
          />
        ))}
      </div>
    </div>
  );
}, sameLine);
