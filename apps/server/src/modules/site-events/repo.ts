import { and, count, desc, eq, gt, lte, type SQL } from 'drizzle-orm';
import type { EventTab } from '@site/contracts/api/site-events';
import type { Database } from '../../db/client';
import { siteEvents, type SiteEventRow } from '../../db/schema/site-events';

/** An event as written; without reward columns it has no 참여하기 button. */
export type NewSiteEvent = Pick<SiteEventRow, 'title' | 'startsAt' | 'endsAt' | 'thumbnail' | 'body'> &
  Partial<EventRewardColumns>;
type EventRewardColumns = Pick<
  SiteEventRow,
  'rewardKind' | 'rewardWheel' | 'rewardAmount' | 'rewardExpiryDays' | 'joinCondition' | 'joinMinDeposit'
>;

/** Running: started and not yet ended; ended: its end has passed. The same bounds as eventStateAt. */
function tabCondition(tab: EventTab, now: Date): SQL | undefined {
  if (tab === 'running') return and(lte(siteEvents.startsAt, now), gt(siteEvents.endsAt, now));
  if (tab === 'ended') return lte(siteEvents.endsAt, now);
  return undefined;
}

export async function listEventsPage(
  db: Database,
  { tab, now, limit, offset }: { tab: EventTab; now: Date; limit: number; offset: number },
): Promise<{ rows: SiteEventRow[]; total: number }> {
  const where = tabCondition(tab, now);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(siteEvents)
      .where(where)
      .orderBy(desc(siteEvents.startsAt), desc(siteEvents.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(siteEvents).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function listAllEvents(db: Database): Promise<SiteEventRow[]> {
  return db.select().from(siteEvents).orderBy(desc(siteEvents.startsAt), desc(siteEvents.id));
}

export async function findEvent(db: Database, id: number): Promise<SiteEventRow | undefined> {
  const [row] = await db.select().from(siteEvents).where(eq(siteEvents.id, id));
  return row;
}

export async function insertEvent(db: Database, event: NewSiteEvent): Promise<SiteEventRow> {
  const [row] = await db.insert(siteEvents).values(event).returning();
  if (!row) throw new Error('insert into site_events returned no row');
  return row;
}

export async function updateEvent(db: Database, id: number, event: NewSiteEvent): Promise<SiteEventRow | undefined> {
  const [row] = await db
    .update(siteEvents)
    .set({ ...event, updatedAt: new Date() })
    .where(eq(siteEvents.id, id))
    .returning();
  return row;
}

export async function deleteEvent(db: Database, id: number): Promise<boolean> {
  const rows = await db.delete(siteEvents).where(eq(siteEvents.id, id)).returning({ id: siteEvents.id });
  return rows.length > 0;
}

/** Seed only: demo events go into an empty list, never beside an operator's own. */
export async function countEvents(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(siteEvents);
  return row?.total ?? 0;
}
