/** 베팅 공유's plain rules, zod-free so the site's bundles can use them (shared-slips.ts has the schemas). */
import { GAME_TYPE_LIVE, GAME_TYPE_SPORTS, GAME_TYPE_VIRTUAL } from './bets-codes';

/** The bets that can be shared: sports, in-play and virtual sports (their picks are selections). */
export const SHAREABLE_GAME_TYPES: readonly number[] = [GAME_TYPE_SPORTS, GAME_TYPE_LIVE, GAME_TYPE_VIRTUAL];

export const isShareableBet = (bet: { gameType: number }): boolean => SHAREABLE_GAME_TYPES.includes(bet.gameType);
