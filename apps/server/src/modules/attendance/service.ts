/**
 * Attendance: the member's monthly calendar in Seoul time and the once-a-day check-in. The day is read
 * from the server's clock once per request; the check-in row (unique per member and Seoul day) and
 * its rewards (on the ledger, or a roulette coupon in the coupon box) are written in one transaction, so
 * a second press, two requests at once or a request racing midnight books one check-in for the day it
 * was taken on.
 */
import { and, asc, count, eq, gte, lte } from 'drizzle-orm';
import {
  attendanceDepositRefusal,
  attendanceErrors,
  attendanceRewardLabel,
  type AdminAttendance,
  type AttendanceCalendar,
  type AttendanceCheckIn,
  type AttendanceCredit,
  type AttendanceReward,
  type AttendanceSettingsInput,
} from '@site/contracts/api/attendance';
import { rouletteWheels, type RouletteWheel } from '@site/contracts/api/roulette';
import { seoulToday, shiftDay } from '@site/contracts/clock';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import {
  attendanceCheckIns,
  attendanceRewards,
  attendanceSettings,
  type AttendanceRewardRow,
} from '../../db/schema/attendance';
import { members } from '../../db/schema/members';
import { AppError } from '../../http/app-error';
import { approvedDepositsOnDay } from '../cashier/daily-totals';
import { grantCoupon } from '../coupons/grant';
import { lockBalances } from '../ledger/repo';
import { changeBalance, walletErrors, type BalanceChange } from '../ledger/service';

const CHECK_IN_ONCE = 'attendance_check_ins_once';
const REWARD_ONCE = 'attendance_rewards_once';

/** A roulette reward's wheel; the input schema let only the five wheels in. */
function rouletteWheelOf(amount: number): RouletteWheel {
  const wheel = rouletteWheels.find((candidate) => candidate === amount);
  if (!wheel) throw new AppError(500, attendanceErrors.badWheel);
  return wheel;
}

/** Days in the month of a YYYY-MM-DD (or YYYY-MM) text. */
const daysInMonth = (day: string): number => {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
};

const monthBounds = (month: string) => ({
  first: `${month}-01`,
  last: `${month}-${String(daysInMonth(month)).padStart(2, '0')}`,
});

const rewardView = (row: AttendanceRewardRow): AttendanceReward => ({
  id: row.id,
  trigger: row.trigger,
  streakDays: row.trigger === 'streak' ? row.streakDays : null,
  kind: row.kind,
  amount: row.amount,
});

async function loadRewards(db: Database): Promise<AttendanceReward[]> {
  const rows = await db
    .select()
    .from(attendanceRewards)
    .orderBy(asc(attendanceRewards.trigger), asc(attendanceRewards.streakDays), asc(attendanceRewards.id));
  const order = { daily: 0, streak: 1, fullMonth: 2 } as const;
  return rows.map(rewardView).sort((a, b) => order[a.trigger] - order[b.trigger]);
}

async function minDepositOf(db: Database): Promise<number> {
  const [row] = await db.select({ minDeposit: attendanceSettings.minDeposit }).from(attendanceSettings);
  return row?.minDeposit ?? 0;
}

async function streakOn(db: Database, memberId: number, day: string): Promise<number> {
  const [row] = await db
    .select({ streak: attendanceCheckIns.streak })
    .from(attendanceCheckIns)
    .where(and(eq(attendanceCheckIns.memberId, memberId), eq(attendanceCheckIns.seoulDay, day)));
  return row?.streak ?? 0;
}

async function monthCount(db: Database, memberId: number, month: string): Promise<number> {
  const { first, last } = monthBounds(month);
  const [row] = await db
    .select({ n: count() })
    .from(attendanceCheckIns)
    .where(
      and(
        eq(attendanceCheckIns.memberId, memberId),
        gte(attendanceCheckIns.seoulDay, first),
        lte(attendanceCheckIns.seoulDay, last),
      ),
    );
  return row?.n ?? 0;
}

export async function attendanceCalendar(
  db: Database,
  memberId: number,
  now: Date,
  month: string | undefined,
): Promise<AttendanceCalendar> {
  const today = seoulToday(now.getTime());
  const shown = month ?? today.slice(0, 7);
  const { first, last } = monthBounds(shown);
  const rows = await db
    .select({ day: attendanceCheckIns.seoulDay })
    .from(attendanceCheckIns)
    .where(
      and(
        eq(attendanceCheckIns.memberId, memberId),
        gte(attendanceCheckIns.seoulDay, first),
        lte(attendanceCheckIns.seoulDay, last),
      ),
    )
    .orderBy(asc(attendanceCheckIns.seoulDay));
  const todayStreak = await streakOn(db, memberId, today);
  return {
    month: shown,
    today,
    checkedDays: rows.map((row) => row.day),
    checkedToday: todayStreak > 0,
    // Until today's check-in, the streak still runs from yesterday.
    streak: todayStreak || (await streakOn(db, memberId, shiftDay(today, -1))),
    monthCount: await monthCount(db, memberId, today.slice(0, 7)),
    minDeposit: await minDepositOf(db),
    rewards: await loadRewards(db),
  };
}

