/**
 * The game windows: a launch token turned into a wallet session (authenticate, once), kept under a
 * random window id the member's page carries in its address, so a reload keeps playing.
 */
import { randomBytes } from 'node:crypto';
import { eq, and } from 'drizzle-orm';
import type { CasinoAggregatorKey } from '@site/contracts/casino';
import type { Database } from '../../db/client';
import { simCasinoWindows, type SimCasinoWindowRow } from '../../db/schema/sim-casino';
import { findGame } from './catalogue';
import { WalletUnreachable, type CasinoWalletClient } from './wallet-client';

export type OpenWindowResult = { window: SimCasinoWindowRow } | { error: 'invalid' | 'unreachable' };

export async function openWindow(
  db: Database,
  wallet: CasinoWalletClient,
  now: Date,
  input: { aggregator: CasinoAggregatorKey; token: string; gameCode?: string },
): Promise<OpenWindowResult> {
  let answer;
  try {
    answer = await wallet.call(input.aggregator, 'authenticate', { token: input.token });
  } catch (error) {
    if (error instanceof WalletUnreachable) return { error: 'unreachable' };
    throw error;
  }
  const gameCode = answer.gameCode ?? input.gameCode;
  if (answer.status !== 'OK' || !answer.sessionId || !answer.playerId || !gameCode) return { error: 'invalid' };
  if (!findGame(input.aggregator, gameCode)) return { error: 'invalid' };
  const [window] = await db
    .insert(simCasinoWindows)
    .values({
      id: randomBytes(18).toString('base64url'),
      aggregator: input.aggregator,
      gameCode,
      sessionId: answer.sessionId,
      playerId: answer.playerId,
      nickname: answer.nickname ?? answer.playerId,
      balance: answer.balance ?? 0,
      balanceAt: now,
      createdAt: now,
    })
    .returning();
  if (!window) throw new Error('sim_casino_windows insert returned nothing');
  return { window };
}

export async function findWindow(db: Database, id: string): Promise<SimCasinoWindowRow | undefined> {
  const [row] = await db.select().from(simCasinoWindows).where(eq(simCasinoWindows.id, id));
  return row;
}

/** The balance the wallet last answered for a player, on each of the player's windows of that aggregator. */
export async function rememberBalance(
  db: Database,
  aggregator: string,
  playerId: string,
  balance: number | undefined,
  now: Date,
): Promise<void> {
  if (balance === undefined) return;
  await db
    .update(simCasinoWindows)
    .set({ balance, balanceAt: now })
    .where(and(eq(simCasinoWindows.aggregator, aggregator), eq(simCasinoWindows.playerId, playerId)));
}
