import { describe, expect, it } from 'vitest';

import { checkDraft } from '../../../lib/form/form-rules';
import { tidyWon } from '../../../lib/form/typed-numbers';
import { betLimit } from '../../../test/console/fixtures';
import { betLimitRules, limitDraftOf } from './bet-limit-form';

const limit = betLimit();

describe('betLimitRules', () => {
  it('shows amounts with thousands separators and reads them back', () => {
    const draft = limitDraftOf(limit);
    expect(draft).toEqual({ minStake: '5,000', maxStake: '1,000,000', maxPayout: '10,000,000', maxPicks: '10' });
    expect(checkDraft(betLimitRules, { ...draft, maxStake: '2,000,000' })).toEqual({
      ok: true,
      value: { minStake: 5_000, maxStake: 2_000_000, maxPayout: 10_000_000, maxPicks: 10 },
    });
    expect(checkDraft(betLimitRules, { ...draft, maxStake: '2000000' }).ok).toBe(true);
  });

  it("names each wrong field in the contract's words", () => {
    const draft = limitDraftOf(limit);
    expect(checkDraft(betLimitRules, { ...draft, minStake: '', maxPicks: '51' })).toEqual({
      ok: false,
      errors: { minStake: '최소 베팅금액을 입력해주세요.', maxPicks: '최대 폴더 수는 50 이하로 입력해주세요.' },
    });
    expect(checkDraft(betLimitRules, { ...draft, minStake: '2,000,000' })).toEqual({
      ok: false,
      errors: { minStake: '최소 베팅금액은 최대 베팅금액보다 클 수 없습니다.' },
    });
    expect(checkDraft(betLimitRules, { ...draft, maxPayout: '500,000' })).toEqual({
      ok: false,
      errors: { maxPayout: '최대 당첨금은 최대 베팅금액 이상이어야 합니다.' },
    });
    expect(checkDraft(betLimitRules, { ...draft, maxStake: '1.5', maxPicks: '1,0' }).ok).toBe(false);
  });
});

describe('tidyWon', () => {
  it('puts the separators back into a typed amount and leaves anything else as typed', () => {
    expect(tidyWon('1234567')).toBe('1,234,567');
    expect(tidyWon('12,34')).toBe('1,234');
    expect(tidyWon('12만')).toBe('12만');
    expect(tidyWon('')).toBe('');
  });
});
