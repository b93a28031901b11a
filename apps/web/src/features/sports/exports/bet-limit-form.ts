import { betLimitUpdateSchema, type BetLimitUpdate } from '@site/contracts/api/admin-sportsbook';
import { formatNumber } from '@site/contracts/rules/format';

import { koAdmin } from '../../../i18n/ko-admin';
import { formRules } from '../../../lib/form/form-rules';
import { parseWholeNumber, parseWon } from '../../../lib/form/typed-numbers';

const text = koAdmin.betLimits;

/** One level's limits as typed: amounts with thousands separators. */
export type LimitDraft = Record<keyof BetLimitUpdate, string>;
export type LimitField = keyof LimitDraft;

/** The amounts every limit has, a level's or a minigame's. */
export type AmountField = Exclude<LimitField, 'maxPicks'>;
export type AmountDraft = Pick<LimitDraft, AmountField>;

export const amountFields: readonly { name: AmountField; label: string; won: true }[] = [
  { name: 'minStake', label: text.minStake, won: true },
  { name: 'maxStake', label: text.maxStake, won: true },
  { name: 'maxPayout', label: text.maxPayout, won: true },
];

export const limitFields: readonly { name: LimitField; label: string; won: boolean }[] = [
  ...amountFields,
  { name: 'maxPicks', label: text.maxPicks, won: false },
];

export const amountDraftOf = (amounts: Record<AmountField, number>): AmountDraft => ({
  minStake: formatNumber(amounts.minStake),
  maxStake: formatNumber(amounts.maxStake),
  maxPayout: formatNumber(amounts.maxPayout),
});

export const limitDraftOf = (limits: BetLimitUpdate): LimitDraft => ({
  ...amountDraftOf(limits),
  maxPicks: String(limits.maxPicks),
});

/** The amounts as typed, as the contract's numbers ('' is not given, anything but digits NaN). */
export const amountsInput = (draft: AmountDraft) => ({
  minStake: parseWon(draft.minStake),
  maxStake: parseWon(draft.maxStake),
  maxPayout: parseWon(draft.maxPayout),
});

// The contract words each of these rules in Korean; the fallbacks only cover a rule it might add.
export const amountFallback: Record<AmountField, string> = {
  minStake: text.wonInvalid,
  maxStake: text.wonInvalid,
  maxPayout: text.wonInvalid,
};

/**
 * One level's limits (the PUT body, always all four), checked by the contract's rules for a level's
 * limits: each amount at least 1원, the minimum stake not above the maximum, the payout cap not
 * below the maximum stake.
 */
export const betLimitRules = formRules({
  schema: betLimitUpdateSchema,
  toInput: (draft: LimitDraft) => ({ ...amountsInput(draft), maxPicks: parseWholeNumber(draft.maxPicks) }),
  fallback: { ...amountFallback, maxPicks: text.picksInvalid },
});
