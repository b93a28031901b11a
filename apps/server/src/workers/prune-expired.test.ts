import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberNotifications } from '../db/schema/notifications';
import { rateCounters } from '../db/schema/rate-counters';
import { NOTIFICATION_RETENTION_MS } from '../modules/notifications/service';
import { sessions, type SessionEndReason } from '../db/schema/sessions';
import { createMember } from '../test/members';
import { createTestDatabase } from '../test/test-db';
import { fakeClock } from '../test/fake-clock';
import type { Database, DatabaseHandle } from '../db/client';
import { ENDED_SESSION_RETENTION_MS, PruneExpiredWorker, pruneExpired } from './prune-expired';

const MINUTE = 60_000;
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function addSession(
  now: Date,
  { idleMs = 0, endedMsAgo, reason = 'logout' }: { idleMs?: number; endedMsAgo?: number; reason?: SessionEndReason },
): Promise<number> {
  const member = await createMember(database.db);
  const lastSeenAt = new Date(now.getTime() - idleMs);
  const ended = endedMsAgo === undefined ? {} : { endedAt: new Date(now.getTime() - endedMsAgo), endReason: reason };
  const db: Database = database.db;
  const [row] = await db
    .insert(sessions)
    .values({ memberId: member.id, tokenHash: `hash-${member.id}`, createdAt: lastSeenAt, lastSeenAt, ...ended })
    .returning({ id: sessions.id });
  if (!row) throw new Error('no session inserted');
  return row.id;
}

async function addCounter(subject: string, now: Date, expiresInMs: number): Promise<void> {
  await database.db.insert(rateCounters).values({
    scope: 'test',
    subject,
    count: 3,
    windowStart: now,
    lastHitAt: now,
    expiresAt: new Date(now.getTime() + expiresInMs),
  });
}

describe('pruneExpired', () => {
  it('removes expired counters and long-ended sessions, ends idle ones, and keeps everything still in use', async () => {
    const now = new Date();
    await addCounter('over', now, -1);
    await addCounter('just-over', now, 0);
    await addCounter('live', now, MINUTE);
    const active = await addSession(now, { idleMs: 5 * MINUTE });
    // The site's auto-logout is 60 minutes unless the operator changed it.
    const idle = await addSession(now, { idleMs: 61 * MINUTE });
    const endedRecently = await addSession(now, { endedMsAgo: MINUTE, reason: 'replaced' });
    const endedLongAgo = await addSession(now, { endedMsAgo: ENDED_SESSION_RETENTION_MS + MINUTE });
    const member = await createMember(database.db);
    const notification = (msAgo: number) => ({
      memberId: member.id,
      kind: 'inquiry' as const,
      event: { kind: 'inquiry' as const, inquiryId: 1, edited: false },
      createdAt: new Date(now.getTime() - msAgo),
    });
    await database.db
      .insert(memberNotifications)
      .values([notification(NOTIFICATION_RETENTION_MS + MINUTE), notification(NOTIFICATION_RETENTION_MS - MINUTE)]);

    expect(await pruneExpired(database.db, now)).toEqual({
      counters: 2,
      idleSessionsEnded: 1,
      sessionsDeleted: 1,
      notificationsDeleted: 1,
      loginTicketsDeleted: 0,
    });
    const kept = await database.db.select({ createdAt: memberNotifications.createdAt }).from(memberNotifications);
    expect(kept.map((row) => now.getTime() - row.createdAt.getTime())).toEqual([NOTIFICATION_RETENTION_MS - MINUTE]);

    const counters = await database.db.select({ subject: rateCounters.subject }).from(rateCounters);
    expect(counters.map((row) => row.subject)).toEqual(['live']);
    const left = await database.db
      .select({ id: sessions.id, endReason: sessions.endReason })
      .from(sessions)
      .where(inArray(sessions.id, [active, idle, endedRecently, endedLongAgo]));
    expect(Object.fromEntries(left.map((row) => [row.id, row.endReason]))).toEqual({
      [active]: null,
      [idle]: 'expired',
      [endedRecently]: 'replaced',
    });
  });

  it('runs once at start and then every interval, until stopped', async () => {
    const clock = fakeClock();
    await addCounter('worker', clock.now(), MINUTE);
    const runs: number[] = [];
    const worker = new PruneExpiredWorker({
      db: database.db,
      clock,
      intervalMs: 10,
      onPruned: (summary) => runs.push(summary.counters),
    });
    clock.advance(2 * MINUTE);
    worker.start();
    await expect.poll(() => runs.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    await worker.stop();
    const afterStop = runs.length;
    expect(await database.db.select().from(rateCounters).where(eq(rateCounters.subject, 'worker'))).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs.length).toBe(afterStop);
  });
});
