import { create } from 'zustand';

/**
 * The reality check's state for this page, outside any component so a route change (or a layout that
 * unmounts the host for a moment) loses nothing: where the session began on this page's timer, the
 * reminder on screen, and how far into the session the member last closed one. That last figure is
 * kept in local storage with the session's start, so a reload does not show a closed reminder again
 * and a new session starts from none.
 */
const STORAGE_KEY = 'site.reality-check';

interface Stored {
  startedAt: string;
  acknowledgedMs: number;
}

interface RealityCheckState {
  /** the session's start as the server gave it; null before its first answer */
  startedAt: string | null;
  /** performance.now() at which the session began, on this page's scale */
  origin: number | null;
  acknowledgedMs: number;
  /** how far into the session the open reminder came due; null: none open */
  shownAtMs: number | null;
}

function readStored(startedAt: string): number {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<Stored> | null;
    if (stored?.startedAt === startedAt && typeof stored.acknowledgedMs === 'number') return stored.acknowledgedMs;
  } catch {
    // A damaged entry counts as no reminder closed yet.
  }
  return 0;
}

export const useRealityCheck = create<RealityCheckState>(() => ({
  startedAt: null,
  origin: null,
  acknowledgedMs: 0,
  shownAtMs: null,
}));

/**
 * The server's answer places the session on this page's timer. The first answer of a session fixes
 * its origin; later ones (the figures refreshed) leave it, so the reminders' marks never move.
 */
export function anchorSession(startedAt: string, origin: number): void {
  if (useRealityCheck.getState().startedAt === startedAt) return;
  useRealityCheck.setState({ startedAt, origin, acknowledgedMs: readStored(startedAt), shownAtMs: null });
}

export const showReminder = (elapsedMs: number): void => useRealityCheck.setState({ shownAtMs: elapsedMs });

/** 계속하기: the reminder closes until the next interval's end after `elapsedMs`. */
export function acknowledgeReminder(elapsedMs: number): void {
  const { startedAt } = useRealityCheck.getState();
  useRealityCheck.setState({ acknowledgedMs: elapsedMs, shownAtMs: null });
  if (startedAt === null) return;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ startedAt, acknowledgedMs: elapsedMs } satisfies Stored));
  } catch {
    // Storage refused (private mode, full): the page still remembers until it reloads.
  }
}

/** Logged out: nothing of that session stays on the page. */
export function forgetSession(): void {
  useRealityCheck.setState({ startedAt: null, origin: null, acknowledgedMs: 0, shownAtMs: null });
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to clean where storage is refused.
  }
}
