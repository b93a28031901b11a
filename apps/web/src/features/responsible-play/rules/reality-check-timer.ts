/**
 * The reality check's clock (issue 33, docs/decisions/066). Everything is measured as time since the
 * session began: the server says how long the session has lasted when it answers, and the page adds
 * what its own monotonic timer (performance.now(), which a change of the machine's clock does not
 * move) has counted since. The next step is computed afresh from that each time, so a timer that
 * fires late (a tab in the background, a sleeping laptop) never shifts the ones after it.
 */

const MINUTE_MS = 60_000;

/**
 * Where the session began on this page's performance.now() scale: the server's answer at `heardAt`
 * said the session had lasted `serverNow − startedAt`.
 */
export const sessionOrigin = (answer: { startedAt: string; now: string }, heardAt: number): number =>
  heardAt - Math.max(0, Date.parse(answer.now) - Date.parse(answer.startedAt));

export interface RealityCheckSettings {
  /** minutes between reminders, null: off */
  realityCheckMinutes: number | null;
  /** the session time limit in minutes, null: none */
  sessionMinutes: number | null;
}

export interface RealityCheckStep {
  /** a reminder is due: an interval's end has passed since the last one the member closed */
  reminderDue: boolean;
  /** the session has reached the member's time limit */
  limitReached: boolean;
  /** when to look again (ms from now), null: nothing will ever come due */
  wakeInMs: number | null;
}

/**
 * What is due `elapsedMs` into the session when the member last closed a reminder `acknowledgedMs`
 * into it (0: none yet). A reminder is due when an interval's end lies after that and not after now;
 * intervals count from the session's start, so a changed interval keeps to its own marks.
 */
export function realityCheckStep(
  elapsedMs: number,
  { realityCheckMinutes, sessionMinutes }: RealityCheckSettings,
  acknowledgedMs: number,
): RealityCheckStep {
  const waits: number[] = [];
  let reminderDue = false;
  if (realityCheckMinutes !== null && realityCheckMinutes > 0) {
    const interval = realityCheckMinutes * MINUTE_MS;
    const passed = Math.floor(elapsedMs / interval);
    reminderDue = passed > 0 && passed > Math.floor(acknowledgedMs / interval);
    waits.push((passed + 1) * interval - elapsedMs);
  }
  let limitReached = false;
  if (sessionMinutes !== null && sessionMinutes > 0) {
    const left = sessionMinutes * MINUTE_MS - elapsedMs;
    limitReached = left <= 0;
    if (!limitReached) waits.push(left);
  }
  return { reminderDue, limitReached, wakeInMs: waits.length === 0 ? null : Math.min(...waits) };
}

/** Whole hours and minutes of a duration, for "1시간 30분". */
export const hoursAndMinutes = (ms: number): { hours: number; minutes: number } => {
  const minutes = Math.max(0, Math.floor(ms / MINUTE_MS));
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
};
