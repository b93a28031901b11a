import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  attendanceCheckInMessage,
  attendanceDepositRefusal,
  attendanceErrors,
  attendanceSettingsInputSchema,
  type AdminAttendance,
  type AttendanceCalendar,
  type AttendanceCheckIn,
  type AttendanceSettingsInput,
} from '@site/contracts/api/attendance';
import { seoulDayStartOf, seoulToday } from '@site/contracts/clock';
import { attendanceCheckIns } from '../../db/schema/attendance';
import { coupons } from '../../db/schema/coupons';
import { members } from '../../db/schema/members';
import { approveOk, cashMember, depositOk, useCashierApp } from '../cashier/cashier-test-kit';
import { pointsAndLedger, type Bettor } from '../betting/bets-test-kit';
import { checkIn } from './service';

const kit = useCashierApp();
const seen: number[] = [];

const rewards: AttendanceSettingsInput['rewards'] = [
  { trigger: 'daily', streakDays: null, kind: 'point', amount: 100 },
  { trigger: 'streak', streakDays: 7, kind: 'point', amount: 1_000 },
  { trigger: 'streak', streakDays: 15, kind: 'money', amount: 5_000 },
  { trigger: 'fullMonth', streakDays: null, kind: 'money', amount: 30_000 },
];

async function configure(minDeposit = 0) {
  await kit.loginAdmin();
  const response = await kit.asAdmin('PUT', '/api/admin/attendance', { minDeposit, rewards });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminAttendance>();
}

async function member(): Promise<Bettor> {
  const who = await cashMember(kit, 0);
  seen.push(who.member.id);
  return who;
}

const press = (who: Bettor) =>
  kit.app.inject({ method: 'POST', url: '/api/attendance/check-in', headers: who.headers });

async function calendar(who: Bettor, month?: string): Promise<AttendanceCalendar> {
  const response = await kit.app.inject({
    method: 'GET',
    url: `/api/attendance${month ? `?month=${month}` : ''}`,
    headers: who.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AttendanceCalendar>();
}

const points = (memberId: number) => pointsAndLedger(kit.db, memberId);

/** An instant of a Seoul day: `ms` after its midnight. */
const seoulAt = (day: string, ms = 12 * 3600_000) => new Date(seoulDayStartOf(day).getTime() + ms);

afterEach(async () => {
  // Points, like money (checked by the cashier kit), equal their ledger.
  for (const id of seen.splice(0)) {
    const { balance, ledger } = await points(id);
    expect(balance, `member ${id} points`).toBe(ledger);
  }
});

describe('attendance check-in', () => {
  it('books one check-in a day however many presses arrive at once, and marks the day', async () => {
    await configure();
    const who = await member();
    const answers = await Promise.all(Array.from({ length: 8 }, () => press(who)));
    const accepted = answers.filter((response) => response.statusCode === 200);
    expect(accepted).toHaveLength(1);
    expect(accepted[0]?.json<AttendanceCheckIn>().credited).toEqual([
      { label: '매일 출석', kind: 'point', amount: 100 },
    ]);
    for (const refused of answers.filter((response) => response.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ message: string }>().message).toBe(attendanceErrors.alreadyCheckedIn);
    }
    expect((await points(who.member.id)).balance).toBe(100);
    const today = seoulToday(kit.clock.now().getTime());
    const shown = await calendar(who);
    expect(shown).toMatchObject({ today, checkedDays: [today], checkedToday: true, streak: 1, monthCount: 1 });
    // Later the same day: still once.
    expect((await press(who)).json<{ message: string }>().message).toBe(attendanceErrors.alreadyCheckedIn);
  });

  it('books a check-in taken at 23:59:59.9 on that day, and the next one on the next day', async () => {
    await configure();
    const who = await member();
    const beforeMidnight = seoulAt('2027-03-10', 24 * 3600_000 - 100);
    const afterMidnight = seoulAt('2027-03-11', 100);
    const results = await Promise.allSettled([
      checkIn(kit.db, who.member.id, beforeMidnight),
      checkIn(kit.db, who.member.id, beforeMidnight),
      checkIn(kit.db, who.member.id, afterMidnight),
    ]);
    const booked = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value.result] : []));
    expect(booked.map(({ day }) => day).sort()).toEqual(['2027-03-10', '2027-03-11']);
    const rows = await kit.db
      .select({ day: attendanceCheckIns.seoulDay })
      .from(attendanceCheckIns)
      .where(eq(attendanceCheckIns.memberId, who.member.id));
    expect(rows.map((row) => row.day).sort()).toEqual(['2027-03-10', '2027-03-11']);
    expect((await points(who.member.id)).balance).toBe(200);
  });

  it('credits streak rewards on the 7th and 15th day in a row and the full month on its last day', async () => {
    await configure();
    const who = await member();
    const credited: Record<number, string[]> = {};
    for (let date = 1; date <= 28; date += 1) {
      const day = `2027-02-${String(date).padStart(2, '0')}`;
      const { result } = await checkIn(kit.db, who.member.id, seoulAt(day));
      expect(result.streak).toBe(date);
      credited[date] = result.credited.map((credit) => credit.label);
    }
    expect(credited[1]).toEqual(['매일 출석']);
    expect(credited[7]).toEqual(['매일 출석', '연속 7일 출석']);
    expect(credited[14]).toEqual(['매일 출석', '연속 7일 출석']);
    expect(credited[15]).toEqual(['매일 출석', '연속 15일 출석']);
    expect(credited[28]).toEqual(['매일 출석', '연속 7일 출석', '한 달 개근']);
    expect((await points(who.member.id)).balance).toBe(28 * 100 + 4 * 1_000);
    const [row] = await kit.db.select({ emoney: members.emoney }).from(members).where(eq(members.id, who.member.id));
    expect(row?.emoney).toBe(5_000 + 30_000);
    const february = await calendar(who, '2027-02');
    expect(february.checkedDays).toHaveLength(28);
    // A missed day starts the streak again.
    const { result } = await checkIn(kit.db, who.member.id, seoulAt('2027-03-02'));
    expect(result.streak).toBe(1);
  });

  it('refuses a check-in until the day’s deposits reach the condition, then accepts it', async () => {
    await configure(10_000);
    const who = await member();
    const refused = await press(who);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe('오늘 10,000원 이상 충전 후 출석할 수 있습니다.');
    expect(attendanceDepositRefusal(10_000)).toBe('오늘 10,000원 이상 충전 후 출석할 수 있습니다.');
    expect(await calendar(who)).toMatchObject({ checkedToday: false, minDeposit: 10_000 });

    const deposit = await depositOk(kit, who, 10_000);
    // A deposit still waiting for the operator does not count.
    expect((await press(who)).statusCode).toBe(400);
    await approveOk(kit, deposit.id);
    const accepted = await press(who);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const overview = await configure(0);
    expect(overview.checkIns.map((row) => row.memberId)).toContain(who.member.id);
  });

  it('asks a guest to log in', async () => {
    const response = await kit.app.inject({ method: 'POST', url: '/api/attendance/check-in' });
    expect(response.statusCode).toBe(401);
  });
});

