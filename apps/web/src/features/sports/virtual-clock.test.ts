import { describe, expect, it } from 'vitest';

import { awaitsServer, eventClock, nextRefetchIn, someEventEnded } from './virtual-clock';

const scheduled = (secondsToStart: number) => ({ status: 'scheduled' as const, secondsToStart, secondsToResult: null });
const live = (secondsToResult: number | null) => ({ status: 'live' as const, secondsToStart: 0, secondsToResult });

describe('a virtual event’s countdown from the server’s seconds', () => {
  it('counts down to the start while betting is open', () => {
    expect(eventClock(scheduled(83), 0)).toEqual({ phase: 'open', secondsToStart: 83, secondsToResult: null });
    expect(eventClock(scheduled(83), 80)).toMatchObject({ phase: 'open', secondsToStart: 3 });
  });

  it('closes betting when the count reaches the start, before the server says it started', () => {
    expect(eventClock(scheduled(5), 5)).toEqual({ phase: 'closed', secondsToStart: 0, secondsToResult: null });
    expect(eventClock(scheduled(5), 50)).toMatchObject({ phase: 'closed', secondsToStart: 0 });
  });

  it('runs until the result is due, then waits for it', () => {
    expect(eventClock(live(42), 2)).toEqual({ phase: 'running', secondsToStart: 0, secondsToResult: 40 });
    expect(eventClock(live(42), 42)).toMatchObject({ phase: 'resulting', secondsToResult: 0 });
    expect(eventClock(live(null), 10)).toMatchObject({ phase: 'running', secondsToResult: null });
  });

  it('says finished and cancelled as the server does', () => {
    expect(eventClock({ status: 'finished', secondsToStart: 0, secondsToResult: null }, 0).phase).toBe('finished');
    expect(eventClock({ status: 'cancelled', secondsToStart: 9, secondsToResult: null }, 0).phase).toBe('cancelled');
  });
});

describe('when the list is asked again', () => {
  it('at the first start or result it announces', () => {
    expect(nextRefetchIn([scheduled(83), scheduled(263), live(17)])).toBe(17);
    expect(nextRefetchIn([scheduled(83), scheduled(263)])).toBe(83);
  });

  it('not for figures that have run out already, which are polled instead', () => {
    expect(nextRefetchIn([scheduled(0), live(0)])).toBeNull();
    expect(nextRefetchIn([])).toBeNull();
    expect(awaitsServer([scheduled(0)])).toBe(true);
    expect(awaitsServer([live(0)])).toBe(true);
    expect(awaitsServer([scheduled(30), live(12)])).toBe(false);
  });

  it('and the results once an event listed before has ended or left the list', () => {
    const before = [
      { id: 1, status: 'live' as const },
      { id: 2, status: 'scheduled' as const },
    ];
    expect(someEventEnded(before, [{ id: 2, status: 'scheduled' }])).toBe(true);
    expect(
      someEventEnded(before, [
        { id: 1, status: 'finished' },
        { id: 2, status: 'live' },
      ]),
    ).toBe(true);
    expect(
      someEventEnded(before, [
        { id: 1, status: 'live' },
        { id: 2, status: 'live' },
        { id: 3, status: 'scheduled' },
      ]),
    ).toBe(false);
    expect(someEventEnded([], [{ id: 1, status: 'scheduled' }])).toBe(false);
  });
});
