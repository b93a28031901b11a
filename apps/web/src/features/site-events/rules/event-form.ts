/** The operator's event form: its draft, and the draft as the server's input. */
import dayjs from 'dayjs';

import {
  eventInputSchema,
  type AdminEvent,
  type EventJoinCondition,
  type EventReward,
} from '@site/contracts/api/site-events';
import { TIME_ZONE } from '@site/contracts/constants';
import '@site/contracts/time';

import { koEventsAdmin } from '../../../i18n/ko-site-events';
import { formRules } from '../../../lib/form/form-rules';

export type EventDraft = {
  title: string;
  /** datetime-local values, read as Seoul's wall clock whatever the operator's machine says */
  startsAt: string;
  endsAt: string;
  thumbnail: string | null;
  body: string;
  /** the 참여하기 reward: none, or a roulette / money / point coupon */
  rewardKind: 'none' | EventReward['kind'];
  rewardWheel: number;
  /** won or points, as typed */
  rewardAmount: string;
  /** days the coupon stays usable, as typed; empty for no expiry */
  rewardExpiryDays: string;
  joinCondition: EventJoinCondition;
  /** won for the deposit-today condition, as typed */
  joinMinDeposit: string;
};

const noReward = {
  rewardKind: 'none',
  rewardWheel: 100,
  rewardAmount: '',
  rewardExpiryDays: '',
  joinCondition: 'none',
  joinMinDeposit: '',
} as const;

const INPUT_FORMAT = 'YYYY-MM-DDTHH:mm';

/** From the next full hour for two weeks: a starting point the operator edits. */
export function newEventDraft(now: Date): EventDraft {
  const start = dayjs(now).tz(TIME_ZONE).startOf('hour');
  return {
    title: '',
    startsAt: start.format(INPUT_FORMAT),
    endsAt: start.add(14, 'day').format(INPUT_FORMAT),
    thumbnail: null,
    body: '',
    ...noReward,
  };
}

export function draftOf(event: AdminEvent): EventDraft {
  const reward = event.reward;
  return {
    title: event.title,
    startsAt: dayjs(event.startsAt).tz(TIME_ZONE).format(INPUT_FORMAT),
    endsAt: dayjs(event.endsAt).tz(TIME_ZONE).format(INPUT_FORMAT),
    thumbnail: event.thumbnail,
    body: event.body,
    rewardKind: reward?.kind ?? 'none',
    rewardWheel: reward?.kind === 'roulette' ? reward.wheel : 100,
    rewardAmount: reward && reward.kind !== 'roulette' ? String(reward.amount) : '',
    rewardExpiryDays: event.rewardExpiryDays === null ? '' : String(event.rewardExpiryDays),
    joinCondition: event.joinCondition,
    joinMinDeposit: event.joinMinDeposit === null ? '' : String(event.joinMinDeposit),
  };
}

/** A typed number, or null when empty; what is not a number is kept for the schema to refuse. */
const numberOrNull = (text: string): number | null | string => {
  const trimmed = text.replaceAll(',', '').trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
};

function rewardOf(draft: EventDraft) {
  if (draft.rewardKind === 'none') return null;
  if (draft.rewardKind === 'roulette') return { kind: 'roulette', wheel: draft.rewardWheel };
  return { kind: draft.rewardKind, amount: numberOrNull(draft.rewardAmount) };
}

const seoulToIso = (value: string): string => {
  const parsed = dayjs.tz(value, INPUT_FORMAT, TIME_ZONE);
  return parsed.isValid() ? parsed.toISOString() : value;
};

const { checkValue } = koEventsAdmin;

/**
 * The draft checked by the contract's schema: Seoul's wall clock as instants, numbers as typed. The
 * schema names the reward as one object; its reasons are moved onto the fields that were typed.
 */
export const eventRules = formRules({
  schema: eventInputSchema,
  toInput: (draft: EventDraft) => ({
    title: draft.title,
    thumbnail: draft.thumbnail,
    body: draft.body,
    startsAt: seoulToIso(draft.startsAt),
    endsAt: seoulToIso(draft.endsAt),
    reward: rewardOf(draft),
    rewardExpiryDays: draft.rewardKind === 'none' ? null : numberOrNull(draft.rewardExpiryDays),
    joinCondition: draft.joinCondition,
    joinMinDeposit: draft.joinCondition === 'depositToday' ? numberOrNull(draft.joinMinDeposit) : null,
  }),
  // The contract words the period and the deposit condition; its other rules have no Korean words.
  fallback: {
    title: checkValue,
    startsAt: checkValue,
    endsAt: checkValue,
    body: checkValue,
    rewardAmount: checkValue,
    rewardWheel: checkValue,
    rewardKind: checkValue,
    rewardExpiryDays: checkValue,
    joinMinDeposit: checkValue,
  },
  moved: { 'reward.amount': 'rewardAmount', 'reward.wheel': 'rewardWheel', reward: 'rewardKind' },
});
