/**
 * Rates typed as percent with two decimals ('0.50') and sent as basis points (50): the contract's
 * own rules (rollingBpSchema) check the result, so both sides refuse the same rate.
 */
import {
  formatBp,
  rollingKinds,
  rollingSettingsSchema,
  type RollingRates,
  type RollingSettings,
} from '@site/contracts/api/rolling';

import { koRollingAdmin } from '../../../i18n/ko-rolling';
import { formRules } from '../../../lib/form/form-rules';
import { parseWon, tidyWon } from '../../../lib/form/typed-numbers';

export type RatesDraft = Record<keyof RollingRates, string>;

/** '0.5' or '0.50' -> 50; '' -> undefined (the contract asks for it); anything else -> NaN. */
export function percentToBp(typed: string): number | undefined {
  const text = typed.trim();
  if (text === '') return undefined;
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return Number.NaN;
  return Math.round(Number(text) * 100);
}

/** 50 -> '0.50' */
export const bpToPercent = (bp: number): string => formatBp(bp).replace('%', '');

export const ratesDraft = (rates: RollingRates): RatesDraft =>
  Object.fromEntries(rollingKinds.map((kind) => [kind, bpToPercent(rates[kind])])) as RatesDraft;

export const ratesFromDraft = (draft: RatesDraft): Record<keyof RollingRates, number | undefined> =>
  Object.fromEntries(rollingKinds.map((kind) => [kind, percentToBp(draft[kind])])) as Record<
    keyof RollingRates,
    number | undefined
  >;

export type SettingsDraft = {
  minSettlement: string;
  approvalAbove: string;
  /** no settlement waits for an operator (approvalAbove null) */
  noApproval: boolean;
  referralRates: RatesDraft;
  partnerMasksMemberIds: boolean;
};

export const settingsDraft = (settings: RollingSettings): SettingsDraft => ({
  minSettlement: tidyWon(String(settings.minSettlement)),
  approvalAbove: settings.approvalAbove === null ? '' : tidyWon(String(settings.approvalAbove)),
  noApproval: settings.approvalAbove === null,
  referralRates: ratesDraft(settings.referralRates),
  partnerMasksMemberIds: settings.partnerMasksMemberIds,
});

const text = koRollingAdmin.settings;

export const settingsRules = formRules({
  schema: rollingSettingsSchema,
  toInput: (draft: SettingsDraft) => ({
    minSettlement: parseWon(draft.minSettlement),
    approvalAbove: draft.noApproval ? null : parseWon(draft.approvalAbove),
    referralRates: ratesFromDraft(draft.referralRates),
    partnerMasksMemberIds: draft.partnerMasksMemberIds,
  }),
  fallback: { minSettlement: text.numberInvalid, approvalAbove: text.numberInvalid, referralRates: text.rateInvalid },
});

export const memberRatesRules = formRules({
  schema: rollingSettingsSchema.shape.referralRates,
  toInput: (draft: RatesDraft) => ratesFromDraft(draft),
  fallback: Object.fromEntries(rollingKinds.map((kind) => [kind, text.rateInvalid])),
});
