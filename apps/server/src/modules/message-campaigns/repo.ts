import { and, desc, eq, sql } from 'drizzle-orm';
import type { MessageSegment } from '@site/contracts/api/admin-message-campaigns';
import { MEMBER_TYPE_MANAGER } from '@site/contracts/roles';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-query';
import { members } from '../../db/schema/members';
import { messageCampaigns, type MessageCampaignRow } from '../../db/schema/messages';
import { segmentMembersSql, type ResolvedSegment } from './segment-sql';

/** The id of the partner account (type 2) with this userId; undefined when there is none. */
export async function findPartnerId(db: Database, userId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.userId, userId), eq(members.type, MEMBER_TYPE_MANAGER)));
  return row?.id;
}

export async function countSegment(db: Database, segment: ResolvedSegment, now: Date): Promise<number> {
  const [row] = await rawRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (${segmentMembersSql(segment, now)}) s`,
  );
  return row?.n ?? 0;
}

export interface NewCampaign {
  title: string;
  contents: string;
  segment: MessageSegment;
  createdBy: number;
  createdAt: Date;
}

/**
 * The campaign and every member its segment chooses now, in `tx`: one insert … select fixes the
 * recipients, so a member who joins the segment later is not added and the count is the total.
 */
export async function insertCampaign(
  tx: Database,
  campaign: NewCampaign,
  segment: ResolvedSegment,
): Promise<MessageCampaignRow> {
  const [created] = await tx
    .insert(messageCampaigns)
    .values({ ...campaign, total: 0 })
    .returning({ id: messageCampaigns.id });
  if (!created) throw new Error('insert into message_campaigns returned no row');
  const [chosen] = await rawRows<{ n: number }>(
    tx,
    sql`with added as (
      insert into message_campaign_recipients (campaign_id, member_id)
      select ${created.id}, chosen.id from (${segmentMembersSql(segment, campaign.createdAt)}) chosen
      returning 1
    ) select count(*)::int as n from added`,
  );
  const [row] = await tx
    .update(messageCampaigns)
    .set({ total: chosen?.n ?? 0 })
    .where(eq(messageCampaigns.id, created.id))
    .returning();
  if (!row) throw new Error('the campaign just inserted is gone');
  return row;
}

export type CampaignListRow = MessageCampaignRow & { createdByUserId: string };

export async function listCampaigns(db: Database, limit: number): Promise<CampaignListRow[]> {
  const rows = await db
    .select({ campaign: messageCampaigns, createdByUserId: members.userId })
    .from(messageCampaigns)
    .innerJoin(members, eq(members.id, messageCampaigns.createdBy))
    .orderBy(desc(messageCampaigns.id))
    .limit(limit);
  return rows.map(({ campaign, createdByUserId }) => ({ ...campaign, createdByUserId }));
}

/** The oldest campaign still sending (the sender finishes one before it starts the next). */
export async function oldestSending(
  db: Database,
): Promise<Pick<MessageCampaignRow, 'id' | 'title' | 'contents'> | undefined> {
  const [row] = await db
    .select({ id: messageCampaigns.id, title: messageCampaigns.title, contents: messageCampaigns.contents })
    .from(messageCampaigns)
    .where(eq(messageCampaigns.status, 'sending'))
    .orderBy(messageCampaigns.id)
    .limit(1);
  return row;
}

/**
 * Up to `size` of the campaign's members not reached yet, locked (`skip locked`: a batch another run
 * holds is left to it), each given their 쪽지 and its id, in `tx`. Answers who got which message.
 */
export async function deliverBatch(
  tx: Database,
  campaign: Pick<MessageCampaignRow, 'id' | 'title' | 'contents'>,
  size: number,
  now: Date,
): Promise<{ memberId: number; messageId: number }[]> {
  const rows = await rawRows<{ member_id: number; message_id: string }>(
    tx,
    sql`with batch as (
      select member_id from message_campaign_recipients
       where campaign_id = ${campaign.id} and message_id is null
       order by member_id limit ${size}
         for update skip locked
    ), inbox as (
      insert into messages (member_id, title, contents, created_at)
      select member_id, ${campaign.title}, ${campaign.contents}, ${now.toISOString()}::timestamptz from batch
      returning id, member_id
    )
    update message_campaign_recipients r set message_id = inbox.id
      from inbox
     where r.campaign_id = ${campaign.id} and r.member_id = inbox.member_id
    returning r.member_id, r.message_id`,
  );
  // A bigint column comes back as text.
  return rows.map((row) => ({ memberId: row.member_id, messageId: Number(row.message_id) }));
}

/**
 * Adds what a batch delivered to `sent`, and closes the campaign once no member waits: a run that
 * still sees another run's uncommitted batch leaves the closing to a later run (which delivers nothing
 * and closes it).
 */
export async function recordProgress(tx: Database, campaignId: number, delivered: number, now: Date): Promise<boolean> {
  const [row] = await rawRows<{ status: string }>(
    tx,
    sql`update message_campaigns c
           set sent = c.sent + ${delivered},
               status = case when w.waiting then c.status else 'done' end,
               finished_at = case when w.waiting then c.finished_at else ${now.toISOString()}::timestamptz end
          from (select exists (select 1 from message_campaign_recipients
                 where campaign_id = ${campaignId} and message_id is null) as waiting) w
         where c.id = ${campaignId} and c.status = 'sending'
     returning c.status`,
  );
  return row?.status === 'done';
}
