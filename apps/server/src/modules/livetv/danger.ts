import type { MatchEventKind } from '@site/contracts/api/livetv';
import type { FollowedFixture, MatchFeed } from './match-feed-port';

/** What the tracker shows while a goal may be coming or has just come: no cash-out then (docs/decisions/068). */
const DANGER: ReadonlySet<string> = new Set<MatchEventKind>(['dangerousAttack', 'shotOnTarget', 'corner', 'goal']);

/**
 * Whether the tracker shows the fixture in a danger moment now. The tracker shows an event for a few
 * seconds after it, so the moment lasts as long as it is on screen; a fixture it does not follow has none.
 */
export const dangerMomentOf =
  (feed: MatchFeed) =>
  (fixture: FollowedFixture, now: Date): boolean => {
    if (!feed.sportOf(fixture.sportId)) return false;
    const action = feed.matchAt(fixture, now)?.tracker.action;
    return action !== undefined && DANGER.has(action);
  };
