import {
  PERIOD_FIRST_HALF,
  PERIOD_FULL_TIME,
  PERIOD_WITH_OVERTIME,
  type MarketType,
  type SelectionName,
} from '@site/contracts/sports-markets';
import { PERIOD_FIRST_FIVE_INNINGS } from './plan-baseball';
import { PERIOD_FIRST_SET } from './plan-sets';
import { PERIOD_FIRST_PERIOD } from './plan-timed';
import type { GoalsRules, ScoreModel, SetsRules, SportRules } from './sport-rules';

/**
 * The markets a fixture offers, fixed when the fixture is created (lines included), with ids derived
 * from the fixture's id so the same fixture always has the same market and selection ids.
 * The first market of a type and period is its main line (the books' lists show that one).
 */
export interface MarketSpec {
  id: number;
  sort: number;
  marketType: MarketType;
  period: number;
  /** handicap (on the home side) or total line; null for markets without one */
  line: number | null;
  selections: { id: number; name: SelectionName }[];
}

const MARKET_SLOTS = 64;
const SELECTION_SLOTS = 8;

export const marketIdOf = (fixtureId: number, index: number): number => fixtureId * MARKET_SLOTS + index;
export const selectionIdOf = (marketId: number, index: number): number => marketId * SELECTION_SLOTS + index;

export const selectionNamesOf: Record<MarketType, readonly SelectionName[]> = {
  '1X2': ['1', 'X', '2'],
  '12': ['1', '2'],
  Handicap: ['1', '2'],
  'Under/Over': ['Over', 'Under'],
  '1X2 And Under/Over': ['1 And Over', 'X And Over', '2 And Over', '1 And Under', 'X And Under', '2 And Under'],
  'Both Teams To Score': ['Yes', 'No'],
  'Odd/Even': ['Odd', 'Even'],
  'First Team To Score': ['1', 'None', '2'],
  // A race's selections are its runners, named per race (sim/virtuals); the feed offers no races.
  Winner: [],
  Place: [],
};

/** "-1.5", "2.5", "0.0": the text the site shows and bets copy. */
export const formatLine = (line: number | null): string | null => (line === null ? null : line.toFixed(1));

/** A market to offer: its type, period and line (none when left out). */
export type MarketTemplate = [MarketType, number, (number | null)?];

export function buildMarkets(fixtureId: number, rules: SportRules, model: ScoreModel): MarketSpec[] {
  const templates =
    rules.kind === 'sets' && model.kind === 'sets'
      ? setsTemplates(rules, model.homeSetChance, model.setsToWin)
      : rules.kind === 'goals' && model.kind === 'goals'
        ? goalsTemplates(rules, model.mean[0] - model.mean[1], model.mean[0] + model.mean[1])
        : [];
  if (templates.length > MARKET_SLOTS) throw new Error(`sport ${rules.sportId} has too many markets`);
  return marketSpecsOf(fixtureId, templates);
}

/** The fixture's markets in the templates' order, with their ids and the selections their type has. */
export function marketSpecsOf(fixtureId: number, templates: readonly MarketTemplate[]): MarketSpec[] {
  return templates.map(([marketType, period, line = null], index) => {
    const id = marketIdOf(fixtureId, index);
    return {
      id,
      sort: index,
      marketType,
      period,
      line,
      selections: selectionNamesOf[marketType].map((name, selection) => ({ id: selectionIdOf(id, selection), name })),
    };
  });
}

