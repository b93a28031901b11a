import { moneyAdjustmentSchema, type MoneyAdjustment } from '@site/contracts/api/admin-balance';

import { koAdmin } from '../../../i18n/ko-admin';
import { formRules } from '../../../lib/form/form-rules';
import { parseWon } from '../../../lib/form/typed-numbers';

const text = koAdmin.money;

/** 지급 adds money to the member's balance, 회수 takes it back; the amount is typed without a sign. */
export type MoneyDirection = 'credit' | 'debit';

export type MoneyDraft = {
  direction: MoneyDirection;
  amount: string;
  memo: string;
};

export type MoneyRequest = Omit<MoneyAdjustment, 'idempotencyKey'>;

export const emptyMoneyDraft: MoneyDraft = { direction: 'credit', amount: '', memo: '' };

/** The amount with the direction's sign; nothing typed, zero or less is not a number to send. */
function signedAmount({ direction, amount }: MoneyDraft): number {
  const won = parseWon(amount);
  if (won === undefined || won <= 0) return Number.NaN;
  return direction === 'credit' ? won : -won;
}

/** The signed amount and the memo; the attempt's key is added as it is sent. */
export const moneyRules = formRules({
  schema: moneyAdjustmentSchema.omit({ idempotencyKey: true }),
  toInput: (draft: MoneyDraft) => ({ amount: signedAmount(draft), memo: draft.memo }),
  // The contract words its rules in Korean; these cover a rule it leaves to zod's English.
  fallback: { amount: text.amountInvalid, memo: text.memoInvalid },
});

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
