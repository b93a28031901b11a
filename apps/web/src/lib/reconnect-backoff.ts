export const RECONNECT_FIRST_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

/** Wait before reconnect attempt n (0-based): 1 s, 2 s, 4 s … doubling, never more than 30 s. */
export const reconnectDelay = (attempt: number): number =>
  Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** Math.max(0, Math.min(attempt, 30)));
