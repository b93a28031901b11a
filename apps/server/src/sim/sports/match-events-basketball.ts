import type { FixtureSpec } from './fixture-spec';
import type { DrawnEvent, PlayingPeriod } from './match-drawing';
import { onPitch, towardGoal } from './match-drawing';
import type { Draws } from './random';

/** Team fouls per 18 real minutes of a quarter, on average. */
const FOULS_PER_QUARTER = 4.5;
const QUARTER_REAL_SEC = 18 * 60;
/** A team calls a timeout in about half the quarters. */
const TIMEOUT_CHANCE = 0.5;

/**
 * Basketball: the plan's baskets as they are (1, 2 or 3 points at their seconds), the start and end
 * of every quarter and overtime, team fouls and timeouts. Possession and scoring runs are read from
 * the baskets (match-centre.ts), as a tracker infers them.
 */
export function basketballEvents(rng: Draws, spec: FixtureSpec, periods: PlayingPeriod[]): DrawnEvent[] {
  const events: DrawnEvent[] = [];
  for (const { period, fromSec, toSec } of periods) {
    events.push({ atSec: fromSec, period, kind: 'periodStart', side: null, ball: { x: 50, y: 50 } });
    for (const basket of spec.plan.events.filter((entry) => entry.atSec >= fromSec && entry.atSec < toSec)) {
      // Three-pointers from beyond the arc, free throws from the line, the rest near the basket.
      const depth = basket.points === 3 ? rng.int(68, 74) : basket.points === 1 ? 81 : rng.int(84, 94);
      events.push({
        atSec: basket.atSec,
        period,
        kind: 'basket',
        side: basket.side,
        points: basket.points,
        ball: { x: towardGoal(basket.side, depth), y: onPitch(basket.points === 1 ? 50 : rng.int(15, 85)) },
      });
    }
    const share = (toSec - fromSec) / QUARTER_REAL_SEC;
    for (const side of ['home', 'away'] as const) {
      for (let foul = rng.poisson(FOULS_PER_QUARTER * share); foul > 0; foul--) {
        events.push({
          atSec: rng.int(fromSec + 10, toSec - 10),
          period,
          kind: 'foul',
          side,
          ball: { x: onPitch(rng.int(15, 85)), y: onPitch(rng.int(15, 85)) },
        });
      }
      if (rng.chance(TIMEOUT_CHANCE)) {
        events.push({ atSec: rng.int(fromSec + 60, toSec - 60), period, kind: 'timeout', side });
      }
    }
    events.push({ atSec: toSec, period, kind: 'periodEnd', side: null });
  }
  return events;
}
