import {
  LIVETV_SPORT_IDS,
  liveTvErrors,
  liveTvSports,
  type LiveTvFixture,
  type LiveTvMatch,
} from '@site/contracts/api/livetv';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { MatchFeed } from './match-feed-port';
import { liveFixture, liveFixtures, type LiveFixtureRow } from './repo';

/**
 * The list shows the score and clock our tables hold (what /inplay shows); a sport the provider does
 * not follow is left out.
 */
export async function fixtureList(db: Database, feed: MatchFeed): Promise<{ items: LiveTvFixture[] }> {
  const sportIds = LIVETV_SPORT_IDS.filter((sportId) => feed.sportOf(sportId));
  const rows = await liveFixtures(db, sportIds);
  const items = rows.flatMap((row) => {
    const sport = feed.sportOf(row.sportId);
    return sport ? [toFixture(row, sport)] : [];
  });
  items.sort((a, b) => liveTvSports.indexOf(a.sport) - liveTvSports.indexOf(b.sport));
  return { items };
}

/**
 * The fixture's match as the tracker reads it now. Its score and clock come with the events, so the
 * scoreboard and the timeline always agree (the tables may be a tick behind).
 */
export async function matchOf(db: Database, feed: MatchFeed, id: number, now: Date): Promise<LiveTvMatch> {
  const row = await liveFixture(db, id);
  const sport = row && feed.sportOf(row.sportId);
  const view = row && sport && feed.matchAt(row, now);
  if (!row || !sport || !view) throw new AppError(404, liveTvErrors.notLive);
  const [homeScore, awayScore] = view.score;
  return {
    ...toFixture(row, sport),
    homeScore,
    awayScore,
    clock: view.clock,
    elapsedSec: view.elapsedSec,
    tracker: view.tracker,
    timeline: view.timeline,
    stats: view.stats,
    periods: view.periods,
  };
}

function toFixture(row: LiveFixtureRow, sport: LiveTvFixture['sport']): LiveTvFixture {
  return {
    id: row.id,
    sport,
    sportId: row.sportId,
    league: row.leagueNameKorean,
    location: row.locationNameKorean,
    home: row.home,
    away: row.away,
    homeScore: row.homeScore ?? 0,
    awayScore: row.awayScore ?? 0,
    clock: row.liveClock ?? '',
  };
}
