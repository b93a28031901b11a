import type { Clock } from '../clock';

export interface FakeClock extends Clock {
  advance(ms: number): void;
}

/** A clock that only moves when a test moves it; starts at the real time so database defaults stay close. */
export function fakeClock(start: Date = new Date()): FakeClock {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
  };
}
