import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Bet, BetPage } from '@site/contracts/api/bets';
import type { MinigameBoard } from '@site/contracts/api/minigames';
import { bets } from '../../db/schema/bets';
import { walletLedger } from '../../db/schema/wallet';
import { drawRound } from '../../sim/minigames/random';
import { markDrawn, pendingPicksOfRound, resolvePicks } from '../../sim/minigames/round-store';
import {
  balanceOf,
  notificationsOf,
  bettor,
  getBet,
  ledgerSum,
  useBetsApp,
  type Bettor,
} from '../betting/bets-test-kit';
import {
  boardOf,
  drawNow,
  minigameSlip,
  pickThatWill,
  placeMinigameOk,
  placeMinigameRequest,
  roundGame,
  storedRound,
} from './minigames-test-kit';
import { rollingStatus } from '../cashier/rolling';
import { settleMinigameBets } from './settlement';

const kit = useBetsApp();

/** eos 파워볼 1분: 60 s rounds, betting closes 10 s before the draw. */
const POWERBALL_1 = 211;

/** The game's board with a round open for a while yet (a test before may have left it closed). */
async function openBoard(gameId = POWERBALL_1): Promise<MinigameBoard> {
  const board = await boardOf(kit, gameId);
  if (board.current.status === 'open' && board.current.secondsToClose > 2) return board;
  await drawNow(kit, gameId);
  return boardOf(kit, gameId);
}

async function ledgerRowsOf(betId: number) {
  return kit.db
    .select()
    .from(walletLedger)
    .where(eq(walletLedger.reference, `bet:${betId}`));
}

async function expectRefused(who: Bettor, payload: object, status: number, message: string): Promise<void> {
  const before = await balanceOf(kit.db, who.member.id);
  const response = await placeMinigameRequest(kit, who, payload as never);
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json<{ message: string }>().message).toBe(message);
  expect(await balanceOf(kit.db, who.member.id)).toBe(before);
  expect(await kit.db.select().from(bets).where(eq(bets.memberId, who.member.id))).toEqual([]);
}

async function setGame(gameId: number, patch: Record<string, unknown>): Promise<void> {
  const response = await kit.asAdmin('PUT', `/api/admin/minigames/${gameId}`, patch);
  expect(response.statusCode, response.body).toBe(200);
}

