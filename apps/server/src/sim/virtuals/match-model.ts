import { PERIOD_FULL_TIME, PERIOD_WITH_OVERTIME } from '@site/contracts/sports-markets';
import type { CatalogueLeague } from '../sports/catalogue';
import {
  difference,
  fromEntries,
  poisson,
  probabilityAbove,
  probabilityAt,
  probabilityBelow,
  shift,
  sum,
  type Dist,
} from '../sports/distributions';
import { handicapLines, marketSpecsOf, totalLines, type MarketSpec, type MarketTemplate } from '../sports/markets';
import type { Pair } from '../sports/match-plan';
import { marketPricesX100, ScoreBook } from '../sports/pricing';
import { scoreModel, sportRules } from '../sports/sport-rules';
import { VIRTUAL_LOCATION, type VirtualLeagueEntry } from './catalogue';
import { drawFrom, type VirtualRandom } from './random';

/**
 * Virtual soccer and basketball: each side scores a Poisson number of goals or points whose mean
 * comes from the two teams' ratings (the real feed's model, sim/sports/sport-rules.ts). The prices
 * are that model's probabilities with the book's margin, and the result is drawn from the very same
 * distributions, so over many matches every selection wins as often as its price says (less the margin).
 */

/** The book's margin on virtual match markets (the real feed quotes 6-8 %). */
export const MATCH_MARGIN = 0.07;

/** A basketball overtime is five minutes of a 48-minute game; tied after four, the last free throw decides. */
const OVERTIME_SHARE = 5 / 48;
const MAX_OVERTIMES = 4;

export interface MatchModel {
  kind: 'soccer' | 'basketball';
  /** expected regulation score of home and away */
  mean: Pair;
}

export interface MatchOutcome {
  homeScore: number;
  awayScore: number;
  /** per period code: 100 regulation, and 101 with overtime for basketball */
  periodScores: Record<string, Pair>;
}

/** The expected scores of a match between two rated teams, home advantage included. */
export function matchModel(league: VirtualLeagueEntry, ratings: Pair): MatchModel {
  const soccer = league.sport.key === 'soccer';
  const rules = soccer ? sportRules[6046] : sportRules[48242];
  const modelLeague: CatalogueLeague = {
    id: league.id,
    sportId: rules.sportId,
    locationId: VIRTUAL_LOCATION.id,
    name: league.name,
    nameKorean: league.nameKorean,
    weight: 0,
    ...(league.meanScore === undefined ? {} : { meanScore: league.meanScore }),
  };
  const model = scoreModel(rules, modelLeague, ratings);
  if (model.kind !== 'goals') throw new Error('virtual matches are scored in goals or points');
  return { kind: soccer ? 'soccer' : 'basketball', mean: model.mean };
}

/** A market with its prices, as the engine writes it. */
export interface PricedMarket {
  spec: MarketSpec;
  pricesX100: number[];
}

/**
 * Soccer: 1X2, Under/Over 2.5 and Both Teams To Score at full time. Basketball, overtime included
 * (period 101, no ties): 12, the handicap and the total on the half line nearest the expected margin and total.
 */
export function matchMarkets(fixtureId: number, model: MatchModel): PricedMarket[] {
  const templates: MarketTemplate[] =
    model.kind === 'soccer'
      ? [
          ['1X2', PERIOD_FULL_TIME, null],
          ['Under/Over', PERIOD_FULL_TIME, 2.5],
          ['Both Teams To Score', PERIOD_FULL_TIME, null],
        ]
      : [
          ['12', PERIOD_WITH_OVERTIME, null],
          ['Handicap', PERIOD_WITH_OVERTIME, handicapLines(model.mean[0] - model.mean[1], 1)[0] as number],
          ['Under/Over', PERIOD_WITH_OVERTIME, totalLines(model.mean[0] + model.mean[1], 1)[0] as number],
        ];
  const probabilitiesOf = marketProbabilities(model);
  return marketSpecsOf(fixtureId, templates).map((spec) => ({
    spec,
    pricesX100: marketPricesX100(probabilitiesOf(spec), MATCH_MARGIN),
  }));
}

/** The probability of each selection of a market, in selection order. */
export function marketProbabilities(model: MatchModel): (market: MarketSpec) => number[] {
  if (model.kind === 'soccer') {
    const book = new ScoreBook(sportRules[6046], { kind: 'goals', mean: model.mean }, null);
    return (market) => book.probabilities(market);
  }
  const { margin, total } = basketballFinal(model.mean);
  return (market) => {
    const line = market.line ?? 0;
    switch (market.marketType) {
      case '12':
        return [probabilityAbove(margin, 0), probabilityBelow(margin, 0)];
      case 'Handicap':
        return [probabilityAbove(margin, -line), probabilityBelow(margin, -line)];
      case 'Under/Over':
        return [probabilityAbove(total, line), probabilityBelow(total, line)];
      default:
        throw new Error(`virtual basketball has no ${market.marketType} market`);
    }
  };
}

