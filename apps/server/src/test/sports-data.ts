import { eq, inArray } from 'drizzle-orm';
import { SETTLEMENT_CANCELLED, SETTLEMENT_LOST, SETTLEMENT_VOID, SETTLEMENT_WON } from '@site/contracts/api/bets';
import type { Database } from '../db/client';
import { fixtures, leagues, locations, markets, selections, sports } from '../db/schema/sports';

/**
 * Sports data for tests, written straight into the feed's tables (no simulator): one fixture per call
 * with the markets a test needs, each with ids of its own, and helpers that play the feed's part
 * (move a price, suspend a market, start a match, post results).
 */

export const FOOTBALL = 6046;
const LOCATION_ID = 9_100_001;

// Every test file has a database of its own, so a counter makes ids unique; leagues' ids are int4.
let nextId = 1_000_000;
const newId = (): number => ++nextId;

export interface SelectionSpec {
  name: string;
  price: number;
  status?: 'open' | 'suspended' | 'closed';
}

export interface MarketSpec {
  marketType: string;
  period?: number;
  line?: string | null;
  status?: 'open' | 'suspended' | 'closed';
  selections: SelectionSpec[];
}

export interface FixtureSpec {
  startAt: Date;
  status?: 'scheduled' | 'live' | 'finished' | 'cancelled';
  home?: string;
  away?: string;
  sportId?: number;
  leagueNameKorean?: string;
  markets?: MarketSpec[];
}

export interface TestSelection {
  id: number;
  marketId: number;
  fixtureId: number;
  marketType: string;
  line: string | null;
  name: string;
  price: number;
}

export interface TestFixture {
  id: number;
  home: string;
  away: string;
  leagueNameKorean: string;
  startAt: Date;
  selections: TestSelection[];
  /** the selection of a market type and name (and line, when the fixture has several of that type) */
  pick(marketType: string, name: string, line?: string): TestSelection;
}

/** 1X2, 12, handicap -1.5, under/over 2.5 and odd/even at full time: enough for every placement rule. */
export const defaultMarkets = (): MarketSpec[] => [
  {
    marketType: '1X2',
    selections: [
      { name: '1', price: 2.1 },
      { name: 'X', price: 3.2 },
      { name: '2', price: 3.4 },
    ],
  },
  {
    marketType: '12',
    selections: [
      { name: '1', price: 1.5 },
      { name: '2', price: 2.45 },
    ],
  },
  {
    marketType: 'Handicap',
    line: '-1.5',
    selections: [
      { name: 'Home', price: 1.95 },
      { name: 'Away', price: 1.85 },
    ],
  },
  {
    marketType: 'Under/Over',
    line: '2.5',
    selections: [
      { name: 'Over', price: 1.9 },
      { name: 'Under', price: 1.9 },
    ],
  },
  {
    marketType: 'Odd/Even',
    selections: [
      { name: 'Odd', price: 1.95 },
      { name: 'Even', price: 1.85 },
    ],
  },
];

const toX100 = (price: number): number => Math.round(price * 100);

