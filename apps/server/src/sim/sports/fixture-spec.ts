import { PERIOD_FULL_TIME } from '@site/contracts/sports-markets';
import { leagueById, leagueForDraw, type CatalogueLeague } from './catalogue';
import { buildMarkets, type MarketSpec } from './markets';
import { totalScore, type MatchPlan, type Pair, type Side } from './match-plan';
import { fixtureCommitmentOf, type FeedKeys } from './feed-keys';
import { SecretDraws, signedUnit, unit } from './random';
import { scheduledPairing } from './day-plan';
import { isFillId } from './schedule';
import { planMatch, rulesOf, scoreModel, type ScoreModel, type SportRules } from './sport-rules';
import { teamsOf } from './teams';

/** About one fixture in seventy is called off: postponed at kick-off or abandoned during play. */
export const CANCEL_CHANCE = 0.015;

/**
 * Everything about a fixture except when it starts, drawn from the feed's keys and its id alone:
 * league, teams, the model the prices come from, the markets (the public plan, from planSeed), and
 * the match as it will be played (from the fixture's secret). So a restarted feed rebuilds the same
 * fixture from the id in the database, and the revealed secret with planSeed rebuilds its match.
 */
export interface FixtureSpec {
  id: number;
  /** the fixture's secret (feed-keys.ts): never shown before the fixture is over */
  secret: string;
  /** sha256 of `${id}:${secret}`, published with the fixture from the start */
  commitment: string;
  league: CatalogueLeague;
  rules: SportRules;
  home: string;
  away: string;
  model: ScoreModel;
  /** drawn from the secret when first read (at kick-off), then kept */
  plan: MatchPlan;
  markets: MarketSpec[];
  /** the side that scored first in regulation, null if nobody did */
  firstScorer: Side | null;
  /** the score shown at the end (with overtime where played) */
  finalScore: Pair;
}

export function fixtureSpec(keys: FeedKeys, id: number, leagueId?: number): FixtureSpec {
  const seed = keys.planSeed;
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
  // One HMAC per fixture, here; the ticks read the spec.
  const secret = keys.fixtureSecret(id);
  let match: PlayedMatch | undefined;
  const played = () => (match ??= playMatch(rules, model, league, secret));
  return {
    id,
    secret,
    commitment: fixtureCommitmentOf(id, secret),
    league,
    rules,
    home: teams[homeIndex] as string,
    away: teams[awayIndex] as string,
    model,
    get plan() {
      return played().plan;
    },
    markets: buildMarkets(id, rules, model),
    get firstScorer() {
      return played().firstScorer;
    },
    get finalScore() {
      return played().finalScore;
    },
  };
}

type PlayedMatch = Pick<FixtureSpec, 'plan' | 'firstScorer' | 'finalScore'>;

/**
 * The match as it will be played, from the fixture's secret and its public model: the plan from the
 * stream "plan:", whether (and when) it is called off from the stream "cancel:".
 */
function playMatch(rules: SportRules, model: ScoreModel, league: CatalogueLeague, secret: string): PlayedMatch {
  const plan = planMatch(rules, model, league, new SecretDraws(secret, 'plan'));
  const cancel = new SecretDraws(secret, 'cancel');
  const [called, early, at] = [cancel.next(), cancel.next(), cancel.next()];
  const cancelAtSec =
    called < CANCEL_CHANCE ? (early < 0.5 ? 0 : Math.floor(300 + at * Math.max(0, plan.durationSec / 2 - 300))) : null;
  const regulationEvent = plan.events.find((event) => event.periods.includes(PERIOD_FULL_TIME));
  return {
    plan: { ...plan, cancelAtSec },
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
