import { and, asc, count, desc, eq, gt, gte, inArray, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { fixtures, leagues, locations, markets, selections } from '../../db/schema/sports';
import { fixtureColumns } from '../sports/repo';

/** A league's events still to come or under way, and those that started after `since` (the last results). */
export async function leagueEvents(db: Database, leagueId: number, since: Date) {
  return db
    .select({ ...fixtureColumns, race: fixtures.race })
    .from(fixtures)
    .innerJoin(leagues, eq(leagues.id, fixtures.leagueId))
    .innerJoin(locations, eq(locations.id, fixtures.locationId))
    .where(
      and(
        eq(fixtures.leagueId, leagueId),
        or(inArray(fixtures.status, ['scheduled', 'live']), gt(fixtures.startAt, since)),
      ),
    )
    .orderBy(asc(fixtures.startAt), asc(fixtures.id));
}

export type LeagueEventRow = Awaited<ReturnType<typeof leagueEvents>>[number];

/** Finished (and cancelled) events of the leagues that started in [from, to), newest first, with the count of all. */
export async function finishedEvents(
  db: Database,
  { leagueIds, from, to }: { leagueIds: number[]; from: Date; to: Date },
  { limit, offset }: { limit: number; offset: number },
) {
  const where = and(
    inArray(fixtures.leagueId, leagueIds),
    inArray(fixtures.status, ['finished', 'cancelled']),
    gte(fixtures.startAt, from),
    lt(fixtures.startAt, to),
  );
  const [counted] = await db.select({ total: count() }).from(fixtures).where(where);
  const rows = await db
    .select({
      id: fixtures.id,
      leagueId: fixtures.leagueId,
      leagueNameKorean: leagues.nameKorean,
      home: fixtures.home,
      away: fixtures.away,
      startAt: fixtures.startAt,
      status: fixtures.status,
      homeScore: fixtures.homeScore,
      awayScore: fixtures.awayScore,
      race: fixtures.race,
    })
    .from(fixtures)
    .innerJoin(leagues, eq(leagues.id, fixtures.leagueId))
    .where(where)
    .orderBy(desc(fixtures.startAt), desc(fixtures.id))
    .limit(limit)
    .offset(offset);
  return { rows, totalCount: counted?.total ?? 0 };
}

/** The winning selections of the result markets (1X2, 12, Winner, Place) of these events, in market order. */
export async function winningSelections(db: Database, fixtureIds: number[]) {
  if (fixtureIds.length === 0) return [];
  return db
    .select({
      fixtureId: selections.fixtureId,
      marketType: markets.marketType,
      line: markets.line,
      name: selections.name,
      priceX100: selections.priceX100,
    })
    .from(selections)
    .innerJoin(markets, eq(markets.id, selections.marketId))
    .where(
      and(
        inArray(selections.fixtureId, fixtureIds),
        eq(selections.result, 2),
        inArray(markets.marketType, ['1X2', '12', 'Winner', 'Place']),
      ),
    )
    .orderBy(asc(selections.fixtureId), asc(markets.sort), asc(selections.sort));
}

/** The league's finished matches that started in [from, to), in the order they were played. */
export async function finishedMatches(db: Database, leagueId: number, { from, to }: { from: Date; to: Date }) {
  return db
    .select({ home: fixtures.home, away: fixtures.away, homeScore: fixtures.homeScore, awayScore: fixtures.awayScore })
    .from(fixtures)
    .where(
      and(
        eq(fixtures.leagueId, leagueId),
        eq(fixtures.status, 'finished'),
        gte(fixtures.startAt, from),
        lt(fixtures.startAt, to),
      ),
    )
    .orderBy(asc(fixtures.startAt), asc(fixtures.id));
}
