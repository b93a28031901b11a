import {
  PERIOD_FIRST_HALF,
  PERIOD_FULL_TIME,
  PERIOD_OVERTIME,
  PERIOD_PENALTIES,
  PERIOD_SECOND_HALF,
  PERIOD_WITH_OVERTIME,
} from '@site/contracts/sports-markets';
import {
  finalPeriodScores,
  mmss,
  totalScore,
  type MatchPlan,
  type Pair,
  type Phase,
  type ScoreEvent,
  type Side,
} from './match-plan';
import type { Draws } from './random';

/** Hockey's first period has its own markets (period code 1, "1피리어드"). */
export const PERIOD_FIRST_PERIOD = 1;

const MIN = 60;

export interface TimedMatchInput {
  rng: Draws;
  /** expected regulation score of home and away */
  mean: Pair;
}

interface PeriodLayout {
  realSec: number;
  /** period codes a score in this period counts toward */
  codes: readonly number[];
  clock: (secInPeriod: number) => string;
  /** the clock text of the break after it */
  breakClock: string;
  breakSec: number;
}

/** Football: two halves of 45 minutes plus stoppage time, 15 minutes' break; goals lock the markets. */
export function footballPlan({ rng, mean }: TimedMatchInput): MatchPlan {
  const firstStoppage = rng.int(1, 4);
  const secondStoppage = rng.int(2, 6);
  return goalsPlan(rng, mean, {
    suspends: true,
    periods: [
      {
        realSec: (45 + firstStoppage) * MIN,
        codes: [PERIOD_FIRST_HALF, PERIOD_FULL_TIME],
        clock: (sec) => minuteClock(sec, 0, 45),
        breakClock: '하프타임',
        breakSec: 15 * MIN,
      },
      {
        realSec: (45 + secondStoppage) * MIN,
        codes: [PERIOD_SECOND_HALF, PERIOD_FULL_TIME],
        clock: (sec) => minuteClock(sec, 45, 90),
        breakClock: '',
        breakSec: 0,
      },
    ],
    extraPeriods: [PERIOD_FIRST_HALF, PERIOD_SECOND_HALF, PERIOD_FULL_TIME],
  });
}

/** Handball: two halves of 30 minutes, 10 minutes' break; goals come too often to lock the markets. */
export function handballPlan({ rng, mean }: TimedMatchInput): MatchPlan {
  return goalsPlan(rng, mean, {
    suspends: false,
    periods: [
      {
        realSec: 30 * MIN,
        codes: [PERIOD_FIRST_HALF, PERIOD_FULL_TIME],
        clock: (sec) => `${Math.floor(sec / MIN) + 1}′`,
        breakClock: '하프타임',
        breakSec: 10 * MIN,
      },
      {
        realSec: 30 * MIN,
        codes: [PERIOD_SECOND_HALF, PERIOD_FULL_TIME],
        clock: (sec) => `${30 + Math.floor(sec / MIN) + 1}′`,
        breakClock: '',
        breakSec: 0,
      },
    ],
    extraPeriods: [PERIOD_FIRST_HALF, PERIOD_SECOND_HALF, PERIOD_FULL_TIME],
  });
}

/**
 * Ice hockey: three periods of 20 minutes (25 real), then if level five minutes of sudden-death
 * overtime and a shootout; the shootout's winner gets one goal in the score with overtime (101).
 */
