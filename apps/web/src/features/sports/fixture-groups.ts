import type { Fixture } from '@site/contracts/api/sports';
import { SEOUL_OFFSET_MS } from '@site/contracts/clock';
import { sportsCatalogue } from '@site/contracts/sports';

export interface LeagueGroup {
  leagueId: number;
  sportId: number;
  leagueNameKorean: string;
  locationNameKorean: string;
  fixtures: Fixture[];
}

/**
 * Fixtures under one header per league, leagues in the order their first fixture comes (the list
 * is ordered by start time), fixtures in their list order.
 */
export function groupByLeague(fixtures: readonly Fixture[]): LeagueGroup[] {
  const groups = new Map<number, LeagueGroup>();
  for (const fixture of fixtures) {
    const group = groups.get(fixture.leagueId);
    if (group) group.fixtures.push(fixture);
    else
      groups.set(fixture.leagueId, {
        leagueId: fixture.leagueId,
        sportId: fixture.sportId,
        leagueNameKorean: fixture.leagueNameKorean,
        locationNameKorean: fixture.locationNameKorean,
        fixtures: [fixture],
      });
  }
  return [...groups.values()];
}

export interface SportGroup {
  sportId: number;
  leagues: LeagueGroup[];
  fixtureCount: number;
}

const sportRank = (sportId: number): number => {
  const index = sportsCatalogue.findIndex((sport) => sport.sportId === sportId);
  return index === -1 ? sportsCatalogue.length : index;
};

/** The live board: sports in the tab order (축구, 농구 …), each with its leagues. */
export function groupBySportAndLeague(fixtures: readonly Fixture[]): SportGroup[] {
  const bySport = new Map<number, Fixture[]>();
  for (const fixture of fixtures) {
    const list = bySport.get(fixture.sportId);
    if (list) list.push(fixture);
    else bySport.set(fixture.sportId, [fixture]);
  }
  return [...bySport]
    .sort(([a], [b]) => sportRank(a) - sportRank(b) || a - b)
    .map(([sportId, list]) => ({ sportId, leagues: groupByLeague(list), fixtureCount: list.length }));
}

/**
 * SPEC.md §9's MM-DD HH:mm in Seoul time. Done by hand rather than with dayjs's time zones: a list
 * formats hundreds of these and Intl-based time zone formatting costs far more per call.
 */
export function seoulMonthDayTime(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  return new Date(ms + SEOUL_OFFSET_MS).toISOString().slice(5, 16).replace('T', ' ');
}

/** The first `count` fixtures of the board in its order, with the sports and leagues they are under. */
export function firstRows(sports: readonly SportGroup[], count: number): SportGroup[] {
  const shown: SportGroup[] = [];
  let room = count;
  for (const sport of sports) {
    if (room <= 0) break;
    const leagues: LeagueGroup[] = [];
    for (const league of sport.leagues) {
      if (room <= 0) break;
      const fixtures = league.fixtures.slice(0, room);
      room -= fixtures.length;
      leagues.push(fixtures.length === league.fixtures.length ? league : { ...league, fixtures });
    }
    shown.push({ ...sport, leagues });
  }
  return shown;
}
