import { DAY_MS, seoulDayStart, seoulDayText } from '@site/contracts/clock';
import { count, desc, eq } from 'drizzle-orm';
import {
  MANAGER_RANGE_MAX_DAYS,
  managerErrors,
  type PartnerBetPage,
  type PartnerCashPage,
  type PartnerDaily,
  type PartnerMemberPage,
  type PartnerOverview,
  type PartnerRate,
  type SubPartners,
} from '@site/contracts/api/manager';
import { maskUserId } from '@site/contracts/api/friends';
import { rollingKinds } from '@site/contracts/api/rolling';
import type { Database } from '../../db/client';
import { bets } from '../../db/schema/bets';
import { cashRequests } from '../../db/schema/cashier';
import { AppError } from '../../http/app-error';
import { pageAnswer, rowWindow, type PageQuery } from '../../http/paging';
import { loadRollingSettings } from '../betting/rolling-settings-repo';
import { seoulRange } from '../../lib/seoul-day';
import { addFigures, figuresOf, zeroFigures } from './figures';
import {
  betSums,
  cashSums,
  isInTree,
  losingByDay,
  partnerSelf,
  ratesOf,
  rollingByBeneficiary,
  rollingByDay,
  subPartnerRows,
  treeCounts,
  treeMembers,
  type Range,
  type RateRow,
} from './repo';

interface DayRange extends Range {
  from: string;
  to: string;
  days: string[];
}

/** ?from=&to= as instants with each Seoul day between; none means this Seoul month so far, at most 92 days. */
export function dayRange(now: Date, query: { from?: string | undefined; to?: string | undefined }): DayRange {
  const range = seoulRange(query, now, {
    maxDays: MANAGER_RANGE_MAX_DAYS,
    reversed: managerErrors.rangeReversed,
    tooLong: managerErrors.rangeTooLong,
  });
  const count = Math.round((range.end.getTime() - range.start.getTime()) / DAY_MS);
  const days = Array.from({ length: count }, (_, index) =>
    seoulDayText(new Date(range.start.getTime() + index * DAY_MS)),
  );
  return { ...range, days };
}

/** Every kind's rates of one account: a kind without a row is 0 (a partner without a row earns nothing). */
function ratesFor(memberId: number, rows: RateRow[]): PartnerRate[] {
  return rollingKinds.map((kind) => {
    const row = rows.find((rate) => rate.memberId === memberId && rate.kind === kind);
    return { kind, rollingBp: row?.rollingBp ?? 0, losingBp: row?.losingBp ?? 0 };
  });
}

export async function partnerDaily(db: Database, partnerId: number, range: DayRange): Promise<PartnerDaily> {
  const [cash, betRows, rolling, losing] = await Promise.all([
    cashSums(db, partnerId, range, 'day'),
    betSums(db, partnerId, range, 'day'),
    rollingByDay(db, partnerId, range),
    losingByDay(db, partnerId, range),
  ]);
  const days = range.days.map((day) => ({ day, ...figuresOf(day, { cash, bets: betRows, rolling, losing }) }));
  const totals = days.reduce((total, { day: _day, ...figures }) => addFigures(total, figures), zeroFigures());
  return { from: range.from, to: range.to, days, totals };
}

export async function partnerOverview(db: Database, partnerId: number, now: Date): Promise<PartnerOverview> {
  const self = await partnerSelf(db, partnerId);
  if (!self) throw new Error(`partner ${partnerId} vanished`);
  const today = seoulDayText(now);
  const [rates, counts, daily] = await Promise.all([
    ratesOf(db, [partnerId]),
    treeCounts(db, partnerId, seoulDayStart(now), now),
    partnerDaily(db, partnerId, dayRange(now, { from: today, to: today })),
  ]);
  return {
    me: {
      userId: self.userId,
      nickName: self.nickName,
      depth: self.depth,
      parentNickName: self.parentNickName,
      rates: ratesFor(partnerId, rates),
    },
    counts,
    today: daily.days[0] ?? { day: today, ...zeroFigures() },
  };
}

export async function partnerMembers(
  db: Database,
  partnerId: number,
  query: PageQuery & { q?: string | undefined },
): Promise<PartnerMemberPage> {
  const masked = (await loadRollingSettings(db)).partnerMasksMemberIds;
  const search = { q: query.q || undefined, byId: !masked };
  const { rows, total } = await treeMembers(db, partnerId, search, rowWindow(query));
  const items = rows.map(({ createdAt, lastLoginAt, ...row }) => ({
    ...row,
    userId: masked ? maskUserId(row.userId) : row.userId,
    joinedAt: createdAt.toISOString(),
    lastLoginAt: lastLoginAt?.toISOString() ?? null,
  }));
  return pageAnswer(items, query, total);
}

/** A member below the partner, or 404: a partner cannot tell another partner's members from none. */
async function requireInTree(db: Database, partnerId: number, memberId: number): Promise<void> {
  if (!(await isInTree(db, partnerId, memberId))) throw new AppError(404, managerErrors.memberNotFound);
}

export async function partnerMemberCash(
  db: Database,
  partnerId: number,
  memberId: number,
  query: PageQuery,
): Promise<PartnerCashPage> {
  await requireInTree(db, partnerId, memberId);
  const mine = eq(cashRequests.memberId, memberId);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(cashRequests)
      .where(mine)
      .orderBy(desc(cashRequests.id))
      .limit(rowWindow(query).limit)
      .offset(rowWindow(query).offset),
    db.select({ n: count() }).from(cashRequests).where(mine),
  ]);
  const items = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    channel: row.channel,
    amount: row.amount,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  }));
  return pageAnswer(items, query, counted?.n ?? 0);
}

export async function partnerMemberBets(
  db: Database,
  partnerId: number,
  memberId: number,
  query: PageQuery,
): Promise<PartnerBetPage> {
  await requireInTree(db, partnerId, memberId);
  const mine = eq(bets.memberId, memberId);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(bets)
      .where(mine)
      .orderBy(desc(bets.id))
      .limit(rowWindow(query).limit)
      .offset(rowWindow(query).offset),
    db.select({ n: count() }).from(bets).where(mine),
  ]);
  const items = rows.map((row) => ({
    id: row.id,
    gameType: row.gameType,
    stake: row.stake,
    totalOdds: row.totalOddsX100 / 100,
    status: row.status,
    payout: row.payout,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  }));
  return pageAnswer(items, query, counted?.n ?? 0);
}

export async function partnerSubPartners(db: Database, partnerId: number, range: DayRange): Promise<SubPartners> {
  const partners = await subPartnerRows(db, partnerId);
  const ids = partners.map((partner) => partner.id);
  const [rates, cash, betRows, rolling] = await Promise.all([
    ratesOf(db, ids),
    cashSums(db, partnerId, range, 'branch'),
    betSums(db, partnerId, range, 'branch'),
    rollingByBeneficiary(db, ids, range),
  ]);
  const items = partners.map((partner) => {
    const { losing: _losing, ...figures } = figuresOf(String(partner.id), { cash, bets: betRows, rolling, losing: [] });
    return {
      userId: partner.userId,
      nickName: partner.nickName,
      rates: ratesFor(partner.id, rates),
      memberCount: partner.memberCount,
      ...figures,
    };
  });
  return { from: range.from, to: range.to, items };
}
