import type { LoginLock } from '@site/contracts/api/admin-login-locks';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { TooManyRequestsError } from '../../http/app-error';
import {
  claimTurn,
  clearCounter,
  clearCountersByPrefix,
  listCounters,
  readCounter,
  recordHit,
  takeSlot,
  type CounterKey,
} from '../rate-limits/counters';
import { authErrors } from './errors';

const MINUTE_MS = 60_000;
/** The window of the (userId, IP) lock and of the userId's failures from anywhere. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * MINUTE_MS;
/** How long an IP a member logged in from stays that member's known IP. */
export const KNOWN_IP_WINDOW_MS = 30 * 24 * 60 * MINUTE_MS;
const FIRST_DELAY_MS = 1000;
/** The operator's list is a view of what is in effect now, not an audit log: the newest are enough. */
const MAX_LISTED = 200;

export interface LoginLimits {
  /** attempts one IP may make per minute, whatever the userIds */
  attemptsPerIpPerMinute: number;
  /** failures of one userId from one IP within 15 minutes before that pair is refused until the window ends */
  failuresPerUserIp: number;
  /** failures of one userId from anywhere (15 minutes without one resets them) before each attempt must wait */
  slowdownAfterFailures: number;
  /** the longest wait the slowdown asks for */
  slowdownMaxMs: number;
}

const scopes = {
  /** every attempt from an IP, fixed one-minute windows */
  ip: 'login-ip',
  /** failures of a userId from one IP, fixed 15-minute windows; a success clears it */
  pair: 'login-pair',
  /** failures of a userId from anywhere, sliding 15 minutes; drives the growing delay */
  user: 'login-user',
  /** a (userId, IP) that logged in successfully: its owner is not slowed by others' failures */
  known: 'login-known',
} as const;

/**
 * The wait before the next attempt on a userId with `failures` failures from anywhere: none below
 * `after`, then 1 s, 2 s, 4 s … doubling with each further failure, never more than `maxMs`.
 */
export function slowdownDelayMs(failures: number, after: number, maxMs: number): number {
  if (failures < after) return 0;
  // 2 ** 40 s is far beyond any cap; stopping there keeps the number finite.
  return Math.min(FIRST_DELAY_MS * 2 ** Math.min(failures - after, 40), maxMs);
}

/**
 * Who a login counter is about. 'Demo' and 'demo' are one target for a guesser; member ids have no
 * spaces (so the pair's subject splits at its one space) and at most 16 characters, so a longer
 * guess cannot be anyone and is cut, which keeps the keys small.
 */
export function userKey(userId: string): string {
  return userId.toLowerCase().replace(/\s+/g, '').slice(0, 64);
}

const pairSubject = (user: string, ip: string) => `${user} ${ip}`;

function splitPairSubject(subject: string): { userId: string; ip: string } {
  const space = subject.indexOf(' ');
  return { userId: subject.slice(0, space), ip: subject.slice(space + 1) };
}

/**
 * The brakes on password guessing, counted in the database so every server process counts together
 * (docs/decisions/007):
 * - every attempt counts against the caller's IP (one machine trying many accounts);
 * - failures count against the (userId, IP) pair, which is refused for the rest of its 15 minutes
 *   after `failuresPerUserIp` of them: the guesser is stopped, the owner elsewhere is not;
 * - failures also count against the userId from anywhere: past `slowdownAfterFailures`, each attempt
 *   must wait a growing delay (at most `slowdownMaxMs`) after the previous one, so many machines
 *   together guess slowly, while the owner, even from a new IP, waits at most that long. An IP the
 *   owner has logged in from within 30 days does not wait for others' failures.
 * Unknown userIds are counted like real ones, so no answer tells which ids exist.
 */
