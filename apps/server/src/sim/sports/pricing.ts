import { PERIOD_FULL_TIME, PERIOD_WITH_OVERTIME } from '@site/contracts/sports-markets';
import {
  difference,
  fromEntries,
  mix,
  poisson,
  probabilityAbove,
  probabilityAt,
  probabilityBelow,
  probabilityOdd,
  shift,
  sum,
  type Dist,
} from './distributions';
import type { MarketSpec } from './markets';
import type { MatchProgress, Pair } from './match-plan';
import type { GoalsRules, ScoreModel, SportRules } from './sport-rules';

/**
 * Prices from the model: the distribution of each period's final score given the score so far and
 * the play still to come, turned into probabilities per selection, then into odds with the book's
 * margin. The model does not know how the planned match ends; like a real trader it only knows the
 * teams, the score and the clock.
 */

/** Lowest odds the book quotes (×100): the database holds no price of 1.00 or less. */
export const MIN_PRICE_X100 = 101;
/**
 * Longest odds the book offers (×100). Beyond 30.00 a price says "next to impossible" more than it
 * measures a chance, and one lucky ticket at 50.00 or more pays out of all proportion to the stake the
 * book took in; Korean books cap long prices around here. The margin the cap takes from a long shot is
 * given back to the market's other selections (marketPricesX100), so the book's margin stays its model's.
 */
export const MAX_PRICE_X100 = 3000;

interface PeriodDistribution {
  margin: Dist;
  total: Dist;
  /** final score of each side, when the sides score independently (goals sports) */
  sides?: [Dist, Dist];
  /** play still expected per side (goals sports), for "who scores first" */
  remaining?: Pair;
}

export class ScoreBook {
  private readonly periods = new Map<number, PeriodDistribution>();

  constructor(
    private readonly rules: SportRules,
    private readonly model: ScoreModel,
    private readonly progress: MatchProgress | null,
  ) {}

  /** Probability of each selection of the market, in the market's selection order. */
  probabilities(market: MarketSpec): number[] {
    const period = this.period(market.period);
    const line = market.line ?? 0;
    switch (market.marketType) {
      case '1X2':
        return [
          probabilityAbove(period.margin, 0),
          probabilityAt(period.margin, 0),
          probabilityBelow(period.margin, 0),
        ];
      case '12':
        return withoutVoid(probabilityAbove(period.margin, 0), probabilityBelow(period.margin, 0));
      case 'Handicap':
        return withoutVoid(probabilityAbove(period.margin, -line), probabilityBelow(period.margin, -line));
      case 'Under/Over':
        return withoutVoid(probabilityAbove(period.total, line), probabilityBelow(period.total, line));
      case 'Odd/Even': {
        const odd = probabilityOdd(period.total);
        return [odd, 1 - odd];
      }
      case 'Both Teams To Score': {
        const [home, away] = this.sidesOf(period);
        const yes = (1 - probabilityAt(home, 0)) * (1 - probabilityAt(away, 0));
        return [yes, 1 - yes];
      }
      case '1X2 And Under/Over':
        return resultAndTotal(this.sidesOf(period), line);
      case 'First Team To Score': {
        const remaining = period.remaining ?? [1, 1];
        const none = Math.exp(-(remaining[0] + remaining[1]));
        const homeShare = remaining[0] / Math.max(1e-9, remaining[0] + remaining[1]);
        return [(1 - none) * homeShare, none, (1 - none) * (1 - homeShare)];
      }
      case 'Winner':
      case 'Place':
        throw new Error(`${market.marketType} is a race market; races are priced by sim/virtuals/race-model.ts`);
    }
  }

  private sidesOf(period: PeriodDistribution): [Dist, Dist] {
    if (!period.sides) throw new Error(`sport ${this.rules.sportId} has no per-side distribution`);
    return period.sides;
  }

  private period(code: number): PeriodDistribution {
    let distribution = this.periods.get(code);
    if (!distribution) {
      distribution = this.build(code);
      this.periods.set(code, distribution);
    }
    return distribution;
  }

  private build(code: number): PeriodDistribution {
    const current = this.progress?.periodScores[code] ?? [0, 0];
    if (this.rules.kind === 'sets' && this.model.kind === 'sets') {
      const { homeSetChance, setsToWin } = this.model;
      // A set's own market (period 1): one set, either side.
      if (code !== PERIOD_FULL_TIME) return setsDistribution([0, 0], homeSetChance, 1);
      return setsDistribution(current, homeSetChance, setsToWin);
    }
    if (this.rules.kind !== 'goals' || this.model.kind !== 'goals') throw new Error('model and rules disagree');
    return goalsDistribution(this.rules, this.model.mean, this.progress, code, current);
  }
}

function goalsDistribution(
  rules: GoalsRules,
  mean: Pair,
  progress: MatchProgress | null,
  code: number,
  current: Pair,
): PeriodDistribution {
  const [from, to] = rules.periodShares[code] ?? [0, 1];
  const share = progress?.share ?? [0, 0];
  const overtime = code === PERIOD_WITH_OVERTIME ? (progress?.overtimeRemaining ?? 0) : 0;
  const remaining: Pair = [
    mean[0] * (Math.max(0, to - Math.max(from, share[0])) + overtime),
    mean[1] * (Math.max(0, to - Math.max(from, share[1])) + overtime),
  ];
  const home = shift(poisson(remaining[0]), current[0]);
  const away = shift(poisson(remaining[1]), current[1]);
  let margin = difference(home, away);
  let total = sum(home, away);
  if (code === PERIOD_WITH_OVERTIME && rules.overtime) {
    // A level score goes to (further) overtime: its share moves to a narrow win for either side.
    const level = probabilityAt(margin, 0);
    const homeChance = mean[0] / (mean[0] + mean[1]);
    margin = settleLevel(margin, level, homeChance, rules.overtime.margin);
    const extra = Math.max(1, Math.round(rules.overtime.extraTotalShare * (mean[0] + mean[1])));
    total = mix(shift(total, extra), total, level);
    return { margin, total, remaining };
  }
  return { margin, total, sides: [home, away], remaining };
}

