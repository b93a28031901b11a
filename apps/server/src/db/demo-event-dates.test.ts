import { describe, expect, it } from 'vitest';
import { demoEventDates } from './demo-event-dates';

describe('demo event dates', () => {
  it("name this month's, last month's and next weekend's events for their Seoul dates", () => {
    // Sunday 29 November 2026, 06:00 in Seoul
    const dates = demoEventDates(new Date('2026-11-28T21:00:00Z'));
    expect(dates.thisMonth).toEqual({
      name: '11월',
      startsAt: '2026-10-31T15:00:00.000Z',
      endsAt: '2026-11-30T14:59:59.000Z',
    });
    expect(dates.lastMonth).toMatchObject({ name: '10월', startsAt: '2026-09-30T15:00:00.000Z' });
    expect(dates.nextWeekend).toEqual({
      name: '12월 첫째 주말',
      startsAt: '2026-12-04T15:00:00.000Z',
      endsAt: '2026-12-06T14:59:59.000Z',
      days: '12월 5일(토)·6일(일)',
    });
  });

  it('cross the year and the month, and take the next weekend when it is already Saturday', () => {
    // Friday 30 January 2026 in Seoul: the weekend is 31 January and 1 February
    const friday = demoEventDates(new Date('2026-01-30T03:00:00Z'));
    expect(friday.lastMonth.name).toBe('12월');
    expect(friday.nextWeekend).toMatchObject({ name: '1월 다섯째 주말', days: '1월 31일(토)·2월 1일(일)' });
    // Saturday 31 January 2026 in Seoul: that weekend has begun, so the next one
    const saturday = demoEventDates(new Date('2026-01-31T03:00:00Z'));
    expect(saturday.nextWeekend).toMatchObject({ name: '2월 첫째 주말', startsAt: '2026-02-06T15:00:00.000Z' });
  });
});
