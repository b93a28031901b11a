/**
 * The sports calls (SPEC.md §7 sports-prematch/*, kosca/opengame) and what our server adds: the
 * fixture lists of every book, one fixture with all its markets, the results and the odds stream.
 * Field names of the spec's own calls keep the spec's snake_case (sport_id, name_korean, cnt).
 */
import { z } from 'zod';
import { marketTypeKeys, sportsBooks } from '../sports-markets';
import { sportTabs } from '../sports';
import { LIVE_BOARD_SIZE, SPORTS_PAGE_SIZE } from '../constants';
import { dayPageQuerySchema, MAX_PAGE_SIZE, pageOf, pageQueryOf, pageSizeLimitMessage } from './lists';
import { MAX_SELECTION_QUOTES } from './sports-codes';

// The stream's event name and the quote limit live in sports-codes.ts (zod-free, for the books); the
// server keeps importing them from here.
export { MAX_SELECTION_QUOTES, SPORTS_STREAM_EVENT } from './sports-codes';

const sportTabKeys = sportTabs.map((tab) => tab.key) as [string, ...string[]];
export const sportsBookSchema = z.enum(sportsBooks);
export const marketTypeSchema = z.enum(marketTypeKeys as [string, ...string[]]);

/** GET /sports-prematch/sports: one entry per tab of the book with its fixture count. */
export const sportCountSchema = z.object({
  key: z.enum(sportTabKeys),
  /** null for the '전체' and '기타' tabs, which cover several sports */
  sport_id: z.number().int().nullable(),
  name_korean: z.string(),
  cnt: z.number().int().nonnegative(),
});
export type SportCount = z.infer<typeof sportCountSchema>;
export const sportCountListSchema = z.array(sportCountSchema);

/** `?{flag}=1` names the book (cross, live, europe …); `manualFlg=1` counts only fixtures open for betting. */
export const sportCountQuerySchema = z
  .object(Object.fromEntries(sportsBooks.map((book) => [book, z.literal('1').optional()])))
  .extend({ manualFlg: z.literal('1').optional() });

/** GET /sports-prematch/location?sportId= */
export const locationSchema = z.object({
  sport_id: z.number().int(),
  location_id: z.number().int(),
  name_korean: z.string(),
  cnt: z.number().int().nonnegative(),
});
export type Location = z.infer<typeof locationSchema>;
export const locationListSchema = z.array(locationSchema);
export const locationQuerySchema = z.object({ sportId: z.coerce.number().int().positive() });

/** GET sports-prematch/league?sportId=&locationId= answers league groups (SPEC.md §3). */
export const leagueSchema = z.object({
  sport_id: z.number().int(),
  location_id: z.number().int(),
  league_id: z.number().int(),
  name_korean: z.string(),
  cnt: z.number().int().nonnegative(),
});
export type League = z.infer<typeof leagueSchema>;
/** One group per location; the first element carries sport_id and location_id as the spec says. */
export const leagueGroupListSchema = z.array(z.array(leagueSchema));
export const leagueQuerySchema = locationQuerySchema.extend({ locationId: z.coerce.number().int().positive() });

export const fixtureStatuses = ['scheduled', 'live', 'finished', 'cancelled'] as const;
export const fixtureStatusSchema = z.enum(fixtureStatuses);
export type FixtureStatus = z.infer<typeof fixtureStatusSchema>;

export const tradingStatuses = ['open', 'suspended', 'closed'] as const;
export const tradingStatusSchema = z.enum(tradingStatuses);
export type TradingStatus = z.infer<typeof tradingStatusSchema>;

export const selectionSchema = z.object({
  id: z.number().int(),
  /** the feed's name ('1', 'X', 'Over' …); the site shows selectionNameKorean(name) */
  name: z.string(),
  /** decimal odds, two places */
  price: z.number(),
  status: tradingStatusSchema,
});
export type Selection = z.infer<typeof selectionSchema>;

