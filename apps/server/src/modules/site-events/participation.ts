/**
 * Event participation (issue 15): an event with a reward shows 참여하기; joining, in one transaction,
 * checks the event is running and the member meets its condition, books the (event, member) row the
 * unique index allows once, and grants the coupon with 'event:<id>' as its reference. Twenty presses at
 * once wait for the first to commit and are refused by the index: one row, one coupon.
 */
import { and, count, eq } from 'drizzle-orm';
import {
  eventDepositTodayRefusal,
  eventErrors,
  eventJoinConditionText,
  eventRewardExpiryText,
  eventRewardName,
  type EventJoined,
  type EventParticipation,
  type EventReward,
} from '@site/contracts/api/site-events';
import { DAY_MS, seoulToday } from '@site/contracts/clock';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { cashRequests } from '../../db/schema/cashier';
import { siteEventParticipations, type SiteEventRow } from '../../db/schema/site-events';
import { AppError } from '../../http/app-error';
import { approvedDepositsOnDay } from '../cashier/daily-totals';
import { grantCoupon } from '../coupons/grant';
import { findEvent } from './repo';

const JOIN_ONCE = 'site_event_participations_once';

/** The reward a row carries, or null for an event without one. */
export function rewardOf(row: Pick<SiteEventRow, 'rewardKind' | 'rewardWheel' | 'rewardAmount'>): EventReward | null {
  if (row.rewardKind === 'roulette')
    return { kind: 'roulette', wheel: row.rewardWheel as Extract<EventReward, { kind: 'roulette' }>['wheel'] };
  if (row.rewardKind === 'money' || row.rewardKind === 'point')
    return { kind: row.rewardKind, amount: row.rewardAmount ?? 0 };
  return null;
}

/** The columns a reward fills on site_events. */
export const rewardColumns = (reward: EventReward | null) => ({
  rewardKind: reward?.kind ?? null,
  rewardWheel: reward?.kind === 'roulette' ? reward.wheel : null,
  rewardAmount: reward && reward.kind !== 'roulette' ? reward.amount : null,
});

export async function hasJoined(db: Database, eventId: number, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: siteEventParticipations.id })
    .from(siteEventParticipations)
    .where(and(eq(siteEventParticipations.eventId, eventId), eq(siteEventParticipations.memberId, memberId)));
  return row !== undefined;
}

/** Participants per event, for the operator's list. */
export async function participantCounts(db: Database): Promise<Map<number, number>> {
  const rows = await db
    .select({ eventId: siteEventParticipations.eventId, n: count() })
    .from(siteEventParticipations)
    .groupBy(siteEventParticipations.eventId);
  return new Map(rows.map((row) => [row.eventId, row.n]));
}

/** What the detail page shows of the reward; null when the event has none. */
export async function participationView(
  db: Database,
  row: SiteEventRow,
  memberId: number | undefined,
): Promise<EventParticipation | null> {
  const reward = rewardOf(row);
  if (!reward) return null;
  return {
    reward: eventRewardName(reward),
    expiry: eventRewardExpiryText(row.rewardExpiryDays),
    condition: eventJoinConditionText(row.joinCondition, row.joinMinDeposit),
    joined: memberId === undefined ? false : await hasJoined(db, row.id, memberId),
  };
}

async function hasApprovedDeposit(db: Database, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: cashRequests.id })
    .from(cashRequests)
    .where(
      and(eq(cashRequests.memberId, memberId), eq(cashRequests.kind, 'deposit'), eq(cashRequests.status, 'approved')),
    )
    .limit(1);
  return row !== undefined;
}

/** Refuses, with the member's reason, a join whose condition is not met. */
async function checkCondition(db: Database, event: SiteEventRow, memberId: number, now: Date): Promise<void> {
  if (event.joinCondition === 'firstDeposit' && !(await hasApprovedDeposit(db, memberId)))
    throw new AppError(400, eventErrors.firstDeposit);
  if (event.joinCondition === 'depositToday') {
    const min = event.joinMinDeposit ?? 0;
    if ((await approvedDepositsOnDay(db, memberId, seoulToday(now.getTime()))) < min)
      throw new AppError(400, eventDepositTodayRefusal(min));
  }
}

export async function joinEvent(db: Database, eventId: number, memberId: number, now: Date): Promise<EventJoined> {
  try {
    return await db.transaction(async (tx) => {
      const event = await findEvent(tx, eventId);
      if (!event) throw new AppError(404, eventErrors.notFound);
      const reward = rewardOf(event);
      if (!reward) throw new AppError(400, eventErrors.notJoinable);
      if (now < event.startsAt || now >= event.endsAt) throw new AppError(400, eventErrors.notRunning);
      if (await hasJoined(tx, eventId, memberId)) throw new AppError(409, eventErrors.alreadyJoined);
      await checkCondition(tx, event, memberId, now);
      // A second join racing this one waits here for this transaction, then the index refuses it.
      const [joined] = await tx
        .insert(siteEventParticipations)
        .values({ eventId, memberId, createdAt: now })
        .returning({ id: siteEventParticipations.id });
      if (!joined) throw new Error('insert into site_event_participations returned no row');
      const coupon = await grantCoupon(tx, {
        memberId,
        face: reward,
        source: 'event',
        sourceRef: `event:${eventId}`,
        expiresAt: event.rewardExpiryDays === null ? null : new Date(now.getTime() + event.rewardExpiryDays * DAY_MS),
        now,
      });
      // The participation row is new, so its coupon cannot have been granted before.
      if (!coupon) throw new AppError(409, eventErrors.alreadyJoined);
      await tx
        .update(siteEventParticipations)
        .set({ couponId: coupon.id })
        .where(eq(siteEventParticipations.id, joined.id));
      return { reward: eventRewardName(reward), couponId: coupon.id };
    });
  } catch (error) {
    if (isUniqueViolation(error, JOIN_ONCE)) throw new AppError(409, eventErrors.alreadyJoined);
    throw error;
  }
}
