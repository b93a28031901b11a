/**
 * Responsible play (issue 33, docs/decisions/061): the limits a member sets for themselves, the breaks
 * they take, and identity verification. Shared by the server's tables and rules and the site's pages.
 */

/** The money limits, each per Seoul day, Seoul week (Monday 00:00) and Seoul calendar month. */
export const moneyLimitKinds = [
  'depositDaily',
  'depositWeekly',
  'depositMonthly',
  'lossDaily',
  'lossWeekly',
  'lossMonthly',
  'stakeDaily',
  'stakeWeekly',
  'stakeMonthly',
] as const;
export type MoneyLimitKind = (typeof moneyLimitKinds)[number];

/** Every setting of PUT /api/member/limits: the money limits, the session's length and the reality check. */
export const playLimitKinds = [...moneyLimitKinds, 'sessionMinutes', 'realityCheckMinutes'] as const;
export type PlayLimitKind = (typeof playLimitKinds)[number];

export type LimitMeasure = 'deposit' | 'loss' | 'stake';
export type LimitPeriod = 'day' | 'week' | 'month';

/** What a money limit measures and over which period. */
export const moneyLimitShape: Record<MoneyLimitKind, { measure: LimitMeasure; period: LimitPeriod }> = {
  depositDaily: { measure: 'deposit', period: 'day' },
  depositWeekly: { measure: 'deposit', period: 'week' },
  depositMonthly: { measure: 'deposit', period: 'month' },
  lossDaily: { measure: 'loss', period: 'day' },
  lossWeekly: { measure: 'loss', period: 'week' },
  lossMonthly: { measure: 'loss', period: 'month' },
  stakeDaily: { measure: 'stake', period: 'day' },
  stakeWeekly: { measure: 'stake', period: 'week' },
  stakeMonthly: { measure: 'stake', period: 'month' },
};

export const depositLimitKinds = ['depositDaily', 'depositWeekly', 'depositMonthly'] as const;
export type DepositLimitKind = (typeof depositLimitKinds)[number];
export const isDepositLimitKind = (kind: MoneyLimitKind): kind is DepositLimitKind =>
  moneyLimitShape[kind].measure === 'deposit';

/** A raise or a removal waits this long (lowering or setting one applies at once). */
export const LIMIT_COOL_OFF_MS = 24 * 60 * 60 * 1000;

/** The reality check's intervals the page offers, in minutes (null: off). */
export const realityCheckChoices = [30, 60, 120] as const;

/** Time-out lengths in days, and self-exclusion lengths in months (the choices; nothing else is taken). */
export const timeOutDays = [1, 3, 7, 30, 42] as const;
export const selfExclusionMonths = [6, 12, 60] as const;

/** After a self-exclusion ends, the account reopens this long after the member asks. */
export const REOPEN_WAIT_MS = 24 * 60 * 60 * 1000;

export const exclusionKinds = ['time_out', 'self_exclusion'] as const;
export type ExclusionKind = (typeof exclusionKinds)[number];

/** Identity verification (KYC): members younger than this (in full years) are refused. */
export const MINIMUM_AGE_YEARS = 19;
export const verificationStatuses = ['pending', 'approved', 'refused'] as const;
export type VerificationStatus = (typeof verificationStatuses)[number];

/** Each setting's Korean name, as the page and the refusals name it. */
export const playLimitLabels: Record<PlayLimitKind, string> = {
  depositDaily: '일일 충전 한도',
  depositWeekly: '주간 충전 한도',
  depositMonthly: '월간 충전 한도',
  lossDaily: '일일 손실 한도',
  lossWeekly: '주간 손실 한도',
  lossMonthly: '월간 손실 한도',
  stakeDaily: '일일 베팅 한도',
  stakeWeekly: '주간 베팅 한도',
  stakeMonthly: '월간 베팅 한도',
  sessionMinutes: '1회 접속 시간 제한',
  realityCheckMinutes: '이용 시간 알림',
};

/** The refusal of a deposit, bet or conversion that would cross a member's own limit: which, and what is left. */
export const limitRefusalMessage = (kind: MoneyLimitKind, remaining: number): string =>
  `${playLimitLabels[kind]}를 넘어 처리할 수 없습니다. 남은 한도: ${Math.max(0, remaining).toLocaleString('ko-KR')}원`;

/**
 * When a change of a limit takes effect: setting one or lowering it at once; raising or removing one
 * after the cool-off (LIMIT_COOL_OFF_MS); asking for what is already in force changes nothing. A null is
 * "no limit". The reality check's interval is a reminder, not a limit: it changes at once either way.
 */
export function limitChangeTiming(
  kind: PlayLimitKind,
  inForce: number | null,
  requested: number | null,
): 'now' | 'after-cool-off' | 'unchanged' {
  if (requested === inForce) return 'unchanged';
  if (kind === 'realityCheckMinutes') return 'now';
  if (inForce === null) return 'now';
  if (requested !== null && requested < inForce) return 'now';
  return 'after-cool-off';
}
