import {
  PERIOD_FIRST_HALF,
  PERIOD_FULL_TIME,
  PERIOD_SECOND_HALF,
  PERIOD_WITH_OVERTIME,
} from '@site/contracts/sports-markets';
import type { SportId } from '@site/contracts/sports';
import type { CatalogueLeague } from './catalogue';
import type { MatchPlan, Pair } from './match-plan';
import { baseballPlan, PERIOD_FIRST_FIVE_INNINGS } from './plan-baseball';
import { setsPlan, type SetSport } from './plan-sets';
import { basketballPlan, footballPlan, handballPlan, hockeyPlan, PERIOD_FIRST_PERIOD } from './plan-timed';
import type { Draws } from './random';

/**
 * How each sport scores, how strong a favourite is, what overtime does and how its lines are spaced:
 * the numbers the match plans and the prices both use, so the prices fit the matches played.
 */
export type ScoreModel =
  | {
      kind: 'goals';
      /** expected regulation score of home and away */
      mean: Pair;
    }
  | {
      kind: 'sets';
      homeSetChance: number;
      setsToWin: number;
    };

interface CommonRules {
  sportId: SportId;
}

export interface GoalsRules extends CommonRules {
  kind: 'goals';
  meanScore: number;
  /** log-scale effect of a rating difference of 1 on the expected scores */
  strength: number;
  homeAdvantage: number;
  /** null: a level score stands (football, handball); otherwise how overtime settles a draw */
  overtime: null | {
    /** winning margin after overtime: by one (a goal, a run) or spread like basketball's */
    margin: 'one' | 'spread';
    /** further total expected when overtime is played, as a share of the expected regulation total */
    extraTotalShare: number;
  };
  /** regulation share of each period code that has its own markets */
  periodShares: Record<number, [number, number]>;
  handicapStep: number;
  totalStep: number;
  plan(rng: Draws, mean: Pair, league: CatalogueLeague): MatchPlan;
}

export interface SetsRules extends CommonRules {
  kind: 'sets';
  setSport: SetSport;
  /** logit-scale effect of a rating difference of 1 on the chance to win a set */
  strength: number;
  homeAdvantage: number;
  setsToWin: number;
}

export type SportRules = GoalsRules | SetsRules;

const halves: Record<number, [number, number]> = {
  [PERIOD_FIRST_HALF]: [0, 0.5],
  [PERIOD_SECOND_HALF]: [0.5, 1],
  [PERIOD_FULL_TIME]: [0, 1],
};

export const sportRules: Record<SportId, SportRules> = {
  6046: {
    sportId: 6046,
    kind: 'goals',
    meanScore: 1.35,
    strength: 0.55,
    homeAdvantage: 0.12,
    overtime: null,
    periodShares: halves,
    handicapStep: 1,
    totalStep: 1,
    plan: (rng, mean) => footballPlan({ rng, mean }),
  },
  48242: {
    sportId: 48242,
    kind: 'goals',
    meanScore: 80,
    strength: 0.08,
    homeAdvantage: 0.02,
    overtime: { margin: 'spread', extraTotalShare: 0.12 },
    periodShares: { ...halves, [PERIOD_WITH_OVERTIME]: [0, 1] },
    handicapStep: 3,
    totalStep: 5,
    plan: (rng, mean, league) => basketballPlan({ rng, mean }, league.quarterMinutes),
  },
  154914: {
    sportId: 154914,
    kind: 'goals',
    meanScore: 4.5,
    strength: 0.3,
    homeAdvantage: 0.04,
    overtime: { margin: 'one', extraTotalShare: 0.12 },
    periodShares: {
      [PERIOD_FIRST_FIVE_INNINGS]: [0, 5 / 9],
      [PERIOD_FULL_TIME]: [0, 1],
      [PERIOD_WITH_OVERTIME]: [0, 1],
    },
    handicapStep: 1,
    totalStep: 1,
    plan: (rng, mean) => baseballPlan({ rng, mean }),
  },
  35232: {
    sportId: 35232,
    kind: 'goals',
    meanScore: 3.1,
    strength: 0.35,
    homeAdvantage: 0.06,
    overtime: { margin: 'one', extraTotalShare: 0.16 },
    periodShares: { [PERIOD_FIRST_PERIOD]: [0, 1 / 3], [PERIOD_FULL_TIME]: [0, 1], [PERIOD_WITH_OVERTIME]: [0, 1] },
    handicapStep: 1,
    totalStep: 1,
    plan: (rng, mean) => hockeyPlan({ rng, mean }),
  },
  35709: {
    sportId: 35709,
    kind: 'goals',
    meanScore: 28,
    strength: 0.12,
    homeAdvantage: 0.03,
    overtime: null,
    periodShares: halves,
    handicapStep: 2,
    totalStep: 3,
    plan: (rng, mean) => handballPlan({ rng, mean }),
  },
  154830: { sportId: 154830, kind: 'sets', setSport: 'volleyball', strength: 1.1, homeAdvantage: 0.12, setsToWin: 3 },
  687890: { sportId: 687890, kind: 'sets', setSport: 'esports', strength: 1.3, homeAdvantage: 0, setsToWin: 2 },
  54094: { sportId: 54094, kind: 'sets', setSport: 'tennis', strength: 1.4, homeAdvantage: 0, setsToWin: 2 },
  265917: { sportId: 265917, kind: 'sets', setSport: 'tableTennis', strength: 1.0, homeAdvantage: 0, setsToWin: 3 },
};

export function rulesOf(sportId: number): SportRules {
  const rules = sportRules[sportId as SportId] as SportRules | undefined;
  if (!rules) throw new Error(`no rules for sport ${sportId}`);
  return rules;
}

/** The model of a match between teams rated home and away (each in about -1 … 1). */
export function scoreModel(rules: SportRules, league: CatalogueLeague, ratings: Pair): ScoreModel {
  const difference = ratings[0] - ratings[1];
  if (rules.kind === 'sets') {
    const logit = rules.strength * difference + rules.homeAdvantage;
    return {
      kind: 'sets',
      homeSetChance: 1 / (1 + Math.exp(-logit)),
      setsToWin: league.setsToWin ?? rules.setsToWin,
    };
  }
  const base = league.meanScore ?? rules.meanScore;
  const half = (rules.strength * difference) / 2;
  return {
    kind: 'goals',
    mean: [base * Math.exp(half + rules.homeAdvantage / 2), base * Math.exp(-half - rules.homeAdvantage / 2)],
  };
}

export function planMatch(rules: SportRules, model: ScoreModel, league: CatalogueLeague, rng: Draws): MatchPlan {
  if (rules.kind === 'sets' && model.kind === 'sets') {
    return setsPlan({ rng, sport: rules.setSport, homeSetChance: model.homeSetChance, setsToWin: model.setsToWin });
  }
  if (rules.kind === 'goals' && model.kind === 'goals') return rules.plan(rng, model.mean, league);
  throw new Error(`sport ${rules.sportId} has a model of the wrong kind`);
}