export class LoginLimiter {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    readonly limits: LoginLimits,
  ) {}

  /** Before the password is checked: throws a 429 (with Retry-After) when this attempt may not be made now. */
  async beforeAttempt(userId: string, ip: string): Promise<void> {
    const now = this.clock.now();
    const user = userKey(userId);
    const byIp = await takeSlot(
      this.db,
      { scope: scopes.ip, subject: ip },
      { windowMs: MINUTE_MS, limit: this.limits.attemptsPerIpPerMinute },
      now,
    );
    if (!byIp.allowed) throw tooMany(authErrors.tooManyLogins, byIp.retryAt, now);

    const pairKey = { scope: scopes.pair, subject: pairSubject(user, ip) };
    const pair = await readCounter(this.db, pairKey, now);
    if (pair && pair.count >= this.limits.failuresPerUserIp) {
      throw tooMany(authErrors.tooManyLogins, pair.expiresAt, now);
    }

    if (await readCounter(this.db, { scope: scopes.known, subject: pairSubject(user, ip) }, now)) return;
    await this.waitTurn({ scope: scopes.user, subject: user }, now);
  }

  async recordFailure(userId: string, ip: string): Promise<void> {
    const now = this.clock.now();
    const user = userKey(userId);
    const window = { windowMs: LOGIN_FAILURE_WINDOW_MS };
    await recordHit(this.db, { scope: scopes.pair, subject: pairSubject(user, ip) }, window, now);
    await recordHit(this.db, { scope: scopes.user, subject: user }, { ...window, sliding: true }, now);
  }

  /** The pair starts afresh and its IP becomes known; the userId's failures from elsewhere stay. */
  async recordSuccess(userId: string, ip: string): Promise<void> {
    const now = this.clock.now();
    const subject = pairSubject(userKey(userId), ip);
    await clearCounter(this.db, { scope: scopes.pair, subject });
    await recordHit(this.db, { scope: scopes.known, subject }, { windowMs: KNOWN_IP_WINDOW_MS, sliding: true }, now);
  }

  /** The locked pairs and the slowed userIds, newest first. */
  async listLocks(): Promise<LoginLock[]> {
    const now = this.clock.now();
    const { failuresPerUserIp, slowdownAfterFailures, slowdownMaxMs } = this.limits;
    const pairs = await listCounters(this.db, scopes.pair, { minCount: failuresPerUserIp, max: MAX_LISTED }, now);
    const users = await listCounters(this.db, scopes.user, { minCount: slowdownAfterFailures, max: MAX_LISTED }, now);
    const locks: LoginLock[] = [
      ...pairs.map((row) => ({
        kind: 'pair' as const,
        ...splitPairSubject(row.subject),
        failures: row.count,
        lastFailureAt: row.lastHitAt.toISOString(),
        until: row.expiresAt.toISOString(),
        delaySec: null,
      })),
      ...users.map((row) => {
        const delayMs = slowdownDelayMs(row.count, slowdownAfterFailures, slowdownMaxMs);
        return {
          kind: 'user' as const,
          userId: row.subject,
          ip: null,
          failures: row.count,
          lastFailureAt: row.lastHitAt.toISOString(),
          until: new Date(row.lastHitAt.getTime() + delayMs).toISOString(),
          delaySec: Math.ceil(delayMs / 1000),
        };
      }),
    ];
    return locks.sort((a, b) => b.lastFailureAt.localeCompare(a.lastFailureAt)).slice(0, MAX_LISTED);
  }

  /**
   * The operator's release: with an IP, that pair's lock; without, every lock and the delay of the
   * userId. Answers how many counters were removed.
   */
  async clear(userId: string, ip?: string): Promise<number> {
    const user = userKey(userId);
    if (ip !== undefined) return clearCounter(this.db, { scope: scopes.pair, subject: pairSubject(user, ip) });
    const pairs = await clearCountersByPrefix(this.db, scopes.pair, pairSubject(user, ''));
    return pairs + (await clearCounter(this.db, { scope: scopes.user, subject: user }));
  }

  // Of several attempts that find the delay over, one goes on; the others are told to wait again.
  private async waitTurn(key: CounterKey, now: Date): Promise<void> {
    const failures = await readCounter(this.db, key, now);
    if (!failures) return;
    const { slowdownAfterFailures, slowdownMaxMs } = this.limits;
    const delayMs = slowdownDelayMs(failures.count, slowdownAfterFailures, slowdownMaxMs);
    if (delayMs === 0) return;
    const nextAt = new Date(failures.lastHitAt.getTime() + delayMs);
    if (now < nextAt || !(await claimTurn(this.db, key, failures.lastHitAt, now))) {
      const retryAt = now < nextAt ? nextAt : new Date(now.getTime() + delayMs);
      throw tooMany(authErrors.slowedDown(secondsUntil(retryAt, now)), retryAt, now);
    }
  }
}

function secondsUntil(at: Date, now: Date): number {
  return Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000));
}

function tooMany(message: string, retryAt: Date, now: Date): TooManyRequestsError {
  return new TooManyRequestsError(message, retryAt.getTime() - now.getTime());
}
