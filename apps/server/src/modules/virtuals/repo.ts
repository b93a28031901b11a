import { and, asc, eq, gt, gte, inArray, lt, or } from 'drizzle-orm';
import { SETTLEMENT_WON } from '@site/contracts/api/bets';
import type { Database } from '../../db/client';
import { fixtures, markets, selections } from '../../db/schema/sports';
import { finishedFixturePage, selectFixtures } from '../sports/repo';

/** A league's events still to come or under way, and those that started after `since` (the last results). */
export async function leagueEvents(db: Database, leagueId: number, since: Date) {
  return selectFixtures(db, { race: fixtures.race })
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
  window: { limit: number; offset: number },
) {
  return finishedFixturePage(
    db,
    {
      where: inArray(fixtures.leagueId, leagueIds),
      from,
      to,
      extraColumns: { leagueId: fixtures.leagueId, race: fixtures.race },
    },
    window,
  );
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
        eq(selections.result, SETTLEMENT_WON),
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
