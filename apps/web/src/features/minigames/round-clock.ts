/**
 * The round's countdown (DESIGN.md "Time"): the server says how many seconds are left when it
 * answers; the page counts down from that figure with its own monotonic timer and takes the
 * server's figure again with every board fetch and every `round` event. It never compares its own
 * wall clock with the server's instants, which may disagree by any amount.
 */
import type { MinigameRound } from '@site/contracts/api/minigames';

import { elapsedSeconds } from '../../lib/countdown';

/** A round as last heard from the server, and when (performance.now() of this page, in ms). */
export interface RoundClock {
  round: MinigameRound;
  heardAt: number;
}

export type RoundPhase = 'open' | 'closed' | 'drawing' | 'drawn' | 'cancelled';

export interface Countdown {
  secondsToClose: number;
  secondsToDraw: number;
  phase: RoundPhase;
}

/**
 * Seconds left to the close and to the draw, `now` ms after the figure arrived, and what a member
 * may do: bet while open; closed in the last seconds before the draw (the server stops taking bets
 * there); drawing once the draw is due and its result has not arrived yet.
 */
export function countdownOf({ round, heardAt }: RoundClock, now: number): Countdown {
  const gone = elapsedSeconds(heardAt, now);
  const secondsToClose = Math.max(0, round.secondsToClose - gone);
  const secondsToDraw = Math.max(0, round.secondsToDraw - gone);
  if (round.status === 'drawn' || round.status === 'cancelled')
    return { secondsToClose: 0, secondsToDraw: 0, phase: round.status };
  if (secondsToDraw === 0) return { secondsToClose, secondsToDraw, phase: 'drawing' };
  if (round.status === 'closed' || secondsToClose === 0) return { secondsToClose, secondsToDraw, phase: 'closed' };
  return { secondsToClose, secondsToDraw, phase: 'open' };
}

/**
 * Which of two reports of a game's rounds to keep as the current one: a later round wins; the same
 * round takes the newer news (its status only moves forward: open → closed → drawn), so a late
 * "open" cannot undo a "closed".
 */
const statusOrder: Record<MinigameRound['status'], number> = { open: 0, closed: 1, drawn: 2, cancelled: 2 };

export function isNewerRound(current: MinigameRound | undefined, heard: MinigameRound): boolean {
  if (!current) return true;
  if (heard.id !== current.id) return heard.id > current.id;
  return statusOrder[heard.status] >= statusOrder[current.status];
}
