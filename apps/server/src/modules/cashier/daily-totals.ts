import { seoulDayOf } from '../../lib/seoul-day';
import { DAY_MS, seoulDayStartOf, seoulDayText } from '@site/contracts/clock';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { DailyTotal } from '@site/contracts/api/admin-cashier';
import type { Database } from '../../db/client';
import { cashRequests } from '../../db/schema/cashier';
import { AppError } from '../../http/app-error';
import { cashierServerErrors } from './errors';

const DEFAULT_DAYS = 14;
const MAX_DAYS = 92;

/**
 * Approved deposits (won and tether), their bonuses and approved withdrawals per Seoul day of the
 * decision (when the money moved), newest day first; every day of the range has a row, zeros too.
 */
export async function dailyTotals(
  db: Database,
  now: Date,
  query: { from?: string | undefined; to?: string | undefined },
): Promise<DailyTotal[]> {
  const to = query.to ?? seoulDayText(now);
  const from = query.from ?? seoulDayText(new Date(seoulDayStartOf(to).getTime() - (DEFAULT_DAYS - 1) * DAY_MS));
  const start = seoulDayStartOf(from);
  const end = new Date(seoulDayStartOf(to).getTime() + DAY_MS);
  if (start >= end) throw new AppError(400, cashierServerErrors.badDayRange);
  const days = Math.round((end.getTime() - start.getTime()) / DAY_MS);
  if (days > MAX_DAYS) throw new AppError(400, cashierServerErrors.dayRangeTooLong);

  const decidedAt = sql`coalesce(${cashRequests.decidedAt}, ${cashRequests.createdAt})`;
  const day = seoulDayOf(decidedAt);
  const isDeposit = sql`${cashRequests.kind} = 'deposit'`;
  const rows = await db
    .select({
      day,
      deposits: sql<string>`coalesce(sum(${cashRequests.amount}) filter (where ${isDeposit}), 0)`,
      depositCount: sql<number>`count(*) filter (where ${isDeposit})::int`,
      bonuses: sql<string>`coalesce(sum(${cashRequests.bonusAmount}) filter (where ${isDeposit}), 0)`,
      withdrawals: sql<string>`coalesce(sum(${cashRequests.amount}) filter (where not ${isDeposit}), 0)`,
      withdrawalCount: sql<number>`count(*) filter (where not ${isDeposit})::int`,
    })
    .from(cashRequests)
    .where(and(eq(cashRequests.status, 'approved'), gte(decidedAt, start), lt(decidedAt, end)))
    .groupBy(day);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const totals: DailyTotal[] = [];
  for (let index = days - 1; index >= 0; index -= 1) {
    const text = seoulDayText(new Date(start.getTime() + index * DAY_MS));
    const row = byDay.get(text);
    const deposits = Number(row?.deposits ?? 0);
    const withdrawals = Number(row?.withdrawals ?? 0);
    totals.push({
      day: text,
      deposits,
      depositCount: Number(row?.depositCount ?? 0),
      bonuses: Number(row?.bonuses ?? 0),
      withdrawals,
      withdrawalCount: Number(row?.withdrawalCount ?? 0),
      difference: deposits - withdrawals,
    });
  }
  return totals;
}

/** Whole won of the member's deposits (won and tether) approved during the Seoul day written YYYY-MM-DD. */
export async function approvedDepositsOnDay(db: Database, memberId: number, day: string): Promise<number> {
  const start = seoulDayStartOf(day);
  const end = new Date(start.getTime() + DAY_MS);
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${cashRequests.amount}), 0)` })
    .from(cashRequests)
    .where(
      and(
        eq(cashRequests.memberId, memberId),
        eq(cashRequests.kind, 'deposit'),
        eq(cashRequests.status, 'approved'),
        gte(cashRequests.decidedAt, start),
        lt(cashRequests.decidedAt, end),
      ),
    );
  return Number(row?.total ?? 0);
}
