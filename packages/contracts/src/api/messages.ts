import { z } from 'zod';
import { pageOf, pageQueryOf } from './lists';

/** GET message/unread answers a bare number (SPEC.md §7). */
export const unreadCountSchema = z.number().int().nonnegative();

export const messageSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export const messagePageSchema = pageOf(messageSummarySchema);
export type MessagePage = z.infer<typeof messagePageSchema>;

export const messageSchema = messageSummarySchema.extend({ contents: z.string() });
export type Message = z.infer<typeof messageSchema>;

export const messagePageQuerySchema = pageQueryOf(10);
