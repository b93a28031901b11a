import { betLimitUpdateSchema, type BetLimit, type BetLimitUpdate } from '@site/contracts/api/admin-sportsbook';
import { formatNumber } from '@site/contracts/rules/format';

import { koAdmin } from '../../../i18n/ko-admin';
import { fieldErrors, parseWholeNumber, parseWon, type Parsed } from '../../../components/console/field-errors';

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

export const limitDraftOf = (limit: BetLimit): LimitDraft => ({
  ...amountDraftOf(limit),
  maxPicks: String(limit.maxPicks),
});

// The contract words each of these rules in Korean; the fallbacks only cover a rule it might add.
const fallback: Record<LimitField, string> = {
  minStake: text.wonInvalid,
  maxStake: text.wonInvalid,
  maxPayout: text.wonInvalid,
  maxPicks: text.picksInvalid,
};

/**
 * The limits as typed, checked by the contract's rules for a level's limits: each amount at least
 * 1원, the minimum stake not above the maximum, the payout cap not below the maximum stake.
 */
export function parseLimits(draft: LimitDraft): Parsed<BetLimitUpdate, LimitField> {
  const result = betLimitUpdateSchema.safeParse({
    minStake: parseWon(draft.minStake),
    maxStake: parseWon(draft.maxStake),
    maxPayout: parseWon(draft.maxPayout),
    maxPicks: parseWholeNumber(draft.maxPicks),
  });
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, errors: fieldErrors(result.error.issues, fallback) };
}

/** The PUT body of one level's limits (always all four), or the Korean message of each wrong field. */
export function betLimitSave(limit: BetLimit, draft: LimitDraft): Parsed<BetLimitUpdate, LimitField | 'form'> {
  const result = parseLimits(draft);
  if (!result.ok) return result;
  const { value } = result;
  const unchanged = limitFields.every(({ name }) => value[name] === limit[name]);
  if (unchanged) return { ok: false, errors: { form: koAdmin.common.noChanges } };
  return { ok: true, value };
}
