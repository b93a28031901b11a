/**
 * The operator's report of limits hit (issue 33, docs/decisions/062): every deposit, bet or casino
 * debit a member's own limit refused, counted per Seoul day and per limit, and the members who hit one.
 */
import { z } from 'zod';
import { moneyLimitKinds } from '../responsible-play';
import { seoulDaySchema } from './fields';

/** The longest range one report covers, in Seoul days. */
export const LIMIT_HITS_RANGE_MAX_DAYS = 92;
/** The members' rows one report lists at most (the most recent hits first). */
export const LIMIT_HITS_MEMBERS_MAX = 200;

export const limitHitsErrors = {
  rangeTooLong: `조회 기간은 최대 ${LIMIT_HITS_RANGE_MAX_DAYS}일입니다.`,
  rangeReversed: '시작일이 종료일보다 늦습니다.',
} as const;

/** ?from=&to= (Seoul days, both included); none: this Seoul month so far. */
export const limitHitsQuerySchema = z.object({
  from: seoulDaySchema.optional(),
  to: seoulDaySchema.optional(),
});
export type LimitHitsQuery = z.infer<typeof limitHitsQuerySchema>;

const limitKindSchema = z.enum(moneyLimitKinds);

/** One Seoul day with hits: how many per limit (kinds without a hit are absent) and in all. */
export const limitHitsDaySchema = z.object({
  /** YYYY-MM-DD, Seoul */
  day: z.string(),
  total: z.number().int(),
  byKind: z.array(z.object({ kind: limitKindSchema, count: z.number().int() })),
});

/** A member and one limit they hit in the range: how many times and when last. */
export const limitHitsMemberSchema = z.object({
  member: z.object({ id: z.number().int(), userId: z.string(), nickName: z.string() }),
  kind: limitKindSchema,
  count: z.number().int(),
  /** ISO 8601 */
  lastAt: z.string(),
});
export type LimitHitsMember = z.infer<typeof limitHitsMemberSchema>;

export const limitHitsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  total: z.number().int(),
  /** the days with at least one hit, newest first */
  days: z.array(limitHitsDaySchema),
  /** per member and limit, the latest hit first; at most LIMIT_HITS_MEMBERS_MAX rows */
  members: z.array(limitHitsMemberSchema),
  /** more members' rows than `members` holds hit a limit in the range */
  membersTruncated: z.boolean(),
});
export type LimitHitsReport = z.infer<typeof limitHitsReportSchema>;