export async function insertFixture(db: Database, spec: FixtureSpec): Promise<TestFixture> {
  const sportId = spec.sportId ?? FOOTBALL;
  await db
    .insert(sports)
    .values({ id: sportId, name: `sport ${sportId}`, nameKorean: '축구' })
    .onConflictDoNothing();
  await db.insert(locations).values({ id: LOCATION_ID, name: 'Korea', nameKorean: '대한민국' }).onConflictDoNothing();
  const leagueId = newId();
  const leagueNameKorean = spec.leagueNameKorean ?? `K리그 ${leagueId % 1000}`;
  await db
    .insert(leagues)
    .values({ id: leagueId, sportId, locationId: LOCATION_ID, name: 'K League', nameKorean: leagueNameKorean });
  const fixtureId = newId();
  const home = spec.home ?? `홈팀${fixtureId % 1000}`;
  const away = spec.away ?? `원정팀${fixtureId % 1000}`;
  const status = spec.status ?? 'scheduled';
  await db.insert(fixtures).values({
    id: fixtureId,
    sportId,
    locationId: LOCATION_ID,
    leagueId,
    home,
    away,
    startAt: spec.startAt,
    status,
    ...(status === 'live' ? { homeScore: 0, awayScore: 0, liveClock: "10'" } : {}),
  });

  // One insert per table: PGlite runs statements one at a time, and tests make many fixtures.
  const marketRows: (typeof markets.$inferInsert)[] = [];
  const selectionRows: (typeof selections.$inferInsert)[] = [];
  const inserted: TestSelection[] = [];
  for (const [marketIndex, market] of (spec.markets ?? defaultMarkets()).entries()) {
    const marketId = newId();
    const line = market.line ?? null;
    marketRows.push({
      id: marketId,
      fixtureId,
      marketType: market.marketType,
      period: market.period ?? 100,
      line,
      status: market.status ?? 'open',
      sort: marketIndex,
    });
    for (const [index, selection] of market.selections.entries()) {
      const id = newId();
      selectionRows.push({
        id,
        marketId,
        fixtureId,
        name: selection.name,
        priceX100: toX100(selection.price),
        status: selection.status ?? 'open',
        sort: index,
      });
      const { marketType } = market;
      inserted.push({ id, marketId, fixtureId, marketType, line, name: selection.name, price: selection.price });
    }
  }
  if (marketRows.length > 0) await db.insert(markets).values(marketRows);
  if (selectionRows.length > 0) await db.insert(selections).values(selectionRows);

  return {
    id: fixtureId,
    home,
    away,
    leagueNameKorean,
    startAt: spec.startAt,
    selections: inserted,
    pick(marketType, name, line) {
      const found = inserted.find(
        (entry) =>
          entry.marketType === marketType && entry.name === name && (line === undefined || entry.line === line),
      );
      if (!found) throw new Error(`test fixture has no ${marketType} ${name} ${line ?? ''}`);
      return found;
    },
  };
}

/** The feed moved a price. */
export async function setPrice(db: Database, selectionId: number, price: number): Promise<void> {
  await db
    .update(selections)
    .set({ priceX100: toX100(price) })
    .where(eq(selections.id, selectionId));
}

export async function setSelectionStatus(
  db: Database,
  selectionId: number,
  status: 'open' | 'suspended' | 'closed',
): Promise<void> {
  await db.update(selections).set({ status }).where(eq(selections.id, selectionId));
}

export async function setMarketStatus(
  db: Database,
  marketId: number,
  status: 'open' | 'suspended' | 'closed',
): Promise<void> {
  await db.update(markets).set({ status }).where(eq(markets.id, marketId));
}

export async function setFixtureStatus(
  db: Database,
  fixtureId: number,
  status: 'scheduled' | 'live' | 'finished' | 'cancelled',
): Promise<void> {
  await db.update(fixtures).set({ status }).where(eq(fixtures.id, fixtureId));
}

/**
 * The feed's verdict on a finished fixture: the named selections won, the voided ones void, every
 * other selection of the fixture lost; the fixture is finished with the score and its markets closed.
 */
export async function resultFixture(
  db: Database,
  fixture: TestFixture,
  { won, voided = [], score = [1, 0] }: { won: TestSelection[]; voided?: TestSelection[]; score?: [number, number] },
): Promise<void> {
  const wonIds = won.map((selection) => selection.id);
  const voidIds = voided.map((selection) => selection.id);
  await db
    .update(selections)
    .set({ result: SETTLEMENT_LOST, status: 'closed' })
    .where(eq(selections.fixtureId, fixture.id));
  if (wonIds.length > 0)
    await db.update(selections).set({ result: SETTLEMENT_WON }).where(inArray(selections.id, wonIds));
  if (voidIds.length > 0)
    await db.update(selections).set({ result: SETTLEMENT_VOID }).where(inArray(selections.id, voidIds));
  await db
    .update(markets)
    .set({ status: 'closed' })
    .where(inArray(markets.id, [...new Set(fixture.selections.map((selection) => selection.marketId))]));
  await db
    .update(fixtures)
    .set({ status: 'finished', homeScore: score[0], awayScore: score[1], finishedAt: new Date() })
    .where(eq(fixtures.id, fixture.id));
}

/** The feed called the fixture off: every selection cancelled, the fixture cancelled. */
export async function cancelFixture(db: Database, fixture: TestFixture): Promise<void> {
  await db
    .update(selections)
    .set({ result: SETTLEMENT_CANCELLED, status: 'closed' })
    .where(eq(selections.fixtureId, fixture.id));
  await db.update(fixtures).set({ status: 'cancelled' }).where(eq(fixtures.id, fixture.id));
}
