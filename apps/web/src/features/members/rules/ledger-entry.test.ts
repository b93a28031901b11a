import type { LedgerReason } from '@site/contracts/ledger-reasons';
import { describe, expect, it } from 'vitest';

import { formatLedgerAmount, formatLedgerChange, ledgerReason } from './ledger-entry';

describe('ledgerReason', () => {
  it('names every reason of the server in Korean, the operator by direction', () => {
    const money = (reason: LedgerReason, amount = 1_000) => ledgerReason({ reason, amount, currency: 'money' });
    expect(money('opening')).toBe('기초 잔액');
    expect(money('operator', 1_000)).toBe('관리자 지급');
    expect(money('operator', -1_000)).toBe('관리자 회수');
    expect(money('bet_stake', -1_000)).toBe('베팅');
    expect(money('bet_payout')).toBe('당첨');
    expect(money('bet_void')).toBe('적중특례');
    expect(money('bet_cancel')).toBe('베팅 취소');
  });

  it('names the casino and the cashier too, and marks points', () => {
    expect(ledgerReason({ reason: 'casino_win', amount: 1, currency: 'money' })).toBe('카지노 당첨');
    expect(ledgerReason({ reason: 'opening', amount: 1, currency: 'point' })).toBe('포인트 기초 잔액');
  });
});

describe('formatLedgerChange', () => {
  it('shows money in with a plus and money out with a minus', () => {
    expect(formatLedgerChange({ currency: 'money', amount: 10_000 })).toBe('+10,000원');
    expect(formatLedgerChange({ currency: 'money', amount: -5_000 })).toBe('-5,000원');
  });

  it('writes points as points, not won', () => {
    expect(formatLedgerChange({ currency: 'point', amount: 10_000 })).toBe('+10,000P');
    expect(formatLedgerAmount({ currency: 'point' }, 25_000)).toBe('25,000P');
  });
});
