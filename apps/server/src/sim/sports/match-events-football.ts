import type { FixtureSpec } from './fixture-spec';
import type { DrawnEvent, PlayingPeriod } from './match-drawing';
import { onPitch, towardGoal } from './match-drawing';
import type { Side } from './match-plan';
import type { Draws } from './random';

/** The build-up drawn before each goal of the plan: no other attack crowds it. */
const GOAL_WINDOW_BEFORE = 30;
const GOAL_WINDOW_AFTER = 45;
/** Yellow cards per team per half, on average; a red one now and then. */
const YELLOWS_PER_HALF = 0.9;
const RED_PER_HALF = 0.035;

/**
 * Football: kick-off and whistle of each half; between them attacks every 20 to 70 seconds, some
 * turning dangerous, some of those a shot (on or off target) or a corner; each goal of the plan comes
 * from an attack, a dangerous attack and a shot on target just before it; cards now and then. The
 * stronger side (by the plan's expected goals) attacks more.
 */
export function footballEvents(rng: Draws, spec: FixtureSpec, periods: PlayingPeriod[]): DrawnEvent[] {
  const homeShare = attackShare(spec);
  const goals = spec.plan.events;
  const events: DrawnEvent[] = [];
  for (const { period, fromSec, toSec } of periods) {
    events.push({ atSec: fromSec, period, kind: 'periodStart', side: null, ball: { x: 50, y: 50 } });
    let at = fromSec + rng.int(10, 30);
    while (at < toSec - 10) {
      const crowded = goals.find((goal) => at > goal.atSec - GOAL_WINDOW_BEFORE && at < goal.atSec + GOAL_WINDOW_AFTER);
      if (crowded) {
        at = crowded.atSec + GOAL_WINDOW_AFTER;
        continue;
      }
      const side: Side = rng.chance(homeShare) ? 'home' : 'away';
      at = attack(rng, events, period, side, at, toSec - 5);
      at += rng.int(20, 70);
    }
    for (const goal of goals.filter((entry) => entry.atSec >= fromSec && entry.atSec < toSec)) {
      const y = rng.int(30, 70);
      events.push(
        { atSec: goal.atSec - 20, period, kind: 'attack', side: goal.side, ball: spot(rng, goal.side, 60, 72) },
        {
          atSec: goal.atSec - 10,
          period,
          kind: 'dangerousAttack',
          side: goal.side,
          ball: spot(rng, goal.side, 80, 88),
        },
        {
          atSec: goal.atSec - 2,
          period,
          kind: 'shotOnTarget',
          side: goal.side,
          ball: { x: towardGoal(goal.side, 88), y },
        },
        { atSec: goal.atSec, period, kind: 'goal', side: goal.side, ball: { x: towardGoal(goal.side, 100), y: 50 } },
      );
    }
    for (const side of ['home', 'away'] as const) {
      for (let card = rng.poisson(YELLOWS_PER_HALF); card > 0; card--) {
        events.push({
          atSec: rng.int(fromSec + 60, toSec - 60),
          period,
          kind: 'yellowCard',
          side,
          ball: spot(rng, side, 20, 80),
        });
      }
      if (rng.chance(RED_PER_HALF)) {
        events.push({
          atSec: rng.int(fromSec + 60, toSec - 60),
          period,
          kind: 'redCard',
          side,
          ball: spot(rng, side, 20, 80),
        });
      }
    }
    events.push({ atSec: toSec, period, kind: 'periodEnd', side: null });
  }
  return events;
}

/**
 * One attack from `at`: it may turn dangerous, and a dangerous one may end in a shot or a corner
 * (a corner sometimes in a shot). Answers the second the move ended.
 */
function attack(rng: Draws, events: DrawnEvent[], period: number, side: Side, from: number, until: number): number {
  let at = from;
  events.push({ atSec: at, period, kind: 'attack', side, ball: spot(rng, side, 58, 75) });
  if (!rng.chance(0.45) || at + 20 > until) return at;
  at += rng.int(4, 9);
  events.push({ atSec: at, period, kind: 'dangerousAttack', side, ball: spot(rng, side, 78, 90) });
  const draw = rng.next();
  if (draw < 0.25) {
    at += rng.int(3, 6);
    const y = rng.chance(0.5) ? 1 : 99;
    events.push({ atSec: at, period, kind: 'corner', side, ball: { x: towardGoal(side, 99), y } });
    if (!rng.chance(0.3)) return at;
  } else if (draw > 0.65) {
    return at;
  }
  at += rng.int(2, 5);
  const onTarget = rng.chance(0.4);
  events.push({
    atSec: at,
    period,
    kind: onTarget ? 'shotOnTarget' : 'shotOffTarget',
    side,
    ball: spot(rng, side, 82, 94),
  });
  return at;
}

/** A point in a side's attacking band from one depth to another. */
function spot(rng: Draws, side: Side, fromDepth: number, toDepth: number) {
  return { x: towardGoal(side, fromDepth + rng.next() * (toDepth - fromDepth)), y: onPitch(15 + rng.next() * 70) };
}

/** The home side's share of attacks: the favourite attacks more, never all of them. */
function attackShare(spec: FixtureSpec): number {
  if (spec.model.kind !== 'goals') return 0.5;
  const [home, away] = spec.model.mean;
  const share = home + away > 0 ? home / (home + away) : 0.5;
  return 0.5 + (Math.min(0.75, Math.max(0.25, share)) - 0.5) * 0.6;
}
