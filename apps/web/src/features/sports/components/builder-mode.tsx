import type { SportsBook } from '@site/contracts/sports-markets';

import { ActionButton } from '../../../components/ui/action-button';
import { koBetBuilder } from '../../../i18n/ko-bet-builder';
import { setBuilderMode, useBuilderOn } from '../../bet-slip/api/same-game';
import styles from './builder-mode.module.css';

/** The books whose fixture views offer 같은 경기 조합: the European book and in-play (issue 34). */
export const offersBuilder = (book: SportsBook): boolean => book === 'europe' || book === 'inplay';

/**
 * The way into the bet builder above a fixture's markets, and out of it: while it is on, a pressed
 * price goes to the builder slip and the cart is left as it is (its one-match rule untouched).
 */
export function BuilderModeBar({ fixtureId }: { fixtureId: number }) {
  const on = useBuilderOn(fixtureId);
  return (
    <div className={styles.bar} data-builder-on={on || undefined} data-testid="builder-mode-bar">
      <p className={styles.help}>
        {on ? (
          <>
            <span className={styles.narrow}>{koBetBuilder.modeActive}</span>
            <span className={styles.wide}>{koBetBuilder.modeActiveWide}</span>
          </>
        ) : (
          koBetBuilder.modeHelp
        )}
      </p>
      <ActionButton
        variant={on ? 'outlined' : 'contained'}
        compact
        aria-pressed={on}
        onClick={() => setBuilderMode(fixtureId, !on)}
        sx={{ flexShrink: 0 }}
      >
        {on ? koBetBuilder.modeOff : koBetBuilder.modeOn}
      </ActionButton>
    </div>
  );
}
