import { cashierSettingsSchema, type CashierSettingsBody } from '@site/contracts/api/admin-cashier';

import { koAdminCashier } from '../../../i18n/ko-admin-cashier';
import { isKorean, parseWon, tidyWon, type Parsed } from '../../../components/console/field-errors';

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

export type CashierSettingsField =
  | NumberField
  | 'closedFromMinute'
  | 'closedUntilMinute'
  | 'bonusCurrency'
  | 'depositNotes'
  | 'accountInquiryAnswer'
  | `rollingWeights.${string}`;

/** What the form holds: numbers and times as typed, so a half-typed value is never lost. */
export interface CashierSettingsDraft {
  numbers: Record<NumberField, string>;
  rollingWeights: Record<string, string>;
  closedFrom: string;
  closedUntil: string;
  bonusCurrency: CashierSettingsBody['bonusCurrency'];
  depositNotes: string;
  accountInquiryAnswer: string;
}

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
    numbers,
    rollingWeights,
    closedFrom: minuteToTime(settings.closedFromMinute),
    closedUntil: minuteToTime(settings.closedUntilMinute),
    bonusCurrency: settings.bonusCurrency,
    depositNotes: settings.depositNotes,
    accountInquiryAnswer: settings.accountInquiryAnswer,
  };
}

/** The field an issue of the schema belongs to; a rolling weight is its own field per game type. */
function issueField(path: readonly PropertyKey[]): CashierSettingsField | null {
  const [first, second] = path;
  if (first === 'rollingWeights') return typeof second === 'string' ? `rollingWeights.${second}` : null;
  return typeof first === 'string' ? (first as CashierSettingsField) : null;
}

/**
 * The PUT body, or the Korean message of each wrong field: the contract's own rules (max below min,
 * a half-filled closed window …), and a fallback where zod would speak English. The game types the
 * form does not show keep their stored weights.
 */
export function cashierSettingsBody(
  draft: CashierSettingsDraft,
  saved: CashierSettingsBody,
): Parsed<CashierSettingsBody, CashierSettingsField> {
  const numbers = Object.fromEntries(
    numberFields.map((field) => [field, parseWon(draft.numbers[field]) ?? Number.NaN]),
  ) as Record<NumberField, number>;
  const rollingWeights: Record<string, number> = { ...saved.rollingWeights };
  for (const code of rollingGameTypes) rollingWeights[code] = parseWon(draft.rollingWeights[code] ?? '') ?? Number.NaN;
  const closedFromMinute = timeToMinute(draft.closedFrom);
  const closedUntilMinute = timeToMinute(draft.closedUntil);

  const result = cashierSettingsSchema.safeParse({
    ...numbers,
    rollingWeights,
    closedFromMinute,
    closedUntilMinute,
    bonusCurrency: draft.bonusCurrency,
    depositNotes: draft.depositNotes,
    accountInquiryAnswer: draft.accountInquiryAnswer,
  });
  if (result.success) return { ok: true, value: result.data };

  const errors: Partial<Record<CashierSettingsField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issueField(issue.path);
    if (field === null || errors[field] !== undefined) continue;
    const isTime = field === 'closedFromMinute' || field === 'closedUntilMinute';
    const fallback = isTime ? text.closedInvalid : text.numberInvalid;
    errors[field] = isKorean(issue.message) ? issue.message : fallback;
  }
  // zod's message for NaN is "입력해주세요" (its type error): say instead that it is not a number.
  for (const field of numberFields) {
    if (Number.isNaN(numbers[field]) && draft.numbers[field].trim() !== '') errors[field] = text.numberInvalid;
  }
  for (const code of rollingGameTypes) {
    const typed = draft.rollingWeights[code] ?? '';
    if (Number.isNaN(rollingWeights[code]) && typed.trim() !== '')
      errors[`rollingWeights.${code}`] = text.numberInvalid;
  }
  for (const [field, minute] of [
    ['closedFromMinute', closedFromMinute],
    ['closedUntilMinute', closedUntilMinute],
  ] as const) {
    if (minute !== null && Number.isNaN(minute)) errors[field] = text.closedInvalid;
  }
  return { ok: false, errors };
}

/** Whether the body would change nothing that is stored. */
export const sameSettings = (a: CashierSettingsBody, b: CashierSettingsBody): boolean =>
  JSON.stringify(sortedEntries(a)) === JSON.stringify(sortedEntries(b));

const sortedEntries = (value: CashierSettingsBody) =>
  Object.entries({ ...value, rollingWeights: Object.entries(value.rollingWeights).sort() }).sort(([x], [y]) =>
    x.localeCompare(y),
  );
