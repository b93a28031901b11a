import { and, asc, count, desc, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { casinoRounds, type CasinoRoundRow, type CasinoRoundStatus } from '../../db/schema/casino';
import { members } from '../../db/schema/members';

export interface RoundFilter {
  memberUserId?: string | undefined;
  aggregator?: string | undefined;
  vendor?: string | undefined;
  status?: CasinoRoundStatus | undefined;
  from?: Date | undefined;
  until?: Date | undefined;
}

export interface RoundWithMember {
  round: CasinoRoundRow;
  member: { id: number; userId: string; nickName: string };
}

function condition(filter: RoundFilter): SQL | undefined {
  return and(
    filter.memberUserId === undefined ? undefined : eq(members.userId, filter.memberUserId),
    filter.aggregator === undefined ? undefined : eq(casinoRounds.aggregator, filter.aggregator),
    filter.vendor === undefined ? undefined : eq(casinoRounds.vendor, filter.vendor),
    filter.status === undefined ? undefined : eq(casinoRounds.status, filter.status),
    filter.from ? gte(casinoRounds.openedAt, filter.from) : undefined,
    filter.until ? lt(casinoRounds.openedAt, filter.until) : undefined,
  );
}

const withMember = (db: Database) =>
  db
    .select({
      round: casinoRounds,
      member: { id: members.id, userId: members.userId, nickName: members.nickName },
    })
    .from(casinoRounds)
    .innerJoin(members, eq(members.id, casinoRounds.memberId));

/** Newest first. */
export async function listRounds(
  db: Database,
  filter: RoundFilter,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: RoundWithMember[]; totalCount: number }> {
  const [rows, [total]] = await Promise.all([
    withMember(db).where(condition(filter)).orderBy(desc(casinoRounds.id)).limit(limit).offset(offset),
    db
      .select({ total: count() })
      .from(casinoRounds)
      .innerJoin(members, eq(members.id, casinoRounds.memberId))
      .where(condition(filter)),
  ]);
  return { rows, totalCount: total?.total ?? 0 };
}

/** Open rounds whose first bet came at or before `before`, oldest first. */
export function stuckRounds(db: Database, before: Date, limit: number): Promise<RoundWithMember[]> {
  return withMember(db)
    .where(and(eq(casinoRounds.status, 'open'), lte(casinoRounds.openedAt, before)))
    .orderBy(asc(casinoRounds.openedAt))
    .limit(limit);
}

export async function roundWithMember(db: Database, roundId: number): Promise<RoundWithMember | undefined> {
  const [row] = await withMember(db).where(eq(casinoRounds.id, roundId));
  return row;
}
