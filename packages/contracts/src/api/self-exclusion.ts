/**
 * A member's time-out and self-exclusion (issue 33, docs/decisions/063): the calls that start one, the
 * login's refusal while one holds, and the request to reopen after a self-exclusion has ended.
 */
import { z } from 'zod';
import { DAY_MS, SEOUL_OFFSET_MS } from '../clock';
import { exclusionKinds, selfExclusionMonths, timeOutDays } from '../responsible-play';
import { textSchema } from './fields';

const currentPassword = textSchema.min(1, '비밀번호를 입력해주세요.').max(256, '비밀번호가 너무 깁니다.');

/** POST member/time-out: one of timeOutDays, confirmed with the member's current password. */
export const timeOutRequestSchema = z.object({
  days: z
    .number({ error: '이용 중지 기간을 선택해주세요.' })
    .refine((days) => (timeOutDays as readonly number[]).includes(days), '이용 중지 기간을 목록에서 선택해주세요.'),
  password: currentPassword,
});
export type TimeOutRequest = z.infer<typeof timeOutRequestSchema>;

/** POST member/self-exclusion: one of selfExclusionMonths, confirmed with the member's current password. */
export const selfExclusionRequestSchema = z.object({
  months: z
    .number({ error: '이용 제한 기간을 선택해주세요.' })
    .refine(
      (months) => (selfExclusionMonths as readonly number[]).includes(months),
      '이용 제한 기간을 목록에서 선택해주세요.',
    ),
  password: currentPassword,
});
export type SelfExclusionRequest = z.infer<typeof selfExclusionRequestSchema>;

/** What a break that began answers: every session has ended, this one too; `message` is what the login page shows. */
export const exclusionStartedSchema = z.object({
  kind: z.enum(exclusionKinds),
  startedAt: z.string(),
  endsAt: z.string(),
  message: z.string(),
});
export type ExclusionStarted = z.infer<typeof exclusionStartedSchema>;

/**
 * The details beside `message` of the login's refusal (403) while a break holds: which, when it ends,
 * whether the member may ask to reopen now (a self-exclusion that ended), and when a requested reopening
 * happens.
 */
export const exclusionRefusalSchema = z.object({
  message: z.string(),
  exclusion: z.object({
    kind: z.enum(exclusionKinds),
    endsAt: z.string(),
    canRequestReopen: z.boolean(),
    reopensAt: z.string().nullable(),
  }),
});
export type ExclusionRefusal = z.infer<typeof exclusionRefusalSchema>;

/** The status of the login's refusal while a time-out or a self-exclusion holds. */
export const EXCLUDED_STATUS = 403;

/** POST member/login/reopen: the login's id and password, after a self-exclusion has ended. */
export const reopenRequestSchema = z.object({
  userId: textSchema.trim().min(1, '아이디를 입력해주세요.').max(64, '아이디가 너무 깁니다.'),
  password: textSchema.min(1, '비밀번호를 입력해주세요.').max(256, '비밀번호가 너무 깁니다.'),
});
export type ReopenRequest = z.infer<typeof reopenRequestSchema>;

export const reopenAnswerSchema = z.object({ reopensAt: z.string(), message: z.string() });
export type ReopenAnswer = z.infer<typeof reopenAnswerSchema>;

/**
 * `months` calendar months after `from`, on Seoul's calendar, at the same time of day; a day the month
 * does not have becomes its last (31 August + 6 months is 28 or 29 February).
 */
export function addSeoulMonths(from: Date, months: number): Date {
  const local = new Date(from.getTime() + SEOUL_OFFSET_MS);
  const day = local.getUTCDate();
  local.setUTCDate(1);
  local.setUTCMonth(local.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 0)).getUTCDate();
  local.setUTCDate(Math.min(day, lastDay));
  return new Date(local.getTime() - SEOUL_OFFSET_MS);
}

/** A time-out of some days, or a self-exclusion of some months. */
export type BreakLength = { kind: 'time_out'; days: number } | { kind: 'self_exclusion'; months: number };

/** When a break taken at `now` ends: the server's rule, and the date the site's confirmation names. */
export function breakEnd(length: BreakLength, now: Date): Date {
  return length.kind === 'time_out'
    ? new Date(now.getTime() + length.days * DAY_MS)
    : addSeoulMonths(now, length.months);
}

/** `2026년 12월 6일 14:00`, Seoul time: how a break's end is named to the member. */
export function formatSeoulLongDateTime(instant: Date | string | number): string {
  const local = new Date(new Date(instant).getTime() + SEOUL_OFFSET_MS);
  const minutes = `${local.getUTCHours()}`.padStart(2, '0') + ':' + `${local.getUTCMinutes()}`.padStart(2, '0');
  return `${local.getUTCFullYear()}년 ${local.getUTCMonth() + 1}월 ${local.getUTCDate()}일 ${minutes}`;
}

/** The refusals and answers of the break calls and of the login while a break holds, in Korean. */
export const exclusionMessages = {
  timeOutUntil: (endsAt: Date | string) =>
    `${formatSeoulLongDateTime(endsAt)}까지 이용을 중지하셨습니다. 그때까지 로그인할 수 없습니다.`,
  selfExclusionUntil: (endsAt: Date | string) =>
    `${formatSeoulLongDateTime(endsAt)}까지 이용을 제한하셨습니다. 그때까지 로그인할 수 없으며, 기간이 끝난 뒤 이용 재개를 요청하시면 24시간 후에 다시 이용하실 수 있습니다.`,
  selfExclusionEnded: (endsAt: Date | string) =>
    `이용 제한 기간이 ${formatSeoulLongDateTime(endsAt)}에 끝났습니다. 이용 재개를 요청하시면 24시간 후에 계정이 다시 열립니다.`,
  reopening: (reopensAt: Date | string) =>
    `이용 재개를 요청하셨습니다. ${formatSeoulLongDateTime(reopensAt)}부터 로그인할 수 있습니다.`,
  alreadyExcluded: '이미 이용 중지 또는 이용 제한 중입니다. 기간이 끝나기 전에는 새로 신청하거나 해제할 수 없습니다.',
  wrongPassword: '비밀번호가 일치하지 않습니다.',
  nothingToReopen: '이용 재개를 요청할 이용 제한이 없습니다.',
  reopenTooEarly: (endsAt: Date | string) =>
    `이용 제한 기간이 끝나는 ${formatSeoulLongDateTime(endsAt)} 이후에 이용 재개를 요청할 수 있습니다.`,
} as const;
