/**
 * The match events a tracker needs (issue 14, /livetv), drawn in full from the fixture's secret (the
 * stream "match-events:") like the match plan itself: every event of the match with its second, so reading the match at any
 * moment is a filter and the same fixture always tells the same story. The scoring events are the
 * plan's own scores at the plan's own seconds, so the timeline always adds up to the live score.
 */
import type { LiveTvSport, MatchEvent } from '@site/contracts/api/livetv';
import type { DrawnEvent, PlayingPeriod } from './match-drawing';
import type { FixtureSpec } from './fixture-spec';
import type { MatchPlan, Phase } from './match-plan';
import { basketballEvents } from './match-events-basketball';
import { footballEvents } from './match-events-football';
import { volleyballEvents } from './match-events-volleyball';
import { SecretDraws } from './random';

export interface MatchEvents {
  sport: LiveTvSport;
  plan: MatchPlan;
  /** the match's own key into further seeded draws (the ball's wandering between events), from its secret */
  seed: number;
  fixtureId: number;
  periods: PlayingPeriod[];
  /** in time order */
  events: MatchEvent[];
}

const SPORT_OF_ID: Record<number, LiveTvSport> = { 6046: 'football', 48242: 'basketball', 154830: 'volleyball' };

/** The tracker's sport of a feed sport id; undefined for sports it does not draw. */
export const liveTvSportOf = (sportId: number): LiveTvSport | undefined => SPORT_OF_ID[sportId];

/** Every event of the fixture's match; undefined when the tracker does not draw its sport. */
export function matchEvents(spec: FixtureSpec): MatchEvents | undefined {
  const sport = liveTvSportOf(spec.league.sportId);
  if (!sport) return undefined;
  const rng = new SecretDraws(spec.secret, 'match-events');
  const seed = Math.floor(new SecretDraws(spec.secret, 'ball').next() * 4294967296);
  const periods = playingPeriods(spec.plan);
  const drawn =
    sport === 'football'
      ? footballEvents(rng, spec, periods)
      : sport === 'basketball'
        ? basketballEvents(rng, spec, periods)
        : volleyballEvents(rng, spec, periods);
  return { sport, plan: spec.plan, seed, fixtureId: spec.id, periods, events: numbered(spec.plan, drawn) };
}

/** The phases with play in them: a break's clock is a fixed text, play's counts or names the set. */
export function playingPeriods(plan: MatchPlan): PlayingPeriod[] {
  return plan.phases
    .filter((phase) => /(′|\d\d:\d\d|\d세트)$/.test(phase.clock(0)))
    .map((phase, index) => ({ period: index + 1, fromSec: phase.fromSec, toSec: phase.toSec }));
}

/** The clock text the scoreboard shows at a second of the match. */
export function clockAt(plan: MatchPlan, sec: number): string {
  const phase: Phase | undefined = plan.phases.find((entry) => sec < entry.toSec) ?? plan.phases.at(-1);
  return phase ? phase.clock(Math.max(0, sec - phase.fromSec)) : '';
}

/** The points an event adds to the score shown: goals, baskets, sets. */
export function scoredBy(event: Pick<MatchEvent, 'kind' | 'points'>): number {
  switch (event.kind) {
    case 'goal':
    case 'setWon':
      return 1;
    case 'basket':
      return event.points ?? 0;
    default:
      return 0;
  }
}

/** Sorts by time (a stable sort keeps a shot before its goal), numbers them, and adds clock and score. */
function numbered(plan: MatchPlan, drawn: DrawnEvent[]): MatchEvent[] {
  const score: [number, number] = [0, 0];
  return drawn
    .map((event, order) => ({ event, order }))
    .sort((a, b) => a.event.atSec - b.event.atSec || a.order - b.order)
    .map(({ event }, seq) => {
      if (event.side) score[event.side === 'home' ? 0 : 1] += scoredBy(event);
      return { ...event, seq, clock: clockAt(plan, event.atSec), score: [score[0], score[1]] };
    });
}
