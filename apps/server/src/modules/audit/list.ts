import { DAY_MS, seoulDayStartOf } from '@site/contracts/clock';
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditPage, auditQuerySchema } from '@site/contracts/api/audit';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { operatorAuditLog as log } from '../../db/schema';

/** One page of the trail, newest first, filtered as the console asks. */
export async function auditPage(db: Database, query: z.output<typeof auditQuerySchema>): Promise<AuditPage> {
  const filters: SQL[] = [];
  if (query.action) filters.push(eq(log.action, query.action));
  if (query.actor) filters.push(eq(sql`lower(${log.actorUserId})`, query.actor.toLowerCase()));
  if (query.targetKind) filters.push(eq(log.targetKind, query.targetKind));
  if (query.targetId) filters.push(eq(log.targetId, query.targetId));
  if (query.from) filters.push(gte(log.at, seoulDayStartOf(query.from)));
  if (query.to) filters.push(lt(log.at, new Date(seoulDayStartOf(query.to).getTime() + DAY_MS)));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(log)
      .where(where)
      .orderBy(desc(log.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ value: count() }).from(log).where(where),
  ]);
  const totalCount = total?.value ?? 0;
  return {
    items: rows.map(({ prevHash: _prevHash, ...row }) => ({ ...row, at: row.at.toISOString() })),
    page: query.page,
    pageCount: Math.max(1, Math.ceil(totalCount / query.size)),
    totalCount,
  };
}
