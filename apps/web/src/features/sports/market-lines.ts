import type { Market, Selection } from '@site/contracts/api/sports';
import {
  PERIOD_FULL_TIME,
  PERIOD_WITH_OVERTIME,
  marketTypeKeys,
  periodLabel,
  selectionLabel as selectionLabelOf,
  type MarketType,
  type SportsBook,
} from '@site/contracts/sports-markets';

/** The order buttons stand in: home before draw before away, over before under, yes before no. */
const selectionOrder = [
  '1',
  'Home',
  'X',
  '2',
  'Away',
  'Over',
  'Under',
  'Yes',
  'No',
  'Odd',
  'Even',
  '1 And Over',
  'X And Over',
  '2 And Over',
  '1 And Under',
  'X And Under',
  '2 And Under',
  'None',
];
const rank = (name: string): number => {
  const index = selectionOrder.indexOf(name);
  return index === -1 ? selectionOrder.length : index;
};

export const orderedSelections = (selections: readonly Selection[]): Selection[] =>
  [...selections].sort((a, b) => rank(a.name) - rank(b.name));

/** The label of one odds button: the Korean selection name, with the line where it matters. */
export const selectionLabel = (
  market: Pick<Market, 'marketType' | 'line'>,
  selection: Pick<Selection, 'name'>,
): string => selectionLabelOf({ marketType: market.marketType, line: market.line, selectionName: selection.name });

const typeRank = (type: string): number => {
  const index = marketTypeKeys.indexOf(type as MarketType);
  return index === -1 ? marketTypeKeys.length : index;
};

const periodRank = (period: number): number => {
  // Full time and its variants first, then halves, quarters, sets and innings, then overtime and penalties.
  const fixed = [PERIOD_FULL_TIME, PERIOD_WITH_OVERTIME, 102];
  const index = fixed.indexOf(period);
  if (index !== -1) return index;
  if (period === 40 || period === 50) return 1000 + period;
  return 10 + period;
};

const byTypeThenLine = (a: Market, b: Market): number =>
  typeRank(a.marketType) - typeRank(b.marketType) || Number(a.line ?? 0) - Number(b.line ?? 0) || a.id - b.id;

export const sortMarkets = (markets: readonly Market[]): Market[] =>
  [...markets].sort((a, b) => periodRank(a.period) - periodRank(b.period) || byTypeThenLine(a, b));

export interface PeriodGroup {
  period: number;
  label: string;
  markets: Market[];
}

/** Every market of a fixture grouped by period (풀타임, 연장포함, 전반전 …), each group by market type. */
export function groupMarketsByPeriod(sportId: number, markets: readonly Market[]): PeriodGroup[] {
  const groups = new Map<number, Market[]>();
  for (const market of sortMarkets(markets)) {
    const group = groups.get(market.period);
    if (group) group.push(market);
    else groups.set(market.period, [market]);
  }
  return [...groups].map(([period, list]) => ({ period, label: periodLabel(sportId, period), markets: list }));
}

/**
 * The markets a list row shows; the rest are behind "+N". The feed lists a market's main line
 * first among those of its type and period. The Korean-style books show the main line of each kind
 * their list carries (the server filters them by book). The European and in-play boards show one
 * market of each main kind, the result, a handicap and a total, with overtime where the sport has
 * it, else full time.
 */
export function rowMarkets(book: SportsBook, markets: readonly Market[]): Market[] {
  if (book !== 'europe' && book !== 'inplay') {
    const seen = new Set<string>();
    return sortMarkets(
      markets.filter((market) => {
        const kind = `${market.marketType}@${market.period}`;
        if (seen.has(kind)) return false;
        seen.add(kind);
        return true;
      }),
    );
  }
  // These books count overtime: a sport that has it shows its with-overtime markets first.
  const preferred = [PERIOD_WITH_OVERTIME, PERIOD_FULL_TIME];
  const pick = (types: readonly MarketType[]): Market | undefined => {
    for (const period of preferred)
      for (const type of types) {
        const found = markets.find((market) => market.marketType === type && market.period === period);
        if (found) return found;
      }
    return undefined;
  };
  return [pick(['1X2', '12']), pick(['Handicap']), pick(['Under/Over'])].filter(
    (market): market is Market => market !== undefined,
  );
}

/** How many markets the row leaves out, for the "+N" button (open ones the server counted). */
export const hiddenMarketCount = (marketCount: number, shown: number): number => Math.max(0, marketCount - shown);
