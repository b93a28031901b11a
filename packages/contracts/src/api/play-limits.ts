/**
 * The member's own limits (issue 33, docs/decisions/061): GET /member/limits shows every setting as it
 * stands, with a waiting change and, for the money limits, what the current period has used;
 * PUT /member/limits changes any of them; DELETE /member/limits/:kind/pending drops a waiting change.
 */
import { z } from 'zod';
import { playLimitKinds, realityCheckChoices } from '../responsible-play';

/** The highest money limit a member may set (won), per period. */
export const PLAY_LIMIT_MAX_WON = 1_000_000_000;
/** The session time limit's bounds, in minutes: a quarter of an hour to a whole day. */
export const SESSION_MINUTES_MIN = 15;
export const SESSION_MINUTES_MAX = 24 * 60;

export const playLimitErrors = {
  wonWhole: '한도는 원 단위 정수로 입력해주세요.',
  wonPositive: '한도는 1원 이상으로 입력해주세요. 한도를 없애려면 비워 두세요.',
  wonTooLarge: `한도는 ${PLAY_LIMIT_MAX_WON.toLocaleString('ko-KR')}원까지 정할 수 있습니다.`,
  minutesWhole: '시간은 분 단위 정수로 입력해주세요.',
  minutesRange: `1회 접속 시간 제한은 ${SESSION_MINUTES_MIN}분에서 ${SESSION_MINUTES_MAX}분 사이로 정해주세요.`,
  realityChoice: `이용 시간 알림은 ${realityCheckChoices.join('·')}분 중에서 고르거나 끌 수 있습니다.`,
  nothingToChange: '바꿀 한도를 하나 이상 보내주세요.',
  unknownSetting: '알 수 없는 설정입니다.',
  noPending: '대기 중인 한도 변경이 없습니다.',
} as const;

/** A money limit: whole won, 1 to PLAY_LIMIT_MAX_WON; null removes it. */
const wonLimitSchema = z
  .number({ error: playLimitErrors.wonWhole })
  .int(playLimitErrors.wonWhole)
  .positive(playLimitErrors.wonPositive)
  .max(PLAY_LIMIT_MAX_WON, playLimitErrors.wonTooLarge)
  .nullable();

const sessionMinutesSchema = z
  .number({ error: playLimitErrors.minutesWhole })
  .int(playLimitErrors.minutesWhole)
  .min(SESSION_MINUTES_MIN, playLimitErrors.minutesRange)
  .max(SESSION_MINUTES_MAX, playLimitErrors.minutesRange)
  .nullable();

const realityCheckSchema = z
  .number({ error: playLimitErrors.realityChoice })
  .refine((minutes) => (realityCheckChoices as readonly number[]).includes(minutes), playLimitErrors.realityChoice)
  .nullable();

/**
 * PUT /member/limits: any of the settings; a setting left out stays as it is, null removes it. A name
 * the server does not know is refused, so a misspelt limit is never taken for "nothing to change".
 */
export const playLimitsUpdateSchema = z
  .strictObject(
    {
      depositDaily: wonLimitSchema.optional(),
      depositWeekly: wonLimitSchema.optional(),
      depositMonthly: wonLimitSchema.optional(),
      lossDaily: wonLimitSchema.optional(),
      lossWeekly: wonLimitSchema.optional(),
      lossMonthly: wonLimitSchema.optional(),
      stakeDaily: wonLimitSchema.optional(),
      stakeWeekly: wonLimitSchema.optional(),
      stakeMonthly: wonLimitSchema.optional(),
      sessionMinutes: sessionMinutesSchema.optional(),
      realityCheckMinutes: realityCheckSchema.optional(),
    },
    { error: playLimitErrors.unknownSetting },
  )
  .refine((body) => Object.values(body).some((value) => value !== undefined), playLimitErrors.nothingToChange);
export type PlayLimitsUpdate = z.input<typeof playLimitsUpdateSchema>;

/** DELETE /member/limits/:kind/pending */
export const playLimitKindParamsSchema = z.object({
  kind: z.enum(playLimitKinds, { error: playLimitErrors.unknownSetting }),
});

/** A money limit's current period: what it has used, what is left (null: no limit in force) and when it starts again. */
export const playLimitUsageSchema = z.object({
  used: z.number().int(),
  left: z.number().int().nullable(),
  /** the next Seoul midnight, Monday or 1st (ISO 8601) */
  resetsAt: z.string(),
});
export type PlayLimitUsage = z.infer<typeof playLimitUsageSchema>;

/** One setting as it stands. */
export const playLimitViewSchema = z.object({
  kind: z.enum(playLimitKinds),
  /** in force now: won or minutes; null: none */
  value: z.number().int().nullable(),
  /** a raise or a removal waiting for the cool-off: the value it brings (null: none) and when (ISO 8601) */
  pending: z.object({ value: z.number().int().nullable(), from: z.string() }).nullable(),
  /** the money limits only */
  usage: playLimitUsageSchema.nullable(),
});
export type PlayLimitView = z.infer<typeof playLimitViewSchema>;

/** Every setting, in the order of playLimitKinds. */
export const playLimitsSchema = z.object({
  limits: z.array(playLimitViewSchema),
  /** the server's time of this answer (ISO 8601) */
  now: z.string(),
});
export type PlayLimits = z.infer<typeof playLimitsSchema>;
