/**
 * 쪽지 to a segment of members (issue 36): how the members are chosen. Every criterion given narrows the
 * segment (they are and-ed); none given means every member. Staff, partners and blocked accounts are
 * never chosen.
 */
import { z } from 'zod';
import { riskFlagKindSchema } from './admin-risk';

export const messageSegmentSchema = z
  .object({
    /** members at one of these levels */
    levels: z.array(z.number().int().min(0).max(99)).max(100).optional(),
    /** members under this partner (userId), anywhere below it in the tree */
    partnerUserId: z.string().min(1).max(40).optional(),
    /** members who logged in within this many days */
    activeWithinDays: z.number().int().min(1).max(365).optional(),
    /** members who have not logged in for at least this many days */
    inactiveForDays: z.number().int().min(1).max(3650).optional(),
    /** members with an open risk flag of this kind */
    flag: riskFlagKindSchema.optional(),
  })
  .strict();
export type MessageSegment = z.infer<typeof messageSegmentSchema>;
