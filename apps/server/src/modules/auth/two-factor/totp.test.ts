import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode } from './base32';
import { hotp, matchingStep, totpCode, totpStep } from './totp';

// RFC 6238 Appendix B, the SHA1 rows: the 20-byte ASCII key "12345678901234567890", 8 digits.
const RFC_KEY = Buffer.from('12345678901234567890', 'ascii');
const RFC_SHA1_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP', () => {
  it.each(RFC_SHA1_VECTORS)("answers RFC 6238's SHA1 code at %i s", (seconds, code) => {
    expect(totpCode(RFC_KEY, new Date(seconds * 1000), 8)).toBe(code);
  });

  it("answers RFC 4226's HOTP codes for counters 0 and 9", () => {
    expect(hotp(RFC_KEY, 0)).toBe('755224');
    expect(hotp(RFC_KEY, 9)).toBe('520489');
  });

  it('accepts one step either side and not two', () => {
    const at = new Date(1_700_000_000_000);
    const step = totpStep(at);
    const codeOf = (offset: number) => hotp(RFC_KEY, step + offset);
    expect(matchingStep(RFC_KEY, codeOf(-1), at)).toBe(step - 1);
    expect(matchingStep(RFC_KEY, codeOf(0), at)).toBe(step);
    expect(matchingStep(RFC_KEY, codeOf(1), at)).toBe(step + 1);
    expect(matchingStep(RFC_KEY, codeOf(2), at)).toBeUndefined();
    expect(matchingStep(RFC_KEY, codeOf(-2), at)).toBeUndefined();
    expect(matchingStep(RFC_KEY, '12345', at)).toBeUndefined();
  });
});

describe('base32', () => {
  it('round-trips RFC 4648 text and reads a secret typed in groups', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('mzxw 6ytb-oi======').toString()).toBe('foobar');
    expect(base32Decode(base32Encode(RFC_KEY))).toEqual(RFC_KEY);
  });
});
