import { PERIOD_FULL_TIME } from '@site/contracts/sports-markets';
import { leagueById, leagueForDraw, type CatalogueLeague } from './catalogue';
import { buildMarkets, type MarketSpec } from './markets';
import { totalScore, type MatchPlan, type Pair, type Side } from './match-plan';
import { Rng, signedUnit, unit } from './random';
import { scheduledPairing } from './day-plan';
import { isFillId } from './schedule';
import { planMatch, rulesOf, scoreModel, type ScoreModel, type SportRules } from './sport-rules';
import { teamsOf } from './teams';

/** About one fixture in seventy is called off: postponed at kick-off or abandoned during play. */
export const CANCEL_CHANCE = 0.015;

/**
 * Everything about a fixture except when it starts, drawn from the seed and its id alone: league,
 * teams, the model the prices come from, the match as it will be played, and the markets. So a
 * restarted feed rebuilds the same fixture from the id in the database.
 */
export interface FixtureSpec {
  id: number;
  league: CatalogueLeague;
  rules: SportRules;
  home: string;
  away: string;
  model: ScoreModel;
  plan: MatchPlan;
  markets: MarketSpec[];
  /** the side that scored first in regulation, null if nobody did */
  firstScorer: Side | null;
  /** the score shown at the end (with overtime where played) */
  finalScore: Pair;
}

export function fixtureSpec(seed: number, id: number, leagueId?: number): FixtureSpec {
  const scheduled = isFillId(id) ? undefined : scheduledPairing(seed, id);
  const league =
    leagueId !== undefined && leagueId !== scheduled?.league.id
      ? leagueById(leagueId)
      : (scheduled?.league ?? leagueForDraw(unit(seed, 'league', id)));
  const rules = rulesOf(league.sportId);
  const teams = teamsOf(league.id);
  const [homeIndex, awayIndex] =
    scheduled && scheduled.league.id === league.id
      ? [scheduled.home, scheduled.away]
      : anyPairing(seed, id, teams.length);
  const ratings: Pair = [
    teamRating(seed, league.id, homeIndex) + 0.15 * signedUnit(seed, 'form', id, 'home'),
    teamRating(seed, league.id, awayIndex) + 0.15 * signedUnit(seed, 'form', id, 'away'),
  ];
  const model = scoreModel(rules, league, ratings);
  const plan = planMatch(rules, model, league, new Rng(seed, 'plan', id));
  const cancelAtSec =
    unit(seed, 'cancel', id) < CANCEL_CHANCE
      ? unit(seed, 'cancel-when', id) < 0.5
        ? 0
        : Math.floor(300 + unit(seed, 'cancel-at', id) * Math.max(0, plan.durationSec / 2 - 300))
      : null;
  const regulationEvent = plan.events.find((event) => event.periods.includes(PERIOD_FULL_TIME));
  return {
    id,
    league,
    rules,
    home: teams[homeIndex] as string,
    away: teams[awayIndex] as string,
    model,
    plan: { ...plan, cancelAtSec },
    markets: buildMarkets(id, rules, model),
    firstScorer: rules.kind === 'goals' ? (regulationEvent?.side ?? null) : null,
    finalScore: totalScore(plan.events),
  };
}

/** Two different teams of the league, for a fixture outside the day's draw (a match started on the spot). */
function anyPairing(seed: number, id: number, teamCount: number): Pair {
  const home = Math.floor(unit(seed, 'home', id) * teamCount);
  return [home, (home + 1 + Math.floor(unit(seed, 'away', id) * (teamCount - 1))) % teamCount];
}

/** A team's standing in its league: the same all season (for one seed). */
function teamRating(seed: number, leagueId: number, teamIndex: number): number {
  return signedUnit(seed, 'rating', leagueId, teamIndex);
}
