import { catalogueLeagues, leagueForDraw, type CatalogueLeague } from './catalogue';
import { Rng, unit } from './random';
import { fixtureIdsOfSeoulDay, seoulDayOf } from './schedule';
import { teamsOf } from './teams';

/** Who plays in a scheduled fixture: its league and two of that league's teams (indexes). */
export interface Pairing {
  league: CatalogueLeague;
  home: number;
  away: number;
}

/**
 * A Seoul day's fixtures get their leagues and teams in kick-off order, the way a fixture list is
 * made: a league has no more matches in a day than half its teams, and no club (a Champions League
 * side included) plays twice in a day. Drawn from the seed and the day only, so any fixture's teams
 * can be found again from its id.
 */
export function scheduledPairing(seed: number, fixtureId: number): Pairing | undefined {
  return dayPlan(seed, seoulDayOf(fixtureId)).get(fixtureId);
}

const LEAGUE_DRAWS = 12;
const plans = new Map<string, Map<number, Pairing>>();
/** Days kept: the three ahead and a few behind, per seed in use. */
const MAX_PLANS = 16;

function dayPlan(seed: number, day: number): Map<number, Pairing> {
  const key = `${seed}:${day}`;
  let plan = plans.get(key);
  if (!plan) {
    plan = drawDay(seed, day);
    if (plans.size >= MAX_PLANS) plans.delete(plans.keys().next().value as string);
    plans.set(key, plan);
  }
  return plan;
}

function drawDay(seed: number, day: number): Map<number, Pairing> {
  const plan = new Map<number, Pairing>();
  const busy = new Set<string>();
  const matches = new Map<number, number>();
  for (const id of fixtureIdsOfSeoulDay(seed, day)) {
    const league = drawLeague(seed, id, (candidate) => {
      const free = teamsOf(candidate.id).filter((team) => !busy.has(team)).length;
      return free >= 2 && (matches.get(candidate.id) ?? 0) < Math.floor(teamsOf(candidate.id).length / 2);
    });
    const teams = teamsOf(league.id);
    const rng = new Rng(seed, 'pairing', id);
    const free = teams.map((_, index) => index).filter((index) => !busy.has(teams[index] as string));
    const pool = free.length >= 2 ? free : teams.map((_, index) => index);
    const home = pool.splice(rng.int(0, pool.length - 1), 1)[0] as number;
    const away = pool[rng.int(0, pool.length - 1)] as number;
    busy.add(teams[home] as string).add(teams[away] as string);
    matches.set(league.id, (matches.get(league.id) ?? 0) + 1);
    plan.set(id, { league, home, away });
  }
  return plan;
}

/** The league a fixture's draw falls on, drawing again (a few times) while that league has no room left. */
function drawLeague(seed: number, id: number, hasRoom: (league: CatalogueLeague) => boolean): CatalogueLeague {
  for (let draw = 0; draw < LEAGUE_DRAWS; draw++) {
    const league = leagueForDraw(draw === 0 ? unit(seed, 'league', id) : unit(seed, 'league', id, draw));
    if (hasRoom(league)) return league;
  }
  return catalogueLeagues.find(hasRoom) ?? leagueForDraw(unit(seed, 'league', id));
}
