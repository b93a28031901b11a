import { SETTLEMENT_CANCELLED, SETTLEMENT_LOST, SETTLEMENT_VOID, SETTLEMENT_WON } from '@site/contracts/api/bets';
import { PERIOD_FULL_TIME, PERIOD_WITH_OVERTIME } from '@site/contracts/sports-markets';
import type { MarketSpec } from './markets';
import type { MatchProgress, Pair, Side } from './match-plan';
import type { SportRules } from './sport-rules';

/**
 * The provider's verdicts: each selection's result once the fixture is over (SPEC.md §4 codes:
 * 2 won, 1 lost, 3 void, -1 cancelled), and which markets are already decided in play.
 */
export type SelectionResult =
  typeof SETTLEMENT_WON | typeof SETTLEMENT_LOST | typeof SETTLEMENT_VOID | typeof SETTLEMENT_CANCELLED;

const won = (condition: boolean): SelectionResult => (condition ? SETTLEMENT_WON : SETTLEMENT_LOST);

/**
 * Results of the market's selections (in selection order) from the final period scores. A result
 * market with a level score, or a handicap or total landing exactly on its whole-number line, is void.
 */
export function settleMarket(
  market: MarketSpec,
  periodScores: Record<string, Pair>,
  firstScorer: Side | null,
): SelectionResult[] {
  const score = periodScores[market.period] ?? periodScores[PERIOD_FULL_TIME];
  if (!score) throw new Error(`no score for period ${market.period}`);
  const [home, away] = score;
  const margin = home - away;
  const total = home + away;
  const line = market.line ?? 0;
  switch (market.marketType) {
    case '1X2':
      return [won(margin > 0), won(margin === 0), won(margin < 0)];
    case '12':
      return margin === 0 ? [SETTLEMENT_VOID, SETTLEMENT_VOID] : [won(margin > 0), won(margin < 0)];
    case 'Handicap': {
      const adjusted = margin + line;
      return adjusted === 0 ? [SETTLEMENT_VOID, SETTLEMENT_VOID] : [won(adjusted > 0), won(adjusted < 0)];
    }
    case 'Under/Over':
      return total === line ? [SETTLEMENT_VOID, SETTLEMENT_VOID] : [won(total > line), won(total < line)];
    case '1X2 And Under/Over': {
      if (total === line) return Array<SelectionResult>(6).fill(SETTLEMENT_VOID);
      const over = total > line;
      const results = [margin > 0, margin === 0, margin < 0];
      return [...results.map((result) => won(result && over)), ...results.map((result) => won(result && !over))];
    }
    case 'Both Teams To Score': {
      const both = home > 0 && away > 0;
      return [won(both), won(!both)];
    }
    case 'Odd/Even':
      return [won(total % 2 === 1), won(total % 2 === 0)];
    case 'First Team To Score':
      return [won(firstScorer === 'home'), won(firstScorer === null), won(firstScorer === 'away')];
    case 'Winner':
    case 'Place':
      throw new Error(`${market.marketType} is a race market; races are settled by sim/virtuals/outcome.ts`);
  }
}

export const cancelledResults = (market: MarketSpec): SelectionResult[] =>
  market.selections.map(() => SETTLEMENT_CANCELLED);

/**
 * In play, a market whose outcome the score already fixes (a total passed, both teams scored, the
 * first goal in, its period over) closes: nobody may bet on a known result. So does the combined
 * result-and-total market once the total passes its line: its three Under selections are lost, and
 * offering them (at the longest price) or the rest (a plain 1X2 under another name) makes no sense.
 */
export function isMarketDecided(market: MarketSpec, rules: SportRules, progress: MatchProgress): boolean {
  const current = progress.periodScores[market.period] ?? [0, 0];
  const total = current[0] + current[1];
  if (market.period !== PERIOD_WITH_OVERTIME && periodOver(market.period, rules, progress)) return true;
  switch (market.marketType) {
    case 'Under/Over':
    case '1X2 And Under/Over':
      return market.line !== null && total > market.line;
    case 'Both Teams To Score':
      return current[0] > 0 && current[1] > 0;
    case 'First Team To Score':
      return progress.firstScorer !== null;
    default:
      return false;
  }
}

function periodOver(period: number, rules: SportRules, progress: MatchProgress): boolean {
  if (rules.kind === 'sets') {
    if (period === PERIOD_FULL_TIME) return false;
    const sets = progress.periodScores[PERIOD_FULL_TIME] ?? [0, 0];
    return sets[0] + sets[1] >= period;
  }
  const end = rules.periodShares[period]?.[1] ?? 1;
  return progress.share[0] >= end && progress.share[1] >= end;
}
