import { PERIOD_FULL_TIME, PERIOD_OVERTIME, PERIOD_WITH_OVERTIME } from '@site/contracts/sports-markets';
import { finalPeriodScores, totalScore, type MatchPlan, type Pair, type Phase, type ScoreEvent } from './match-plan';
import type { TimedMatchInput } from './plan-timed';
import type { Draws } from './random';

/** The first five innings have their own markets (period code 5, "5이닝"). */
export const PERIOD_FIRST_FIVE_INNINGS = 5;

const HALF_INNING_SEC = 10 * 60;
const REGULATION_INNINGS = 9;
const LAST_INNING = 12;

/**
 * Baseball: nine innings of ten real minutes a half, the home side not batting in the ninth when it
 * leads, a walk-off ending the game at once, extra innings up to the twelfth (then a tie, as in the
 * KBO). Runs come in rallies of one to four and lock the markets.
 */
export function baseballPlan({ rng, mean }: TimedMatchInput): MatchPlan {
  const events: ScoreEvent[] = [];
  const phases: Phase[] = [];
  let at = 0;
  let end: number | undefined;
  for (let inning = 1; inning <= LAST_INNING && end === undefined; inning++) {
    const extra = inning > REGULATION_INNINGS;
    if (extra && !level(events)) break;
    const codes = extra
      ? [PERIOD_OVERTIME, PERIOD_WITH_OVERTIME]
      : inning <= PERIOD_FIRST_FIVE_INNINGS
        ? [PERIOD_FIRST_FIVE_INNINGS, PERIOD_FULL_TIME, PERIOD_WITH_OVERTIME]
        : [PERIOD_FULL_TIME, PERIOD_WITH_OVERTIME];

    phases.push(halfInningPhase(at, inning, 'away'));
    events.push(...rallies(rng, at, mean[1] / REGULATION_INNINGS, 'away', codes));
    at += HALF_INNING_SEC;

    const [home, away] = totalScore(events);
    if (inning >= REGULATION_INNINGS && home > away) {
      end = at;
      break;
    }
    phases.push(halfInningPhase(at, inning, 'home'));
    const bottom = rallies(rng, at, mean[0] / REGULATION_INNINGS, 'home', codes);
    for (const event of bottom) {
      events.push(event);
      const [homeNow, awayNow] = totalScore(events);
      if (inning >= REGULATION_INNINGS && homeNow > awayNow) {
        // Walk-off: the game ends with this run.
        end = event.atSec + 60;
        (phases[phases.length - 1] as Phase).toSec = end;
        break;
      }
    }
    at += HALF_INNING_SEC;
  }
  const durationSec = end ?? at;
  const last = phases[phases.length - 1] as Phase;
  last.toSec = durationSec;
  return {
    durationSec,
    phases,
    events,
    periodScores: finalPeriodScores(events, [PERIOD_FIRST_FIVE_INNINGS, PERIOD_FULL_TIME, PERIOD_WITH_OVERTIME]),
    cancelAtSec: null,
  };
}

function halfInningPhase(fromSec: number, inning: number, batting: 'home' | 'away'): Phase {
  const clock = `${inning}회${batting === 'away' ? '초' : '말'}`;
  if (inning > REGULATION_INNINGS) {
    const share = 1 / REGULATION_INNINGS;
    const overtime = batting === 'away' ? { from: share, to: share / 2 } : { from: share / 2, to: 0 };
    return {
      fromSec,
      toSec: fromSec + HALF_INNING_SEC,
      clock: () => clock,
      share: { from: [1, 1], to: [1, 1] },
      overtime,
    };
  }
  const before = (inning - 1) / REGULATION_INNINGS;
  const after = inning / REGULATION_INNINGS;
  const share =
    batting === 'away'
      ? { from: [before, before] as Pair, to: [before, after] as Pair }
      : { from: [before, after] as Pair, to: [after, after] as Pair };
  return { fromSec, toSec: fromSec + HALF_INNING_SEC, clock: () => clock, share };
}

const RALLY_RUNS = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 4];
const MEAN_RALLY_RUNS = RALLY_RUNS.reduce((sum, runs) => sum + runs, 0) / RALLY_RUNS.length;

function rallies(
  rng: Draws,
  from: number,
  meanRuns: number,
  side: 'home' | 'away',
  codes: readonly number[],
): ScoreEvent[] {
  const count = rng.poisson(meanRuns / MEAN_RALLY_RUNS);
  const events: ScoreEvent[] = [];
  for (let rally = 0; rally < count; rally++) {
    events.push({
      atSec: from + rng.int(30, HALF_INNING_SEC - 30),
      side,
      points: rng.pick(RALLY_RUNS),
      periods: codes,
      suspends: true,
    });
  }
  return events.sort((a, b) => a.atSec - b.atSec);
}

function level(events: readonly ScoreEvent[]): boolean {
  const [home, away] = totalScore(events);
  return home === away;
}