export function hockeyPlan({ rng, mean }: TimedMatchInput): MatchPlan {
  const periodReal = 25 * MIN;
  const periods: PeriodLayout[] = [1, 2, 3].map((number) => ({
    realSec: periodReal,
    codes:
      number === 1
        ? [PERIOD_FIRST_PERIOD, PERIOD_FULL_TIME, PERIOD_WITH_OVERTIME]
        : [PERIOD_FULL_TIME, PERIOD_WITH_OVERTIME],
    clock: (sec: number) => `${number}피리어드 ${mmss(20 * MIN - (sec * 20) / 25)}`,
    breakClock: `${number}피리어드 종료`,
    breakSec: number < 3 ? 10 * MIN : 0,
  }));
  const plan = goalsPlan(rng, mean, {
    suspends: true,
    periods,
    extraPeriods: [PERIOD_FIRST_PERIOD, PERIOD_FULL_TIME, PERIOD_WITH_OVERTIME],
  });
  const regulation = plan.periodScores[PERIOD_FULL_TIME] as Pair;
  if (regulation[0] !== regulation[1]) return plan;

  // Level after regulation: sudden death, then a shootout.
  const breakSec = 3 * MIN;
  const overtimeReal = 6 * MIN;
  const overtimeShare = 5 / 60;
  const start = plan.durationSec + breakSec;
  const goalRate = (mean[0] + mean[1]) * overtimeShare;
  const phases: Phase[] = [
    ...plan.phases,
    flatPhase(plan.durationSec, start, '3피리어드 종료', [1, 1], { from: overtimeShare, to: overtimeShare }),
  ];
  const events = [...plan.events];
  let end: number;
  if (rng.chance(1 - Math.exp(-goalRate))) {
    const goalAt = start + rng.int(20, overtimeReal - 20);
    const side: Side = rng.chance(mean[0] / (mean[0] + mean[1])) ? 'home' : 'away';
    events.push({ atSec: goalAt, side, points: 1, periods: [PERIOD_OVERTIME, PERIOD_WITH_OVERTIME], suspends: true });
    end = goalAt + 30;
    phases.push(overtimePhase(start, end, overtimeReal, 5 * MIN, overtimeShare, '연장'));
  } else {
    const shootoutStart = start + overtimeReal;
    end = shootoutStart + 4 * MIN;
    phases.push(overtimePhase(start, shootoutStart, overtimeReal, 5 * MIN, overtimeShare, '연장'));
    phases.push(flatPhase(shootoutStart, end, '슛아웃', [1, 1], { from: overtimeShare / 2, to: 0 }));
    const side: Side = rng.chance(0.5 + (mean[0] - mean[1]) / 20) ? 'home' : 'away';
    events.push({ atSec: end - 5, side, points: 1, periods: [PERIOD_PENALTIES, PERIOD_WITH_OVERTIME], suspends: true });
  }
  return {
    ...plan,
    durationSec: end,
    phases,
    events,
    periodScores: finalPeriodScores(events, [PERIOD_FIRST_PERIOD, PERIOD_FULL_TIME, PERIOD_WITH_OVERTIME]),
  };
}

/**
 * Basketball: four quarters (10 minutes, 12 in the NBA) of 18 real minutes with breaks, then five-minute
 * overtimes until someone leads. Baskets of 1, 2 and 3 points; they do not lock the markets.
 */
export function basketballPlan({ rng, mean }: TimedMatchInput, quarterMinutes = 10): MatchPlan {
  const quarterGame = quarterMinutes * MIN;
  const quarterReal = 18 * MIN;
  const breaks = [2 * MIN, 10 * MIN, 2 * MIN, 0];
  const breakClocks = ['1쿼터 종료', '하프타임', '3쿼터 종료', ''];
  const events: ScoreEvent[] = [];
  const phases: Phase[] = [];
  let at = 0;
  for (let quarter = 0; quarter < 4; quarter++) {
    const share: Pair = [quarter / 4, quarter / 4];
    const shareEnd: Pair = [(quarter + 1) / 4, (quarter + 1) / 4];
    phases.push({
      fromSec: at,
      toSec: at + quarterReal,
      clock: (sec) => `${quarter + 1}쿼터 ${mmss(quarterGame - (sec * quarterGame) / quarterReal)}`,
      share: { from: share, to: shareEnd },
    });
    const codes = [quarter < 2 ? PERIOD_FIRST_HALF : PERIOD_SECOND_HALF, PERIOD_FULL_TIME, PERIOD_WITH_OVERTIME];
    events.push(...baskets(rng, at, quarterReal, mean[0] / 4, 'home', codes));
    events.push(...baskets(rng, at, quarterReal, mean[1] / 4, 'away', codes));
    at += quarterReal;
    const breakSec = breaks[quarter] as number;
    if (breakSec > 0) {
      phases.push(flatPhase(at, at + breakSec, breakClocks[quarter] as string, shareEnd));
      at += breakSec;
    }
  }
  const overtimeShare = 5 / (4 * quarterMinutes);
  const overtimeReal = 8 * MIN;
  for (let overtime = 1; overtime <= 4; overtime++) {
    const [home, away] = totalScore(events);
    if (home !== away) break;
    phases.push(
      flatPhase(at, at + 2 * MIN, overtime === 1 ? '4쿼터 종료' : '연장 종료', [1, 1], overtimeWindow(overtimeShare)),
    );
    at += 2 * MIN;
    phases.push(overtimePhase(at, at + overtimeReal, overtimeReal, 5 * MIN, overtimeShare, '연장'));
    const codes = [PERIOD_OVERTIME, PERIOD_WITH_OVERTIME];
    events.push(...baskets(rng, at, overtimeReal, mean[0] * overtimeShare, 'home', codes));
    events.push(...baskets(rng, at, overtimeReal, mean[1] * overtimeShare, 'away', codes));
    at += overtimeReal;
  }
  const [home, away] = totalScore(events);
  if (home === away) {
    // Four overtimes still level: the last free throw decides it.
    events.push({
      atSec: at - 2,
      side: mean[0] >= mean[1] ? 'home' : 'away',
      points: 1,
      periods: [PERIOD_OVERTIME, PERIOD_WITH_OVERTIME],
      suspends: false,
    });
  }
  events.sort((a, b) => a.atSec - b.atSec);
  return {
    durationSec: at,
    phases,
    events,
    periodScores: finalPeriodScores(events, [
      PERIOD_FIRST_HALF,
      PERIOD_SECOND_HALF,
      PERIOD_FULL_TIME,
      PERIOD_WITH_OVERTIME,
    ]),
    cancelAtSec: null,
  };
}

