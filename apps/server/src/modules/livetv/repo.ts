import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { fixtures, leagues, locations, sports } from '../../db/schema/sports';

/** A fixture in play as the match centre lists it. */
export interface LiveFixtureRow {
  id: number;
  sportId: number;
  leagueId: number;
  leagueNameKorean: string;
  locationNameKorean: string;
  home: string;
  away: string;
  startAt: Date;
  liveClock: string | null;
  homeScore: number | null;
  awayScore: number | null;
}

const columns = {
  id: fixtures.id,
  sportId: fixtures.sportId,
  leagueId: fixtures.leagueId,
  leagueNameKorean: leagues.nameKorean,
  locationNameKorean: locations.nameKorean,
  home: fixtures.home,
  away: fixtures.away,
  startAt: fixtures.startAt,
  liveClock: fixtures.liveClock,
  homeScore: fixtures.homeScore,
  awayScore: fixtures.awayScore,
};

/** The real (not virtual: those have their own pages) fixtures in play of these sports, by sport, then kick-off. */
export function liveFixtures(db: Database, sportIds: readonly number[]): Promise<LiveFixtureRow[]> {
  return db
    .select(columns)
    .from(fixtures)
    .innerJoin(sports, eq(sports.id, fixtures.sportId))
    .innerJoin(leagues, eq(leagues.id, fixtures.leagueId))
    .innerJoin(locations, eq(locations.id, fixtures.locationId))
    .where(and(eq(sports.virtual, false), eq(fixtures.status, 'live'), inArray(fixtures.sportId, [...sportIds])))
    .orderBy(asc(fixtures.sportId), asc(fixtures.startAt), asc(fixtures.id));
}

/** One real fixture in play, or undefined. */
export async function liveFixture(db: Database, id: number): Promise<LiveFixtureRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(fixtures)
    .innerJoin(sports, eq(sports.id, fixtures.sportId))
    .innerJoin(leagues, eq(leagues.id, fixtures.leagueId))
    .innerJoin(locations, eq(locations.id, fixtures.locationId))
    .where(and(eq(sports.virtual, false), eq(fixtures.status, 'live'), eq(fixtures.id, id)));
  return row;
}
