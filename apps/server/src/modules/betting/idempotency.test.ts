/**
 * An idempotency key names one bet. The same request again answers that bet (a retry); another bet
 * under a used key (another stake, selection, price, pick or product) is refused with 422 and moves
 * no money, so a client bug or a replayed key can never turn into a bet the member did not send.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Bet } from '@site/contracts/api/bets';
import { KEY_REUSED_MESSAGE } from '@site/contracts/api/fields';
import type { MinigameBoard } from '@site/contracts/api/minigames';
import { bets } from '../../db/schema/bets';
import { insertFixture, type TestFixture } from '../../test/sports-data';
import { boardOf, drawNow, minigameSlip, pickThatWill, placeMinigameRequest } from '../minigames/minigames-test-kit';
import {
  balanceOf,
  bettor,
  ledgerSum,
  minutesFromNow,
  placeRequest,
  slip,
  useBetsApp,
  type Bettor,
} from './bets-test-kit';

const kit = useBetsApp();

const upcoming = (): Promise<TestFixture> => insertFixture(kit.db, { startAt: minutesFromNow(kit, 120) });

async function openBoard(gameId = 211): Promise<MinigameBoard> {
  const board = await boardOf(kit, gameId);
  if (board.current.status === 'open' && board.current.secondsToClose > 2) return board;
  await drawNow(kit, gameId);
  return boardOf(kit, gameId);
}

function expectKeyReused(response: LightMyRequestResponse): void {
  expect(response.statusCode, response.body).toBe(422);
  expect(response.json<{ message: string }>().message).toBe(KEY_REUSED_MESSAGE);
}

/** The member's bets and money are what the first bet left. */
async function expectOnlyFirstBet(who: Bettor, first: LightMyRequestResponse, balance: number): Promise<void> {
  const stored = await kit.db.select().from(bets).where(eq(bets.memberId, who.member.id));
  expect(stored.map((row) => row.id)).toEqual([first.json<Bet>().id]);
  expect(await balanceOf(kit.db, who.member.id)).toBe(balance);
  expect(await ledgerSum(kit.db, who.member.id)).toBe(balance);
}

describe('a key reused on POST /api/bets', () => {
  it('answers the first bet when the slip is the same, picks in any order', async () => {
    const who = await bettor(kit, 100_000);
    const [a, b] = [await upcoming(), await upcoming()];
    const payload = slip([a.pick('1X2', '1'), b.pick('1X2', 'X')], { stake: 10_000 });
    const first = await placeRequest(kit, who, payload);
    expect(first.statusCode).toBe(201);
    const reordered = { ...payload, picks: [...payload.picks].reverse() };
    for (const again of [payload, reordered]) {
      const replay = await placeRequest(kit, who, again);
      expect(replay.statusCode).toBe(200);
      expect(replay.json<Bet>()).toEqual(first.json<Bet>());
    }
    await expectOnlyFirstBet(who, first, 90_000);
  });

  it('refuses another stake, another selection, another price or another slip size', async () => {
    const who = await bettor(kit, 100_000);
    const [a, b] = [await upcoming(), await upcoming()];
    const key = randomUUID();
    const first = await placeRequest(kit, who, slip([a.pick('1X2', '1')], { key, stake: 10_000 }));
    expect(first.statusCode).toBe(201);

    for (const other of [
      slip([a.pick('1X2', '1')], { key, stake: 20_000 }),
      slip([a.pick('1X2', '2')], { key, stake: 10_000 }),
      slip([a.pick('1X2', '1')], { key, stake: 10_000, prices: { [a.pick('1X2', '1').id]: 2.2 } }),
      slip([a.pick('1X2', '1'), b.pick('1X2', '1')], { key, stake: 10_000 }),
    ]) {
      expectKeyReused(await placeRequest(kit, who, other));
    }
    await expectOnlyFirstBet(who, first, 90_000);
  });

  it('refuses two different slips sent at once under one key, keeping exactly one', async () => {
    const who = await bettor(kit, 100_000);
    const fixture = await upcoming();
    const key = randomUUID();
    const responses = await Promise.all([
      placeRequest(kit, who, slip([fixture.pick('1X2', '1')], { key, stake: 10_000 })),
      placeRequest(kit, who, slip([fixture.pick('1X2', '1')], { key, stake: 30_000 })),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 422]);
    const placed = responses.find((response) => response.statusCode === 201);
    if (!placed) throw new Error('no bet was placed');
    await expectOnlyFirstBet(who, placed, 100_000 - placed.json<Bet>().stake);
  });

  it('refuses a key the member first used on a minigame bet', async () => {
    const who = await bettor(kit, 100_000);
    const board = await openBoard();
    const minigame = minigameSlip(board, await pickThatWill(kit, board, 1), { stake: 5_000 });
    const first = await placeMinigameRequest(kit, who, minigame);
    expect(first.statusCode).toBe(201);
    const fixture = await upcoming();
    expectKeyReused(
      await placeRequest(kit, who, slip([fixture.pick('1X2', '1')], { key: minigame.idempotencyKey, stake: 5_000 })),
    );
    await expectOnlyFirstBet(who, first, 95_000);
  });
});

describe('a key reused on POST /api/minigame/bets', () => {
  it('answers the first bet when the pick is the same', async () => {
    const who = await bettor(kit, 100_000);
    const board = await openBoard();
    const payload = minigameSlip(board, await pickThatWill(kit, board, 1), { stake: 3_000 });
    const first = await placeMinigameRequest(kit, who, payload);
    const replay = await placeMinigameRequest(kit, who, payload);
    expect([first.statusCode, replay.statusCode]).toEqual([201, 200]);
    expect(replay.json<Bet>().id).toBe(first.json<Bet>().id);
    await expectOnlyFirstBet(who, first, 97_000);
  });

  it('refuses another stake, pick or price', async () => {
    const who = await bettor(kit, 100_000);
    const board = await openBoard();
    const winner = await pickThatWill(kit, board, 2);
    const loser = await pickThatWill(kit, board, 1);
    const payload = minigameSlip(board, winner, { stake: 3_000 });
    const first = await placeMinigameRequest(kit, who, payload);
    expect(first.statusCode).toBe(201);
    for (const other of [
      { ...payload, stake: 4_000 },
      { ...payload, marketKey: loser.marketKey, pickKey: loser.pickKey, price: loser.price },
      { ...payload, price: winner.price + 0.1 },
    ]) {
      expectKeyReused(await placeMinigameRequest(kit, who, other));
    }
    await expectOnlyFirstBet(who, first, 97_000);
  });

  it('refuses a key the member first used on a sports bet', async () => {
    const who = await bettor(kit, 100_000);
    const fixture = await upcoming();
    const sports = slip([fixture.pick('1X2', '1')], { stake: 10_000 });
    const first = await placeRequest(kit, who, sports);
    expect(first.statusCode).toBe(201);
    const board = await openBoard();
    const minigame = minigameSlip(board, await pickThatWill(kit, board, 1), {
      idempotencyKey: sports.idempotencyKey,
      stake: 10_000,
    });
    expectKeyReused(await placeMinigameRequest(kit, who, minigame));
    await expectOnlyFirstBet(who, first, 90_000);
  });
});
