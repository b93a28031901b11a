import { memo, useState, type CSSProperties } from 'react';

import type { Fixture, Market, Selection } from '@site/contracts/api/sports';

import { koSports } from '../../../i18n/ko-sports';
import { togglePick, useIsPicked, type SlipMode } from '../../bet-slip/api/bet-slip';
import { Odds } from '../../odds-format/exports/odds';
import { currentOddsTick, priceDirection, useSelectionLive } from '../odds-store';
import { priceMoveColours, type PriceMove } from '../price-moves';
import { toSlipPick } from '../slip-pick';
import styles from './book.module.css';

export function LockIcon() {
  return (
    <svg className={styles.lock} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M18 8h-1V6c0-2.76-2.24-5-5-5S7 3.24 7 6v2H6c-1.1 0-2 .9-2 2v10c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V10c0-1.1-.9-2-2-2m-6 9c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2m3.1-9H8.9V6c0-1.71 1.39-3.1 3.1-3.1s3.1 1.39 3.1 3.1z" />
    </svg>
  );
}

/** The moved price's pill colours, from the one table the contrast test checks. */
const flashStyle = (move: PriceMove): CSSProperties =>
  ({
    '--flash-background': priceMoveColours[move].background,
    '--flash-text': priceMoveColours[move].text,
  }) as CSSProperties;

interface OddsButtonProps {
  fixture: Fixture;
  market: Market;
  selection: Selection;
  label: string;
  /** the market is suspended or closed (from the stream, else the list) */
  marketLocked: boolean;
  mode: SlipMode;
  live: boolean;
}

/**
 * One price. It subscribes to its own selection in the odds store and to its own "picked" answer in
 * the cart, so a price change re-renders this button alone. A change after it mounted flashes red ▲
 * or blue ▼ for two seconds, as a solid pill that reads the same on a picked (gold) button: the price
 * span is remounted under a new key, which restarts its CSS animation without any timer.
 */
export const OddsButton = memo(function OddsButton({
  fixture,
  market,
  selection,
  label,
  marketLocked,
  mode,
  live,
}: OddsButtonProps) {
  const current = useSelectionLive(selection.id);
  const picked = useIsPicked(selection.id);
  const [mountTick] = useState(currentOddsTick);

  const price = current?.price ?? selection.price;
  const status = current?.status ?? selection.status;
  const locked = marketLocked || status !== 'open';
  const direction = priceDirection(current, selection.price);
  const flash = current !== undefined && current.changedTick > mountTick ? direction : null;

  // Locked, the button still says what it is (the team, the line), greyed, with a lock for its price:
  // a fully locked fixture still shows who plays and which line is which.
  if (locked && !picked) {
    return (
      <button
        type="button"
        className={styles.odds}
        disabled
        aria-label={`${label} ${koSports.locked}`}
        data-selection-id={selection.id}
        data-locked
      >
        {label && <span className={styles.oddsLabel}>{label}</span>}
        <span className={styles.price}>
          <LockIcon />
        </span>
      </button>
    );
  }

  const onClick = () => togglePick(toSlipPick(fixture, market, selection, { price, status, live }), mode);
  const priceClass = flash ? `${styles.price} ${styles.moved}` : styles.price;
  return (
    <button
      type="button"
      className={styles.odds}
      aria-pressed={picked}
      data-selection-id={selection.id}
      data-direction={flash ?? undefined}
      title={flash === 'up' ? koSports.priceUp : flash === 'down' ? koSports.priceDown : undefined}
      // A picked selection stays pressable while locked, so that it can be taken out of the cart.
      onClick={onClick}
    >
      <span className={styles.oddsLabel}>{label}</span>
      <span
        key={flash ? current?.changedTick : 0}
        className={priceClass}
        style={flash ? flashStyle(flash) : undefined}
        data-price
      >
        {locked ? <LockIcon /> : <Odds value={price} />}
        {flash && (
          <span className={styles.arrow} aria-hidden="true">
            {flash === 'up' ? '▲' : '▼'}
          </span>
        )}
      </span>
    </button>
  );
});
