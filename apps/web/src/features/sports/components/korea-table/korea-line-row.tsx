import { memo } from 'react';

import type { Fixture } from '@site/contracts/api/sports';
import { PERIOD_FULL_TIME, marketLineLabel, marketNameKorean, selectionLabel } from '@site/contracts/sports-markets';

import { koSports } from '../../../../i18n/ko-sports';
import type { SlipMode } from '../../../bet-slip/api/bet-slip';
import type { KoreaLine } from '../../korea-table';
import { useMarketStatus } from '../../odds-store';
import { OddsButton } from '../odds-button';
import styles from './korea-table.module.css';

const text = koSports.koreaTable;

/** What the two side buttons read: the teams (results, handicaps), 오버 ▲ / 언더 ▼, or 홀 / 짝 and 예 / 아니오. */
function sideLabels(fixture: Fixture, line: KoreaLine): [home: string, away: string] {
  switch (line.kind) {
    case 'result':
    case 'handicap':
      return [fixture.home, fixture.away];
    case 'total':
      return [text.over, text.under];
    case 'twoWay':
      return [
        selectionLabel({ ...line.market, selectionName: line.home.name }),
        selectionLabel({ ...line.market, selectionName: line.away.name }),
      ];
  }
}

/**
 * The middle cell when it holds no button: the handicap's home line or the total with what it is,
 * the market's name between two answers (홀짝, 양팀 득점), or VS between two teams.
 */
function Middle({ line }: { line: KoreaLine }) {
  const caption = line.kind === 'handicap' ? text.handicap : line.kind === 'total' ? text.total : null;
  const value = line.middle ?? (line.kind === 'twoWay' ? marketNameKorean(line.market.marketType) : text.noDraw);
  return (
    <span className={styles.middle} data-testid="korea-middle">
      {caption && <span className={styles.middleCaption}>{caption}</span>}
      <span className={line.kind === 'twoWay' ? styles.middleName : styles.middleValue}>{value}</span>
    </span>
  );
}

interface KoreaLineRowProps {
  fixture: Fixture;
  line: KoreaLine;
  mode: SlipMode;
  live: boolean;
}

/**
 * One market of a game as a table line: home button, middle cell, away button. The buttons are the
 * books' own odds buttons (the cart's pick path and its rules, the stream's flashes and locks).
 */
export const KoreaLineRow = memo(function KoreaLineRow({ fixture, line, mode, live }: KoreaLineRowProps) {
  const status = useMarketStatus(line.market.id) ?? line.market.status;
  const [homeLabel, awayLabel] = sideLabels(fixture, line);
  const button = (selection: KoreaLine['home'], label: string) => (
    <OddsButton
      fixture={fixture}
      market={line.market}
      selection={selection}
      label={label}
      marketLocked={status !== 'open'}
      mode={mode}
      live={live}
    />
  );
  return (
    <div
      className={styles.line}
      data-kind={line.kind}
      data-market-type={line.market.marketType}
      data-market-id={line.market.id}
    >
      {line.market.period !== PERIOD_FULL_TIME && (
        <span className={styles.lineCaption}>{marketLineLabel(fixture.sportId, line.market)}</span>
      )}
      <div className={styles.home}>{button(line.home, homeLabel)}</div>
      <div className={styles.center}>{line.draw ? button(line.draw, text.draw) : <Middle line={line} />}</div>
      <div className={styles.away}>{button(line.away, awayLabel)}</div>
    </div>
  );
});
