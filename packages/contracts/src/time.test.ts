import { describe, expect, it } from 'vitest';

import { formatSeoul, seoulWeekday } from './time';

// 2026-11-21 15:30:05 UTC is 2026-11-22 00:30:05 in Seoul (UTC+9, no daylight saving).
const instant = Date.UTC(2026, 10, 21, 15, 30, 5);

describe('Seoul time formats', () => {
  it('shows the wall clock of Seoul whatever the machine’s time zone', () => {
    expect(formatSeoul(instant, 'dateTimeFull')).toBe('2026-11-22 00:30:05');
    expect(formatSeoul(instant, 'monthDayTime')).toBe('11-22 00:30');
    expect(formatSeoul(instant, 'dateTimeShortYear')).toBe('26-11-22 00:30:05');
    expect(formatSeoul(instant, 'dateShortYear')).toBe('26-11-22');
    expect(formatSeoul(instant, 'time')).toBe('00:30:05');
    expect(formatSeoul(instant, 'yearMonth')).toBe('26/11');
    expect(formatSeoul(instant, 'date')).toBe('2026-11-22');
    expect(formatSeoul(instant, 'monthDay')).toBe('11-22');
  });

  it('names the Seoul weekday in Korean', () => {
    expect(seoulWeekday(instant)).toBe('일');
  });
});
