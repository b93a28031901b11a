import { and, eq, gt, inArray, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import {
  isLiveBook,
  isMarketInBook,
  marketTypeKeys,
  PERIOD_FULL_TIME,
  PERIOD_WITH_OVERTIME,
  type MarketType,
  type SportsBook,
} from '@site/contracts/sports-markets';
import { fixtures, markets, sports } from '../../db/schema/sports';

/**
 * The contracts' isMarketInBook as SQL, so lists filter in the database. Built by asking the
 * function about every market type and period code a feed uses, so the two cannot disagree.
 */
export const FEED_PERIOD_CODES = [1, 2, 3, 4, 5, 10, 20, 30, 40, 50, 100, 101, 102] as const;

/**
 * The market types the book shows and the periods it shows them in, periods with the same types as one
 * rule (a condition of two rules rather than twelve is cheaper to test on every market); null when it
 * shows every market (no condition).
 */
function bookMarketRules(book: SportsBook): { periods: number[]; types: MarketType[] }[] | null {
  const typesByPeriod = FEED_PERIOD_CODES.map((period) => ({
    period,
    types: marketTypeKeys.filter((marketType) => isMarketInBook(book, { marketType, period })),
  }));
  if (typesByPeriod.every(({ types }) => types.length === marketTypeKeys.length)) return null;
  const rules = new Map<string, { periods: number[]; types: MarketType[] }>();
  for (const { period, types } of typesByPeriod) {
    if (types.length === 0) continue;
    const key = types.join('\n');
    const rule = rules.get(key);
    if (rule) rule.periods.push(period);
    else rules.set(key, { periods: [period], types });
  }
  return [...rules.values()];
}

export function marketInBookCondition(book: SportsBook): SQL | undefined {
  const allowed = bookMarketRules(book);
  if (allowed === null) return undefined;
  if (allowed.length === 0) return sql`false`;
  return or(
    ...allowed.map(({ periods, types }) => and(inArray(markets.period, periods), inArray(markets.marketType, types))),
  );
}

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * marketInBookCondition as the text of a statement fixed at load (db/prepared.ts), on the markets
 * table under `alias`: the book's constants are written into the text, nothing to bind.
 */
export function marketInBookText(book: SportsBook, alias: string): string {
  const allowed = bookMarketRules(book);
  if (allowed === null) return 'true';
  if (allowed.length === 0) return 'false';
  const groups = allowed.map(
    ({ periods, types }) =>
      `(${alias}.period in (${periods.join(', ')}) and ${alias}.market_type in (${types.map(literal).join(', ')}))`,
  );
  return `(${groups.join(' or ')})`;
}

/** Fixtures of the real sports: the virtual sports' events have pages of their own (modules/virtuals). */
export const realSportCondition: SQL = sql`${fixtures.sportId} in (select ${sports.id} from ${sports} where not ${sports.virtual})`;

/**
 * Fixtures a book lists: of a real sport, in play for the live books, not started for the others.
 * `now` may be a placeholder, for a query prepared once (repo.ts).
 */
export function fixtureInBookCondition(book: SportsBook, now: Date | Placeholder): SQL | undefined {
  return and(
    realSportCondition,
    isLiveBook(book) ? eq(fixtures.status, 'live') : and(eq(fixtures.status, 'scheduled'), gt(fixtures.startAt, now)),
  );
}

/** The result, handicap and total groups whose main line the European and in-play lists show. */
const mainGroups: readonly (readonly MarketType[])[] = [['1X2', '12'], ['Handicap'], ['Under/Over']];

export interface MarketRowLike {
  id: number;
  fixtureId: number;
  marketType: string;
  period: number;
  sort: number;
}

/**
 * For each fixture, its main markets: per group the full-time market (with overtime where there is
 * one) that comes first, i.e. its main line.
 */
export function mainMarketIds(rows: readonly MarketRowLike[]): Set<number> {
  const best = new Map<string, MarketRowLike>();
  for (const row of rows) {
    if (row.period !== PERIOD_FULL_TIME && row.period !== PERIOD_WITH_OVERTIME) continue;
    const group = mainGroups.findIndex((types) => types.includes(row.marketType as MarketType));
    if (group < 0) continue;
    const key = `${row.fixtureId}:${group}`;
    const current = best.get(key);
    if (!current || row.period > current.period || (row.period === current.period && row.sort < current.sort)) {
      best.set(key, row);
    }
  }
  return new Set([...best.values()].map((row) => row.id));
}