/**
 * The final margin and total of a basketball match, overtime included, exactly as drawMatch plays it:
 * regulation Poisson scores; while level, another overtime with Poisson scores of its own; after
 * four level overtimes one free throw, to the home side with its share of the expected points.
 */
export function basketballFinal(mean: Pair): { margin: Dist; total: Dist } {
  const home = poisson(mean[0]);
  const away = poisson(mean[1]);
  const regulation = split(home, away);
  const overtime = split(poisson(mean[0] * OVERTIME_SHARE), poisson(mean[1] * OVERTIME_SHARE));
  const margins: Dist[] = [regulation.decidedMargin];
  const totals: Dist[] = [regulation.decidedTotal];
  // The totals of the level scores, as overtime starts; each overtime decides some and leaves the rest level.
  let level = regulation.levelTotal;
  for (let round = 0; round < MAX_OVERTIMES; round++) {
    margins.push(scaled(overtime.decidedMargin, mass(level)));
    totals.push(sum(level, overtime.decidedTotal));
    level = sum(level, overtime.levelTotal);
  }
  const homeShare = mean[0] / (mean[0] + mean[1]);
  const stillLevel = mass(level);
  margins.push(
    fromEntries([
      [1, stillLevel * homeShare],
      [-1, stillLevel * (1 - homeShare)],
    ]),
  );
  totals.push(shift(level, 1));
  return { margin: added(margins), total: added(totals) };
}

/**
 * Two independent scores split by whether they end level: the margin and total of the decided ones
 * and the total of the level ones, each weighted by its chance (so together they add up to 1).
 */
function split(home: Dist, away: Dist): { decidedMargin: Dist; decidedTotal: Dist; levelTotal: Dist } {
  const level: [number, number][] = [];
  home.p.forEach((probability, index) => {
    const score = home.offset + index;
    const tied = probability * ((away.p[score - away.offset] as number | undefined) ?? 0);
    if (tied > 0) level.push([2 * score, tied]);
  });
  const margin = difference(home, away);
  const decidedMargin = fromEntries(
    [...margin.p].map((probability, index): [number, number] => [
      margin.offset + index,
      margin.offset + index === 0 ? 0 : probability,
    ]),
  );
  const levelTotal = fromEntries(level);
  const total = sum(home, away);
  const decidedTotal = fromEntries(
    [...total.p].map((probability, index): [number, number] => {
      const value = total.offset + index;
      return [value, Math.max(0, probability - probabilityAt(levelTotal, value))];
    }),
  );
  return { decidedMargin, decidedTotal, levelTotal };
}

const mass = (dist: Dist): number => dist.p.reduce((acc, probability) => acc + probability, 0);
const scaled = (dist: Dist, by: number): Dist => ({ offset: dist.offset, p: dist.p.map((value) => value * by) });

/** The pointwise sum of weighted distributions (parts of one distribution). */
function added(parts: readonly Dist[]): Dist {
  const entries: [number, number][] = [];
  for (const part of parts) part.p.forEach((probability, index) => entries.push([part.offset + index, probability]));
  return fromEntries(entries);
}

/** Plays a match: the regulation scores, and for basketball the overtimes its tie needs. */
export function drawMatch(model: MatchModel, random: VirtualRandom): MatchOutcome {
  const regulation: Pair = [drawFrom(poisson(model.mean[0]), random), drawFrom(poisson(model.mean[1]), random)];
  if (model.kind === 'soccer') {
    return { homeScore: regulation[0], awayScore: regulation[1], periodScores: { [PERIOD_FULL_TIME]: regulation } };
  }
  const final: Pair = [...regulation];
  const overtimeHome = poisson(model.mean[0] * OVERTIME_SHARE);
  const overtimeAway = poisson(model.mean[1] * OVERTIME_SHARE);
  for (let overtime = 0; overtime < MAX_OVERTIMES && final[0] === final[1]; overtime++) {
    final[0] += drawFrom(overtimeHome, random);
    final[1] += drawFrom(overtimeAway, random);
  }
  if (final[0] === final[1]) {
    if (random.next() < model.mean[0] / (model.mean[0] + model.mean[1])) final[0] += 1;
    else final[1] += 1;
  }
  return {
    homeScore: final[0],
    awayScore: final[1],
    periodScores: { [PERIOD_FULL_TIME]: regulation, [PERIOD_WITH_OVERTIME]: final },
  };
}
