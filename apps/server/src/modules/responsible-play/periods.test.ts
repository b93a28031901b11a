import { describe, expect, it } from 'vitest';
import { nextPeriodStarts, periodStarts } from './periods';

describe('periodStarts', () => {
  it('starts the day, the Monday and the 1st at Seoul midnight', () => {
    // Sunday 2026-11-29 08:30 in Seoul.
    const starts = periodStarts(new Date('2026-11-28T23:30:00Z'));
    expect(starts.day.toISOString()).toBe('2026-11-28T15:00:00.000Z');
    expect(starts.week.toISOString()).toBe('2026-11-22T15:00:00.000Z');
    expect(starts.month.toISOString()).toBe('2026-10-31T15:00:00.000Z');
  });

  it('puts a Monday just after Seoul midnight in its own week', () => {
    const starts = periodStarts(new Date('2026-11-29T15:00:00Z'));
    expect(starts.week.toISOString()).toBe('2026-11-29T15:00:00.000Z');
    expect(starts.day.toISOString()).toBe('2026-11-29T15:00:00.000Z');
  });
});

describe('nextPeriodStarts', () => {
  it('ends the day, the week and the month at the next Seoul midnight, Monday and 1st', () => {
    // Sunday 2026-11-29 08:30 in Seoul: the week and the day end together, the month on Tuesday.
    const next = nextPeriodStarts(new Date('2026-11-28T23:30:00Z'));
    expect(next.day.toISOString()).toBe('2026-11-29T15:00:00.000Z');
    expect(next.week.toISOString()).toBe('2026-11-29T15:00:00.000Z');
    expect(next.month.toISOString()).toBe('2026-11-30T15:00:00.000Z');
  });

  it('carries December into January', () => {
    const next = nextPeriodStarts(new Date('2026-12-31T10:00:00Z'));
    expect(next.month.toISOString()).toBe('2026-12-31T15:00:00.000Z');
    expect(next.day.toISOString()).toBe('2026-12-31T15:00:00.000Z');
  });
});
