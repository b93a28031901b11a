import { describe, expect, it } from 'vitest';

import { feePercent, shortTxHash, usdtOrDash } from './crypto-display';

describe('crypto display', () => {
  it('shortens a long transaction hash to its ends, keeps a short one and none', () => {
    const hash = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90';
    expect(shortTxHash(hash)).toBe('a1b2c3…7e8f90');
    expect(shortTxHash('abc123')).toBe('abc123');
    expect(shortTxHash(null)).toBeNull();
  });

  it('shows basis points as a percent', () => {
    expect(feePercent(150)).toBe('1.5%');
    expect(feePercent(200)).toBe('2%');
    expect(feePercent(0)).toBe('0%');
  });

  it('shows micro-USDT, or a dash when there is none', () => {
    expect(usdtOrDash(71_940_000)).toBe('71.94 USDT');
    expect(usdtOrDash(null)).toBe('-');
  });
});
