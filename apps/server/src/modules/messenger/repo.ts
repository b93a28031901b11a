import { asc, count } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { messengerItems } from '../../db/schema/site-content';

export type MessengerItemRow = typeof messengerItems.$inferSelect;

export async function listMessengerItems(db: Database): Promise<MessengerItemRow[]> {
  return db.select().from(messengerItems).orderBy(asc(messengerItems.sort), asc(messengerItems.id));
}

/** Seed only: demo icons go into an empty list, never beside an operator's own. */
export async function insertMessengerItemsIfEmpty(db: Database, items: Omit<MessengerItemRow, 'id'>[]): Promise<void> {
  const [row] = await db.select({ items: count() }).from(messengerItems);
  if ((row?.items ?? 0) === 0) await db.insert(messengerItems).values(items);
}