interface GoalsLayout {
  suspends: boolean;
  periods: PeriodLayout[];
  extraPeriods: readonly number[];
}

function goalsPlan(rng: Draws, mean: Pair, layout: GoalsLayout): MatchPlan {
  const events: ScoreEvent[] = [];
  const phases: Phase[] = [];
  const count = layout.periods.length;
  let at = 0;
  layout.periods.forEach((period, index) => {
    const shareStart: Pair = [index / count, index / count];
    const shareEnd: Pair = [(index + 1) / count, (index + 1) / count];
    phases.push({
      fromSec: at,
      toSec: at + period.realSec,
      clock: period.clock,
      share: { from: shareStart, to: shareEnd },
    });
    for (const side of ['home', 'away'] as const) {
      const goals = rng.poisson((side === 'home' ? mean[0] : mean[1]) / count);
      for (let goal = 0; goal < goals; goal++) {
        // Not in the last seconds of a period: the suspension window must fit inside the match.
        const atSec = at + rng.int(30, period.realSec - 30);
        events.push({ atSec, side, points: 1, periods: period.codes, suspends: layout.suspends });
      }
    }
    at += period.realSec;
    if (period.breakSec > 0) {
      phases.push(flatPhase(at, at + period.breakSec, period.breakClock, shareEnd));
      at += period.breakSec;
    }
  });
  events.sort((a, b) => a.atSec - b.atSec);
  return {
    durationSec: at,
    phases,
    events,
    periodScores: finalPeriodScores(events, layout.extraPeriods),
    cancelAtSec: null,
  };
}

function baskets(
  rng: Draws,
  from: number,
  length: number,
  mean: number,
  side: Side,
  codes: readonly number[],
): ScoreEvent[] {
  let points = rng.poisson(mean);
  const events: ScoreEvent[] = [];
  while (points > 0) {
    const draw = rng.next();
    const value = Math.min(points, draw < 0.12 ? 1 : draw < 0.75 ? 2 : 3);
    points -= value;
    events.push({ atSec: from + rng.int(5, length - 5), side, points: value, periods: codes, suspends: false });
  }
  return events;
}

/** "37′", stoppage time as "45+2′". */
function minuteClock(secInHalf: number, before: number, regular: number): string {
  const minute = before + Math.floor(secInHalf / MIN) + 1;
  return minute <= regular ? `${minute}′` : `${regular}+${minute - regular}′`;
}

function flatPhase(
  fromSec: number,
  toSec: number,
  clock: string,
  share: Pair,
  overtime?: { from: number; to: number },
): Phase {
  return { fromSec, toSec, clock: () => clock, share: { from: share, to: share }, ...(overtime ? { overtime } : {}) };
}

function overtimePhase(
  fromSec: number,
  toSec: number,
  realSec: number,
  gameSec: number,
  overtimeShare: number,
  label: string,
): Phase {
  return {
    fromSec,
    toSec,
    clock: (sec) => `${label} ${mmss(gameSec - (sec * gameSec) / realSec)}`,
    share: { from: [1, 1], to: [1, 1] },
    overtime: { from: overtimeShare, to: overtimeShare * (1 - (toSec - fromSec) / realSec) },
  };
}

function overtimeWindow(overtimeShare: number): { from: number; to: number } {
  return { from: overtimeShare, to: overtimeShare };
}
