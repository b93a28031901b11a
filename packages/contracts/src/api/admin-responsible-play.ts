/**
 * The operator's view of a member's responsible play (issue 33, docs/decisions/067): the limits the
 * member set with what is used and left, changes waiting, their time-outs and self-exclusions, and the
 * state of their identity verification; and the one change an operator may make, lowering a limit.
 */
import { z } from 'zod';
import {
  exclusionKinds,
  moneyLimitKinds,
  playLimitKinds,
  realityCheckChoices,
  verificationStatuses,
  type MoneyLimitKind,
  type PlayLimitKind,
} from '../responsible-play';
import { textSchema } from './fields';
import { PLAY_LIMIT_MAX_WON, playLimitErrors, SESSION_MINUTES_MAX, SESSION_MINUTES_MIN } from './play-limits';

/** One setting as the operator sees it: in force, waiting, and (money limits) what the period used. */
export const adminPlayLimitSchema = z.object({
  kind: z.enum(playLimitKinds),
  /** in force now (null: none); won for money limits, minutes for the session and the reality check */
  value: z.number().int().nullable(),
  /** a raise or removal the member asked for, and when it applies (null: nothing waits) */
  pending: z.object({ value: z.number().int().nullable(), from: z.string() }).nullable(),
  /** money limits: used in the current Seoul day, week or month (null for the session settings) */
  used: z.number().int().nullable(),
  /** money limits with a value: what is left this period (null when there is no limit) */
  remaining: z.number().int().nullable(),
});
export type AdminPlayLimit = z.infer<typeof adminPlayLimitSchema>;

export const adminExclusionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(exclusionKinds),
  startedAt: z.string(),
  endsAt: z.string(),
  reopenRequestedAt: z.string().nullable(),
  reopensAt: z.string().nullable(),
  /** login is refused because of it now */
  inForce: z.boolean(),
});
export type AdminExclusion = z.infer<typeof adminExclusionSchema>;

export const adminVerificationStateSchema = z.object({
  status: z.enum(verificationStatuses),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** why it was refused, as the member sees it */
  reason: z.string().nullable(),
});

/** GET /api/admin/members/:userId/responsible-play */
export const adminResponsiblePlaySchema = z.object({
  userId: z.string(),
  /** every setting in playLimitKinds' order, set or not */
  limits: z.array(adminPlayLimitSchema),
  /** newest first */
  exclusions: z.array(adminExclusionSchema),
  /** login is refused until this instant (a time-out or self-exclusion in force), else null */
  /** login is refused now (a time-out, or a self-exclusion in force or not yet reopened) */
  excluded: z.boolean(),
  /** until when; null while excluded until the member asks to reopen (or when not excluded) */
  excludedUntil: z.string().nullable(),
  /** the latest identity verification request, or null if the member never sent one */
  verification: adminVerificationStateSchema.nullable(),
});
export type AdminResponsiblePlay = z.infer<typeof adminResponsiblePlaySchema>;

export const adminLimitErrors = {
  notLower: (kind: PlayLimitKind, inForce: number) =>
    `운영자는 한도를 낮추기만 할 수 있습니다. 현재 ${limitValueText(kind, inForce)}보다 작은 값을 입력해주세요.`,
  realityCheckChoice: `이용 시간 알림은 ${realityCheckChoices.join('·')}분 중에서 정할 수 있습니다.`,
  noRemoval: '운영자는 한도를 없앨 수 없습니다. 회원만 24시간 뒤 적용으로 없앨 수 있습니다.',
  value: '한도를 1 이상의 정수로 입력해주세요.',
  reason: '사유를 입력해주세요.',
} as const;

/** A setting's value with its unit: won for money limits, minutes for the others. */
export const limitValueText = (kind: PlayLimitKind, value: number): string =>
  (moneyLimitKinds as readonly string[]).includes(kind)
    ? `${value.toLocaleString('ko-KR')}원`
    : `${value.toLocaleString('ko-KR')}분`;

export const isMoneyLimitKind = (kind: PlayLimitKind): kind is MoneyLimitKind =>
  (moneyLimitKinds as readonly string[]).includes(kind);

/**
 * PUT /api/admin/members/:userId/limits: lower one setting (or set one where none is) with the reason.
 * Never null: an operator does not remove a limit. Whether it is lower than the one in force is the
 * server's check (it needs the member's row).
 */
export const adminLowerLimitSchema = z
  .object({
    kind: z.enum(playLimitKinds, { error: '한도 종류를 선택해주세요.' }),
    value: z
      .number({ error: (issue) => (issue.input === null ? adminLimitErrors.noRemoval : adminLimitErrors.value) })
      .int(adminLimitErrors.value)
      .positive(adminLimitErrors.value),
    reason: z
      .string({ error: adminLimitErrors.reason })
      .pipe(textSchema.trim().min(1, adminLimitErrors.reason).max(200, '사유는 200자 이하로 입력해주세요.')),
  })
  .superRefine(({ kind, value }, context) => {
    const fail = (message: string) => context.addIssue({ code: 'custom', path: ['value'], message });
    if (kind === 'realityCheckMinutes') {
      if (!(realityCheckChoices as readonly number[]).includes(value)) fail(adminLimitErrors.realityCheckChoice);
    } else if (kind === 'sessionMinutes') {
      // The bounds of what an operator may set are those a member may set for themselves.
      if (value < SESSION_MINUTES_MIN || value > SESSION_MINUTES_MAX) fail(playLimitErrors.minutesRange);
    } else if (value > PLAY_LIMIT_MAX_WON) fail(playLimitErrors.wonTooLarge);
  });
export type AdminLowerLimit = z.infer<typeof adminLowerLimitSchema>;
