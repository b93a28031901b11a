import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { MessageSegment } from '@site/contracts/api/admin-message-campaigns';
import { members } from './members';

export const messages = pgTable(
  'messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    title: text('title').notNull(),
    /** plain text */
    contents: text('contents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** soft delete: the member removed it from the inbox; the operator's record stays */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  // The unread count runs on every navigation; the inbox lists newest first.
  (table) => [
    index('messages_inbox_idx')
      .on(table.memberId, table.id)
      .where(sql`${table.deletedAt} is null`),
  ],
);

export type MessageRow = typeof messages.$inferSelect;

export const messageCampaignStatuses = ['sending', 'done'] as const;

/**
 * A 쪽지 sent to a segment of members (issue 36): who was chosen is fixed when it is created (the
 * recipients below), and a background sender delivers them in batches, so the console shows its progress
 * and a restart in the middle carries on where it stopped without sending anyone a second copy.
 */
export const messageCampaigns = pgTable(
  'message_campaigns',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    contents: text('contents').notNull(),
    /** how the members were chosen, as the staff member asked (contracts' MessageSegment) */
    segment: jsonb('segment').$type<MessageSegment>().notNull(),
    /** members chosen when it was created */
    total: integer('total').notNull(),
    /** members it has reached so far */
    sent: integer('sent').notNull().default(0),
    status: text('status', { enum: messageCampaignStatuses }).notNull().default('sending'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => members.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('message_campaigns_sending_idx')
      .on(table.id)
      .where(sql`${table.status} = 'sending'`),
    check('message_campaigns_progress', sql`${table.sent} >= 0 and ${table.sent} <= ${table.total}`),
  ],
);
export type MessageCampaignRow = typeof messageCampaigns.$inferSelect;

/** Each member a campaign chose; messageId is set in the transaction that puts the 쪽지 in the inbox. */
export const messageCampaignRecipients = pgTable(
  'message_campaign_recipients',
  {
    campaignId: bigint('campaign_id', { mode: 'number' })
      .notNull()
      .references(() => messageCampaigns.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    messageId: bigint('message_id', { mode: 'number' }),
  },
  (table) => [
    primaryKey({ columns: [table.campaignId, table.memberId] }),
    // The sender takes the next batch of a campaign's members not reached yet.
    index('message_campaign_recipients_waiting_idx')
      .on(table.campaignId, table.memberId)
      .where(sql`${table.messageId} is null`),
  ],
);
