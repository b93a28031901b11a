/**
 * 쪽지 to a segment of members (issue 36): how the members are chosen. Every criterion given narrows the
 * segment (they are and-ed); none given means every member. Staff, partners and blocked accounts are
 * never chosen.
 */
import { z } from 'zod';
import { adminMessageSchema } from './admin';
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

/** POST /api/admin/message-campaigns/preview: how many members the segment chooses now. */
export const campaignPreviewInputSchema = z.object({ segment: messageSegmentSchema });
export const campaignPreviewSchema = z.object({ count: z.number().int() });
export type CampaignPreview = z.infer<typeof campaignPreviewSchema>;

/** POST /api/admin/message-campaigns: the title and contents have the single 쪽지's limits. */
export const campaignCreateSchema = adminMessageSchema
  .pick({ title: true, contents: true })
  .extend({ segment: messageSegmentSchema });
export type CampaignCreate = z.infer<typeof campaignCreateSchema>;

export const campaignStatuses = ['sending', 'done'] as const;

/** One campaign in the console's list: its progress, who sent it and when. */
export const campaignViewSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  segment: messageSegmentSchema,
  /** members chosen when it was created */
  total: z.number().int(),
  /** members it has reached so far */
  sent: z.number().int(),
  status: z.enum(campaignStatuses),
  createdByUserId: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type CampaignView = z.infer<typeof campaignViewSchema>;
/** Newest first; the console shows the latest ones (CAMPAIGN_LIST_SIZE). */
export const campaignListSchema = z.array(campaignViewSchema);
export const CAMPAIGN_LIST_SIZE = 50;