/** The rewards a check-in on `day` earns, given its streak and the month's check-ins including it. */
export function rewardsEarned(
  rewards: readonly AttendanceReward[],
  day: string,
  streak: number,
  countInMonth: number,
): AttendanceReward[] {
  return rewards.filter((reward) => {
    if (reward.trigger === 'daily') return true;
    if (reward.trigger === 'streak') return !!reward.streakDays && streak % reward.streakDays === 0;
    return countInMonth === daysInMonth(day);
  });
}

/** Checks the member in for the Seoul day of `now`; answers what was credited and the balances to publish. */
export async function checkIn(
  db: Database,
  memberId: number,
  now: Date,
): Promise<{ result: AttendanceCheckIn; changes: BalanceChange[] }> {
  const day = seoulToday(now.getTime());
  const minDeposit = await minDepositOf(db);
  if (minDeposit > 0 && (await approvedDepositsOnDay(db, memberId, day)) < minDeposit)
    throw new AppError(400, attendanceDepositRefusal(minDeposit));
  const rewards = await loadRewards(db);
  try {
    return await db.transaction(async (tx) => {
      // The member's row is locked first, so a check-in racing midnight waits for the one before it and
      // counts it in its streak; a second one of the same day waits too, then the index refuses it.
      if (!(await lockBalances(tx, memberId))) throw new AppError(404, walletErrors.memberNotFound);
      const streak = (await streakOn(tx, memberId, shiftDay(day, -1))) + 1;
      const earned = rewardsEarned(rewards, day, streak, (await monthCount(tx, memberId, day.slice(0, 7))) + 1);
      const credited: AttendanceCredit[] = earned.map((reward) => ({
        label: attendanceRewardLabel(reward),
        kind: reward.kind,
        amount: reward.amount,
      }));
      // A second check-in of the day waits here for the first to commit, then is refused by the index.
      await tx.insert(attendanceCheckIns).values({ memberId, seoulDay: day, streak, credited, createdAt: now });
      const changes: BalanceChange[] = [];
      for (const reward of earned) {
        const reference = `attendance:${memberId}:${day}:${reward.trigger}:${reward.streakDays ?? 0}`;
        if (reward.kind === 'roulette') {
          await grantCoupon(tx, {
            memberId,
            face: { kind: 'roulette', wheel: rouletteWheelOf(reward.amount) },
            source: 'attendance',
            sourceRef: reference,
            now,
          });
          continue;
        }
        changes.push(
          await changeBalance(tx, {
            memberId,
            currency: reward.kind,
            amount: reward.amount,
            reason: 'attendance_reward',
            reference,
            memo: `${day} ${attendanceRewardLabel(reward)}`,
          }),
        );
      }
      return { result: { day, streak, credited }, changes };
    });
  } catch (error) {
    if (isUniqueViolation(error, CHECK_IN_ONCE)) throw new AppError(409, attendanceErrors.alreadyCheckedIn);
    throw error;
  }
}

export async function adminAttendance(db: Database, now: Date): Promise<AdminAttendance> {
  const today = seoulToday(now.getTime());
  const rows = await db
    .select({
      memberId: attendanceCheckIns.memberId,
      userId: members.userId,
      nickname: members.nickName,
      streak: attendanceCheckIns.streak,
      at: attendanceCheckIns.createdAt,
      credited: attendanceCheckIns.credited,
    })
    .from(attendanceCheckIns)
    .innerJoin(members, eq(members.id, attendanceCheckIns.memberId))
    .where(eq(attendanceCheckIns.seoulDay, today))
    .orderBy(asc(attendanceCheckIns.id));
  return {
    today,
    minDeposit: await minDepositOf(db),
    rewards: await loadRewards(db),
    checkIns: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
  };
}

/** Replaces the rewards and the condition; check-ins already booked keep what they were credited. */
export async function saveAttendanceSettings(
  db: Database,
  input: AttendanceSettingsInput,
  now: Date,
): Promise<AdminAttendance> {
  for (const reward of input.rewards)
    if ((reward.trigger === 'streak') !== (reward.streakDays !== null))
      throw new AppError(400, attendanceErrors.badRewards);
  try {
    await db.transaction((tx) => writeAttendanceSettings(tx, input, now));
  } catch (error) {
    if (isUniqueViolation(error, REWARD_ONCE)) throw new AppError(400, attendanceErrors.badRewards);
    throw error;
  }
  return adminAttendance(db, now);
}

/** Writes the condition and replaces the rewards, inside the caller's transaction (also the demo seed's). */
export async function writeAttendanceSettings(tx: Database, input: AttendanceSettingsInput, now: Date): Promise<void> {
  await tx
    .insert(attendanceSettings)
    .values({ id: 1, minDeposit: input.minDeposit, updatedAt: now })
    .onConflictDoUpdate({ target: attendanceSettings.id, set: { minDeposit: input.minDeposit, updatedAt: now } });
  await tx.delete(attendanceRewards);
  if (input.rewards.length === 0) return;
  await tx.insert(attendanceRewards).values(
    input.rewards.map((reward) => ({
      trigger: reward.trigger,
      streakDays: reward.trigger === 'streak' ? (reward.streakDays ?? 0) : 0,
      kind: reward.kind,
      amount: reward.amount,
    })),
  );
}
