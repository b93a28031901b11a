import { ledgerReasons } from '@site/contracts/ledger-reasons';
import { describe, expect, it } from 'vitest';

import { amountColour, ledgerReasonName } from './history-entry';

describe('history entry', () => {
  it('names every reason in Korean', () => {
    expect(ledgerReasonName('deposit')).toBe('충전');
    expect(ledgerReasonName('bet_stake')).toBe('베팅');
    expect(ledgerReasonName('withdrawal_refund')).toBe('환전 거절 반환');
    expect(ledgerReasonName('jackpot')).toBe('슬롯 잭팟 당첨');
    for (const reason of ledgerReasons) expect(ledgerReasonName(reason)).toMatch(/[가-힣]/);
  });

  it('colours money in and out apart', () => {
    expect(amountColour(10_000)).toBe('success.main');
    expect(amountColour(-10_000)).toBe('error.main');
    expect(amountColour(0)).toBe('text.primary');
  });
});
