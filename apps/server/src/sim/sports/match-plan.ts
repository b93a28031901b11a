/**
 * A match as the simulator plays it: drawn in full before kick-off (every score with its second,
 * the phases with their clock texts, the final period scores), then read at any moment. Reading
 * is a pure function of the seconds since the start, so a late or repeated tick sees the same match.
 */
export type Side = 'home' | 'away';
export type Pair = [number, number];

export interface ScoreEvent {
  /** seconds after the start */
  atSec: number;
  side: Side;
  points: number;
  /** period codes the score counts toward (10 first half, 100 regulation, 101 with overtime …) */
  periods: readonly number[];
  /** a goal or a run: the provider suspends the fixture's markets around it */
  suspends: boolean;
}

export interface Phase {
  fromSec: number;
  toSec: number;
  /** the clock text a second into the phase, e.g. "37′", "2쿼터 04:12", "7회초" */
  clock: (secInPhase: number) => string;
  /** share of regulation played by each team at the phase's start and end, linear in between */
  share: { from: Pair; to: Pair };
  /** in overtime: the further scoring still expected, as a share of regulation, at start and end */
  overtime?: { from: number; to: number };
}

export interface MatchPlan {
  durationSec: number;
  phases: Phase[];
  /** sorted by time */
  events: ScoreEvent[];
  /** at the final whistle, per period code; settlement reads these */
  periodScores: Record<string, Pair>;
  /** seconds after the start at which the fixture is cancelled (0: never started), or null */
  cancelAtSec: number | null;
}

export interface MatchProgress {
  clock: string;
  /** the score shown: every score so far */
  score: Pair;
  /** regulation share played per team (0 … 1) */
  share: Pair;
  /** further scoring expected in the overtime being played (share of regulation), null outside overtime */
  overtimeRemaining: number | null;
  /** markets are suspended around a goal or a run */
  suspended: boolean;
  /** scores (not only those in the shown score) per period code so far */
  periodScores: Record<string, Pair>;
  firstScorer: Side | null;
}

/** Markets lock from a few seconds before a goal (the provider sees the attack) until after it. */
export const SUSPEND_BEFORE_SEC = 5;
export const SUSPEND_AFTER_SEC = 10;

export function progressAt(plan: MatchPlan, elapsedSec: number): MatchProgress {
  const sec = Math.max(0, Math.min(elapsedSec, plan.durationSec));
  const phase = plan.phases.find((entry) => sec < entry.toSec) ?? plan.phases[plan.phases.length - 1];
  if (!phase) throw new Error('a match plan without phases');
  const within = Math.max(0, Math.min(sec, phase.toSec) - phase.fromSec);
  const fraction = phase.toSec > phase.fromSec ? within / (phase.toSec - phase.fromSec) : 1;
  const share: Pair = [
    lerp(phase.share.from[0], phase.share.to[0], fraction),
    lerp(phase.share.from[1], phase.share.to[1], fraction),
  ];
  const score: Pair = [0, 0];
  const periodScores: Record<string, Pair> = {};
  let firstScorer: Side | null = null;
  let suspended = false;
  for (const event of plan.events) {
    if (event.suspends && sec >= event.atSec - SUSPEND_BEFORE_SEC && sec < event.atSec + SUSPEND_AFTER_SEC) {
      suspended = elapsedSec < plan.durationSec;
    }
    if (event.atSec > sec) continue;
    const index = event.side === 'home' ? 0 : 1;
    score[index] += event.points;
    firstScorer ??= event.side;
    for (const period of event.periods) {
      const entry = (periodScores[period] ??= [0, 0]);
      entry[index] += event.points;
    }
  }
  return {
    clock: phase.clock(within),
    score,
    share,
    overtimeRemaining: phase.overtime ? lerp(phase.overtime.from, phase.overtime.to, fraction) : null,
    suspended,
    periodScores,
    firstScorer,
  };
}

/** Adds up the events into the final period scores, with every listed period present (0-0 if no score). */
export function finalPeriodScores(events: readonly ScoreEvent[], periods: readonly number[]): Record<string, Pair> {
  const scores: Record<string, Pair> = {};
  for (const period of periods) scores[period] = [0, 0];
  for (const event of events) {
    for (const period of event.periods) {
      const entry = (scores[period] ??= [0, 0]);
      entry[event.side === 'home' ? 0 : 1] += event.points;
    }
  }
  return scores;
}

export function totalScore(events: readonly ScoreEvent[]): Pair {
  const score: Pair = [0, 0];
  for (const event of events) score[event.side === 'home' ? 0 : 1] += event.points;
  return score;
}

export const mmss = (seconds: number): string => {
  const whole = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
};

function lerp(from: number, to: number, fraction: number): number {
  return from + (to - from) * fraction;
}
