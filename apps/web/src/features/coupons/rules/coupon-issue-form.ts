/**
 * The console's coupon issue form (docs/decisions/027): what is given and to whom, as typed, checked
 * by the contract's schema. The schema names the amount and the wheel inside the coupon's face, so
 * those reasons are moved onto the fields that were typed.
 */
import { couponIssueInputSchema, type CouponTarget } from '@site/contracts/api/coupon-box';
import type { RouletteWheel } from '@site/contracts/api/roulette';

import { koCouponsAdmin } from '../../../i18n/ko-coupons';
import { formRules } from '../../../lib/form/form-rules';
import { parseWholeNumber, parseWon } from '../../../lib/form/typed-numbers';

export type IssuableKind = 'roulette' | 'money' | 'point';
export const issuableKinds: readonly IssuableKind[] = ['roulette', 'money', 'point'];

export type CouponIssueDraft = {
  kind: IssuableKind;
  wheel: RouletteWheel;
  amount: string;
  target: CouponTarget;
  userId: string;
  level: string;
  /** datetime-local, Seoul's wall clock; empty for no expiry */
  expiresAt: string;
  memo: string;
};

export const newCouponIssueDraft = (): CouponIssueDraft => ({
  kind: 'money',
  wheel: 100,
  amount: '10000',
  target: 'member',
  userId: '',
  level: '1',
  expiresAt: '',
  memo: '',
});

const { badInput } = koCouponsAdmin;

export const couponIssueRules = formRules({
  schema: couponIssueInputSchema,
  toInput: (draft: CouponIssueDraft) => ({
    face:
      draft.kind === 'roulette'
        ? { kind: draft.kind, wheel: draft.wheel }
        : { kind: draft.kind, amount: parseWon(draft.amount) ?? Number.NaN },
    target: draft.target,
    ...(draft.target === 'member' && { userId: draft.userId.trim() }),
    ...(draft.target === 'level' && { level: parseWholeNumber(draft.level) ?? Number.NaN }),
    // The operator types Seoul's wall clock.
    expiresAt: draft.expiresAt ? `${draft.expiresAt}:00+09:00` : null,
    memo: draft.memo.trim(),
  }),
  // The contract has no Korean words for these rules: each field says the tab's "check the value".
  fallback: {
    amount: badInput,
    wheel: badInput,
    userId: badInput,
    level: badInput,
    expiresAt: badInput,
    memo: badInput,
  },
  refine: (draft) => (draft.target === 'member' && draft.userId.trim() === '' ? { userId: badInput } : {}),
  moved: { 'face.amount': 'amount', 'face.wheel': 'wheel', face: 'amount' },
});
