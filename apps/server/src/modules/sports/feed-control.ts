import type { SportsFeedStatus } from '@site/contracts/api/sports';

/**
 * What the operator API may ask of the running sports feed (the simulator today, a real feed adapter's
 * replay tool tomorrow): move its clock forward so fixtures start, play and finish now, and say how it runs.
 */
export interface SportsFeedControl {
  /** Moves the feed's time forward and applies everything that happens meanwhile, then resolves. */
  advance(seconds: number): Promise<void>;
  status(): SportsFeedStatus;
}
