import type { Database } from '../../db/client';
import { TooManyRequestsError } from '../../http/app-error';
import { clearCounter, takeSlot, type CounterKey } from '../rate-limits/counters';

const MINUTE_MS = 60_000;
export const JOIN_CHECK_WINDOW_MS = 10 * MINUTE_MS;
export const JOIN_CHECK_ALL_IPS_WINDOW_MS = MINUTE_MS;
export const JOIN_WINDOW_MS = 60 * MINUTE_MS;
export const PASSWORD_CHECK_WINDOW_MS = 15 * MINUTE_MS;

/** The brakes of sign-up and of the profile's password check (config: JOIN_*, PASSWORD_FAILURES_PER_15_MIN). */
export interface AccountLimits {
  /** answers telling a taken id or nickname from a free one, per IP per 10 minutes: checks and joins together */
  checksPerIpPer10Min: number;
  /** the same answers from all IPs together per minute, so many IPs cannot multiply the IP's limit */
  checksPerMinAllIps: number;
  /** accounts one IP may create per hour */
  joinsPerIpPerHour: number;
  /** accounts that may hold one phone number (at sign-up and when a profile changes its number) */
  accountsPerPhone: number;
  /** wrong current passwords per member per 15 minutes */
  passwordCheckFailuresPer15Min: number;
}

export const accountLimitErrors = {
  tooManyChecks: '아이디·닉네임 확인 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
  tooManyChecksEverywhere: '지금은 아이디·닉네임 확인 요청이 많습니다. 1분 뒤에 다시 시도해주세요.',
  tooManyJoins: '이 IP에서 가입한 계정이 너무 많습니다. 잠시 후 다시 시도해주세요.',
  phoneFull: '이 휴대폰 번호로 더 이상 계정을 등록할 수 없습니다. 고객센터에 문의해주세요.',
  tooManyPasswordChecks: '현재 비밀번호를 여러 번 틀렸습니다. 잠시 후 다시 시도해주세요.',
} as const;

const keys = {
  check: (ip: string): CounterKey => ({ scope: 'join-check', subject: ip }),
  // One row for the whole site: one conditional upsert per check, whatever the number of IPs.
  checkAllIps: { scope: 'join-check-all', subject: 'all' } satisfies CounterKey,
  join: (ip: string): CounterKey => ({ scope: 'join-ip', subject: ip }),
  password: (memberId: number): CounterKey => ({ scope: 'password-check', subject: String(memberId) }),
};

async function take(
  db: Database,
  key: CounterKey,
  window: { windowMs: number; limit: number },
  now: Date,
  message: string,
): Promise<void> {
  const result = await takeSlot(db, key, window, now);
  if (!result.allowed) throw new TooManyRequestsError(message, result.retryAt.getTime() - now.getTime());
}

/**
 * Counts one answer that tells a taken id or nickname from a free one; 429 past the IP's limit, then
 * past the ceiling of all IPs together (issue 31 finding 5: an attacker with many IPs got the IP's
 * limit once per IP). The IP's count comes first, so one IP over its own limit never uses up the
 * ceiling the others share.
 */
export async function takeIdentityCheck(db: Database, limits: AccountLimits, ip: string, now: Date): Promise<void> {
  const window = { windowMs: JOIN_CHECK_WINDOW_MS, limit: limits.checksPerIpPer10Min };
  await take(db, keys.check(ip), window, now, accountLimitErrors.tooManyChecks);
  const ceiling = { windowMs: JOIN_CHECK_ALL_IPS_WINDOW_MS, limit: limits.checksPerMinAllIps };
  await take(db, keys.checkAllIps, ceiling, now, accountLimitErrors.tooManyChecksEverywhere);
}

/**
 * Counts one account created from the IP; 429 past its limit. Called inside the join's transaction,
 * so a join that fails after it gives its place back.
 */
export function takeJoin(db: Database, limits: AccountLimits, ip: string, now: Date): Promise<void> {
  const window = { windowMs: JOIN_WINDOW_MS, limit: limits.joinsPerIpPerHour };
  return take(db, keys.join(ip), window, now, accountLimitErrors.tooManyJoins);
}

/**
 * Counts one check of the member's current password, before it is made, so parallel guesses cannot
 * slip past the limit; a right password gives the count back (forgetPasswordChecks).
 */
export function takePasswordCheck(db: Database, limits: AccountLimits, memberId: number, now: Date): Promise<void> {
  const window = { windowMs: PASSWORD_CHECK_WINDOW_MS, limit: limits.passwordCheckFailuresPer15Min };
  return take(db, keys.password(memberId), window, now, accountLimitErrors.tooManyPasswordChecks);
}

export async function forgetPasswordChecks(db: Database, memberId: number): Promise<void> {
  await clearCounter(db, keys.password(memberId));
}
