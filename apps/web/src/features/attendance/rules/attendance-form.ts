/**
 * The console's attendance settings as a form (docs/decisions/027): the deposit condition and the
 * rewards as typed, checked by the contract's schema, so a wrong amount shows on its own row.
 */
import {
  attendanceSettingsInputSchema,
  type AdminAttendance,
  type AttendanceRewardKind,
  type AttendanceTrigger,
} from '@site/contracts/api/attendance';
import { rouletteWheels } from '@site/contracts/api/roulette';

import { formRules } from '../../../lib/form/form-rules';
import { parseWholeNumber, parseWon } from '../../../lib/form/typed-numbers';

export interface RewardDraft {
  trigger: AttendanceTrigger;
  streakDays: string;
  kind: AttendanceRewardKind;
  amount: string;
}

export type AttendanceDraft = { minDeposit: string; rewards: RewardDraft[] };

export const isWheel = (amount: string): boolean => (rouletteWheels as readonly number[]).includes(Number(amount));

export const newReward = (): RewardDraft => ({ trigger: 'streak', streakDays: '7', kind: 'point', amount: '1000' });

export const attendanceDraft = (saved: AdminAttendance): AttendanceDraft => ({
  minDeposit: String(saved.minDeposit),
  rewards: saved.rewards.map((reward) => ({
    trigger: reward.trigger,
    streakDays: reward.streakDays === null ? '' : String(reward.streakDays),
    kind: reward.kind,
    amount: String(reward.amount),
  })),
});

const typed = (number: number | undefined) => number ?? Number.NaN;

export const attendanceRules = formRules({
  schema: attendanceSettingsInputSchema,
  toInput: (draft: AttendanceDraft) => ({
    minDeposit: typed(parseWon(draft.minDeposit)),
    rewards: draft.rewards.map((reward) => ({
      trigger: reward.trigger,
      streakDays: reward.trigger === 'streak' ? typed(parseWholeNumber(reward.streakDays)) : null,
      kind: reward.kind,
      amount: typed(parseWon(reward.amount)),
    })),
  }),
  fallback: {},
});
