/**
 * /calculateEvent: what a member received from events and attendance in a range of Seoul days — every
 * coupon granted with source event or attendance (with its state now) and every attendance credit
 * booked on the ledger — newest first, with totals.
 */
import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import { attendanceAmountText, attendanceRewardLabel, attendanceTriggers } from '@site/contracts/api/attendance';
import { couponFaceName, type CouponState } from '@site/contracts/api/coupons';
import { EVENT_REWARDS_MAX_DAYS, type EventRewardEntry, type EventRewards } from '@site/contracts/api/site-events';
import { DAY_MS, seoulDayStartOf, seoulToday, shiftDay } from '@site/contracts/clock';
import type { Database } from '../../db/client';
import { coupons, type CouponRow } from '../../db/schema/coupons';
import { siteEventParticipations, siteEvents } from '../../db/schema/site-events';
import { walletLedger } from '../../db/schema/wallet';
import { AppError } from '../../http/app-error';
import { faceOf } from '../coupons/grant';

const rangeErrors = {
  badRange: '시작일은 종료일보다 늦을 수 없습니다.',
  tooLong: `조회 기간은 ${EVENT_REWARDS_MAX_DAYS}일까지입니다.`,
} as const;

const DEFAULT_DAYS = 7;
const DELETED_EVENT = '삭제된 이벤트';

function couponStateAt(row: Pick<CouponRow, 'usedAt' | 'expiresAt'>, now: Date): CouponState {
  if (row.usedAt) return 'used';
  if (row.expiresAt && row.expiresAt <= now) return 'expired';
  return 'usable';
}

/** The attendance reward's line from a reference 'attendance:<memberId>:<day>:<trigger>:<streakDays>'. */
export function attendanceTitleOf(reference: string): string {
  const [, , day, trigger, streak] = reference.split(':');
  const known = attendanceTriggers.find((name) => name === trigger);
  const label = known ? attendanceRewardLabel({ trigger: known, streakDays: Number(streak) || null }) : '출석 보상';
  return day ? `${day} ${label}` : label;
}

export async function memberEventRewards(
  db: Database,
  memberId: number,
  now: Date,
  query: { from?: string | undefined; to?: string | undefined },
): Promise<EventRewards> {
  const to = query.to ?? seoulToday(now.getTime());
  const from = query.from ?? shiftDay(to, -(DEFAULT_DAYS - 1));
  const start = seoulDayStartOf(from);
  const end = new Date(seoulDayStartOf(to).getTime() + DAY_MS);
  if (start >= end) throw new AppError(400, rangeErrors.badRange);
  if ((end.getTime() - start.getTime()) / DAY_MS > EVENT_REWARDS_MAX_DAYS) throw new AppError(400, rangeErrors.tooLong);

  const [couponRows, creditRows] = await Promise.all([
    db
      .select({ coupon: coupons, eventTitle: siteEvents.title })
      .from(coupons)
      .leftJoin(siteEventParticipations, eq(siteEventParticipations.couponId, coupons.id))
      .leftJoin(siteEvents, eq(siteEvents.id, siteEventParticipations.eventId))
      .where(
        and(
          eq(coupons.memberId, memberId),
          inArray(coupons.source, ['event', 'attendance']),
          gte(coupons.createdAt, start),
          lt(coupons.createdAt, end),
        ),
      ),
    db
      .select()
      .from(walletLedger)
      .where(
        and(
          eq(walletLedger.memberId, memberId),
          eq(walletLedger.reason, 'attendance_reward'),
          gte(walletLedger.createdAt, start),
          lt(walletLedger.createdAt, end),
        ),
      ),
  ]);

  const couponEntries = couponRows.map(({ coupon, eventTitle }): EventRewardEntry => {
    const face = faceOf(coupon);
    const source = coupon.source === 'event' ? 'event' : 'attendance';
    return {
      key: `coupon:${coupon.id}`,
      at: coupon.createdAt.toISOString(),
      source,
      title: source === 'event' ? (eventTitle ?? DELETED_EVENT) : attendanceTitleOf(coupon.sourceRef),
      reward: couponFaceName(face),
      kind: 'coupon',
      amount: face.kind === 'money' || face.kind === 'point' ? face.amount : null,
      couponState: couponStateAt(coupon, now),
    };
  });
  const creditEntries = creditRows.map((row): EventRewardEntry => ({
    key: `ledger:${row.id}`,
    at: row.createdAt.toISOString(),
    source: 'attendance',
    title: attendanceTitleOf(row.reference),
    reward: attendanceAmountText(row.currency, row.amount),
    kind: row.currency,
    amount: row.amount,
    couponState: null,
  }));
  const items = [...couponEntries, ...creditEntries].sort(
    (a, b) => Date.parse(b.at) - Date.parse(a.at) || b.key.localeCompare(a.key),
  );
  const sum = (currency: 'money' | 'point') =>
    creditEntries.filter((entry) => entry.kind === currency).reduce((total, entry) => total + (entry.amount ?? 0), 0);
  return {
    from,
    to,
    items,
    totals: {
      money: sum('money'),
      point: sum('point'),
      coupons: couponEntries.length,
      usableCoupons: couponEntries.filter((entry) => entry.couponState === 'usable').length,
    },
  };
}
