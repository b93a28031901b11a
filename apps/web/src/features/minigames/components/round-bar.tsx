import { formatNumber } from '@site/contracts/rules/format';

import { koMinigames } from '../../../i18n/ko-minigames';
import { formatCountdown } from '../../../lib/countdown';
import type { Countdown, RoundPhase } from '../round-clock';
import styles from './game.module.css';

const phaseClass: Record<RoundPhase, string> = {
  open: styles.phaseOpen ?? '',
  closed: styles.phaseClosed ?? '',
  drawing: styles.phaseDrawing ?? '',
  drawn: styles.phaseDrawing ?? '',
  cancelled: styles.phaseClosed ?? '',
};

/**
 * The current round: its number, whether it takes bets, and the seconds to the close (then to the
 * draw) as the server counts them, with a bar for the round's time left.
 */
export function RoundBar({
  roundNo,
  countdown,
  roundSeconds,
}: {
  roundNo: number;
  countdown: Countdown;
  roundSeconds: number;
}) {
  const { phase, secondsToClose, secondsToDraw } = countdown;
  const open = phase === 'open';
  const figure = open ? secondsToClose : secondsToDraw;
  const showsFigure = phase === 'open' || phase === 'closed';
  const left = Math.min(1, secondsToDraw / Math.max(1, roundSeconds));
  return (
    <div className={styles.roundBar} role="group" aria-label={koMinigames.roundNo(formatNumber(roundNo))}>
      <span className={styles.roundNo}>{koMinigames.roundNo(formatNumber(roundNo))}</span>
      <span className={`${styles.phase} ${phaseClass[phase]}`} data-phase={phase}>
        {koMinigames.phase[phase]}
      </span>
      {showsFigure && (
        <span className={styles.countdown}>
          {open ? koMinigames.closesIn : koMinigames.drawsIn}
          <span
            className={`${styles.countdownFigure} ${open ? '' : styles.countdownClosed}`}
            role="timer"
            aria-label={`${open ? koMinigames.closesIn : koMinigames.drawsIn} ${formatCountdown(figure)}`}
          >
            {formatCountdown(figure)}
          </span>
        </span>
      )}
      <div className={styles.progress} aria-hidden="true">
        <div className={styles.progressFill} style={{ transform: `scaleX(${left.toFixed(3)})` }} />
      </div>
    </div>
  );
}