describe('attendance roulette coupon rewards', () => {
  const rouletteRewards: AttendanceSettingsInput['rewards'] = [
    { trigger: 'daily', streakDays: null, kind: 'roulette', amount: 300 },
    { trigger: 'streak', streakDays: 2, kind: 'point', amount: 500 },
  ];

  it('puts one roulette coupon in the box however many check-ins race, and credits no balance for it', async () => {
    await kit.loginAdmin();
    const saved = await kit.asAdmin('PUT', '/api/admin/attendance', { minDeposit: 0, rewards: rouletteRewards });
    expect(saved.statusCode, saved.body).toBe(200);
    const who = await member();
    const answers = await Promise.all(Array.from({ length: 8 }, () => press(who)));
    const accepted = answers.filter((response) => response.statusCode === 200);
    expect(accepted).toHaveLength(1);
    const result = accepted[0]?.json<AttendanceCheckIn>();
    expect(result?.credited).toEqual([{ label: '매일 출석', kind: 'roulette', amount: 300 }]);
    expect(attendanceCheckInMessage(result ?? { streak: 0, credited: [] })).toBe(
      '출석체크 완료! (연속 1일)\n매일 출석: 룰렛 300 쿠폰',
    );
    const day = seoulToday(kit.clock.now().getTime());
    const granted = await kit.db.select().from(coupons).where(eq(coupons.memberId, who.member.id));
    expect(granted).toHaveLength(1);
    expect(granted[0]).toMatchObject({
      kind: 'roulette',
      wheel: 300,
      source: 'attendance',
      sourceRef: `attendance:${who.member.id}:${day}:daily:0`,
    });
    expect((await points(who.member.id)).balance).toBe(0);
  });

  it('gives the day’s coupon and the streak’s points together on the second day', async () => {
    await kit.loginAdmin();
    await kit.asAdmin('PUT', '/api/admin/attendance', { minDeposit: 0, rewards: rouletteRewards });
    const who = await member();
    await checkIn(kit.db, who.member.id, seoulAt('2027-05-01'));
    const { result } = await checkIn(kit.db, who.member.id, seoulAt('2027-05-02'));
    expect(result.credited.map((credit) => credit.kind)).toEqual(['roulette', 'point']);
    expect(await kit.db.select().from(coupons).where(eq(coupons.memberId, who.member.id))).toHaveLength(2);
    expect((await points(who.member.id)).balance).toBe(500);
  });

  it('refuses a roulette reward whose amount is not a wheel', async () => {
    await kit.loginAdmin();
    const response = await kit.asAdmin('PUT', '/api/admin/attendance', {
      minDeposit: 0,
      rewards: [{ trigger: 'daily', streakDays: null, kind: 'roulette', amount: 250 }],
    });
    expect(response.statusCode).toBe(400);
    const input = attendanceSettingsInputSchema.safeParse({
      minDeposit: 0,
      rewards: [{ trigger: 'daily', streakDays: null, kind: 'roulette', amount: 250 }],
    });
    expect(input.error?.issues[0]?.message).toBe('룰렛 쿠폰은 100, 200, 300, 400, 500 중에서 골라주세요.');
  });
});
