import type { Database } from './client';
import { demoAccounts, demoLevels, demoMessengerItems, demoNewsLink, demoWelcomeMessage } from './demo-data';
import { hashPassword } from '../modules/auth/passwords';
import { hasAnyMember, insertLevels, insertMembersIfMissing } from '../modules/members/repo';
import { FALLBACK_LEVEL_NAME } from '../modules/members/service';
import { insertMessage } from '../modules/messages/repo';
import { insertMessengerItemsIfEmpty } from '../modules/messenger/repo';
import { insertNewsLinkIfMissing } from '../modules/news-link/repo';
import { ensureSiteSettings } from '../modules/settings/repo';

export interface SeedResult {
  /** false when the database already held data, so nothing was written */
  seeded: boolean;
}

/**
 * Fills a database nobody has used yet with demo data. A database that already has members is left
 * untouched, so restarts never duplicate demo rows or bring back ones an operator changed. Every
 * insert also tolerates rows another server starting at the same moment has just written.
 */
export async function seedDemoData(db: Database, now: Date = new Date()): Promise<SeedResult> {
  if (await hasAnyMember(db)) return { seeded: false };
  const levelNm = demoLevels.find((entry) => entry.level === 1)?.name ?? FALLBACK_LEVEL_NAME;
  const members = await Promise.all(
    demoAccounts.map(async ({ password, ...account }) => ({
      ...account,
      passwordHash: await hashPassword(password),
      level: 1,
      levelNm,
    })),
  );

  await db.transaction(async (tx) => {
    await ensureSiteSettings(tx);
    await insertLevels(tx, demoLevels);
    const inserted = await insertMembersIfMissing(tx, members);
    await insertNewsLinkIfMissing(tx, demoNewsLink);
    await insertMessengerItemsIfEmpty(tx, demoMessengerItems);
    // Read already: an unread message would send demo to the inbox before every other page.
    const demo = inserted.find((member) => member.userId === 'demo');
    if (demo) await insertMessage(tx, { memberId: demo.id, ...demoWelcomeMessage, createdAt: now, readAt: now });
  });
  return { seeded: true };
}
