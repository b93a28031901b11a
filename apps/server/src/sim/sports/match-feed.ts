import type { LiveTvSport } from '@site/contracts/api/livetv';
import type { FollowedFixture, MatchCentreView, MatchFeed } from '../../modules/livetv/match-feed-port';
import type { FeedKeys } from './feed-keys';
import { fixtureSpec } from './fixture-spec';
import { matchAt } from './match-centre';
import { liveTvSportOf, matchEvents, type MatchEvents } from './match-events';

/** Matches whose events are kept drawn; more live at once than this are drawn again when asked. */
const KEPT_MATCHES = 200;

/**
 * The simulated provider's tracker: the same keys as the sports feed (the installation's, feed-keys.ts)
 * draw the same matches, so its events meet the feed's live scores. Any process can answer: nothing is
 * read but the fixture's id, league and start.
 */
export class SimMatchFeed implements MatchFeed {
  private readonly drawn = new Map<string, MatchEvents | undefined>();

  constructor(private readonly keys: FeedKeys) {}

  sportOf(sportId: number): LiveTvSport | undefined {
    return liveTvSportOf(sportId);
  }

  matchAt(fixture: FollowedFixture, now: Date): MatchCentreView | undefined {
    const match = this.eventsOf(fixture);
    if (!match) return undefined;
    return matchAt(match, (now.getTime() - fixture.startAt.getTime()) / 1000);
  }

  private eventsOf({ id, leagueId }: FollowedFixture): MatchEvents | undefined {
    const key = `${id}:${leagueId}`;
    if (this.drawn.has(key)) return this.drawn.get(key);
    const match = matchEvents(fixtureSpec(this.keys, id, leagueId));
    // Oldest first out: a Map keeps insertion order.
    if (this.drawn.size >= KEPT_MATCHES) this.drawn.delete(this.drawn.keys().next().value as string);
    this.drawn.set(key, match);
    return match;
  }
}
