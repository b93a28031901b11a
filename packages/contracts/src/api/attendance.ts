/**
 * Attendance (/attendance, issue 15): a member checks in once a Seoul day and is credited the rewards
 * operators set for each check-in and for streaks; an optional condition asks for a deposit that day.
 * Operators' calls are at the bottom.
 */
import { z } from 'zod';
import { rouletteWheels } from './roulette';

/** When a reward is given: every check-in, every N consecutive days, or the whole month attended. */
export const attendanceTriggers = ['daily', 'streak', 'fullMonth'] as const;
export const attendanceTriggerSchema = z.enum(attendanceTriggers);
export type AttendanceTrigger = z.infer<typeof attendanceTriggerSchema>;

/**
 * What a reward gives: points or money credited on the ledger, or a roulette coupon put in the
 * member's coupon box, whose `amount` is then the wheel it spins (100 … 500).
 */
export const attendanceRewardKinds = ['point', 'money', 'roulette'] as const;
export const attendanceRewardKindSchema = z.enum(attendanceRewardKinds);
export type AttendanceRewardKind = z.infer<typeof attendanceRewardKindSchema>;

export const attendanceRewardKindNames: Record<AttendanceRewardKind, string> = {
  point: '포인트',
  money: '머니',
  roulette: '룰렛 쿠폰',
};

export const attendanceRewardSchema = z.object({
  id: z.number().int(),
  trigger: attendanceTriggerSchema,
  /** consecutive days of a streak reward (given on every multiple); null otherwise */
  streakDays: z.number().int().nullable(),
  kind: attendanceRewardKindSchema,
  amount: z.number().int(),
});
export type AttendanceReward = z.infer<typeof attendanceRewardSchema>;

/** The reward's line in the member's table and the check-in alert, e.g. '연속 7일 출석'. */
export function attendanceRewardLabel(reward: Pick<AttendanceReward, 'trigger' | 'streakDays'>): string {
  if (reward.trigger === 'daily') return '매일 출석';
  if (reward.trigger === 'fullMonth') return '한 달 개근';
  return `연속 ${reward.streakDays ?? 0}일 출석`;
}

/** e.g. '1,000 포인트', '10,000원', '룰렛 300 쿠폰' (a roulette reward's amount is its wheel) */
export function attendanceAmountText(kind: AttendanceRewardKind, amount: number): string {
  if (kind === 'roulette') return `룰렛 ${amount} 쿠폰`;
  return kind === 'point' ? `${amount.toLocaleString('ko-KR')} 포인트` : `${amount.toLocaleString('ko-KR')}원`;
}

export const attendanceMonthQuerySchema = z.object({
  /** YYYY-MM; the current Seoul month when absent */
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .optional(),
});

export const attendanceCalendarSchema = z.object({
  /** YYYY-MM shown */
  month: z.string(),
  /** today's Seoul day, YYYY-MM-DD */
  today: z.string(),
  /** the month's checked days, YYYY-MM-DD, oldest first */
  checkedDays: z.array(z.string()),
  checkedToday: z.boolean(),
  /** consecutive days up to today (or yesterday, while today is still open) */
  streak: z.number().int(),
  /** check-ins in the current Seoul month */
  monthCount: z.number().int(),
  /** won to deposit that day before checking in; 0 when no condition */
  minDeposit: z.number().int(),
  rewards: z.array(attendanceRewardSchema),
});
export type AttendanceCalendar = z.infer<typeof attendanceCalendarSchema>;

export const attendanceCreditSchema = z.object({
  label: z.string(),
  kind: attendanceRewardKindSchema,
  amount: z.number().int(),
});
export type AttendanceCredit = z.infer<typeof attendanceCreditSchema>;

export const attendanceCheckInSchema = z.object({
  day: z.string(),
  streak: z.number().int(),
  credited: z.array(attendanceCreditSchema),
});
export type AttendanceCheckIn = z.infer<typeof attendanceCheckInSchema>;

/** The alert after a check-in: what was credited. */
export function attendanceCheckInMessage(result: Pick<AttendanceCheckIn, 'streak' | 'credited'>): string {
  const lines = result.credited.map((credit) => `${credit.label}: ${attendanceAmountText(credit.kind, credit.amount)}`);
  return [`출석체크 완료! (연속 ${result.streak}일)`, ...lines].join('\n');
}

export const attendanceErrors = {
  alreadyCheckedIn: '오늘은 이미 출석체크 하셨습니다.',
  badRewards: '보상 설정을 확인해주세요. 같은 조건은 한 번만 둘 수 있습니다.',
  badWheel: '룰렛 쿠폰은 100, 200, 300, 400, 500 중에서 골라주세요.',
} as const;

/** The deposit condition's refusal, e.g. '오늘 10,000원 이상 충전 후 출석할 수 있습니다.' */
export const attendanceDepositRefusal = (minDeposit: number): string =>
  `오늘 ${minDeposit.toLocaleString('ko-KR')}원 이상 충전 후 출석할 수 있습니다.`;

// Operators

export const attendanceRewardInputSchema = z
  .object({
    trigger: attendanceTriggerSchema,
    streakDays: z.number().int().min(2).max(365).nullable(),
    kind: attendanceRewardKindSchema,
    amount: z.number().int().min(1).max(100_000_000),
  })
  .refine((reward) => reward.kind !== 'roulette' || (rouletteWheels as readonly number[]).includes(reward.amount), {
    message: attendanceErrors.badWheel,
    path: ['amount'],
  });
export type AttendanceRewardInput = z.infer<typeof attendanceRewardInputSchema>;

export const attendanceSettingsInputSchema = z.object({
  minDeposit: z.number().int().min(0).max(100_000_000),
  rewards: z.array(attendanceRewardInputSchema).max(30),
});
export type AttendanceSettingsInput = z.infer<typeof attendanceSettingsInputSchema>;

export const adminAttendanceSchema = z.object({
  today: z.string(),
  minDeposit: z.number().int(),
  rewards: z.array(attendanceRewardSchema),
  checkIns: z.array(
    z.object({
      memberId: z.number().int(),
      userId: z.string(),
      nickname: z.string(),
      streak: z.number().int(),
      /** ISO instant */
      at: z.string(),
      credited: z.array(attendanceCreditSchema),
    }),
  ),
});
export type AdminAttendance = z.infer<typeof adminAttendanceSchema>;
