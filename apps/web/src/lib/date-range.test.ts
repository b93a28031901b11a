import { seoulToday } from '@site/contracts/clock';
import { describe, expect, it } from 'vitest';

import { defaultRange, matchingQuickRange, monthBefore, quickRange, rangeFromQuery } from './date-range';

// 2026-03-01 00:30 in Seoul is still 2026-02-28 in UTC: the day must be Seoul's.
const justAfterSeoulMidnight = Date.UTC(2026, 1, 28, 15, 30);

describe('the history date range', () => {
  it('takes today from Seoul, not from the machine', () => {
    expect(seoulToday(justAfterSeoulMidnight)).toBe('2026-03-01');
  });

  it('opens on the last seven days, today included', () => {
    expect(defaultRange(justAfterSeoulMidnight)).toEqual({ from: '2026-02-23', to: '2026-03-01' });
  });

  it('has quick ranges for today, a week and a month', () => {
    expect(quickRange('today', justAfterSeoulMidnight)).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(quickRange('week', justAfterSeoulMidnight)).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(quickRange('month', justAfterSeoulMidnight)).toEqual({ from: '2026-02-01', to: '2026-03-01' });
  });

  it('goes back a month to the same day, or to the month’s last when it is shorter', () => {
    expect(monthBefore('2024-03-31')).toBe('2024-02-29');
    expect(monthBefore('2026-03-31')).toBe('2026-02-28');
    expect(monthBefore('2026-01-15')).toBe('2025-12-15');
  });

  it('reads the range from the address, with the default for what is missing or malformed', () => {
    expect(rangeFromQuery('2026-02-10', '2026-02-20', justAfterSeoulMidnight)).toEqual({
      from: '2026-02-10',
      to: '2026-02-20',
    });
    expect(rangeFromQuery(null, 'yesterday', justAfterSeoulMidnight)).toEqual(defaultRange(justAfterSeoulMidnight));
    expect(rangeFromQuery('2026-02-31x', null, justAfterSeoulMidnight).from).toBe('2026-02-23');
  });

  it('puts the ends in order when they come reversed', () => {
    expect(rangeFromQuery('2026-02-20', '2026-02-10', justAfterSeoulMidnight)).toEqual({
      from: '2026-02-10',
      to: '2026-02-20',
    });
  });

  it('knows which quick button a range is', () => {
    expect(matchingQuickRange(defaultRange(justAfterSeoulMidnight), justAfterSeoulMidnight)).toBe('week');
    expect(matchingQuickRange({ from: '2026-03-01', to: '2026-03-01' }, justAfterSeoulMidnight)).toBe('today');
    expect(matchingQuickRange({ from: '2026-02-02', to: '2026-03-01' }, justAfterSeoulMidnight)).toBeNull();
  });
});
