/**
 * Where a virtual event stands, counted from the seconds the server sent with the list (DESIGN.md
 * "Time"): betting is open until the start, closed from then until the server says the event runs,
 * then it runs until its result is due. The page asks for the list again whenever one of those
 * figures runs out, so the server, not the page's clock, says what happened.
 */
import type { VirtualEvent } from '@site/contracts/api/virtuals';

export type VirtualPhase = 'open' | 'closed' | 'running' | 'resulting' | 'finished' | 'cancelled';

export interface EventClock {
  phase: VirtualPhase;
  /** seconds left to the start (betting closes then) */
  secondsToStart: number;
  /** seconds left to the result while the event runs; null when not known */
  secondsToResult: number | null;
}

type Timed = Pick<VirtualEvent, 'status' | 'secondsToStart' | 'secondsToResult'>;

/** The event `elapsed` whole seconds after the server's answer. */
export function eventClock(event: Timed, elapsed: number): EventClock {
  if (event.status === 'finished' || event.status === 'cancelled')
    return { phase: event.status, secondsToStart: 0, secondsToResult: null };
  const secondsToStart = Math.max(0, event.secondsToStart - elapsed);
  // Started by the page's count only: closed for bets until the server confirms the start.
  if (event.status === 'scheduled')
    return { phase: secondsToStart > 0 ? 'open' : 'closed', secondsToStart, secondsToResult: null };
  if (event.secondsToResult === null) return { phase: 'running', secondsToStart: 0, secondsToResult: null };
  const secondsToResult = Math.max(0, event.secondsToResult - elapsed);
  return { phase: secondsToResult > 0 ? 'running' : 'resulting', secondsToStart: 0, secondsToResult };
}

/**
 * Seconds after the answer at which the list must be asked again: the first start or result it
 * announces. Only figures still to run out count, so an answer that says "now" does not make the
 * page ask again and again (those are polled, see `awaitsServer`). Null when nothing is due.
 */
export function nextRefetchIn(events: readonly Timed[]): number | null {
  let next: number | null = null;
  for (const event of events) {
    const due =
      event.status === 'scheduled' ? event.secondsToStart : event.status === 'live' ? (event.secondsToResult ?? 0) : 0;
    if (due > 0 && (next === null || due < next)) next = due;
  }
  return next;
}

/**
 * Whether the answer holds an event whose moment has come but whose news has not: started by the
 * clock but not yet by the server, or running with its result due. The page then polls briefly.
 */
export const awaitsServer = (events: readonly Timed[]): boolean =>
  events.some(
    (event) =>
      (event.status === 'scheduled' && event.secondsToStart === 0) ||
      (event.status === 'live' && (event.secondsToResult ?? 0) === 0),
  );

/** Whether an event of the previous answer has left the list or finished in this one: results changed. */
export function someEventEnded(
  previous: readonly Pick<VirtualEvent, 'id' | 'status'>[],
  current: readonly Pick<VirtualEvent, 'id' | 'status'>[],
): boolean {
  const now = new Map(current.map((event) => [event.id, event.status]));
  return previous.some((event) => {
    if (event.status === 'finished' || event.status === 'cancelled') return false;
    const status = now.get(event.id);
    return status === undefined || status === 'finished' || status === 'cancelled';
  });
}
