import { describe, expect, it } from 'vitest';

import { hoursAndMinutes, realityCheckStep, sessionOrigin } from './reality-check-timer';

const MIN = 60_000;
const every30 = { realityCheckMinutes: 30, sessionMinutes: null };

describe('the reality check’s clock', () => {
  it('places the session on the page’s timer from the server’s own two instants', () => {
    const answer = { startedAt: '2026-11-29T01:00:00.000Z', now: '2026-11-29T01:10:00.000Z' };
    // heard 500 ms into the page: the session began ten minutes before that on the page's scale
    expect(sessionOrigin(answer, 500)).toBe(500 - 10 * MIN);
    // a server instant before the start (clock trouble) counts as a session just begun
    expect(sessionOrigin({ ...answer, now: '2026-11-29T00:59:00.000Z' }, 500)).toBe(500);
  });

  it('wakes at each interval’s end counted from the session’s start, however late it looked', () => {
    expect(realityCheckStep(0, every30, 0)).toEqual({ reminderDue: false, limitReached: false, wakeInMs: 30 * MIN });
    expect(realityCheckStep(12 * MIN, every30, 0)).toEqual({
      reminderDue: false,
      limitReached: false,
      wakeInMs: 18 * MIN,
    });
    // the timer fired four minutes late (a tab in the background): due, and the next mark stays at 60
    expect(realityCheckStep(34 * MIN, every30, 0)).toEqual({
      reminderDue: true,
      limitReached: false,
      wakeInMs: 26 * MIN,
    });
  });

  it('keeps a closed reminder closed until the next interval’s end', () => {
    expect(realityCheckStep(31 * MIN, every30, 30 * MIN).reminderDue).toBe(false);
    expect(realityCheckStep(59 * MIN, every30, 31 * MIN).reminderDue).toBe(false);
    expect(realityCheckStep(60 * MIN, every30, 31 * MIN).reminderDue).toBe(true);
    // closed after two marks had passed (the page was away): one reminder covered both
    expect(realityCheckStep(75 * MIN, every30, 70 * MIN).reminderDue).toBe(false);
  });

  it('follows a changed interval’s own marks', () => {
    // closed at 30 on a 30-minute interval, then changed to 60: the next reminder is at 60, not 90
    const every60 = { realityCheckMinutes: 60, sessionMinutes: null };
    expect(realityCheckStep(40 * MIN, every60, 30 * MIN)).toEqual({
      reminderDue: false,
      limitReached: false,
      wakeInMs: 20 * MIN,
    });
    expect(realityCheckStep(60 * MIN, every60, 30 * MIN).reminderDue).toBe(true);
  });

  it('wakes for the session limit before the next reminder, and says when it is reached', () => {
    const both = { realityCheckMinutes: 30, sessionMinutes: 45 };
    expect(realityCheckStep(31 * MIN, both, 30 * MIN)).toEqual({
      reminderDue: false,
      limitReached: false,
      wakeInMs: 14 * MIN,
    });
    expect(realityCheckStep(45 * MIN, both, 30 * MIN).limitReached).toBe(true);
    expect(realityCheckStep(45 * MIN - 1, both, 30 * MIN).limitReached).toBe(false);
  });

  it('never wakes for a member with neither setting', () => {
    expect(realityCheckStep(500 * MIN, { realityCheckMinutes: null, sessionMinutes: null }, 0)).toEqual({
      reminderDue: false,
      limitReached: false,
      wakeInMs: null,
    });
  });

  it('splits the time played into hours and minutes', () => {
    expect(hoursAndMinutes(30 * MIN + 59_999)).toEqual({ hours: 0, minutes: 30 });
    expect(hoursAndMinutes(150 * MIN)).toEqual({ hours: 2, minutes: 30 });
    expect(hoursAndMinutes(-5)).toEqual({ hours: 0, minutes: 0 });
  });
});
