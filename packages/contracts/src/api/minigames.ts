/**
 * Minigame calls: the spec's GET /settingMinigame/{id} and GET minigame/events, and what our server
 * adds: the game's board (current round, markets with prices), round history with the proof of each
 * draw, placing a bet on the open round, and the rounds stream. Times are ISO instants; remaining
 * seconds come from the server so the site never counts from its own clock (DESIGN.md).
 */
import { z } from 'zod';
import { minigameResultSchema } from '../minigame-results';
import { idempotencyKeySchema, textSchema } from './fields';
import { dayPageQuerySchema, pageOf } from './lists';

/** GET /settingMinigame/:id (SPEC.md §3, §4: maintenance when on, empty or failed). */
export const minigameSettingSchema = z.object({
  gameId: z.number().int(),
  systemMaintenanceFlg: z.boolean(),
  minStake: z.number().int(),
  maxStake: z.number().int(),
  maxPayout: z.number().int(),
});
export type MinigameSetting = z.infer<typeof minigameSettingSchema>;

/** GET /api/admin/minigames: every game's setting (defaults where the operator set none), in table order. */
export const minigameSettingListSchema = z.array(minigameSettingSchema);

/** PUT /api/admin/minigames/:id: only the fields sent change. */
export const minigameSettingUpdateSchema = z
  .object({
    systemMaintenanceFlg: z.boolean(),
    minStake: z.number().int().min(1),
    maxStake: z.number().int().min(1),
    maxPayout: z.number().int().min(1),
  })
  .partial();
export type MinigameSettingUpdate = z.infer<typeof minigameSettingUpdateSchema>;

export const roundStatuses = ['open', 'closed', 'drawn', 'cancelled'] as const;
export const roundStatusSchema = z.enum(roundStatuses);

export const minigameRoundSchema = z.object({
  id: z.number().int(),
  gameId: z.number().int(),
  /** the round's number within its Seoul day, from 1 */
  roundNo: z.number().int(),
  /** the Seoul day the round belongs to, YYYY-MM-DD */
  date: z.string(),
  status: roundStatusSchema,
  opensAt: z.string(),
  /** betting closes here, a few seconds before the draw */
  closesAt: z.string(),
  drawsAt: z.string(),
  /** seconds from the server's now to closesAt / drawsAt, never negative */
  secondsToClose: z.number().int(),
  secondsToDraw: z.number().int(),
  /** sha256 hex published before the round opens: sha256(`${gameId}:${roundId}:${secret}`) */
  commitment: z.string(),
  /** revealed after the draw; with it anyone can recompute the commitment and the result */
  secret: z.string().nullable(),
  result: minigameResultSchema.nullable(),
  /** the result in a few Korean words, e.g. "파워볼 7 홀 · 일반볼 합 85 언더" */
  resultText: z.string().nullable(),
});
export type MinigameRound = z.infer<typeof minigameRoundSchema>;

/** GET minigame/events?gameId=&currentGame=1 (SPEC.md §7): a list whose first item is the current round. */
export const minigameEventsQuerySchema = z.object({
  gameId: z.coerce.number().int().positive(),
  currentGame: z.literal('1').optional(),
});
export const minigameEventListSchema = z.array(minigameRoundSchema);

export const minigamePickSchema = z.object({
  key: z.string(),
  nameKorean: z.string(),
  /** decimal odds, two places */
  price: z.number(),
});
export const minigameMarketSchema = z.object({
  key: z.string(),
  nameKorean: z.string(),
  /** the tab the market stands under (e.g. '파워볼', '일반볼', '조합') */
  group: z.string(),
  picks: z.array(minigamePickSchema),
});
export type MinigameMarket = z.infer<typeof minigameMarketSchema>;

/** GET /minigame/games/:id: the board of one game. */
export const minigameBoardSchema = z.object({
  gameId: z.number().int(),
  /** the game's kind (contracts minigames.ts), which decides the stage the site draws */
  kind: z.string(),
  setting: minigameSettingSchema,
  /** the round now taking bets (or the one about to draw) */
  current: minigameRoundSchema,
  markets: z.array(minigameMarketSchema),
});
export type MinigameBoard = z.infer<typeof minigameBoardSchema>;

/** GET /minigame/games/:id/rounds?date=&page=: drawn rounds, newest first, with their proof; no date is every day. */
export const minigameRoundQuerySchema = dayPageQuerySchema;
/** GET /minigame/results?gameId=&date=&page=: the same page as a game's rounds, for the results screen. */
export const minigameResultQuerySchema = minigameRoundQuerySchema.extend({
  gameId: z.coerce.number().int().positive(),
});
export const minigameRoundPageSchema = pageOf(minigameRoundSchema);
export type MinigameRoundPage = z.infer<typeof minigameRoundPageSchema>;

/** POST /minigame/bets: one pick on the open round (SPEC.md §4: the minigame bet is a single object). */
export const placeMinigameBetSchema = z.object({
  idempotencyKey: idempotencyKeySchema,
  gameId: z.number().int().positive(),
  roundId: z.number().int().positive(),
  marketKey: textSchema.min(1).max(40),
  pickKey: textSchema.min(1).max(40),
  /** the price the member saw; a different one answers 409 */
  price: z.number().positive(),
  stake: z
    .number({ error: '베팅금액을 입력해주세요.' })
    .int('베팅금액은 원 단위로 입력해주세요.')
    .positive('베팅금액을 입력해주세요.'),
});
export type PlaceMinigameBet = z.infer<typeof placeMinigameBetSchema>;

/** What a minigame bet shows in /bet_result and under the game: the round, the pick and its result. */
export const minigameBetInfoSchema = z.object({
  gameId: z.number().int(),
  roundId: z.number().int(),
  roundNo: z.number().int(),
  roundDate: z.string(),
  marketNameKorean: z.string(),
  pickNameKorean: z.string(),
  price: z.number(),
  /** settlement code of the pick: 0 in progress, 1 lost, 2 won, 3 void */
  result: z.number().int(),
  resultText: z.string().nullable(),
});
export type MinigameBetInfo = z.infer<typeof minigameBetInfoSchema>;

// The stream's event name lives in minigames-codes.ts (zod-free, for the game pages); re-exported for the server.
export { MINIGAME_STREAM_EVENT } from './minigames-codes';
export const minigameRoundEventSchema = minigameRoundSchema;
