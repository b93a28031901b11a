import { describe, expect, it } from 'vitest';

import { checkDraft } from '../../../lib/form/form-rules';
import { attemptFor, emptyMoneyDraft, moneyRules, type MoneyDraft } from './money-form';

const check = (draft: MoneyDraft) => checkDraft(moneyRules, draft);

describe('moneyRules', () => {
  it('credits a positive amount and takes back a negative one', () => {
    expect(check({ direction: 'credit', amount: '10,000', memo: ' 이벤트 ' })).toEqual({
      ok: true,
      value: { amount: 10_000, memo: '이벤트' },
    });
    expect(check({ direction: 'debit', amount: '5000', memo: '오지급 회수' })).toEqual({
      ok: true,
      value: { amount: -5_000, memo: '오지급 회수' },
    });
  });

  it('needs an amount of at least one won and a reason', () => {
    expect(check(emptyMoneyDraft)).toEqual({
      ok: false,
      errors: { amount: '금액을 입력해주세요.', memo: '사유를 입력해주세요.' },
    });
    for (const amount of ['0', '-100', '1.5', '만원']) {
      const result = check({ direction: 'credit', amount, memo: '사유' });
      expect(result.ok).toBe(false);
    }
  });

  it('refuses more than 10억원 at once', () => {
    expect(check({ direction: 'debit', amount: '1,000,000,001', memo: '사유' })).toEqual({
      ok: false,
      errors: { amount: '한 번에 10억원까지 차감할 수 있습니다.' },
    });
    expect(check({ direction: 'credit', amount: '1,000,000,000', memo: '사유' }).ok).toBe(true);
  });
});

describe('attemptFor', () => {
  const request = { amount: 10_000, memo: '이벤트' };
  let keys = 0;
  const newKey = () => `attempt-${(keys += 1)}`;

  it('keeps the key of an unanswered attempt when the same is sent again, and makes a new one otherwise', () => {
    const first = attemptFor(null, request, newKey);
    expect(attemptFor(first, { ...request }, newKey).key).toBe(first.key);
    const changed = attemptFor(first, { ...request, amount: 20_000 }, newKey);
    expect(changed.key).not.toBe(first.key);
    expect(attemptFor(changed, { ...request, amount: 20_000, memo: '다른 사유' }, newKey).key).not.toBe(changed.key);
  });
});
