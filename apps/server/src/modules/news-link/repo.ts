import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { NEWS_LINK_ROW_ID, newsLink } from '../../db/schema/site-content';

export async function getNewsLink(db: Database): Promise<string | undefined> {
  const [row] = await db
    .select({ contents: newsLink.contents })
    .from(newsLink)
    .where(eq(newsLink.id, NEWS_LINK_ROW_ID));
  return row?.contents;
}

export async function saveNewsLink(db: Database, contents: string, now: Date): Promise<void> {
  await db
    .insert(newsLink)
    .values({ id: NEWS_LINK_ROW_ID, contents, updatedAt: now })
    .onConflictDoUpdate({ target: newsLink.id, set: { contents, updatedAt: now } });
}

/** Seed only: an operator's text is never replaced. */
export async function insertNewsLinkIfMissing(db: Database, contents: string): Promise<void> {
  await db.insert(newsLink).values({ id: NEWS_LINK_ROW_ID, contents }).onConflictDoNothing();
}
