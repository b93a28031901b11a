import { describe, expect, it } from 'vitest';
import { fingerprintOf } from './fingerprint';

describe('fingerprintOf', () => {
  it('is the same for the same fields in any key order', () => {
    expect(fingerprintOf({ amount: 10_000, kind: 'deposit' })).toBe(fingerprintOf({ kind: 'deposit', amount: 10_000 }));
  });

  it('differs when any value, list entry or field differs', () => {
    const base = fingerprintOf({ stake: 1_000, picks: ['1@210', '2@150'] });
    expect(fingerprintOf({ stake: 2_000, picks: ['1@210', '2@150'] })).not.toBe(base);
    expect(fingerprintOf({ stake: 1_000, picks: ['1@210', '2@151'] })).not.toBe(base);
    expect(fingerprintOf({ stake: 1_000, picks: ['1@210'] })).not.toBe(base);
    expect(fingerprintOf({ stake: 1_000, picks: ['1@210', '2@150'], call: 'singles' })).not.toBe(base);
    // A number and its text are not the same request.
    expect(fingerprintOf({ stake: '1000', picks: ['1@210', '2@150'] })).not.toBe(base);
  });
});
