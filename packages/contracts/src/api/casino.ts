/**
 * Live casino and slots for members (SPEC.md §2, §4, §5, §7, §8): the lobbies' vendors and games,
 * favourites, the launch (POST /playfun/auth answers the game window's launch_url) and the tournament
 * switch (GET /eventSlot/set). The game provider's calls into our wallet are in casino-wallet.ts.
 */
import { z } from 'zod';
import { casinoAggregatorKeys, casinoGameCodePattern, casinoGameKinds, casinoProducts } from '../casino';

export const casinoAggregatorSchema = z.enum(casinoAggregatorKeys);
export const casinoProductSchema = z.enum(casinoProducts);
export const casinoGameKindSchema = z.enum(casinoGameKinds);
export const casinoGameCodeSchema = z.string().regex(casinoGameCodePattern, '게임 코드가 올바르지 않습니다.');
export const casinoVendorCodeSchema = z.string().regex(casinoGameCodePattern, '게임사 코드가 올바르지 않습니다.');

/** Korean texts of SPEC.md §8 the launch answers with (the site shows the server's text). */
export const casinoErrors = {
  /** tendency 22 */
  blocked: '관리자에게 문의해주세요.',
  /** the aggregator or vendor is switched off, or the launch failed */
  maintenance: '점검중입니다.',
  gameNotFound: '게임을 찾을 수 없습니다.',
  /** SPEC.md §8: the event slot setting could not be loaded */
  eventSlotLoadFailed: '문제가 발생했습니다. 시스템관리자에게 문의해주세요.',
} as const;

export const casinoVendorSchema = z.object({
  code: z.string(),
  nameKorean: z.string(),
  /** how many of its games the lobby lists */
  gameCount: z.number().int().nonnegative(),
  /** switched off by an operator: shown, but its games open nothing ('점검중입니다.') */
  maintenance: z.boolean(),
});
export type CasinoVendor = z.infer<typeof casinoVendorSchema>;

export const casinoGameSchema = z.object({
  code: z.string(),
  vendor: z.string(),
  nameKorean: z.string(),
  kind: casinoGameKindSchema,
  /** the tile's art: an image path served by the site (the provider's own art in production) */
  art: z.string(),
  /** shown as badges on the tile */
  tags: z.array(z.enum(['new', 'hot', 'jackpot'])),
  /** the member marked it (always false for guests) */
  favourite: z.boolean(),
  maintenance: z.boolean(),
});
export type CasinoGame = z.infer<typeof casinoGameSchema>;

/** GET /api/casino/lobby?aggregator=&product= : what one lobby lists, for the member's level. */
export const casinoLobbyQuerySchema = z.object({
  aggregator: casinoAggregatorSchema.default('playfun'),
  product: casinoProductSchema,
});
export type CasinoLobbyQuery = z.input<typeof casinoLobbyQuerySchema>;

export const casinoLobbySchema = z.object({
  aggregator: casinoAggregatorSchema,
  product: casinoProductSchema,
  /** the whole aggregator is switched off for this product */
  maintenance: z.boolean(),
  vendors: z.array(casinoVendorSchema),
  games: z.array(casinoGameSchema),
});
export type CasinoLobby = z.infer<typeof casinoLobbySchema>;

/** PUT /api/casino/favourites : mark or unmark one game as the member's favourite. */
export const casinoFavouriteSchema = z.object({
  aggregator: casinoAggregatorSchema,
  gameCode: casinoGameCodeSchema,
  favourite: z.boolean(),
});
export type CasinoFavourite = z.infer<typeof casinoFavouriteSchema>;

/**
 * POST /api/playfun/auth : launches one game. No game code opens the aggregator's lobby game of the
 * product (the menu's 라이브카지노 / 슬롯게임 entries). Answers a one-time launch address.
 */
export const casinoLaunchSchema = z.object({
  aggregator: casinoAggregatorSchema.default('playfun'),
  product: casinoProductSchema,
  gameCode: casinoGameCodeSchema.optional(),
});
export type CasinoLaunch = z.input<typeof casinoLaunchSchema>;

export const casinoLaunchAnswerSchema = z.object({
  /** opened in a new window; holds a one-time token that expires within minutes */
  launch_url: z.string(),
});
export type CasinoLaunchAnswer = z.infer<typeof casinoLaunchAnswerSchema>;

/** GET /api/eventSlot/set : false puts the tournaments under maintenance (SPEC.md §3, §5). */
export const eventSlotSettingSchema = z.object({ useFlag: z.boolean() });
export type EventSlotSetting = z.infer<typeof eventSlotSettingSchema>;

/** What /bet_result shows of a casino or slot round (game type 5). */
export const casinoBetInfoSchema = z.object({
  aggregator: casinoAggregatorSchema,
  product: casinoProductSchema,
  vendorNameKorean: z.string(),
  gameNameKorean: z.string(),
  /** the provider's round id, as its game window shows it */
  providerRoundId: z.string(),
  /** total won credited for the round (0 while open or lost) */
  win: z.number().int().nonnegative(),
  /** one line of what happened, e.g. '뱅커 승 (6:4)' or '3줄 당첨 · 프리스핀 5회'; null while open */
  detail: z.string().nullable(),
});
export type CasinoBetInfo = z.infer<typeof casinoBetInfoSchema>;
