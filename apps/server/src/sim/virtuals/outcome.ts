import { SETTLEMENT_LOST, SETTLEMENT_VOID, SETTLEMENT_WON } from '@site/contracts/api/bets';
import type { MarketType, SelectionName } from '@site/contracts/sports-markets';
import type { MarketSpec } from '../sports/markets';
import type { Pair } from '../sports/match-plan';
import { settleMarket, type SelectionResult } from '../sports/results';
import type { EventModel, VirtualRunnerSpec } from './event-spec';
import { drawMatch } from './match-model';
import { drawOrder } from './race-model';
import type { VirtualRandom } from './random';

/** How a virtual event ended: the scores of a match, or the finishing order of a race. */
export interface VirtualOutcome {
  homeScore: number | null;
  awayScore: number | null;
  periodScores: Record<string, Pair> | null;
  /** runner numbers in finishing order; null for matches */
  placings: number[] | null;
}

/** Runs the event: the model's own distributions, with the random source's numbers. */
export function drawOutcome(
  model: EventModel,
  runners: readonly VirtualRunnerSpec[] | null,
  random: VirtualRandom,
): VirtualOutcome {
  if (model.kind === 'race') {
    const order = drawOrder(model.strengths, random);
    const placings = order.map((index) => runners?.[index]?.no ?? index + 1);
    return { homeScore: null, awayScore: null, periodScores: null, placings };
  }
  return { ...drawMatch(model, random), placings: null };
}

/** A market as stored, with its selections in their order: what the results are written against. */
export interface StoredMarket {
  marketType: string;
  period: number;
  line: string | null;
  selections: { id: number; name: string }[];
}

/**
 * Each selection's result (2 won, 1 lost, 3 void). Matches settle as the real feed settles
 * (sim/sports/results.ts); a race's Winner is its first runner, a Place selection wins within the
 * places paid (the market's line). A market the outcome cannot answer is void: the stakes go back.
 */
export function selectionResults(
  outcome: VirtualOutcome,
  markets: readonly StoredMarket[],
): Map<number, SelectionResult> {
  const results = new Map<number, SelectionResult>();
  for (const market of markets) {
    const verdicts = marketResults(outcome, market);
    market.selections.forEach((selection, index) => results.set(selection.id, verdicts[index] ?? SETTLEMENT_VOID));
  }
  return results;
}

function marketResults(outcome: VirtualOutcome, market: StoredMarket): SelectionResult[] {
  const voided = () => market.selections.map((): SelectionResult => SETTLEMENT_VOID);
  if (market.marketType === 'Winner' || market.marketType === 'Place') {
    if (!outcome.placings) return voided();
    const places = market.marketType === 'Winner' ? 1 : Number(market.line);
    if (!Number.isInteger(places) || places < 1) return voided();
    const placed = new Set(outcome.placings.slice(0, places));
    return market.selections.map((selection) =>
      placed.has(runnerNoOf(selection.name)) ? SETTLEMENT_WON : SETTLEMENT_LOST,
    );
  }
  if (!outcome.periodScores) return voided();
  const spec: MarketSpec = {
    id: 0,
    sort: 0,
    marketType: market.marketType as MarketType,
    period: market.period,
    line: market.line === null ? null : Number(market.line),
    selections: market.selections.map((selection) => ({ id: selection.id, name: selection.name as SelectionName })),
  };
  try {
    return settleMarket(spec, outcome.periodScores, null);
  } catch {
    return voided();
  }
}

/** A race selection is named "3 번개": its runner's number first. */
export const runnerNoOf = (selectionName: string): number => Number.parseInt(selectionName, 10);
