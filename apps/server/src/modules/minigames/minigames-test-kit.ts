/**
 * Test support for the minigame API tests: the bets test kit's app (held clock and bus), a game's
 * board and rounds as a member sees them, the secret the server keeps (to know a pick's outcome
 * before the draw), and bets placed on the open round.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Bet } from '@site/contracts/api/bets';
import type { MinigameBoard, MinigameRound, PlaceMinigameBet } from '@site/contracts/api/minigames';
import { minigameRounds, type MinigameRoundRow } from '../../db/schema/minigames';
import type { PickOutcome } from '../../sim/minigames/kind';
import { drawRound } from '../../sim/minigames/random';
import { roundGames, type RoundGame } from '../../sim/minigames/registry';
import type { BetsTestApp, Bettor } from '../betting/bets-test-kit';

export function roundGame(gameId: number): RoundGame {
  const game = roundGames.find((entry) => entry.id === gameId);
  if (!game) throw new Error(`game ${gameId} is not run`);
  return game;
}

export async function boardOf(kit: BetsTestApp, gameId: number): Promise<MinigameBoard> {
  const response = await kit.app.inject({ method: 'GET', url: `/api/minigame/games/${gameId}` });
  if (response.statusCode !== 200) throw new Error(`board ${gameId}: ${response.statusCode} ${response.body}`);
  return response.json<MinigameBoard>();
}

/** The round as stored, secret included: what only the server knows before the draw. */
export async function storedRound(kit: BetsTestApp, roundId: number): Promise<MinigameRoundRow> {
  const [row] = await kit.db.select().from(minigameRounds).where(eq(minigameRounds.id, roundId));
  if (!row) throw new Error(`round ${roundId} not found`);
  return row;
}

export interface KnownPick {
  marketKey: string;
  pickKey: string;
  price: number;
}

/** A pick of the board whose outcome, given the round's secret, is `outcome` (of a market other than `otherThan`). */
export async function pickThatWill(
  kit: BetsTestApp,
  board: MinigameBoard,
  outcome: PickOutcome,
  { otherThan }: { otherThan?: string } = {},
): Promise<KnownPick> {
  const game = roundGame(board.gameId);
  const result = drawRound((await storedRound(kit, board.current.id)).secret, game.module);
  for (const market of board.markets) {
    if (market.key === otherThan) continue;
    for (const pick of market.picks) {
      if (game.module.settle(result, market.key, pick.key) === outcome) {
        return { marketKey: market.key, pickKey: pick.key, price: pick.price };
      }
    }
  }
  throw new Error(`no pick of game ${board.gameId} settles ${outcome} in round ${board.current.id}`);
}

export function minigameSlip(
  board: MinigameBoard,
  pick: KnownPick,
  overrides: Partial<PlaceMinigameBet> = {},
): PlaceMinigameBet {
  return {
    idempotencyKey: randomUUID(),
    gameId: board.gameId,
    roundId: board.current.id,
    marketKey: pick.marketKey,
    pickKey: pick.pickKey,
    price: pick.price,
    stake: 10_000,
    ...overrides,
  };
}

export function placeMinigameRequest(
  kit: BetsTestApp,
  who: Bettor,
  payload: PlaceMinigameBet,
): Promise<LightMyRequestResponse> {
  return kit.app.inject({ method: 'POST', url: '/api/minigame/bets', headers: who.headers, payload });
}

export async function placeMinigameOk(kit: BetsTestApp, who: Bettor, payload: PlaceMinigameBet): Promise<Bet> {
  const response = await placeMinigameRequest(kit, who, payload);
  if (response.statusCode !== 201) throw new Error(`bet refused: ${response.statusCode} ${response.body}`);
  return response.json<Bet>();
}

/** The operator's draw-now: the round drawn at once, answering the next one. */
export async function drawNow(kit: BetsTestApp, gameId: number): Promise<MinigameRound> {
  const response = await kit.asAdmin('POST', `/api/admin/minigames/${gameId}/draw-now`);
  if (response.statusCode !== 200) throw new Error(`draw-now ${gameId}: ${response.statusCode} ${response.body}`);
  return response.json<MinigameRound>();
}
