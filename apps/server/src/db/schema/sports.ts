import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What a sports feed delivers: sports, locations, leagues, fixtures, markets and their selections.
 * The simulated feed (sim/sports) writes these tables exactly as a real feed adapter would; the
 * books read them and the bet service prices and settles from them.
 */
export const sports = pgTable('sports', {
  /** the feed's id; the spec's ids for the five sports with buttons */
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  nameKorean: text('name_korean').notNull(),
  sort: integer('sort').notNull().default(0),
  /** a virtual sport (sim/virtuals): its fixtures never appear in the real books nor in the sports feed */
  virtual: boolean('virtual').notNull().default(false),
});

export const locations = pgTable('locations', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  nameKorean: text('name_korean').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const leagues = pgTable('leagues', {
  id: integer('id').primaryKey(),
  sportId: integer('sport_id')
    .notNull()
    .references(() => sports.id),
  locationId: integer('location_id')
    .notNull()
    .references(() => locations.id),
  name: text('name').notNull(),
  nameKorean: text('name_korean').notNull(),
  sort: integer('sort').notNull().default(0),
});

export interface FixtureRace {
  runners: { no: number; name: string }[];
  /** runner numbers in finishing order; null until the race is run */
  placings: number[] | null;
}

export const fixtureStatusValues = ['scheduled', 'live', 'finished', 'cancelled'] as const;
export const tradingStatusValues = ['open', 'suspended', 'closed'] as const;

export const fixtures = pgTable(
  'fixtures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id),
    home: text('home').notNull(),
    away: text('away').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: fixtureStatusValues }).notNull().default('scheduled'),
    /** live clock text as the feed sends it, e.g. "67′"; null before kick-off */
    liveClock: text('live_clock'),
    homeScore: smallint('home_score'),
    awayScore: smallint('away_score'),
    /** scores per period code ({"10": [1, 0], "100": [2, 1]}); settlement of period markets reads it */
    periodScores: jsonb('period_scores').$type<Record<string, [number, number]>>(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** a virtual race's runners in trap order, and their finishing order once run; null for matches */
    race: jsonb('race').$type<FixtureRace>(),
    /**
     * The simulated feed's proof (sim/sports/feed-keys.ts): sha256 of `${id}:${secret}`, published from
     * the fixture's listing, and the secret, revealed (written) only once the fixture is finished or
     * called off. Null for the virtual sports and fixtures listed before the feed committed to them.
     */
    commitment: text('commitment'),
    secret: text('secret'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('fixtures_status_start_idx').on(table.status, table.startAt),
    index('fixtures_league_idx').on(table.leagueId),
    check('fixtures_status_valid', sql`${table.status} in ('scheduled', 'live', 'finished', 'cancelled')`),
  ],
);
export type FixtureRow = typeof fixtures.$inferSelect;

export const markets = pgTable(
  'markets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    fixtureId: bigint('fixture_id', { mode: 'number' })
      .notNull()
      .references(() => fixtures.id),
    /** a key of contracts' marketTypes */
    marketType: text('market_type').notNull(),
    /** period code (100 full time, 101 with overtime …) */
    period: smallint('period').notNull(),
    line: text('line'),
    status: text('status', { enum: tradingStatusValues }).notNull().default('open'),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [
    index('markets_fixture_idx').on(table.fixtureId),
    check('markets_status_valid', sql`${table.status} in ('open', 'suspended', 'closed')`),
  ],
);
export type MarketRow = typeof markets.$inferSelect;

export const selections = pgTable(
  'selections',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    marketId: bigint('market_id', { mode: 'number' })
      .notNull()
      .references(() => markets.id),
    fixtureId: bigint('fixture_id', { mode: 'number' })
      .notNull()
      .references(() => fixtures.id),
    name: text('name').notNull(),
    /** decimal odds × 100 (1.85 is 185): prices compare exactly */
    priceX100: integer('price_x100').notNull(),
    status: text('status', { enum: tradingStatusValues }).notNull().default('open'),
    /** settlement code once the feed resolved it: 1 lost, 2 won, 3 void, -1 cancelled; null before */
    result: smallint('result'),
    sort: integer('sort').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('selections_market_idx').on(table.marketId),
    index('selections_fixture_idx').on(table.fixtureId),
    check('selections_price_valid', sql`${table.priceX100} > 100`),
    check('selections_status_valid', sql`${table.status} in ('open', 'suspended', 'closed')`),
  ],
);
export type SelectionRow = typeof selections.$inferSelect;
