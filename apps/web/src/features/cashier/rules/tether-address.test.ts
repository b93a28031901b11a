import { describe, expect, it } from 'vitest';

import { tronAddressMessage } from './tether-address';

const USDT_CONTRACT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const BAD = '올바른 TRC-20 주소(T로 시작하는 34자)를 입력해주세요.';

describe('tronAddressMessage', () => {
  it('says nothing of an empty field or a right address', () => {
    expect(tronAddressMessage('', true)).toBeNull();
    expect(tronAddressMessage(USDT_CONTRACT, true)).toBeNull();
    expect(tronAddressMessage(` ${USDT_CONTRACT} `, false)).toBeNull();
  });

  it('lets a right beginning be typed, but calls it short once the field is left', () => {
    expect(tronAddressMessage(USDT_CONTRACT.slice(0, 12), false)).toBeNull();
    expect(tronAddressMessage(USDT_CONTRACT.slice(0, 12), true)).toBe(BAD);
  });

  it('calls a wrong start, a character base58 lacks, or a failed checksum wrong at once', () => {
    expect(tronAddressMessage('0x5B38Da6a', false)).toBe(BAD);
    expect(tronAddressMessage('TR7NHqjeKQ0', false)).toBe(BAD);
    const mistyped = `${USDT_CONTRACT.slice(0, 10)}a${USDT_CONTRACT.slice(11)}`;
    expect(tronAddressMessage(mistyped, false)).toBe(BAD);
  });
});