function goalsTemplates(rules: GoalsRules, margin: number, total: number): MarketTemplate[] {
  const handicaps = handicapLines(margin, rules.handicapStep);
  const totals = totalLines(total, rules.totalStep);
  const mainHandicap = handicaps[0] as number;
  const mainTotal = totals[0] as number;
  const regulationResult: MarketType = rules.overtime && rules.sportId !== 35232 ? '12' : '1X2';
  const fullTime: MarketTemplate[] = [
    [regulationResult, PERIOD_FULL_TIME],
    ...handicaps.map((line): MarketTemplate => ['Handicap', PERIOD_FULL_TIME, line]),
    ...totals.map((line): MarketTemplate => ['Under/Over', PERIOD_FULL_TIME, line]),
  ];
  const withOvertime: MarketTemplate[] = rules.overtime
    ? [
        ['12', PERIOD_WITH_OVERTIME],
        ['Handicap', PERIOD_WITH_OVERTIME, mainHandicap],
        ['Under/Over', PERIOD_WITH_OVERTIME, mainTotal],
      ]
    : [];
  switch (rules.sportId) {
    case 6046: {
      const halfTotals = totalLines(total / 2, 1).slice(0, 2);
      return [
        ...fullTime,
        ['1X2 And Under/Over', PERIOD_FULL_TIME, mainTotal],
        ['Both Teams To Score', PERIOD_FULL_TIME],
        ['Odd/Even', PERIOD_FULL_TIME],
        ['First Team To Score', PERIOD_FULL_TIME],
        ['1X2', PERIOD_FIRST_HALF],
        ...halfTotals.map((line): MarketTemplate => ['Under/Over', PERIOD_FIRST_HALF, line]),
      ];
    }
    case 48242:
      return [
        ...fullTime,
        ['Odd/Even', PERIOD_FULL_TIME],
        ['Handicap', PERIOD_FIRST_HALF, handicapLines(margin / 2, 1)[0] as number],
        ['Under/Over', PERIOD_FIRST_HALF, totalLines(total / 2, 1)[0] as number],
        ...withOvertime,
      ];
    case 154914:
      return [
        ...fullTime,
        ['Odd/Even', PERIOD_FULL_TIME],
        ['1X2', PERIOD_FIRST_FIVE_INNINGS],
        ['Under/Over', PERIOD_FIRST_FIVE_INNINGS, totalLines((total * 5) / 9, 1)[0] as number],
        ...withOvertime,
      ];
    case 35232:
      return [
        ...fullTime,
        ['Odd/Even', PERIOD_FULL_TIME],
        ['1X2', PERIOD_FIRST_PERIOD],
        ['Under/Over', PERIOD_FIRST_PERIOD, totalLines(total / 3, 1)[0] as number],
        ...withOvertime,
      ];
    default:
      return [
        ...fullTime,
        ['Odd/Even', PERIOD_FULL_TIME],
        ['1X2', PERIOD_FIRST_HALF],
        ['Under/Over', PERIOD_FIRST_HALF, totalLines(total / 2, 1)[0] as number],
      ];
  }
}

function setsTemplates(rules: SetsRules, homeSetChance: number, setsToWin: number): MarketTemplate[] {
  // Totals of a best of three are 2 or 3 sets, of a best of five 3, 4 or 5.
  const templates: MarketTemplate[] = [
    ['12', PERIOD_FULL_TIME],
    ['Handicap', PERIOD_FULL_TIME, homeSetChance >= 0.5 ? -1.5 : 1.5],
    ['Under/Over', PERIOD_FULL_TIME, setsToWin + 0.5],
  ];
  if (setsToWin >= 3) templates.push(['Under/Over', PERIOD_FULL_TIME, setsToWin + 1.5]);
  if (rules.setSport === 'volleyball') {
    templates.push(['Odd/Even', PERIOD_FULL_TIME], ['12', PERIOD_FIRST_SET]);
  }
  return templates;
}

/** The half line nearest the expected margin first, then a line either side, then the whole line beside it. */
export function handicapLines(expectedMargin: number, step: number): number[] {
  const main = Math.floor(-expectedMargin) + 0.5;
  return unique([main, main - step, main + step, main + 0.5]);
}

export function totalLines(expectedTotal: number, step: number): number[] {
  const main = Math.max(0.5, Math.floor(expectedTotal) + 0.5);
  return unique([main, main - step, main + step, main + 0.5]).filter((line) => line > 0);
}

function unique(lines: number[]): number[] {
  return [...new Set(lines.map((line) => (Object.is(line, -0) ? 0 : line)))];
}