function settleLevel(margin: Dist, level: number, homeChance: number, kind: 'one' | 'spread'): Dist {
  const entries: [number, number][] = [];
  margin.p.forEach((probability, index) => {
    if (margin.offset + index !== 0) entries.push([margin.offset + index, probability]);
  });
  const widths = kind === 'one' ? [1] : [1, 2, 3, 4, 5, 6, 7, 8];
  const weights = widths.map((width) => widths.length + 1 - width);
  const weightSum = weights.reduce((acc, weight) => acc + weight, 0);
  widths.forEach((width, index) => {
    const part = (level * (weights[index] as number)) / weightSum;
    entries.push([width, part * homeChance], [-width, part * (1 - homeChance)]);
  });
  return fromEntries(entries);
}

/** Final sets of a best-of match from the sets won so far, each set won by home with the same chance. */
function setsDistribution(current: Pair, homeSetChance: number, setsToWin: number): PeriodDistribution {
  const finals = new Map<string, [number, number, number]>();
  const walk = (home: number, away: number, probability: number): void => {
    if (home >= setsToWin || away >= setsToWin) {
      const key = `${home}:${away}`;
      const entry = finals.get(key);
      if (entry) entry[2] += probability;
      else finals.set(key, [home, away, probability]);
      return;
    }
    walk(home + 1, away, probability * homeSetChance);
    walk(home, away + 1, probability * (1 - homeSetChance));
  };
  walk(current[0], current[1], 1);
  const cells = [...finals.values()];
  return {
    margin: fromEntries(cells.map(([home, away, probability]) => [home - away, probability])),
    total: fromEntries(cells.map(([home, away, probability]) => [home + away, probability])),
  };
}

function resultAndTotal([home, away]: [Dist, Dist], line: number): number[] {
  // Order of selectionNamesOf: 1&O, X&O, 2&O, 1&U, X&U, 2&U.
  const cells = [0, 0, 0, 0, 0, 0];
  home.p.forEach((ph, i) => {
    if (ph < 1e-12) return;
    const homeGoals = home.offset + i;
    away.p.forEach((pa, j) => {
      const awayGoals = away.offset + j;
      const result = homeGoals > awayGoals ? 0 : homeGoals === awayGoals ? 1 : 2;
      const under = homeGoals + awayGoals < line ? 3 : 0;
      cells[result + under] = (cells[result + under] as number) + ph * pa;
    });
  });
  return cells;
}

/** Two outcomes of a market that is void on the line (a whole-number line, a draw): their chances given it is not void. */
function withoutVoid(first: number, second: number): number[] {
  const total = first + second;
  return total > 0 ? [first / total, second / total] : [0.5, 0.5];
}

/**
 * Odds (×100) of a market's selections from their probabilities, with the book's margin spread
 * proportionally (implied chance = probability × (1 + margin)); two decimals, rounded down.
 * Selections that would price above MAX_PRICE_X100 are capped there, and what the cap adds to the
 * book's overround is taken back from the other selections, so the market keeps the model's margin;
 * no selection is ever priced above its fair odds to do so (in a market of many long shots the
 * overround then stays a little above the margin).
 */
export function marketPricesX100(probabilities: readonly number[], margin: number): number[] {
  const overround = 1 + margin;
  const cappedChance = 100 / MAX_PRICE_X100;
  const capped = probabilities.map(() => false);
  let implied = probabilities.map((probability) => Math.max(0, probability) * overround);
  // Scaling the others down can push another selection past the cap: repeat until none does.
  for (let round = 0; round < probabilities.length; round++) {
    let newlyCapped = false;
    implied.forEach((chance, index) => {
      if (!capped[index] && chance < cappedChance) capped[index] = newlyCapped = true;
    });
    if (!newlyCapped) break;
    const cappedCount = capped.filter(Boolean).length;
    const uncappedChance = probabilities.reduce(
      (acc, probability, index) => (capped[index] ? acc : acc + Math.max(0, probability) * overround),
      0,
    );
    const scale =
      uncappedChance > 0 ? Math.max(1 / overround, (overround - cappedCount * cappedChance) / uncappedChance) : 1;
    implied = probabilities.map((probability, index) =>
      capped[index] ? cappedChance : Math.max(0, probability) * overround * Math.min(1, scale),
    );
  }
  return implied.map((chance) =>
    chance > 0 ? Math.min(MAX_PRICE_X100, Math.max(MIN_PRICE_X100, Math.floor(100 / chance + 1e-9))) : MAX_PRICE_X100,
  );
}

/** A model nudged by a small amount (pre-match drift, in-play jitter): the means or the set chance. */
export function nudgedModel(model: ScoreModel, nudge: Pair): ScoreModel {
  if (model.kind === 'sets') {
    return { ...model, homeSetChance: Math.min(0.97, Math.max(0.03, model.homeSetChance + nudge[0] / 2)) };
  }
  return { kind: 'goals', mean: [model.mean[0] * (1 + nudge[0]), model.mean[1] * (1 + nudge[1])] };
}
