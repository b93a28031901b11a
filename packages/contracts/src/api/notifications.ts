/** The notification centre's calls (issue 29 point 6); its plain values are in notifications-codes.ts. */
import { z } from 'zod';
import type { MemberNotification, NotificationEvent } from './notifications-codes';

export * from './notifications-codes';

export const notificationErrors = {
  notFound: '알림을 찾을 수 없습니다.',
  badCursor: '알림 번호를 숫자로 입력해주세요.',
} as const;

const amount = z.number().int().nonnegative();
const id = z.number().int().positive();

const notificationEventSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('deposit'),
    outcome: z.enum(['approved', 'refused']),
    requestId: id,
    amount,
    tether: z.boolean(),
  }),
  z.object({
    kind: z.literal('withdrawal'),
    outcome: z.enum(['paid', 'refused']),
    requestId: id,
    amount,
    tether: z.boolean(),
  }),
  z.object({
    kind: z.literal('bet'),
    outcome: z.enum(['won', 'lost', 'void', 'cashedOut']),
    betId: id,
    gameType: z.number().int(),
    stake: amount,
    payout: amount,
  }),
  z.object({ kind: z.literal('inquiry'), inquiryId: id, edited: z.boolean() }),
  z.object({ kind: z.literal('message'), messageId: id, title: z.string() }),
]) satisfies z.ZodType<NotificationEvent>;

export const notificationSchema = z.object({
  id,
  createdAt: z.string(),
  readAt: z.string().nullable(),
  event: notificationEventSchema,
}) satisfies z.ZodType<MemberNotification>;

/** The newest notifications (at most NOTIFICATION_LIST_SIZE), newest first, and how many are unread. */
export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number().int().nonnegative(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** A bare number, capped at NOTIFICATION_UNREAD_CAP. */
export const notificationUnreadSchema = z.number().int().nonnegative();

/**
 * 모두 읽음 marks read what the member saw: the notifications up to the newest one in their list, not
 * one that arrived since.
 */
export const notificationReadAllSchema = z.object({
  upTo: z
    .number({ error: notificationErrors.badCursor })
    .int(notificationErrors.badCursor)
    .positive(notificationErrors.badCursor),
});

export const notificationReadAnswerSchema = z.object({ unread: z.number().int().nonnegative() });
