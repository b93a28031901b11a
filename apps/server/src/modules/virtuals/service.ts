import type {
  VirtualEvent,
  VirtualEventList,
  VirtualRanking,
  VirtualResult,
  VirtualResultPage,
} from '@site/contracts/api/virtuals';
import { seoulToday } from '@site/contracts/clock';
import { marketNameKorean, selectionLabel } from '@site/contracts/sports-markets';
import { isVirtualSportKey, type VirtualSportKey } from '@site/contracts/virtual-leagues';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { FixtureRace } from '../../db/schema/sports';
import { AppError } from '../../http/app-error';
import { pageAnswer, rowWindow } from '../../http/paging';
import { bookMarkets } from '../sports/repo';
import { resultFields, seoulDayRange, toFixture, withSelections } from '../sports/service';
import { virtualErrors } from './errors';
import type { VirtualLeague, VirtualSportsProvider } from './provider-port';
import { leagueTable } from './rankings';
import { finishedEvents, finishedMatches, leagueEvents, winningSelections } from './repo';

/** The sport of a path's `:sport`; 404 for a sport the site does not run. */
export function sportOf(key: string): VirtualSportKey {
  if (!isVirtualSportKey(key)) throw new AppError(404, virtualErrors.sportNotFound);
  return key;
}

/** The sport's league of that key; 404 for a league the sport does not have. */
export function leagueOf(provider: VirtualSportsProvider, sport: VirtualSportKey, key: string): VirtualLeague {
  const league = provider.leagueOf(sport, key);
  if (!league) throw new AppError(404, virtualErrors.leagueNotFound);
  return league;
}

const secondsUntil = (ms: number, nowMs: number): number => Math.max(0, Math.ceil((ms - nowMs) / 1000));

/**
 * GET /virtuals/:sport/events: the league's events to come and under way, and the last slot's
 * results, soonest first; each a sports Fixture (all its markets still shown) with its countdowns.
 */
export async function eventList(
  db: Database,
  clock: Clock,
  provider: VirtualSportsProvider,
  league: VirtualLeague,
): Promise<VirtualEventList> {
  const now = clock.now();
  const nowMs = now.getTime();
  const rows = await leagueEvents(db, league.id, new Date(nowMs - provider.slotMs(league.sport)));
  const marketRows = await bookMarkets(
    db,
    rows.map((row) => row.id),
    'europe',
  );
  const marketsByFixture = await withSelections(db, marketRows);
  const runMs = provider.runMs(league.sport);
  return {
    items: rows.map(({ race, ...row }): VirtualEvent => {
      const markets = marketsByFixture.get(row.id) ?? [];
      const startMs = row.startAt.getTime();
      const running = startMs <= nowMs && (row.status === 'scheduled' || row.status === 'live');
      return {
        ...toFixture(row, markets, markets.length),
        leagueKey: league.key,
        secondsToStart: secondsUntil(startMs, nowMs),
        secondsToResult: running ? secondsUntil(startMs + runMs, nowMs) : null,
        runners: race?.runners ?? [],
        placings: race?.placings ?? null,
      };
    }),
  };
}

export interface VirtualResultQuery {
  league?: string | undefined;
  date?: string | undefined;
  page: number;
  size: number;
}

/** GET /virtuals/:sport/results: a Seoul day's finished events of the sport (or one league), newest first. */
export async function resultPage(
  db: Database,
  clock: Clock,
  provider: VirtualSportsProvider,
  sport: VirtualSportKey,
  query: VirtualResultQuery,
): Promise<VirtualResultPage> {
  const leagues = query.league === undefined ? provider.leaguesOf(sport) : [leagueOf(provider, sport, query.league)];
  const { rows, totalCount } = await finishedEvents(
    db,
    {
      leagueIds: leagues.map((league) => league.id),
      ...seoulDayRange(query.date ?? seoulToday(clock.now().getTime())),
    },
    rowWindow(query),
  );
  const winners = await winningSelections(
    db,
    rows.map((row) => row.id),
  );
  const keyOf = new Map(leagues.map((league) => [league.id, league.key]));
  return pageAnswer(
    rows.map((row): VirtualResult => ({
      ...resultFields(row),
      leagueKey: keyOf.get(row.leagueId) ?? '',
      placings: placedRunners(row.race),
      winningPrices: inFinishingOrder(
        winners.filter((winner) => winner.fixtureId === row.id),
        row.race,
        provider,
      ).map((winner) => ({
        label: `${marketNameKorean(winner.marketType)} ${selectionLabel({ ...winner, selectionName: winner.name })}`,
        price: winner.priceX100 / 100,
      })),
    })),
    query,
    totalCount,
  );
}

/** The winning selections in the order the runners finished (the winner first); a match's as they come. */
function inFinishingOrder<T extends { marketType: string; name: string }>(
  winners: T[],
  race: FixtureRace | null,
  provider: Pick<VirtualSportsProvider, 'runnerNoOf'>,
): T[] {
  const placings = race?.placings;
  if (!placings) return winners;
  const types = [...new Set(winners.map((winner) => winner.marketType))];
  const place = (winner: T) => placings.indexOf(provider.runnerNoOf(winner.name));
  return [...winners].sort((a, b) => types.indexOf(a.marketType) - types.indexOf(b.marketType) || place(a) - place(b));
}

/** A race's runners in finishing order; none for a match or a race not run. */
function placedRunners(race: FixtureRace | null): VirtualResult['placings'] {
  if (!race?.placings) return [];
  return race.placings.flatMap((no) => race.runners.filter((runner) => runner.no === no));
}

/** GET /virtuals/soccer/rankings: the league table of one Seoul day's finished matches. */
export async function ranking(
  db: Database,
  clock: Clock,
  provider: VirtualSportsProvider,
  query: { league: string; date?: string | undefined },
): Promise<VirtualRanking> {
  const league = leagueOf(provider, 'soccer', query.league);
  const date = query.date ?? seoulToday(clock.now().getTime());
  const matches = await finishedMatches(db, league.id, seoulDayRange(date));
  return {
    leagueKey: league.key,
    leagueNameKorean: league.nameKorean,
    date,
    rows: leagueTable(
      league.teams.map((team) => team.name),
      matches,
    ),
  };
}