export const marketSchema = z.object({
  id: z.number().int(),
  marketType: marketTypeSchema,
  period: z.number().int(),
  /** handicap or total line, e.g. "-1.5", "2.5"; null for markets without one */
  line: z.string().nullable(),
  status: tradingStatusSchema,
  selections: z.array(selectionSchema),
});
export type Market = z.infer<typeof marketSchema>;

export const liveStateSchema = z.object({
  /** e.g. "67′", "3쿼터 04:12", "7회말" */
  clock: z.string(),
  homeScore: z.number().int(),
  awayScore: z.number().int(),
});
export type LiveState = z.infer<typeof liveStateSchema>;

export const fixtureSchema = z.object({
  id: z.number().int(),
  sportId: z.number().int(),
  locationId: z.number().int(),
  locationNameKorean: z.string(),
  leagueId: z.number().int(),
  leagueNameKorean: z.string(),
  home: z.string(),
  away: z.string(),
  /** ISO instant */
  startAt: z.string(),
  status: fixtureStatusSchema,
  live: liveStateSchema.nullable(),
  /** every market of the fixture the book shows; lists may carry a subset (see marketCount) */
  markets: z.array(marketSchema),
  /** all open markets of the fixture in this book, for the "+N" link to the fixture view */
  marketCount: z.number().int().nonnegative(),
});
export type Fixture = z.infer<typeof fixtureSchema>;

/** GET /sports/fixtures: the book's fixtures, 15 a page, ordered by start time, league, id. */
// Only the in-play book may ask for a page above MAX_PAGE_SIZE, and only LIVE_BOARD_SIZE: its list is
// short (live fixtures only), and one size keeps one cached answer.
export const fixtureListQuerySchema = pageQueryOf(SPORTS_PAGE_SIZE, LIVE_BOARD_SIZE)
  .extend({
    book: sportsBookSchema.default('cross'),
    /** a tab key ('all', 'soccer' …) */
    tab: z.enum(sportTabKeys).default('all'),
    sport_id: z.coerce.number().int().positive().optional(),
    location_id: z.coerce.number().int().positive().optional(),
    league: z.coerce.number().int().positive().optional(),
  })
  .refine((query) => query.size <= MAX_PAGE_SIZE || (query.book === 'inplay' && query.size === LIVE_BOARD_SIZE), {
    message: pageSizeLimitMessage(MAX_PAGE_SIZE),
    path: ['size'],
  });
export type FixtureListQuery = z.input<typeof fixtureListQuerySchema>;

export const fixturePageSchema = pageOf(fixtureSchema);
export type FixturePage = z.infer<typeof fixturePageSchema>;

/** GET /sports/fixtures/:id?book= : one fixture with every market the book shows. */
export const fixtureQuerySchema = z.object({ book: sportsBookSchema.default('europe') });

/** GET /sports/results?tab=&date=&page=&size= : finished (and cancelled) fixtures with final scores; no date is today. */
export const resultQuerySchema = dayPageQuerySchema.extend({ tab: z.enum(sportTabKeys).default('all') });
export const fixtureResultSchema = z.object({
  id: z.number().int(),
  sportId: z.number().int(),
  leagueNameKorean: z.string(),
  home: z.string(),
  away: z.string(),
  /** ISO instant */
  startAt: z.string(),
  status: z.enum(['finished', 'cancelled']),
  homeScore: z.number().int().nullable(),
  awayScore: z.number().int().nullable(),
  /** the fixture's commitment, published from its listing (see fixtureProofSchema); null if it has none */
  commitment: z.string().nullable(),
  /** the fixture's secret, revealed now that it is over; with it the commitment and the match can be recomputed */
  secret: z.string().nullable(),
});
export type FixtureResult = z.infer<typeof fixtureResultSchema>;

/**
 * GET /sports/fixtures/:id/proof: what anyone needs to check a simulated fixture's result
 * (docs/decisions/050-unpredictable-sports-feed.md). From its listing the fixture carries
 * commitment = sha256 hex of `${id}:${secret}`; once it is finished or called off the secret is
 * revealed (never before), and `npm run verify:fixture -- <id>` replays the match from the secret,
 * the plan seed and the fixture's league and checks it against the score and period scores here.
 */
