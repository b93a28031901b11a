/** The operator's side of the cashier and a settled bet, as the cashier's browser tests need them. */
import type { APIRequestContext } from '@playwright/test';

import type { AdminCashPage, AdminCashRequest } from '@site/contracts/api/admin-cashier';
import type { CashKind, CashChannel } from '@site/contracts/api/cashier';
import { SETTLEMENT_PENDING } from '@site/contracts/api/bets';
import type { MinigameBoard } from '@site/contracts/api/minigames';
import { AUTH_HEADER, bearer } from '@site/contracts/api/session-codes';

import { expect } from '../fixtures';
import { asAdmin } from './api';
import { myBets } from './bets';

/** The member's pending request of this kind and channel, as the operator's queue lists it. */
export async function pendingRequestOf(
  request: APIRequestContext,
  userId: string,
  kind: CashKind,
  channel: CashChannel = 'won',
): Promise<AdminCashRequest> {
  let found: AdminCashRequest | undefined;
  await expect(async () => {
    const page = (await asAdmin(
      request,
      'GET',
      `cashier/requests?userId=${userId}&kind=${kind}&channel=${channel}&status=pending`,
    )) as AdminCashPage;
    found = page.items[0];
    expect(found).toBeDefined();
  }).toPass();
  if (!found) throw new Error(`no pending ${channel} ${kind} of ${userId}`);
  return found;
}

/**
 * A bet of `stake` on the open round of minigame `gameId`, drawn at once by the operator, so that it
 * settles (won or lost) and counts toward the member's rolling.
 */
export async function settledMinigameBet(
  request: APIRequestContext,
  token: string,
  gameId: number,
  stake: number,
): Promise<void> {
  // A round in its last seconds refuses bets ('베팅이 마감되었습니다.'): the operator draws it at once
  // and the bet goes on the next one.
  await expect(async () => {
    const board = (await (await request.get(`/api/minigame/games/${gameId}`)).json()) as MinigameBoard;
    const market = board.markets[0];
    const pick = market?.picks[0];
    if (!market || !pick) throw new Error(`game ${gameId} has nothing to bet on`);
    const placed = await request.post('/api/minigame/bets', {
      headers: { [AUTH_HEADER]: bearer(token) },
      data: {
        idempotencyKey: crypto.randomUUID(),
        gameId,
        roundId: board.current.id,
        marketKey: market.key,
        pickKey: pick.key,
        price: pick.price,
        stake,
      },
    });
    if (placed.status() === 400) await asAdmin(request, 'POST', `minigames/${gameId}/draw-now`);
    expect(placed.ok(), `minigame bet: ${placed.status()} ${await placed.text()}`).toBe(true);
  }).toPass({ timeout: 30_000 });
  await asAdmin(request, 'POST', `minigames/${gameId}/draw-now`);
  await expect(async () => {
    const [bet] = await myBets(request, token, 'gameType=3');
    expect(bet?.status).not.toBe(SETTLEMENT_PENDING);
  }).toPass();
}
