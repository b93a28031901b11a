import { z } from 'zod';

import { cashierSettingsSchema, type CashierSettingsBody } from '@site/contracts/api/admin-cashier';

import { koAdminCashier } from '../../../i18n/ko-admin-cashier';
import { formRules } from '../../../lib/form/form-rules';
import { parseWon, tidyWon } from '../../../lib/form/typed-numbers';

const text = koAdminCashier.settings;

/** The settings typed as numbers, in the order of their groups. */
export const numberFields = [
  'depositUnit',
  'depositMin',
  'depositMax',
  'withdrawalUnit',
  'withdrawalMin',
  'withdrawalMax',
  'withdrawalDailyCount',
  'withdrawalDailyAmount',
  'firstDepositBonusPct',
  'everyDepositBonusPct',
  'bonusCap',
  'depositRollingPct',
  'bonusRollingPct',
  'pointConvertMin',
  'pointConvertUnit',
  'tetherRateKrw',
  'tetherFeeBp',
  'tetherDepositMin',
  'tetherDepositMax',
  'tetherInvoiceMinutes',
] as const satisfies readonly (keyof CashierSettingsBody)[];
export type NumberField = (typeof numberFields)[number];

/** The game types the rolling rules name, by code: 스포츠 1 … 카지노 5. */
export const rollingGameTypes = ['1', '2', '3', '4', '5'] as const;
export type RollingGameType = (typeof rollingGameTypes)[number];

/**
 * What the form holds, under the names of the body's fields (so the contract's and the server's
 * reasons land on them): numbers and times as typed, so a half-typed value is never lost.
 */
export type CashierSettingsDraft = Record<NumberField, string> & {
  /** by game type code */
  rollingWeights: Record<string, string>;
  /** "23:30", or "" for always open */
  closedFromMinute: string;
  closedUntilMinute: string;
  bonusCurrency: CashierSettingsBody['bonusCurrency'];
  depositNotes: string;
  accountInquiryAnswer: string;
};

const pad = (value: number): string => String(value).padStart(2, '0');

/** 1410 -> "23:30"; null (always open) -> "". */
export const minuteToTime = (minute: number | null): string =>
  minute === null ? '' : `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;

/** "23:30" -> 1410; "" -> null (always open); anything else -> NaN. */
export function timeToMinute(typed: string): number | null {
  const trimmed = typed.trim();
  if (trimmed === '') return null;
  const match = /^(\d{1,2}):(\d{2})$/.exec(trimmed);
  if (!match) return Number.NaN;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : Number.NaN;
}

const wonFields = new Set<NumberField>([
  'depositUnit',
  'depositMin',
  'depositMax',
  'withdrawalUnit',
  'withdrawalMin',
  'withdrawalMax',
  'withdrawalDailyAmount',
  'bonusCap',
  'pointConvertMin',
  'pointConvertUnit',
  'tetherRateKrw',
  'tetherDepositMin',
  'tetherDepositMax',
]);

/** A number as the field shows it: amounts with thousands separators, the rest as they are. */
export const tidyNumber = (field: NumberField, typed: string): string =>
  wonFields.has(field) ? tidyWon(typed) : typed;

export function draftFromCashierSettings(settings: CashierSettingsBody): CashierSettingsDraft {
  const numbers = Object.fromEntries(
    numberFields.map((field) => [field, tidyNumber(field, String(settings[field]))]),
  ) as Record<NumberField, string>;
  const rollingWeights: Record<string, string> = {};
  for (const code of rollingGameTypes) rollingWeights[code] = String(settings.rollingWeights[code] ?? 100);
  return {
    ...numbers,
    rollingWeights,
    closedFromMinute: minuteToTime(settings.closedFromMinute),
    closedUntilMinute: minuteToTime(settings.closedUntilMinute),
    bonusCurrency: settings.bonusCurrency,
    depositNotes: settings.depositNotes,
    accountInquiryAnswer: settings.accountInquiryAnswer,
  };
}

/**
 * A number field's rule: the contract's, after text that is not a number (NaN) is called so. The
 * contract's word for zod's type error is "<label>을 입력해주세요." (or 를), right for an empty field only.
 */
const typedNumber = (rule: z.ZodType<number, number>) =>
  z.custom<number>((value) => !Number.isNaN(value), { error: text.numberInvalid }).pipe(rule);

const { shape } = cashierSettingsSchema;
/** The contract's schema (its checks across fields kept), each number field's rule as above. */
const typedSettingsSchema = cashierSettingsSchema.safeExtend({
  ...(Object.fromEntries(numberFields.map((field) => [field, typedNumber(shape[field])])) as Record<
    NumberField,
    ReturnType<typeof typedNumber>
  >),
  rollingWeights: z.record(shape.rollingWeights.keyType, typedNumber(shape.rollingWeights.valueType)),
});

/**
 * The PUT body's rules: the contract's own (max below min, a half-filled closed window …), and a
 * Korean fallback where zod would speak English. The game types the form does not show keep their
 * stored weights.
 */
export const cashierSettingsRules = (saved: CashierSettingsBody) =>
  formRules({
    schema: typedSettingsSchema,
    toInput: (draft: CashierSettingsDraft) => {
      const rollingWeights: Record<string, number | undefined> = { ...saved.rollingWeights };
      for (const code of rollingGameTypes) rollingWeights[code] = parseWon(draft.rollingWeights[code] ?? '');
      return {
        ...draft,
        ...Object.fromEntries(numberFields.map((field) => [field, parseWon(draft[field])])),
        rollingWeights,
        closedFromMinute: timeToMinute(draft.closedFromMinute),
        closedUntilMinute: timeToMinute(draft.closedUntilMinute),
      };
    },
    fallback: {
      ...Object.fromEntries(numberFields.map((field) => [field, text.numberInvalid])),
      rollingWeights: text.numberInvalid,
      closedFromMinute: text.closedInvalid,
      closedUntilMinute: text.closedInvalid,
    },
  });

/** Whether the body would change nothing that is stored. */
export const sameSettings = (a: CashierSettingsBody, b: CashierSettingsBody): boolean =>
  JSON.stringify(sortedEntries(a)) === JSON.stringify(sortedEntries(b));

const sortedEntries = (value: CashierSettingsBody) =>
  Object.entries({ ...value, rollingWeights: Object.entries(value.rollingWeights).sort() }).sort(([x], [y]) =>
    x.localeCompare(y),
  );
