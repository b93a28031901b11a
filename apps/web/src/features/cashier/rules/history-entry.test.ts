import { describe, expect, it } from 'vitest';

import { amountColour, ledgerReasonName } from './history-entry';

describe('history entry', () => {
  it('names reasons in Korean and keeps an unknown one as it came', () => {
    expect(ledgerReasonName('deposit')).toBe('충전');
    expect(ledgerReasonName('bet_stake')).toBe('베팅');
    expect(ledgerReasonName('withdrawal_refund')).toBe('환전 거절 반환');
    expect(ledgerReasonName('jackpot')).toBe('슬롯 잭팟 당첨');
    expect(ledgerReasonName('mystery_bonus')).toBe('mystery_bonus');
  });

  it('colours money in and out apart', () => {
    expect(amountColour(10_000)).toBe('success.main');
    expect(amountColour(-10_000)).toBe('error.main');
    expect(amountColour(0)).toBe('text.primary');
  });
});
