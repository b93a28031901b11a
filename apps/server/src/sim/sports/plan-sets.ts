import { PERIOD_FULL_TIME } from '@site/contracts/sports-markets';
import type { MatchPlan, Pair, Phase, ScoreEvent, Side } from './match-plan';
import type { Draws } from './random';

/** The first set (game, map) has its own markets in volleyball (period code 1, "1세트"). */
export const PERIOD_FIRST_SET = 1;

export type SetSport = 'volleyball' | 'tennis' | 'tableTennis' | 'esports';

export interface SetsMatchInput {
  rng: Draws;
  sport: SetSport;
  /** chance that home wins any one set */
  homeSetChance: number;
  setsToWin: number;
}

const MIN = 60;

/** How long a set takes (real seconds) and the break after it. */
const setTiming: Record<SetSport, { min: number; max: number; lastMin?: number; lastMax?: number; breakSec: number }> =
  {
    volleyball: { min: 22 * MIN, max: 30 * MIN, lastMin: 14 * MIN, lastMax: 18 * MIN, breakSec: 3 * MIN },
    tennis: { min: 35 * MIN, max: 55 * MIN, breakSec: 2 * MIN },
    tableTennis: { min: 7 * MIN, max: 10 * MIN, breakSec: MIN },
    esports: { min: 26 * MIN, max: 42 * MIN, breakSec: 10 * MIN },
  };

/**
 * Sports counted in sets (maps, games): the score is sets won, each set end locks the markets.
 * Period scores hold each set's own score (25-21, 6-4, 11-7; 1-0 for a map) under its number, and
 * the sets under 100.
 */
export function setsPlan({ rng, sport, homeSetChance, setsToWin }: SetsMatchInput): MatchPlan {
  const timing = setTiming[sport];
  const events: ScoreEvent[] = [];
  const phases: Phase[] = [];
  const periodScores: Record<string, Pair> = {};
  const sets: Pair = [0, 0];
  let at = 0;
  for (let number = 1; sets[0] < setsToWin && sets[1] < setsToWin; number++) {
    const deciding = sets[0] === setsToWin - 1 && sets[1] === setsToWin - 1;
    const length =
      deciding && timing.lastMin !== undefined && timing.lastMax !== undefined
        ? rng.int(timing.lastMin, timing.lastMax)
        : rng.int(timing.min, timing.max);
    phases.push({ fromSec: at, toSec: at + length, clock: () => `${number}세트`, share: shares(sets, setsToWin) });
    at += length;
    const winner: Side = rng.chance(homeSetChance) ? 'home' : 'away';
    sets[winner === 'home' ? 0 : 1] += 1;
    const [winnerPoints, loserPoints] = setScore(rng, sport, deciding);
    periodScores[number] = winner === 'home' ? [winnerPoints, loserPoints] : [loserPoints, winnerPoints];
    events.push({ atSec: at - 5, side: winner, points: 1, periods: [PERIOD_FULL_TIME], suspends: true });
    if (sets[0] < setsToWin && sets[1] < setsToWin) {
      phases.push({
        fromSec: at,
        toSec: at + timing.breakSec,
        clock: () => `${number}세트 종료`,
        share: shares(sets, setsToWin),
      });
      at += timing.breakSec;
    }
  }
  periodScores[PERIOD_FULL_TIME] = [sets[0], sets[1]];
  return { durationSec: at, phases, events, periodScores, cancelAtSec: null };
}

// Sets sports do not price from a share of play; the field is kept for the common reader.
function shares(sets: Pair, setsToWin: number): { from: Pair; to: Pair } {
  const played = (sets[0] + sets[1]) / (2 * setsToWin - 1);
  return { from: [played, played], to: [played, played] };
}

function setScore(rng: Draws, sport: SetSport, deciding: boolean): Pair {
  switch (sport) {
    case 'volleyball': {
      const target = deciding ? 15 : 25;
      if (rng.chance(0.2)) {
        const winner = target + rng.int(1, 5);
        return [winner, winner - 2];
      }
      return [target, rng.int(target - 12, target - 2)];
    }
    case 'tennis': {
      const draw = rng.next();
      if (draw < 0.15) return [7, 6];
      if (draw < 0.3) return [7, 5];
      return [6, rng.int(0, 4)];
    }
    case 'tableTennis': {
      if (rng.chance(0.2)) {
        const winner = 11 + rng.int(1, 4);
        return [winner, winner - 2];
      }
      return [11, rng.int(3, 9)];
    }
    case 'esports':
      return [1, 0];
  }
}
