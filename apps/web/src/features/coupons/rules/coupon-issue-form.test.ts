import { describe, expect, it } from 'vitest';

import { checkDraft } from '../../../lib/form/form-rules';
import { couponIssueRules, newCouponIssueDraft } from './coupon-issue-form';

describe('the coupon issue form', () => {
  it('puts a reason about the coupon’s face on the amount that was typed', () => {
    const checked = checkDraft(couponIssueRules, { ...newCouponIssueDraft(), amount: '0', userId: 'demo' });
    expect(checked).toEqual({ ok: false, errors: { amount: '입력값을 확인해주세요.' } });
  });

  it('asks for the member’s id when the coupon goes to one member', () => {
    const checked = checkDraft(couponIssueRules, newCouponIssueDraft());
    expect(checked).toEqual({ ok: false, errors: { userId: '입력값을 확인해주세요.' } });
  });

  it('gives the contract’s input: the face, the member trimmed, Seoul’s clock as an instant', () => {
    const checked = checkDraft(couponIssueRules, {
      ...newCouponIssueDraft(),
      amount: '5,000',
      userId: ' demo ',
      expiresAt: '2026-12-01T10:00',
    });
    expect(checked).toEqual({
      ok: true,
      value: {
        face: { kind: 'money', amount: 5_000 },
        target: 'member',
        userId: 'demo',
        expiresAt: '2026-12-01T10:00:00+09:00',
        memo: '',
      },
    });
  });
});
