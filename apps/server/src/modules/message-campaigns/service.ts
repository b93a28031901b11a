import {
  CAMPAIGN_LIST_SIZE,
  type CampaignCreate,
  type CampaignView,
  type MessageSegment,
} from '@site/contracts/api/admin-message-campaigns';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { notifyMembers, type NotifyDeps } from '../notifications/service';
import { campaignErrors } from './errors';
import * as repo from './repo';
import type { ResolvedSegment } from './segment-sql';

/** The segment with its partner's account; a userId that is not a partner is the staff member's mistake (400). */
async function resolve(db: Database, segment: MessageSegment): Promise<ResolvedSegment> {
  const userId = segment.partnerUserId?.trim();
  if (!userId) return { segment, partnerId: null };
  const partnerId = await repo.findPartnerId(db, userId);
  if (partnerId === undefined) throw new AppError(400, campaignErrors.notAPartner(userId));
  return { segment, partnerId };
}

/** How many members the segment chooses now (the console's live count). */
export async function previewSegment(db: Database, clock: Clock, segment: MessageSegment): Promise<number> {
  return repo.countSegment(db, await resolve(db, segment), clock.now());
}

/**
 * A campaign and its recipients, in `tx` (the audited transaction): who is chosen is fixed now; the
 * sender (workers/message-campaigns.ts) delivers them. A segment of nobody is refused and leaves nothing.
 */
export async function createCampaign(
  tx: Database,
  clock: Clock,
  createdBy: { id: number; userId: string },
  input: CampaignCreate,
): Promise<CampaignView> {
  const segment = await resolve(tx, input.segment);
  const row = await repo.insertCampaign(
    tx,
    {
      title: input.title,
      contents: input.contents,
      segment: input.segment,
      createdBy: createdBy.id,
      createdAt: clock.now(),
    },
    segment,
  );
  // Thrown inside the transaction: the campaign row just written rolls back with it.
  if (row.total === 0) throw new AppError(400, campaignErrors.nobody);
  return toView({ ...row, createdByUserId: createdBy.userId });
}

export async function listCampaigns(db: Database): Promise<CampaignView[]> {
  return (await repo.listCampaigns(db, CAMPAIGN_LIST_SIZE)).map(toView);
}

/** What one run of the sender did: the campaign it worked on, how many it reached, whether that finished it. */
export interface BatchResult {
  campaignId: number;
  delivered: number;
  finished: boolean;
}

/**
 * One batch of the oldest sending campaign, in one transaction: its members' 쪽지, their notifications
 * (pushed to their open pages once it commits, like a single 쪽지's), the progress. A run stopped in
 * the middle rolls back whole; the members it had taken wait for the next run, and a member already
 * reached is never taken again (message_id is set in the same transaction). Undefined when nothing is sending.
 */
export async function sendNextBatch(db: Database, deps: NotifyDeps, size: number): Promise<BatchResult | undefined> {
  return db.transaction(async (tx) => {
    const campaign = await repo.oldestSending(tx);
    if (!campaign) return undefined;
    const now = deps.clock.now();
    const delivered = await repo.deliverBatch(tx, campaign, size, now);
    await notifyMembers(
      tx,
      deps,
      delivered.map(({ memberId, messageId }) => ({
        memberId,
        event: { kind: 'message' as const, messageId, title: campaign.title },
      })),
    );
    const finished = await repo.recordProgress(tx, campaign.id, delivered.length, now);
    return { campaignId: campaign.id, delivered: delivered.length, finished };
  });
}

function toView(row: repo.CampaignListRow): CampaignView {
  return {
    id: row.id,
    title: row.title,
    segment: row.segment,
    total: row.total,
    sent: row.sent,
    status: row.status,
    createdByUserId: row.createdByUserId,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
