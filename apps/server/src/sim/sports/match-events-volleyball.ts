import type { PointDetail } from '@site/contracts/api/livetv';
import type { FixtureSpec } from './fixture-spec';
import type { DrawnEvent, PlayingPeriod } from './match-drawing';
import { onPitch } from './match-drawing';
import type { Side } from './match-plan';
import type { Draws } from './random';

/** Seconds from a set's first whistle to its first point. */
const FIRST_RALLY_SEC = 20;

/**
 * Volleyball: every rally of every set, ending exactly at the set's score in the plan's period scores
 * (25-21, 27-25, 15-12), its last point the plan's set-won second; then the set won. Rallies are
 * spread evenly over the set; the point's detail (ace, block, spike, the other side's error) is drawn.
 */
export function volleyballEvents(rng: Draws, spec: FixtureSpec, periods: PlayingPeriod[]): DrawnEvent[] {
  const events: DrawnEvent[] = [];
  const setsWon = spec.plan.events;
  for (const { period, fromSec } of periods) {
    const setEnd = setsWon[period - 1];
    const final = spec.plan.periodScores[period];
    if (!setEnd || !final) continue;
    events.push({ atSec: fromSec, period, kind: 'periodStart', side: null, ball: { x: 50, y: 50 } });
    const winners = rallyWinners(rng, setEnd.side, final, period === 5 ? 15 : 25);
    const span = setEnd.atSec - fromSec - FIRST_RALLY_SEC;
    winners.forEach((side, index) => {
      const atSec =
        index === winners.length - 1
          ? setEnd.atSec
          : fromSec + FIRST_RALLY_SEC + Math.floor((span * index) / Math.max(1, winners.length - 1));
      const detail = pointDetail(rng);
      // The ball lands on the loser's court (the winner's own, on their error).
      const landsRight = side === 'home';
      events.push({
        atSec,
        period,
        kind: 'point',
        side,
        detail,
        ball: { x: onPitch(landsRight ? rng.int(58, 92) : rng.int(8, 42)), y: onPitch(rng.int(12, 88)) },
      });
    });
    events.push({ atSec: setEnd.atSec, period, kind: 'setWon', side: setEnd.side });
    events.push({ atSec: setEnd.atSec, period, kind: 'periodEnd', side: null });
  }
  return events;
}

/**
 * Who won each rally of a set that ends at `final` with `winner` taking it: at no earlier point may
 * either side already have won it (target reached two clear). Past target-1 all, points alternate
 * until the winner takes the last two.
 */
export function rallyWinners(rng: Draws, winner: Side, final: [number, number], target: number): Side[] {
  const loser: Side = winner === 'home' ? 'away' : 'home';
  const winnerPoints = winner === 'home' ? final[0] : final[1];
  const loserPoints = winner === 'home' ? final[1] : final[0];
  const deuce = winnerPoints > target;
  // Before a deuce both reach target-1; otherwise the winner stops one short, the loser at its total.
  let winnerLeft = deuce ? target - 1 : winnerPoints - 1;
  let loserLeft = deuce ? target - 1 : loserPoints;
  const rallies: Side[] = [];
  while (winnerLeft + loserLeft > 0) {
    const takesIt = rng.next() * (winnerLeft + loserLeft) < winnerLeft;
    if (takesIt) winnerLeft--;
    else loserLeft--;
    rallies.push(takesIt ? winner : loser);
  }
  if (deuce) {
    for (let level = target - 1; level < loserPoints; level++) {
      rallies.push(...(rng.chance(0.5) ? [winner, loser] : [loser, winner]));
    }
    rallies.push(winner);
  }
  rallies.push(winner);
  return rallies;
}

function pointDetail(rng: Draws): PointDetail {
  const draw = rng.next();
  return draw < 0.07 ? 'ace' : draw < 0.19 ? 'block' : draw < 0.45 ? 'error' : 'spike';
}
