/**
 * bet365 virtual sports (SPEC.md §2 table, §3 team rankings), run by our server as a provider would:
 * each league's events start on a fixed slot, betting closes at the start, the result follows a
 * minute later and the bets settle like sports bets (game type 4). An event is a sports Fixture, so
 * the sports cart and odds buttons take its selections as they are; races add their runners.
 * Remaining seconds come from the server so the page never counts from its own clock.
 */
import { z } from 'zod';
import { virtualSportKeys } from '../virtual-leagues';
import { fixtureResultSchema, fixtureSchema } from './sports';
import { seoulDaySchema, textSchema } from './fields';
import { dayPageQuerySchema, pageOf } from './lists';

export const virtualSportKeySchema = z.enum(virtualSportKeys);

export const virtualRunnerSchema = z.object({
  /** trap or gate number, from 1 */
  no: z.number().int().positive(),
  name: z.string(),
});
export type VirtualRunner = z.infer<typeof virtualRunnerSchema>;

/**
 * One event of a league: a match (home, away, scores) or a race (home is the race's title, away is
 * empty, runners in trap order, placings once run). Markets: soccer 1X2, Under/Over 2.5 and Both Teams
 * To Score; basketball 12, Handicap and Under/Over; races Winner and Place (line = places paid).
 */
export const virtualEventSchema = fixtureSchema.extend({
  leagueKey: z.string(),
  /** seconds until betting closes at the start; 0 once started */
  secondsToStart: z.number().int().nonnegative(),
  /** seconds until the result, while the event runs; null before the start and after the result */
  secondsToResult: z.number().int().nonnegative().nullable(),
  runners: z.array(virtualRunnerSchema),
  /** runner numbers in finishing order (races, once run); null otherwise */
  placings: z.array(z.number().int()).nullable(),
});
export type VirtualEvent = z.infer<typeof virtualEventSchema>;

/**
 * `:sport` of the virtual sports' pages. Any short text: the server checks it against its sports, so
 * an unknown sport is a 404 with a Korean message rather than a 400.
 */
export const virtualSportParamsSchema = z.object({ sport: textSchema.min(1).max(32) });

/** GET /api/virtuals/:sport/events?league= : the league's coming and running events, soonest first. */
export const virtualEventsQuerySchema = z.object({ league: textSchema.min(1).max(40) });
export const virtualEventListSchema = z.object({
  items: z.array(virtualEventSchema),
});
export type VirtualEventList = z.infer<typeof virtualEventListSchema>;

/** GET /api/virtuals/:sport/results?league=&date=&page=&size= : finished events, newest first; no date is today. */
export const virtualResultQuerySchema = dayPageQuerySchema.extend({
  /** absent: every league of the sport */
  league: textSchema.min(1).max(40).optional(),
});
export type VirtualResultQuery = z.input<typeof virtualResultQuerySchema>;

/** A sports result of a league of ours (leagueKey rather than sportId), with what a race adds. */
export const virtualResultSchema = fixtureResultSchema.omit({ sportId: true, commitment: true, secret: true }).extend({
  leagueKey: z.string(),
  /** races: the runners in finishing order (all of them); empty for matches */
  placings: z.array(virtualRunnerSchema),
  /** races: the winner's and the place prices paid; matches: the 1X2 / 12 price of the result */
  winningPrices: z.array(z.object({ label: z.string(), price: z.number() })),
});
export type VirtualResult = z.infer<typeof virtualResultSchema>;
export const virtualResultPageSchema = pageOf(virtualResultSchema);
export type VirtualResultPage = z.infer<typeof virtualResultPageSchema>;

/** GET /api/virtuals/soccer/rankings?league=&date= : the league table of that Seoul day's matches. */
export const virtualRankingQuerySchema = z.object({
  league: z.enum(['premierships', 'superleagues', 'eurocups', 'worldcups']),
  date: seoulDaySchema.optional(),
});
export const virtualRankingRowSchema = z.object({
  rank: z.number().int().positive(),
  team: z.string(),
  played: z.number().int(),
  won: z.number().int(),
  drawn: z.number().int(),
  lost: z.number().int(),
  goalsFor: z.number().int(),
  goalsAgainst: z.number().int(),
  points: z.number().int(),
  /** the last five results, oldest first: 'W' | 'D' | 'L' */
  form: z.array(z.enum(['W', 'D', 'L'])),
});
export type VirtualRankingRow = z.infer<typeof virtualRankingRowSchema>;
export const virtualRankingSchema = z.object({
  leagueKey: z.string(),
  leagueNameKorean: z.string(),
  /** the Seoul day the table counts */
  date: z.string(),
  rows: z.array(virtualRankingRowSchema),
});
export type VirtualRanking = z.infer<typeof virtualRankingSchema>;

/** POST /api/admin/virtuals/play-now {sport, league}: the league's next events start and finish now (operators, tests). */
export const virtualPlayNowSchema = z.object({ sport: virtualSportKeySchema, league: textSchema.min(1).max(40) });
export type VirtualPlayNow = z.infer<typeof virtualPlayNowSchema>;
export const virtualPlayNowResultSchema = z.object({ played: z.array(z.number().int()) });
