import { describe, expect, it } from 'vitest';

import { monthRangeFromQuery, thisMonth } from './month-range';

// 2026-11-30 20:00 UTC is 2026-12-01 05:00 in Seoul.
const seoulFirstOfDecember = Date.UTC(2026, 10, 30, 20);

describe('the rolling pages’ range', () => {
  it('is this Seoul month so far when the address names none', () => {
    expect(thisMonth(seoulFirstOfDecember)).toEqual({ from: '2026-12-01', to: '2026-12-01' });
    expect(monthRangeFromQuery(null, null, Date.UTC(2026, 10, 24, 3))).toEqual({
      from: '2026-11-01',
      to: '2026-11-24',
    });
  });

  it('keeps the days the address names, in order', () => {
    expect(monthRangeFromQuery('2026-10-20', '2026-10-05')).toEqual({ from: '2026-10-05', to: '2026-10-20' });
  });
});