describe('POST /api/minigame/bets', () => {
  it('takes the stake on the open round and answers the bet with its round and pick', async () => {
    const who = await bettor(kit, 100_000);
    const board = await openBoard();
    const pick = await pickThatWill(kit, board, 2);
    const balances: number[] = [];
    const unsubscribe = kit.bus.subscribe('balance', (event) => {
      if (event.memberId === who.member.id) balances.push(event.emoney);
    });
    const bet = await placeMinigameOk(kit, who, minigameSlip(board, pick, { stake: 10_000 }));
    unsubscribe();

    const market = board.markets.find((entry) => entry.key === pick.marketKey);
    expect(bet).toMatchObject({
      gameType: 3,
      stake: 10_000,
      totalOdds: pick.price,
      bonusOdds: 1,
      potentialPayout: Math.floor(10_000 * pick.price),
      status: 0,
      payout: null,
      cancellable: false,
      picks: [],
      minigame: {
        gameId: POWERBALL_1,
        roundId: board.current.id,
        roundNo: board.current.roundNo,
        roundDate: board.current.date,
        marketNameKorean: market?.nameKorean,
        pickNameKorean: market?.picks.find((entry) => entry.key === pick.pickKey)?.nameKorean,
        price: pick.price,
        result: 0,
        resultText: null,
      },
    });
    // The answer is what the member's history shows of it.
    expect(bet).toEqual(await getBet(kit, who, bet.id));
    expect(await balanceOf(kit.db, who.member.id)).toBe(90_000);
    expect(balances).toEqual([90_000]);
    expect((await ledgerRowsOf(bet.id)).map((row) => [row.reason, row.amount])).toEqual([['bet_stake', -10_000]]);
  });

  it('refuses a bet once betting has closed, and one on a round that is not the game’s open one', async () => {
    const who = await bettor(kit, 100_000);
    const board = await openBoard();
    const pick = await pickThatWill(kit, board, 2);
    const other = await openBoard(213);
    await expectRefused(who, minigameSlip(board, pick, { roundId: other.current.id }), 400, '베팅이 마감되었습니다.');

    kit.clock.advance(board.current.secondsToClose * 1000);
    await expectRefused(who, minigameSlip(board, pick), 400, '베팅이 마감되었습니다.');
    // The board says so too, and the round drawn now takes no bet either.
    expect((await boardOf(kit, POWERBALL_1)).current).toMatchObject({ id: board.current.id, status: 'closed' });
    await drawNow(kit, POWERBALL_1);
    await expectRefused(who, minigameSlip(board, pick), 400, '베팅이 마감되었습니다.');
  });

  it('refuses stakes outside the game’s limits, a pick the game does not have and a game it does not run', async () => {
    const who = await bettor(kit, 10_000_000);
    const board = await openBoard();
    const pick = await pickThatWill(kit, board, 1);
    await expectRefused(who, minigameSlip(board, pick, { stake: 999 }), 400, '최소 베팅금액은 1,000원입니다.');
    await expectRefused(
      who,
      minigameSlip(board, pick, { stake: 1_000_001 }),
      400,
      '최대 베팅금액은 1,000,000원입니다.',
    );
    await setGame(POWERBALL_1, { minStake: 5_000, maxStake: 20_000 });
    try {
      await expectRefused(who, minigameSlip(board, pick, { stake: 4_000 }), 400, '최소 베팅금액은 5,000원입니다.');
      await expectRefused(who, minigameSlip(board, pick, { stake: 20_001 }), 400, '최대 베팅금액은 20,000원입니다.');
    } finally {
      await setGame(POWERBALL_1, { minStake: 1_000, maxStake: 1_000_000 });
    }
    await expectRefused(
      who,
      minigameSlip(board, { ...pick, pickKey: 'nothing' }),
      400,
      '선택한 항목을 찾을 수 없습니다. 다시 선택해주세요.',
    );
    await expectRefused(who, minigameSlip(board, pick, { gameId: 801 }), 404, '준비 중인 게임입니다.');
    await expectRefused(who, minigameSlip(board, pick, { gameId: 999 }), 404, '존재하지 않는 게임입니다.');
  });

  it('refuses a bet the balance cannot cover', async () => {
    const who = await bettor(kit, 5_000);
    const board = await openBoard();
    await expectRefused(
      who,
      minigameSlip(board, await pickThatWill(kit, board, 1), { stake: 5_001 }),
      400,
      '보유머니가 부족합니다.',
    );
  });

  it('refuses bets while the game is in maintenance', async () => {
    const who = await bettor(kit, 100_000);
    const board = await openBoard();
    const pick = await pickThatWill(kit, board, 1);
    await setGame(POWERBALL_1, { systemMaintenanceFlg: true });
    try {
      await expectRefused(who, minigameSlip(board, pick), 400, '점검중 입니다.');
    } finally {
      await setGame(POWERBALL_1, { systemMaintenanceFlg: false });
    }
    await placeMinigameOk(kit, who, minigameSlip(board, pick));
  });

  it('refuses the other side of a market the member already bet on this round (양방), and nothing else', async () => {
    const who = await bettor(kit, 100_000);
    const board = await openBoard();
    const [market, otherMarket] = board.markets;
    const [side, otherSide] = market?.picks ?? [];
    if (!market || !otherMarket || !side || !otherSide) throw new Error('powerball has two markets of two picks');
    const pickOf = (marketKey: string, pick: { key: string; price: number }) => ({
      marketKey,
      pickKey: pick.key,
      price: pick.price,
    });
    await placeMinigameOk(kit, who, minigameSlip(board, pickOf(market.key, side), { stake: 1_000 }));

    const response = await placeMinigameRequest(
      kit,
      who,
      minigameSlip(board, pickOf(market.key, otherSide), { stake: 1_000 }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(
      '같은 회차의 같은 항목에 반대 선택(양방)으로 베팅할 수 없습니다.',
    );
    expect(await balanceOf(kit.db, who.member.id)).toBe(99_000);

    // The same side again, and another market of the round, are bets of their own.
    await placeMinigameOk(kit, who, minigameSlip(board, pickOf(market.key, side), { stake: 1_000 }));
    const [anyPick] = otherMarket.picks;
    if (!anyPick) throw new Error('the second market has picks');
    await placeMinigameOk(kit, who, minigameSlip(board, pickOf(otherMarket.key, anyPick), { stake: 1_000 }));
    expect(await balanceOf(kit.db, who.member.id)).toBe(97_000);
    // Another member may take the other side.
    const other = await bettor(kit, 10_000);
    await placeMinigameOk(kit, other, minigameSlip(board, pickOf(market.key, otherSide), { stake: 1_000 }));
    // Settles these bets now, so the round's bets of the tests below are theirs alone.
    await drawNow(kit, POWERBALL_1);
  });

  it('holds to one side of a market when both sides are sent at once (양방): the other side is refused and costs nothing', async () => {
    const who = await bettor(kit, 100_000);
    const board = await openBoard();
    const [market] = board.markets;
    const sides = market?.picks ?? [];
    if (!market || sides.length < 2) throw new Error('powerball has a market of two picks');
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) => {
        const side = sides[index % 2];
        if (!side) throw new Error('a side');
        return placeMinigameRequest(
          kit,
          who,
          minigameSlip(board, { marketKey: market.key, pickKey: side.key, price: side.price }, { stake: 1_000 }),
        );
      }),
    );
    const taken = responses.filter((response) => response.statusCode === 201);
    const refused = responses.filter((response) => response.statusCode !== 201);
    expect(new Set(taken.map((response) => response.json<Bet>().minigame?.pickNameKorean)).size).toBe(1);
    expect(taken.length).toBeGreaterThanOrEqual(1);
    for (const response of refused) {
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(
        '같은 회차의 같은 항목에 반대 선택(양방)으로 베팅할 수 없습니다.',
      );
    }
    expect(await balanceOf(kit.db, who.member.id)).toBe(100_000 - taken.length * 1_000);
    expect(await ledgerSum(kit.db, who.member.id)).toBe(await balanceOf(kit.db, who.member.id));
    await drawNow(kit, POWERBALL_1);
  });

  it('switched off by the operator, takes both sides, and rolling counts only the larger side’s excess (docs/decisions/051)', async () => {
    const setRule = async (minigame: boolean) => {
      const response = await kit.asAdmin('PUT', '/api/admin/hedging-rules', { minigame });
      expect(response.statusCode, response.body).toBe(200);
    };
    await setRule(false);
    try {
      const who = await bettor(kit, 100_000);
      const board = await openBoard();
      const [market] = board.markets;
      const [side, otherSide] = market?.picks ?? [];
      if (!market || !side || !otherSide) throw new Error('powerball has a market of two picks');
      const pickOf = (pick: { key: string; price: number }) => ({
        marketKey: market.key,
        pickKey: pick.key,
        price: pick.price,
      });
      await placeMinigameOk(kit, who, minigameSlip(board, pickOf(side), { stake: 3_000 }));
      await placeMinigameOk(kit, who, minigameSlip(board, pickOf(otherSide), { stake: 1_000 }));
      await drawNow(kit, POWERBALL_1);
      const rolling = await rollingStatus(kit.db, who.member.id, {
        depositRollingPct: 100,
        bonusRollingPct: 100,
        rollingWeights: { '3': 100 },
      });
      // 4,000 staked; 1,000 against 1,000 hedged: 2,000 counts.
      expect(rolling.byType).toEqual([{ gameType: 3, weight: 100, staked: 2_000, counted: 2_000 }]);
    } finally {
      await setRule(true);
    }
  });

  it('answers 409 with the current price when the member saw another', async () => {
    const who = await bettor(kit, 100_000);
    const board = await openBoard();
    const pick = await pickThatWill(kit, board, 1);
    const response = await placeMinigameRequest(kit, who, minigameSlip(board, { ...pick, price: pick.price + 0.01 }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: '배당이 변경되었습니다. 변경된 배당을 확인해주세요.',
      price: pick.price,
    });
    expect(await balanceOf(kit.db, who.member.id)).toBe(100_000);
  });

  it('answers a replayed key with the first bet and debits once', async () => {
    const who = await bettor(kit, 100_000);
    const board = await openBoard();
    const slip = minigameSlip(board, await pickThatWill(kit, board, 1), { stake: 3_000 });
    const first = await placeMinigameRequest(kit, who, slip);
    const again = await placeMinigameRequest(kit, who, slip);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json<Bet>().id).toBe(first.json<Bet>().id);
    expect(await balanceOf(kit.db, who.member.id)).toBe(97_000);
    expect(await ledgerSum(kit.db, who.member.id)).toBe(97_000);
  });

  it('asks for a login', async () => {
    const board = await openBoard();
    const response = await kit.app.inject({
      method: 'POST',
      url: '/api/minigame/bets',
      payload: minigameSlip(board, await pickThatWill(kit, board, 1)),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('the member’s minigame bets', () => {
  it('are listed per game for their owner only, and another member cannot open them', async () => {
    const me = await bettor(kit, 100_000);
    const someone = await bettor(kit, 100_000);
    const powerball = await openBoard();
    const ladder = await openBoard(217);
    const mine = await placeMinigameOk(kit, me, minigameSlip(powerball, await pickThatWill(kit, powerball, 1)));
    const onLadder = await placeMinigameOk(kit, me, minigameSlip(ladder, await pickThatWill(kit, ladder, 1)));
    const theirs = await placeMinigameOk(kit, someone, minigameSlip(powerball, await pickThatWill(kit, powerball, 1)));

    const list = async (who: Bettor, query: string) => {
      const response = await kit.app.inject({ method: 'GET', url: `/api/bets?${query}`, headers: who.headers });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<BetPage>();
    };
    const ofGame = await list(me, `gameId=${POWERBALL_1}`);
    expect(ofGame.items.map((bet) => bet.id)).toEqual([mine.id]);
    expect(ofGame.totalCount).toBe(1);
    expect((await list(me, 'gameId=217')).items.map((bet) => bet.id)).toEqual([onLadder.id]);
    expect((await list(me, 'gameType=3')).items.map((bet) => bet.id)).toEqual([onLadder.id, mine.id]);
    expect((await list(me, `gameId=${POWERBALL_1}&gameType=1`)).totalCount).toBe(0);
    expect((await list(someone, `gameId=${POWERBALL_1}`)).items.map((bet) => bet.id)).toEqual([theirs.id]);

    const peek = await kit.app.inject({ method: 'GET', url: `/api/bets/${mine.id}`, headers: someone.headers });
    expect(peek.statusCode).toBe(404);
  });
});

describe('settlement at the draw', () => {
  it('pays a won bet floor(stake × price) once, capped at the game’s maximum, credits a lost one nothing', async () => {
    const who = await bettor(kit, 1_000_000);
    const board = await openBoard();
    const winner = await pickThatWill(kit, board, 2);
    // Of another market: the other side of the winner's would be 양방, refused.
    const loser = await pickThatWill(kit, board, 1, { otherThan: winner.marketKey });
    const won = await placeMinigameOk(kit, who, minigameSlip(board, winner, { stake: 12_345 }));
    const lost = await placeMinigameOk(kit, who, minigameSlip(board, loser, { stake: 10_000 }));
    await setGame(POWERBALL_1, { maxPayout: 15_000 });
    const capped = await placeMinigameOk(kit, who, minigameSlip(board, winner, { stake: 100_000 }));
    await setGame(POWERBALL_1, { maxPayout: 10_000_000 });
    expect(capped.potentialPayout).toBe(15_000);
    const balances: number[] = [];
    const unsubscribe = kit.bus.subscribe('balance', (event) => {
      if (event.memberId === who.member.id) balances.push(event.emoney);
    });

    await drawNow(kit, POWERBALL_1);
    unsubscribe();

    const wonPayout = Math.floor(12_345 * winner.price);
    const afterStakes = 1_000_000 - 12_345 - 10_000 - 100_000;
    const settledWon = await getBet(kit, who, won.id);
    expect(settledWon).toMatchObject({ status: 2, payout: wonPayout, minigame: { result: 2 } });
    expect(settledWon.minigame?.resultText).toEqual(expect.any(String));
    expect(settledWon.settledAt).not.toBeNull();
    expect(await getBet(kit, who, lost.id)).toMatchObject({ status: 1, payout: 0, minigame: { result: 1 } });
    expect(await getBet(kit, who, capped.id)).toMatchObject({ status: 2, payout: 15_000 });
    expect(await balanceOf(kit.db, who.member.id)).toBe(afterStakes + wonPayout + 15_000);
    expect(await ledgerSum(kit.db, who.member.id)).toBe(afterStakes + wonPayout + 15_000);
    expect(balances.at(-1)).toBe(afterStakes + wonPayout + 15_000);
    expect((await ledgerRowsOf(won.id)).map((row) => row.reason)).toEqual(['bet_stake', 'bet_payout']);
    expect((await ledgerRowsOf(lost.id)).map((row) => row.reason)).toEqual(['bet_stake']);
    const told = await notificationsOf(kit, who, 'bet');
    expect(told.map((event) => event.kind === 'bet' && [event.betId, event.outcome, event.payout]).sort()).toEqual(
      [
        [won.id, 'won', wonPayout],
        [lost.id, 'lost', 0],
        [capped.id, 'won', 15_000],
      ].sort(),
    );
  });

  it('credits exactly once when the settle step runs twice, even at the same time', async () => {
    const who = await bettor(kit, 100_000);
    const board = await openBoard();
    const winner = await pickThatWill(kit, board, 2);
    const bet = await placeMinigameOk(kit, who, minigameSlip(board, winner, { stake: 10_000 }));
    // The draw alone, as if the server stopped before its settlement ran.
    const game = roundGame(POWERBALL_1);
    const round = await storedRound(kit, board.current.id);
    const result = drawRound(round.secret, game.module);
    await kit.db.transaction(async (tx) => {
      await markDrawn(tx, round.id, {
        result,
        resultText: game.module.describe(result),
        drawnAt: kit.clock.now(),
        at: kit.clock.now(),
      });
      for (const pick of await pendingPicksOfRound(tx, round.id)) {
        await resolvePicks(tx, round.id, pick, game.module.settle(result, pick.marketKey, pick.pickKey));
      }
    });
    expect(await getBet(kit, who, bet.id)).toMatchObject({ status: 0, minigame: { result: 2 } });

    const settle = () => settleMinigameBets(kit.db, kit.clock, kit.bus, [round.id]);
    const counts = await Promise.all([settle(), settle()]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await settle()).toBe(0);
    expect(await settleMinigameBets(kit.db, kit.clock, kit.bus)).toBe(0);

    const payout = Math.floor(10_000 * winner.price);
    expect(await getBet(kit, who, bet.id)).toMatchObject({ status: 2, payout });
    expect(await balanceOf(kit.db, who.member.id)).toBe(90_000 + payout);
    const payouts = await kit.db
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.reference, `bet:${bet.id}`), eq(walletLedger.reason, 'bet_payout')));
    expect(payouts).toHaveLength(1);
  });
});
