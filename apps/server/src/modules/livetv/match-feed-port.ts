import type { LiveTvSport, MatchEvent, MatchStat, PeriodScore, TrackerState } from '@site/contracts/api/livetv';

/*
 * The port of the live match centre: what /livetv asks of the provider whose tracker follows the
 * matches (sim/sports/match-feed.ts today, a data provider's adapter tomorrow). The provider
 * implements it; the module never imports the provider (docs/decisions/012-server-layers.md).
 */

/** A fixture in play as our tables hold it. */
export interface FollowedFixture {
  id: number;
  sportId: number;
  leagueId: number;
  startAt: Date;
}

/** The match as the tracker reads it at one moment. */
export interface MatchCentreView {
  elapsedSec: number;
  clock: string;
  /** football goals, basketball points, volleyball sets: the same the sports feed scores */
  score: [number, number];
  tracker: TrackerState;
  /** newest first, the latest only */
  timeline: MatchEvent[];
  stats: MatchStat[];
  periods: PeriodScore[];
}

/** One instance per process, made by main.ts (runtime/serve.ts) or a test. */
export interface MatchFeed {
  /** the tracker's sport of a sport id; undefined for a sport the provider does not follow */
  sportOf(sportId: number): LiveTvSport | undefined;
  /** the match at `now`; undefined when the provider does not follow that fixture */
  matchAt(fixture: FollowedFixture, now: Date): MatchCentreView | undefined;
}