export const fixtureProofSchema = z.object({
  id: z.number().int(),
  status: fixtureStatusSchema,
  leagueId: z.number().int(),
  home: z.string(),
  away: z.string(),
  /** the feed's public plan seed (teams, ratings); null where the feed is not this site's simulator */
  planSeed: z.number().int().nullable(),
  /** null for fixtures without one (the virtual sports, fixtures listed before commitments) */
  commitment: z.string().nullable(),
  /** null until the fixture is finished or cancelled */
  secret: z.string().nullable(),
  homeScore: z.number().int().nullable(),
  awayScore: z.number().int().nullable(),
  /** scores per period code, as settlement reads them ({"10": [1, 0], "100": [2, 1]}) */
  periodScores: z.record(z.string(), z.tuple([z.number().int(), z.number().int()])).nullable(),
});
export type FixtureProof = z.infer<typeof fixtureProofSchema>;
export const fixtureResultPageSchema = pageOf(fixtureResultSchema);
export type FixtureResultPage = z.infer<typeof fixtureResultPageSchema>;

/**
 * GET /sports/stream (Server-Sent Events). Each `update` event carries one batch of changes since
 * the previous one, numbered by seq; a client that sees a gap (or reconnects) refetches its lists.
 */
export const oddsUpdateSchema = z.object({
  seq: z.number().int(),
  selections: z.array(
    z.object({
      id: z.number().int(),
      marketId: z.number().int(),
      fixtureId: z.number().int(),
      price: z.number(),
      status: tradingStatusSchema,
    }),
  ),
  markets: z.array(z.object({ id: z.number().int(), fixtureId: z.number().int(), status: tradingStatusSchema })),
  fixtures: z.array(z.object({ id: z.number().int(), status: fixtureStatusSchema, live: liveStateSchema.nullable() })),
});
export type OddsUpdate = z.infer<typeof oddsUpdateSchema>;

/** GET kosca/opengame?type=EU|IN answers the URL of the book to open in a new window. */
export const openGameQuerySchema = z.object({ type: z.enum(['EU', 'IN']) });
export const openGameUrlSchema = z.string();

/** GET /sports/selections?ids=1,2,3 : the cart's "refresh odds"; at most 50 ids, unknown ids are left out. */
export const selectionQuoteQuerySchema = z.object({
  ids: z
    .string()
    .regex(/^\d{1,16}(,\d{1,16})*$/, '선택 번호를 쉼표로 구분해 주세요.')
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .refine((ids) => ids.length <= MAX_SELECTION_QUOTES, `한 번에 ${MAX_SELECTION_QUOTES}개까지 조회할 수 있습니다.`)
    .refine((ids) => ids.every((id) => Number.isSafeInteger(id) && id > 0), '선택 번호가 올바르지 않습니다.'),
});
export const selectionQuoteSchema = z.object({
  id: z.number().int(),
  price: z.number(),
  /** open only when the selection, its market and its fixture all take bets */
  status: tradingStatusSchema,
  fixtureStatus: fixtureStatusSchema,
});
export type SelectionQuote = z.infer<typeof selectionQuoteSchema>;
export const selectionQuotesSchema = z.array(selectionQuoteSchema);

/** POST /admin/sports/advance: brings the feed's future this many seconds closer (at most a day). */
export const sportsAdvanceSchema = z.object({ seconds: z.number().int().min(1).max(86_400) });
export type SportsAdvance = z.infer<typeof sportsAdvanceSchema>;

/** GET /admin/sports/feed */
export const sportsFeedStatusSchema = z.object({
  running: z.boolean(),
  liveFixtures: z.number().int().nonnegative(),
  scheduledFixtures: z.number().int().nonnegative(),
  /** how many odds batches this server's feed has published (each stream numbers the batches it sends) */
  seq: z.number().int().nonnegative(),
});
export type SportsFeedStatus = z.infer<typeof sportsFeedStatusSchema>;
