/** What the paged and dated list calls share, so that every list answers and filters alike. */
import { z } from 'zod';

/** One page of a list: its items, the page number (from 1), how many pages and how many items in all. */
export const pageOf = <Item extends z.ZodType>(itemSchema: Item) =>
  z.object({
    items: z.array(itemSchema),
    page: z.number().int(),
    pageCount: z.number().int(),
    totalCount: z.number().int(),
  });

/** A Seoul calendar day as YYYY-MM-DD; whether the day exists is the server's check (400 otherwise). */
export const seoulDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** ?date=&page=&size= of the results lists: one Seoul day (what none means is the call's), 20 a page. */
export const dayPageQuerySchema = z.object({
  date: seoulDaySchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
