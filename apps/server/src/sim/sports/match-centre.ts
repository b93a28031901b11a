/**
 * A match read at one second: the events so far, the tracker's picture, the statistics and the
 * points per period. Pure: the same match at the same second reads the same.
 */
import {
  TIMELINE_ROWS,
  type Ball,
  type MatchEvent,
  type MatchSide,
  type MatchStat,
  type PeriodScore,
  type TrackerState,
} from '@site/contracts/api/livetv';
import { onPitch, otherSide, towardGoal } from './match-drawing';
import { clockAt, scoredBy, type MatchEvents } from './match-events';
import type { MatchCentreView } from '../../modules/livetv/match-feed-port';
import { unit } from './random';

/** Moves the tracker draws but the timeline leaves out: they would bury the shots, goals and cards. */
const BUILD_UP = new Set<MatchEvent['kind']>(['attack', 'dangerousAttack']);

/** How long the tracker shows an event before play is just possession again. */
const SHOW_EVENT_SEC = 8;
/** A basketball possession lasts about this long when nobody scores. */
const POSSESSION_SEC = 16;
/** A run of unanswered points the tracker shows. */
const RUN_SHOWN_FROM = 5;
/** The ball moves this often between events. */
const BALL_STEP_SEC = 2;

export function matchAt(match: MatchEvents, elapsedSec: number): MatchCentreView {
  // Not rounded: the clock reads as the feed's does (progressAt), to the fraction of a second.
  const sec = Math.max(0, Math.min(elapsedSec, match.plan.durationSec));
  const past = eventsUntil(match.events, sec);
  const last = past.at(-1);
  return {
    elapsedSec: Math.floor(sec),
    clock: clockAt(match.plan, sec),
    score: last ? [last.score[0], last.score[1]] : [0, 0],
    tracker: trackerAt(match, past, sec),
    timeline: past
      .filter((event) => !BUILD_UP.has(event.kind))
      .slice(-TIMELINE_ROWS)
      .reverse(),
    stats: statsOf(match, past, sec),
    periods: periodScores(match, past),
  };
}

/** The events at or before `sec` (they are in time order). */
function eventsUntil(events: readonly MatchEvent[], sec: number): MatchEvent[] {
  let low = 0;
  let high = events.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((events[middle] as MatchEvent).atSec <= sec) low = middle + 1;
    else high = middle;
  }
  return events.slice(0, low);
}

function trackerAt(match: MatchEvents, past: MatchEvent[], sec: number): TrackerState {
  const last = past.at(-1);
  const inPlay = match.periods.some((period) => sec >= period.fromSec && sec < period.toSec);
  const set = match.sport === 'volleyball' ? setPoints(match, past, sec) : null;
  const run = match.sport === 'basketball' ? runOf(past) : null;
  const base = { run, set, eventSeq: last?.seq ?? null };
  if (!inPlay || !last || last.kind === 'periodEnd') return { ...base, action: 'break', side: null, ball: null };
  if (sec - last.atSec < SHOW_EVENT_SEC && last.kind !== 'periodStart') {
    return { ...base, action: last.kind, side: last.side, ball: last.ball ?? null };
  }
  const side = possessionAt(match, past, sec);
  return { ...base, action: 'possession', side, ball: side ? wanderingBall(match, side, sec) : null };
}

/** Who has the ball in a quiet spell. */
function possessionAt(match: MatchEvents, past: MatchEvent[], sec: number): MatchSide | null {
  const lastWithSide = past.findLast((event) => event.side !== null);
  if (match.sport === 'basketball') {
    const lastBasket = past.findLast((event) => event.kind === 'basket');
    if (!lastBasket?.side) return unit(match.seed, 'jump', match.fixtureId) < 0.5 ? 'home' : 'away';
    // The other side brings the ball up after a basket; possessions change every so often without one.
    const changes = Math.floor((sec - lastBasket.atSec) / POSSESSION_SEC);
    return changes % 2 === 0 ? otherSide(lastBasket.side) : lastBasket.side;
  }
  if (match.sport === 'volleyball') return lastWithSide?.side ?? null;
  if (lastWithSide?.kind === 'goal' && lastWithSide.side) return otherSide(lastWithSide.side);
  return lastWithSide?.side ?? null;
}

/** The ball moving about the side's half (football, basketball) or over the net (volleyball's serve). */
function wanderingBall(match: MatchEvents, side: MatchSide, sec: number): Ball {
  const step = Math.floor(sec / BALL_STEP_SEC);
  const depth = match.sport === 'volleyball' ? 8 : 35 + 35 * unit(match.seed, 'ball-x', match.fixtureId, step);
  return { x: towardGoal(side, depth), y: onPitch(15 + 70 * unit(match.seed, 'ball-y', match.fixtureId, step)) };
}

