import type { LoginLock } from '@site/contracts/api/admin-login-locks';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { TooManyRequestsError } from '../../http/app-error';
import {
  clearCounter,
  clearCountersByPrefix,
  giveBack,
  listCounters,
  readCounter,
  recordHit,
  takeSlot,
  takeTurn,
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

/** slowdownDelayMs for each number of failures, up to the first that reaches the cap (it stands for all above). */
function slowdownDelays({ slowdownAfterFailures, slowdownMaxMs }: LoginLimits): number[] {
  const delays: number[] = [];
  // Past 40 doublings the delay stops growing (slowdownDelayMs), so the table stops there at the latest.
  for (let failures = 0; failures <= slowdownAfterFailures + 41; failures++) {
    const delay = slowdownDelayMs(failures, slowdownAfterFailures, slowdownMaxMs);
    delays.push(delay);
    if (delay >= slowdownMaxMs) break;
  }
  return delays;
}

const pairSubject = (user: string, ip: string) => `${user} ${ip}`;

/** What beforeAttempt counted for one attempt, for its outcome to settle. */
export interface LoginAttempt {
  user: string;
  ip: string;
  /** the attempt took a turn of the userId's failures (it is not from an IP the owner logged in from) */
  tookTurn: boolean;
}

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
 * An attempt counts as a failure before its password is checked, and a right password gives the count
 * back: counted only after the check, guesses sent at once would all find the counts below their limits.
 * Unknown userIds are counted like real ones, so no answer tells which ids exist.
 */
export class LoginLimiter {
  private readonly delays: number[];

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    readonly limits: LoginLimits,
  ) {
    this.delays = slowdownDelays(limits);
  }

  /**
   * Before the password is checked: counts the attempt as a failure of the pair and (unless the IP is
   * a known one) of the userId, or throws a 429 (with Retry-After) when it may not be made now.
   */
  async beforeAttempt(userId: string, ip: string): Promise<LoginAttempt> {
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
    const pair = await takeSlot(
      this.db,
      pairKey,
      { windowMs: LOGIN_FAILURE_WINDOW_MS, limit: this.limits.failuresPerUserIp },
      now,
    );
    if (!pair.allowed) throw tooMany(authErrors.tooManyLogins, pair.retryAt, now);

    if (await readCounter(this.db, { scope: scopes.known, subject: pairSubject(user, ip) }, now)) {
      return { user, ip, tookTurn: false };
    }
    const window = { windowMs: LOGIN_FAILURE_WINDOW_MS, delaysMs: this.delays };
    const turn = await takeTurn(this.db, { scope: scopes.user, subject: user }, window, now);
    if (!turn.allowed) {
      // Refused before any password was checked: the pair did not fail.
      await giveBack(this.db, pairKey);
      throw tooMany(authErrors.slowedDown(secondsUntil(turn.retryAt, now)), turn.retryAt, now);
    }
    return { user, ip, tookTurn: true };
  }

  /** A wrong password: beforeAttempt counted it already, except against the userId from a known IP. */
  async recordFailure({ user, tookTurn }: LoginAttempt): Promise<void> {
    if (tookTurn) return;
    const window = { windowMs: LOGIN_FAILURE_WINDOW_MS, sliding: true };
    await recordHit(this.db, { scope: scopes.user, subject: user }, window, this.clock.now());
  }

  /**
   * The pair starts afresh and its IP becomes known; the attempt is taken back from the userId's
   * failures, and those from elsewhere stay.
   */
  async recordSuccess({ user, ip, tookTurn }: LoginAttempt): Promise<void> {
    const now = this.clock.now();
    const subject = pairSubject(user, ip);
    await clearCounter(this.db, { scope: scopes.pair, subject });
    if (tookTurn) await giveBack(this.db, { scope: scopes.user, subject: user });
    await recordHit(this.db, { scope: scopes.known, subject }, { windowMs: KNOWN_IP_WINDOW_MS, sliding: true }, now);
  }

  /**
   * An attempt that neither failed nor succeeded: a right password on an account with a second factor
   * (the login succeeds only at the code step, whose wrong codes count here like wrong passwords), or a
   * code step stopped for another reason. Taken back from the pair and the userId, as a success would,
   * but the pair is not cleared and the IP does not become known.
   */
  async takeBack({ user, ip, tookTurn }: LoginAttempt): Promise<void> {
    await giveBack(this.db, { scope: scopes.pair, subject: pairSubject(user, ip) });
    if (tookTurn) await giveBack(this.db, { scope: scopes.user, subject: user });
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
   * userId. Answers how many counters were removed. `db`: the transaction that records the release
   * in the operator audit trail.
   */
  async clear(userId: string, ip?: string, db: Database = this.db): Promise<number> {
    const user = userKey(userId);
    if (ip !== undefined) return clearCounter(db, { scope: scopes.pair, subject: pairSubject(user, ip) });
    const pairs = await clearCountersByPrefix(db, scopes.pair, pairSubject(user, ''));
    return pairs + (await clearCounter(db, { scope: scopes.user, subject: user }));
  }
}

function secondsUntil(at: Date, now: Date): number {
  return Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000));
}

function tooMany(message: string, retryAt: Date, now: Date): TooManyRequestsError {
  return new TooManyRequestsError(message, retryAt.getTime() - now.getTime());
}
