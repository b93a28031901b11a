import { describe, expect, it } from 'vitest';

import {
  formatSeoulDateTime,
  isCalendarDay,
  parseSeoulDateTime,
  seoulDayStart,
  seoulDayStartOf,
  seoulDayText,
  seoulMinuteOfDay,
  seoulMonthStartOf,
  seoulMonthText,
  seoulToday,
  shiftDay,
  shiftMonth,
  unixSeconds,
} from './clock';

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
    expect(shiftDay('2026-01-01', -1)).toBe('2025-12-31');
    expect(shiftDay('2024-02-28', 1)).toBe('2024-02-29');
    expect(shiftDay('2024-03-01', -1)).toBe('2024-02-29');
    expect(shiftDay('2026-03-01', -6)).toBe('2026-02-23');
    expect(shiftDay('2026-02-23', 6)).toBe('2026-03-01');
  });

  it('knows the days the calendar has', () => {
    for (const day of ['2026-02-28', '2024-02-29', '2026-12-31', '2000-01-01']) expect(isCalendarDay(day)).toBe(true);
    for (const day of ['2026-02-29', '2026-02-30', '2026-02-32', '2026-13-01', '2026-00-10', '2026-04-31', '2026-1-5'])
      expect(isCalendarDay(day)).toBe(false);
    for (const text of [null, undefined, '', 'today', '2026-02-10x', ' 2026-02-10'])
      expect(isCalendarDay(text)).toBe(false);
  });
});

describe('the Seoul day of an instant', () => {
  const instant = new Date(Date.UTC(2026, 10, 21, 15, 30, 5)); // 00:30:05 on the 22nd in Seoul

  it('begins at Seoul midnight, 15:00 UTC the day before', () => {
    expect(seoulDayText(instant)).toBe('2026-11-22');
    expect(seoulDayStart(instant).toISOString()).toBe('2026-11-21T15:00:00.000Z');
    expect(seoulDayStartOf('2026-11-22')).toEqual(seoulDayStart(instant));
    expect(seoulMinuteOfDay(instant)).toBe(30);
  });
});

describe('Seoul months', () => {
  it('names the Seoul month of an instant: 15:00 UTC on the last day is already the next month in Seoul', () => {
    expect(seoulMonthText(new Date('2026-11-30T14:59:59.999Z'))).toBe('2026-11');
    expect(seoulMonthText(new Date('2026-11-30T15:00:00Z'))).toBe('2026-12');
  });

  it('starts a month at its 1st 00:00 in Seoul', () => {
    expect(seoulMonthStartOf('2026-12').toISOString()).toBe('2026-11-30T15:00:00.000Z');
  });

  it('steps months across years either way', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-03', -14)).toBe('2025-01');
  });
});
