import type { Clock } from '../../clock';

const MINUTE_MS = 60_000;
export const USER_FAILURE_WINDOW_MS = 15 * MINUTE_MS;

interface Window {
  startedAt: number;
  count: number;
}

/** Counts events per key in fixed windows that start at a key's first event. */
export class WindowCounter {
  private readonly windows = new Map<string, Window>();
  private nextSweepAt: number;

  constructor(
    private readonly windowMs: number,
    private readonly clock: Clock,
  ) {
    this.nextSweepAt = clock.now().getTime() + windowMs;
  }

  count(key: string): number {
    return this.current(key)?.count ?? 0;
  }

  /** Adds one event and answers the count in the key's window, this one included. */
  hit(key: string): number {
    const window = this.current(key) ?? { startedAt: this.clock.now().getTime(), count: 0 };
    window.count += 1;
    this.windows.set(key, window);
    return window.count;
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  get size(): number {
    return this.windows.size;
  }

  private current(key: string): Window | undefined {
    const now = this.clock.now().getTime();
    this.sweep(now);
    const window = this.windows.get(key);
    if (window && now - window.startedAt >= this.windowMs) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  // Keys an attacker invents must not pile up: once per window, forget every finished window.
  private sweep(now: number): void {
    if (now < this.nextSweepAt) return;
    this.nextSweepAt = now + this.windowMs;
    for (const [key, window] of this.windows) {
      if (now - window.startedAt >= this.windowMs) this.windows.delete(key);
    }
  }
}

export interface LoginLimiterOptions {
  attemptsPerIpPerMinute: number;
  failuresPerUser: number;
  clock: Clock;
}

/**
 * Two brakes on password guessing: every attempt counts against the caller's IP (one machine trying
 * many accounts), failed attempts count against the userId (many machines trying one account).
 * In-process, so each server counts on its own (DESIGN.md: in-process first).
 */
export class LoginLimiter {
  private readonly attemptsByIp: WindowCounter;
  private readonly failuresByUser: WindowCounter;

  constructor(private readonly options: LoginLimiterOptions) {
    this.attemptsByIp = new WindowCounter(MINUTE_MS, options.clock);
    this.failuresByUser = new WindowCounter(USER_FAILURE_WINDOW_MS, options.clock);
  }

  /** Records an attempt from ip; false once ip has used up its attempts for the minute. */
  allowAttempt(ip: string): boolean {
    return this.attemptsByIp.hit(ip) <= this.options.attemptsPerIpPerMinute;
  }

  isUserLocked(userId: string): boolean {
    return this.failuresByUser.count(userKey(userId)) >= this.options.failuresPerUser;
  }

  recordFailure(userId: string): void {
    this.failuresByUser.hit(userKey(userId));
  }

  recordSuccess(userId: string): void {
    this.failuresByUser.reset(userKey(userId));
  }
}

// 'Demo' and 'demo' are one target for a guesser, whatever the lookup does with case.
function userKey(userId: string): string {
  return userId.trim().toLowerCase();
}
