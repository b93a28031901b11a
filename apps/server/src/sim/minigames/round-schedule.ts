import { seoulDayStart, seoulToday } from '@site/contracts/clock';

/** The instant the Seoul day holding `ms` began. */
const seoulMidnightOf = (ms: number): number => seoulDayStart(new Date(ms)).getTime();

export interface RoundTiming {
  roundSeconds: number;
  closeSeconds: number;
}

export interface PreviousRound {
  roundDate: string;
  roundNo: number;
  drawsAt: Date;
}

export interface RoundTimes {
  roundDate: string;
  roundNo: number;
  opensAt: Date;
  closesAt: Date;
  drawsAt: Date;
}

/**
 * When the round after `previous` runs. Rounds chain: the next opens at the previous draw and draws
 * one round length later. When that moment has already passed (the first round of a game, or the
 * server was down), the rounds that could not run are skipped: nobody could bet on them. The new
 * round then draws at the next point of the game's grid (round lengths counted from Seoul midnight,
 * so 5-minute rounds draw at :00, :05 …) that still leaves time to bet.
 *
 * A round belongs to the Seoul day its slot starts in (drawsAt − round length) and is numbered by
 * its slot of that day from 1, so a 5-minute game's day runs rounds 1-288 as the real ones do. After
 * an early draw (draw-now) the chain is off the grid; numbers then go on one by one and never repeat.
 */
export function nextRoundTimes(timing: RoundTiming, previous: PreviousRound | undefined, nowMs: number): RoundTimes {
  const roundMs = timing.roundSeconds * 1000;
  const closeMs = timing.closeSeconds * 1000;
  const chained = previous !== undefined && previous.drawsAt.getTime() + roundMs > nowMs;
  let opensAtMs: number;
  let drawsAtMs: number;
  if (chained) {
    opensAtMs = previous.drawsAt.getTime();
    drawsAtMs = opensAtMs + roundMs;
  } else {
    opensAtMs = nowMs;
    const midnight = seoulMidnightOf(nowMs);
    drawsAtMs = midnight + (Math.floor((nowMs + closeMs - midnight) / roundMs) + 1) * roundMs;
  }
  const slotStartMs = drawsAtMs - roundMs;
  const roundDate = seoulToday(slotStartMs);
  const slotNo = Math.floor((slotStartMs - seoulMidnightOf(slotStartMs)) / roundMs) + 1;
  const roundNo = previous?.roundDate === roundDate ? Math.max(previous.roundNo + 1, slotNo) : slotNo;
  return {
    roundDate,
    roundNo,
    opensAt: new Date(opensAtMs),
    closesAt: new Date(Math.max(opensAtMs, drawsAtMs - closeMs)),
    drawsAt: new Date(drawsAtMs),
  };
}
