import { moneyAdjustmentSchema, type MoneyAdjustment } from '@site/contracts/api/admin-wallet';

import { koAdmin } from '../../../i18n/ko-admin';
import { fieldErrors, parseWon, type Parsed } from '../../../components/console/field-errors';

const text = koAdmin.money;

/** 지급 adds money to the member's balance, 회수 takes it back; the amount is typed without a sign. */
export type MoneyDirection = 'credit' | 'debit';

export interface MoneyDraft {
  direction: MoneyDirection;
  amount: string;
  memo: string;
}
export type MoneyField = 'amount' | 'memo';

export type MoneyRequest = Omit<MoneyAdjustment, 'idempotencyKey'>;

export const emptyMoneyDraft: MoneyDraft = { direction: 'credit', amount: '', memo: '' };

// The contract words its rules in Korean; these cover a number not typed as one.
const fallback: Record<MoneyField, string> = { amount: text.amountInvalid, memo: text.memoInvalid };

/** The signed amount and the memo, or the Korean message of each wrong field. */
export function moneyRequest(draft: MoneyDraft): Parsed<MoneyRequest, MoneyField> {
  const won = parseWon(draft.amount);
  const amount = won === undefined || won <= 0 ? Number.NaN : draft.direction === 'credit' ? won : -won;
  const result = moneyAdjustmentSchema.omit({ idempotencyKey: true }).safeParse({ amount, memo: draft.memo });
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, errors: fieldErrors(result.error.issues, fallback) };
}

export interface MoneyAttempt {
  key: string;
  request: MoneyRequest;
}

const sameRequest = (a: MoneyRequest, b: MoneyRequest): boolean => a.amount === b.amount && a.memo === b.memo;

/**
 * The attempt to send: the one that has not been answered yet when the operator sends the same
 * again (a retry after a failed connection must not book twice), a new key for anything else.
 */
export const attemptFor = (previous: MoneyAttempt | null, request: MoneyRequest, newKey: () => string): MoneyAttempt =>
  previous && sameRequest(previous.request, request) ? previous : { key: newKey(), request };
