/**
 * The live match centre (/livetv, issue 14): the in-play fixtures a tracker follows, and one
 * fixture's scoreboard, tracker, timeline and statistics as the sports feed's match events draw
 * them. The page polls (docs/decisions/030); answers may be a second old (max-age=1).
 */
import { z } from 'zod';

/** Sports the tracker draws: a pitch or a court each. */
export const liveTvSports = ['football', 'basketball', 'volleyball'] as const;
export const liveTvSportSchema = z.enum(liveTvSports);
export type LiveTvSport = z.infer<typeof liveTvSportSchema>;

// Which sports have a tracker lives in livetv-codes.ts (zod-free, for the books' pages); the server imports it from here.
export * from './livetv-codes';

export const matchSideSchema = z.enum(['home', 'away']);
export type MatchSide = z.infer<typeof matchSideSchema>;

/**
 * What happened. All sports: a period (half, quarter, set) starts or ends. Football: attack,
 * dangerous attack, shots, corner, goal, cards. Basketball: a basket (points 1-3), foul, timeout.
 * Volleyball: a rally's point (detail: how it was won) and a set won.
 */
export const matchEventKinds = [
  'periodStart',
  'periodEnd',
  'attack',
  'dangerousAttack',
  'shotOnTarget',
  'shotOffTarget',
  'corner',
  'goal',
  'yellowCard',
  'redCard',
  'basket',
  'foul',
  'timeout',
  'point',
  'setWon',
] as const;
export const matchEventKindSchema = z.enum(matchEventKinds);
export type MatchEventKind = z.infer<typeof matchEventKindSchema>;

/** How a volleyball point was won. */
export const pointDetails = ['ace', 'block', 'spike', 'error'] as const;
export const pointDetailSchema = z.enum(pointDetails);
export type PointDetail = z.infer<typeof pointDetailSchema>;

/**
 * Where the ball is, in hundredths of the pitch or court: x from the home goal (0) to the away goal
 * (100) — home attacks to the right — and y from the top touchline (0) to the bottom (100).
 */
export const ballSchema = z.object({ x: z.number().min(0).max(100), y: z.number().min(0).max(100) });
export type Ball = z.infer<typeof ballSchema>;

const scorePairSchema = z.tuple([z.number().int().nonnegative(), z.number().int().nonnegative()]);

export const matchEventSchema = z.object({
  /** the event's number within the match, from 0: the key of a timeline row */
  seq: z.number().int().nonnegative(),
  /** seconds after the start */
  atSec: z.number().int().nonnegative(),
  /** the clock text at the event, as the scoreboard shows it ("37′", "2쿼터 04:12", "2세트") */
  clock: z.string(),
  /** the half, quarter (5+: overtimes) or set, from 1 */
  period: z.number().int().positive(),
  kind: matchEventKindSchema,
  /** null for the period's start and end */
  side: matchSideSchema.nullable(),
  /** a basket's points (1, 2 or 3) */
  points: z.number().int().positive().optional(),
  detail: pointDetailSchema.optional(),
  /** the score after the event (volleyball: sets) */
  score: scorePairSchema,
  ball: ballSchema.optional(),
});
export type MatchEvent = z.infer<typeof matchEventSchema>;

/**
 * The tracker's picture now: the last thing that happened (or 'possession' when play goes on
 * quietly, 'break' between periods), who has the ball and where, a scoring run under way
 * (basketball), the set's points and who serves (volleyball).
 */
export const trackerStateSchema = z.object({
  action: z.union([matchEventKindSchema, z.enum(['possession', 'break'])]),
  side: matchSideSchema.nullable(),
  ball: ballSchema.nullable(),
  /** points scored in a row by one side while the other scored none (basketball, 5 or more) */
  run: z.object({ side: matchSideSchema, points: z.number().int().positive() }).nullable(),
  /** the set being played and its points (volleyball) */
  set: z.object({ number: z.number().int().positive(), points: scorePairSchema }).nullable(),
  /** the event the picture shows, so the page animates each one once */
  eventSeq: z.number().int().nonnegative().nullable(),
});
export type TrackerState = z.infer<typeof trackerStateSchema>;

/** Statistic per team; the page names each key in Korean. */
export const matchStatKeys = [
  'possession',
  'attacks',
  'dangerousAttacks',
  'shotsOnTarget',
  'shotsOffTarget',
  'corners',
  'yellowCards',
  'redCards',
  'twoPointers',
  'threePointers',
  'freeThrows',
  'fouls',
  'timeouts',
  'longestRun',
  'aces',
  'blocks',
  'spikes',
  'opponentErrors',
  'points',
] as const;
export const matchStatSchema = z.object({
  key: z.enum(matchStatKeys),
  home: z.number().int().nonnegative(),
  away: z.number().int().nonnegative(),
});
export type MatchStat = z.infer<typeof matchStatSchema>;

/** Points per period (goals per half, points per quarter or set). */
export const periodScoreSchema = z.object({
  period: z.number().int().positive(),
  home: z.number().int().nonnegative(),
  away: z.number().int().nonnegative(),
});
export type PeriodScore = z.infer<typeof periodScoreSchema>;

export const liveTvFixtureSchema = z.object({
  id: z.number().int().positive(),
  sport: liveTvSportSchema,
  sportId: z.number().int().positive(),
  league: z.string(),
  location: z.string(),
  home: z.string(),
  away: z.string(),
  /** football goals, basketball points, volleyball sets */
  homeScore: z.number().int().nonnegative(),
  awayScore: z.number().int().nonnegative(),
  clock: z.string(),
});
export type LiveTvFixture = z.infer<typeof liveTvFixtureSchema>;

/** GET /api/livetv/fixtures : the in-play fixtures the tracker follows, by sport then kick-off. */
export const liveTvFixtureListSchema = z.object({ items: z.array(liveTvFixtureSchema) });
export type LiveTvFixtureList = z.infer<typeof liveTvFixtureListSchema>;

/** How many timeline rows an answer carries, newest first. */
export const TIMELINE_ROWS = 40;

/** GET /api/livetv/fixtures/:id : the fixture in play with its tracker, timeline and statistics. */
export const liveTvMatchSchema = liveTvFixtureSchema.extend({
  /** seconds since the start, as the tracker reads the match */
  elapsedSec: z.number().int().nonnegative(),
  tracker: trackerStateSchema,
  /** the latest events, newest first (at most TIMELINE_ROWS) */
  timeline: z.array(matchEventSchema),
  stats: z.array(matchStatSchema),
  periods: z.array(periodScoreSchema),
});
export type LiveTvMatch = z.infer<typeof liveTvMatchSchema>;

export const liveTvErrors = {
  notLive: '진행 중인 경기가 아닙니다.',
} as const;