/** Points scored in a row by one side, the other scoring none, counted back from the last basket. */
function runOf(past: MatchEvent[]): TrackerState['run'] {
  let side: MatchSide | null = null;
  let points = 0;
  for (let index = past.length - 1; index >= 0; index--) {
    const event = past[index] as MatchEvent;
    if (event.kind !== 'basket' || !event.side) continue;
    if (side && event.side !== side) break;
    side = event.side;
    points += event.points ?? 0;
  }
  return side && points >= RUN_SHOWN_FROM ? { side, points } : null;
}

/** The set under way (or just ended) and its points so far. */
function setPoints(match: MatchEvents, past: MatchEvent[], sec: number): TrackerState['set'] {
  const current = match.periods.findLast((period) => period.fromSec <= sec);
  if (!current) return null;
  const points: [number, number] = [0, 0];
  for (const event of past) {
    if (event.period === current.period && event.kind === 'point' && event.side) {
      points[event.side === 'home' ? 0 : 1] += 1;
    }
  }
  return { number: current.period, points };
}

function periodScores(match: MatchEvents, past: MatchEvent[]): PeriodScore[] {
  const byPeriod = new Map<number, PeriodScore>();
  for (const period of match.periods) {
    if (past.some((event) => event.period === period.period)) {
      byPeriod.set(period.period, { period: period.period, home: 0, away: 0 });
    }
  }
  for (const event of past) {
    const entry = byPeriod.get(event.period);
    if (!entry || !event.side) continue;
    const value = match.sport === 'volleyball' ? (event.kind === 'point' ? 1 : 0) : scoredBy(event);
    entry[event.side] += value;
  }
  return [...byPeriod.values()];
}

const STAT_KEYS: Record<MatchEvents['sport'], MatchStat['key'][]> = {
  football: [
    'possession',
    'attacks',
    'dangerousAttacks',
    'shotsOnTarget',
    'shotsOffTarget',
    'corners',
    'yellowCards',
    'redCards',
  ],
  basketball: ['twoPointers', 'threePointers', 'freeThrows', 'fouls', 'timeouts', 'longestRun'],
  volleyball: ['points', 'aces', 'blocks', 'spikes', 'opponentErrors'],
};

type Counter = (event: MatchEvent) => boolean;
const COUNTERS: Partial<Record<MatchStat['key'], Counter>> = {
  attacks: (event) => event.kind === 'attack',
  dangerousAttacks: (event) => event.kind === 'dangerousAttack',
  // A goal is a shot on target: the shot drawn before it counts.
  shotsOnTarget: (event) => event.kind === 'shotOnTarget',
  shotsOffTarget: (event) => event.kind === 'shotOffTarget',
  corners: (event) => event.kind === 'corner',
  yellowCards: (event) => event.kind === 'yellowCard',
  redCards: (event) => event.kind === 'redCard',
  twoPointers: (event) => event.kind === 'basket' && event.points === 2,
  threePointers: (event) => event.kind === 'basket' && event.points === 3,
  freeThrows: (event) => event.kind === 'basket' && event.points === 1,
  fouls: (event) => event.kind === 'foul',
  timeouts: (event) => event.kind === 'timeout',
  points: (event) => event.kind === 'point',
  aces: (event) => event.kind === 'point' && event.detail === 'ace',
  blocks: (event) => event.kind === 'point' && event.detail === 'block',
  spikes: (event) => event.kind === 'point' && event.detail === 'spike',
  opponentErrors: (event) => event.kind === 'point' && event.detail === 'error',
};

function statsOf(match: MatchEvents, past: MatchEvent[], sec: number): MatchStat[] {
  return STAT_KEYS[match.sport].map((key) => {
    if (key === 'possession') return { key, ...possessionShare(past, sec) };
    if (key === 'longestRun') return { key, ...longestRuns(past) };
    const counter = COUNTERS[key] as Counter;
    const counts = { home: 0, away: 0 };
    for (const event of past) if (event.side && counter(event)) counts[event.side] += 1;
    return { key, ...counts };
  });
}

/** Percent of the time with the ball: a side holds it from each of its moves to the next event. */
function possessionShare(past: MatchEvent[], sec: number): { home: number; away: number } {
  const held = { home: 0, away: 0 };
  past.forEach((event, index) => {
    if (!event.side || event.kind === 'goal' || event.kind.endsWith('Card')) return;
    const until = past[index + 1]?.atSec ?? sec;
    held[event.side] += Math.max(1, until - event.atSec);
  });
  const total = held.home + held.away;
  if (total === 0) return { home: 50, away: 50 };
  const home = Math.round((100 * held.home) / total);
  return { home, away: 100 - home };
}

function longestRuns(past: MatchEvent[]): { home: number; away: number } {
  const longest = { home: 0, away: 0 };
  let side: MatchSide | null = null;
  let points = 0;
  for (const event of past) {
    if (event.kind !== 'basket' || !event.side) continue;
    points = event.side === side ? points + (event.points ?? 0) : (event.points ?? 0);
    side = event.side;
    longest[side] = Math.max(longest[side], points);
  }
  return longest;
}
