import type { CSSProperties } from 'react';

import { koMinigames } from '../../../../i18n/ko-minigames';
import type { StageProps } from './stage-props';
import styles from './stage.module.css';

const order = (i: number) => ({ '--i': i }) as CSSProperties;

/** Five normal balls drop one after another, then the red powerball; '?' balls shake while drawing. */
export default function PowerballStage({ result, drawing }: StageProps) {
  const drawn = !drawing && result?.kind === 'powerball' ? result : null;
  if (!drawn) {
    return (
      <div className={styles.row} aria-hidden="true">
        {[0, 1, 2, 3, 4].map((i) => (
          <span key={i} className={`${styles.ball} ${styles.ballUnknown}`} style={order(i)}>
            ?
          </span>
        ))}
        <span className={`${styles.ball} ${styles.powerBall} ${styles.ballUnknown}`} style={order(5)}>
          ?
        </span>
      </div>
    );
  }
  const sum = drawn.balls.reduce((total, ball) => total + ball, 0);
  return (
    <>
      <div className={styles.row} role="list" aria-label={koMinigames.stage.normalSum(sum)}>
        {drawn.balls.map((ball, i) => (
          <span key={i} role="listitem" className={styles.ball} style={order(i)}>
            {ball}
          </span>
        ))}
        <span
          role="listitem"
          aria-label={`${koMinigames.stage.powerball} ${drawn.powerball}`}
          className={`${styles.ball} ${styles.powerBall}`}
          style={order(5)}
        >
          {drawn.powerball}
        </span>
      </div>
      <span className={styles.chip}>{koMinigames.stage.normalSum(sum)}</span>
    </>
  );
}
