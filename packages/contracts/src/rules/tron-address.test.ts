import { describe, expect, it } from 'vitest';
import { isTronAddress, tronAddressOf } from './tron-address';

// The USDT contract on Tron and a well-known exchange wallet: real, checksummed addresses.
const USDT_CONTRACT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const BINANCE_WALLET = 'TNXoiAJ3dct8Fjg4M9fkLFh9S2v9TXc32G';

describe('isTronAddress', () => {
  it('accepts real TRC-20 addresses', () => {
    expect(isTronAddress(USDT_CONTRACT)).toBe(true);
    expect(isTronAddress(BINANCE_WALLET)).toBe(true);
  });

  it('refuses one mistyped character, which the checksum catches', () => {
    expect(isTronAddress(`${USDT_CONTRACT.slice(0, 10)}a${USDT_CONTRACT.slice(11)}`)).toBe(false);
  });

  it('refuses the wrong length, prefix or alphabet', () => {
    expect(isTronAddress(USDT_CONTRACT.slice(0, 33))).toBe(false);
    expect(isTronAddress(`A${USDT_CONTRACT.slice(1)}`)).toBe(false);
    expect(isTronAddress(`${USDT_CONTRACT.slice(0, 33)}0`)).toBe(false);
    expect(isTronAddress('0x5B38Da6a701c568545dCfcB03FcB875f56beddC4')).toBe(false);
  });

  it('makes addresses that it accepts back', () => {
    const made = tronAddressOf(new Uint8Array(20).fill(7));
    expect(made).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(isTronAddress(made)).toBe(true);
  });
});
