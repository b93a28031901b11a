/**
 * Friend referrals (/friend): a member's referral code, the members who joined with it and whether
 * they are still active. A member's code is their login id, the value sign-up's recommender field
 * has always taken, so a code typed by hand and one carried by the link join alike.
 */
import { z } from 'zod';
import { pageOf, pageQueryOf } from './lists';

/** A referred member counts as active when they logged in within this many days. */
export const ACTIVE_REFERRAL_DAYS = 30;

export const referredMemberSchema = z.object({
  /** the login id with all but its first two characters hidden, e.g. 'ab***' */
  maskedId: z.string(),
  joinedAt: z.string(),
  level: z.number().int(),
  levelNm: z.string(),
  active: z.boolean(),
});
export type ReferredMember = z.infer<typeof referredMemberSchema>;

export const friendQuerySchema = pageQueryOf(10);
export type FriendQuery = z.input<typeof friendQuerySchema>;

export const friendStatusSchema = z.object({
  /** the code the member hands out: their own login id */
  code: z.string(),
  activeDays: z.number().int(),
  activeCount: z.number().int(),
  /** newest first; totalCount is every member referred */
  referrals: pageOf(referredMemberSchema),
});
export type FriendStatus = z.infer<typeof friendStatusSchema>;

/** Hides a login id from the member who referred it: its first two characters and '***'. */
export const maskUserId = (userId: string): string => `${userId.slice(0, 2)}***`;
