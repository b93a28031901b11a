import { describe, expect, it } from 'vitest';

import { formatSeoulDateTime, parseSeoulDateTime, seoulToday, shiftDay, unixSeconds } from './clock';

describe('Seoul date-time text for the stored session expiry', () => {
  const instant = Date.UTC(2026, 10, 21, 15, 30, 5); // 00:30:05 the next day in Seoul

  it('writes the Seoul wall clock', () => {
    expect(formatSeoulDateTime(instant)).toBe('2026-11-22 00:30:05');
  });

  it('reads back what it wrote, and nothing else', () => {
    expect(parseSeoulDateTime('2026-11-22 00:30:05')).toBe(instant);
    expect(parseSeoulDateTime('2026-11-22T00:30:05')).toBeNull();
    expect(parseSeoulDateTime(null)).toBeNull();
  });

  it('counts unix time in whole seconds', () => {
    expect(unixSeconds(1_700_000_000_999)).toBe(1_700_000_000);
  });
});

describe('Seoul days', () => {
  it('gives the Seoul calendar day, which starts nine hours before UTC midnight', () => {
    expect(seoulToday(Date.parse('2026-02-28T15:00:00Z'))).toBe('2026-03-01');
    expect(seoulToday(Date.parse('2026-02-28T14:59:59Z'))).toBe('2026-02-28');
  });

  it('steps days across months and years', () => {
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDay('2025-12-31', 1)).toBe('2026-01-01');
  });
});
