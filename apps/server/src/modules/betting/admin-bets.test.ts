import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminBet, AdminBetPage } from '@site/contracts/api/admin-bets';
import type { MinigameBoard } from '@site/contracts/api/minigames';
import { bets } from '../../db/schema/bets';
import { minigamePicks } from '../../db/schema/minigames';
import { walletLedger } from '../../db/schema/wallet';
import { insertFixture, resultFixture, type TestFixture } from '../../test/sports-data';
import { boardOf, drawNow, minigameSlip, pickThatWill, placeMinigameOk } from '../minigames/minigames-test-kit';
import { settleMinigameBets } from '../minigames/settlement';
import {
  balanceOf,
  notificationsOf,
  bettor,
  getBet,
  ledgerSum,
  minutesFromNow,
  placeOk,
  slip,
  useBetsApp,
  type Bettor,
} from './bets-test-kit';
import { settlePendingBets } from './settlement';

const kit = useBetsApp();

const fixtureIn = (minutes: number): Promise<TestFixture> =>
  insertFixture(kit.db, { startAt: minutesFromNow(kit, minutes) });

async function adminList(query = ''): Promise<AdminBetPage> {
  const response = await kit.asAdmin('GET', `/api/admin/bets${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminBetPage>();
}

const voidRequest = (betId: number, reason = '경기 조작 의심으로 적특 처리') =>
  kit.asAdmin('POST', `/api/admin/bets/${betId}/void`, { reason });

async function voidOk(betId: number, reason?: string): Promise<AdminBet> {
  const response = await voidRequest(betId, reason);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminBet>();
}

/** The movements booked for operators' actions on the member's balance. */
async function actionLedger(memberId: number) {
  const rows = await kit.db
    .select()
    .from(walletLedger)
    .where(eq(walletLedger.memberId, memberId))
    .orderBy(walletLedger.id);
  return rows
    .filter((row) => row.reference.startsWith('bet-action:'))
    .map((row) => ({ reason: row.reason, amount: row.amount, reference: row.reference }));
}

/** A bet on a fixture that is then resulted and settled: won when `win`, else lost. */
async function settledBet(who: Bettor, win: boolean, stake = 10_000): Promise<AdminBet> {
  const fixture = await fixtureIn(120);
  const bet = await placeOk(kit, who, slip([fixture.pick('1X2', '1')], { stake }));
  await resultFixture(kit.db, fixture, { won: [fixture.pick('1X2', win ? '1' : '2')] });
  await settlePendingBets(kit.db, kit.clock, kit.bus, [fixture.id]);
  const [row] = (await adminList(`?userId=${who.member.userId}`)).items.filter((item) => item.id === bet.id);
  if (!row) throw new Error(`bet ${bet.id} not listed`);
  return row;
}

describe('GET /api/admin/bets', () => {
  it("lists every member's bets newest first with their member, picks and actions, filtered and paged", async () => {
    const first = await bettor(kit);
    const second = await bettor(kit);
    const upcoming = await fixtureIn(120);
    const live = await insertFixture(kit.db, { startAt: minutesFromNow(kit, -20), status: 'live' });
    const a = await placeOk(kit, first, slip([upcoming.pick('1X2', '1')]));
    const b = await placeOk(kit, second, slip([live.pick('1X2', 'X')]));
    const c = await placeOk(kit, first, slip([live.pick('1X2', '2')]));

    const all = await adminList();
    expect(all.items.slice(0, 3).map((bet) => bet.id)).toEqual([c.id, b.id, a.id]);
    expect(all.items.find((bet) => bet.id === b.id)).toMatchObject({
      gameType: 2,
      status: 0,
      member: { id: second.member.id, userId: second.member.userId, nickName: second.member.nickName },
      picks: [{ fixtureId: live.id, selectionName: 'X', home: live.home }],
      minigame: null,
      actions: [],
    });
    expect(all.items[0]).not.toHaveProperty('cancellable');

    const mine = await adminList(`?userId=${first.member.userId}`);
    expect(mine.items.map((bet) => bet.id)).toEqual([c.id, a.id]);
    // The login id must match exactly: a part of it finds nobody.
    expect((await adminList(`?userId=${first.member.userId.slice(0, -1)}`)).totalCount).toBe(0);
    expect((await adminList(`?userId=${first.member.userId}&gameType=2`)).items.map((bet) => bet.id)).toEqual([c.id]);

    await resultFixture(kit.db, live, { won: [live.pick('1X2', 'X')] });
    await settlePendingBets(kit.db, kit.clock, kit.bus, [live.id]);
    const won = await adminList('?status=2');
    expect(won.items.map((bet) => bet.id)).toContain(b.id);
    expect(won.items.every((bet) => bet.status === 2)).toBe(true);
    expect((await adminList(`?userId=${first.member.userId}&status=1`)).items.map((bet) => bet.id)).toEqual([c.id]);

    // Days are Seoul calendar days: move bet a to 23:59 Seoul the day before.
    const seoulToday = new Date(kit.clock.now().getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
    const seoulMidnight = Date.parse(`${seoulToday}T00:00:00+09:00`);
    await kit.db
      .update(bets)
      .set({ createdAt: new Date(seoulMidnight - 60_000) })
      .where(eq(bets.id, a.id));
    const yesterday = new Date(seoulMidnight - 60_000 + 9 * 3_600_000).toISOString().slice(0, 10);
    const who = `?userId=${first.member.userId}`;
    expect((await adminList(`${who}&from=${seoulToday}&to=${seoulToday}`)).items.map((bet) => bet.id)).toEqual([c.id]);
    expect((await adminList(`${who}&from=${yesterday}&to=${yesterday}`)).items.map((bet) => bet.id)).toEqual([a.id]);

    const paged = await adminList(`${who}&page=2&size=1`);
    expect(paged).toMatchObject({ page: 2, pageCount: 2, totalCount: 2 });
    expect(paged.items.map((bet) => bet.id)).toEqual([a.id]);
  });

  it('is refused to a member who is not an administrator, and to nobody logged in', async () => {
    const member = await bettor(kit);
    const fixture = await fixtureIn(120);
    const bet = await placeOk(kit, member, slip([fixture.pick('1X2', '1')]));
    const list = await kit.app.inject({ method: 'GET', url: '/api/admin/bets', headers: member.headers });
    expect(list.statusCode).toBe(403);
    const voided = await kit.app.inject({
      method: 'POST',
      url: `/api/admin/bets/${bet.id}/void`,
      headers: member.headers,
      payload: { reason: '제가 직접 적특 처리' },
    });
    expect(voided.statusCode).toBe(403);
    expect((await kit.app.inject({ method: 'GET', url: '/api/admin/dashboard' })).statusCode).toBe(401);
    expect((await getBet(kit, member, bet.id)).status).toBe(0);
    expect(await balanceOf(kit.db, member.member.id)).toBe(990_000);
  });
});

describe('POST /api/admin/bets/:id/void', () => {
  it('voids a bet in progress: the stake back once, the action recorded, and settlement later pays nothing', async () => {
    const who = await bettor(kit, 100_000);
    const fixture = await fixtureIn(120);
    const bet = await placeOk(kit, who, slip([fixture.pick('1X2', '1')], { stake: 30_000 }));
    expect(await balanceOf(kit.db, who.member.id)).toBe(70_000);

    const balances: number[] = [];
    const unsubscribe = kit.bus.subscribe('balance', (event) => {
      if (event.memberId === who.member.id) balances.push(event.emoney);
    });
    const voided = await voidOk(bet.id, '  경기 취소 공지  ');
    unsubscribe();
    // The member's balance stream hears of the refund.
    expect(balances).toEqual([100_000]);
    expect(voided).toMatchObject({ id: bet.id, status: 3, payout: 30_000, member: { id: who.member.id } });
    expect(voided.actions).toEqual([
      {
        kind: 'void',
        reason: '경기 취소 공지',
        operatorUserId: 'admin',
        createdAt: kit.clock.now().toISOString(),
        statusBefore: 0,
        statusAfter: 3,
        payoutBefore: null,
        payoutAfter: 30_000,
        amount: 30_000,
      },
    ]);
    expect(await balanceOf(kit.db, who.member.id)).toBe(100_000);
    const booked = await actionLedger(who.member.id);
    expect(booked).toEqual([
      { reason: 'bet_operator_void', amount: 30_000, reference: expect.stringMatching(/^bet-action:\d+$/) },
    ]);
    expect((await getBet(kit, who, bet.id)).status).toBe(3);
    const voidedNotice = { kind: 'bet', outcome: 'void', betId: bet.id, gameType: 1, stake: 30_000, payout: 30_000 };
    expect(await notificationsOf(kit, who, 'bet')).toEqual([voidedNotice]);

    // The fixture ends with the pick winning: the voided bet stays void and is paid nothing more.
    await resultFixture(kit.db, fixture, { won: [fixture.pick('1X2', '1')] });
    await settlePendingBets(kit.db, kit.clock, kit.bus, [fixture.id]);
    expect(await getBet(kit, who, bet.id)).toMatchObject({ status: 3, payout: 30_000 });
    expect(await balanceOf(kit.db, who.member.id)).toBe(100_000);
    expect(await ledgerSum(kit.db, who.member.id)).toBe(100_000);
    expect(await notificationsOf(kit, who, 'bet')).toEqual([voidedNotice]);
  });

  it('refuses a second void, a cancelled bet and an unknown bet, changing nothing', async () => {
    const who = await bettor(kit, 100_000);
    const fixture = await fixtureIn(120);
    const bet = await placeOk(kit, who, slip([fixture.pick('1X2', '1')], { stake: 10_000 }));
    await voidOk(bet.id);
    const again = await voidRequest(bet.id);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: '이미 적특 처리된 베팅입니다.' });

    const cancelled = await placeOk(kit, who, slip([fixture.pick('1X2', 'X')], { stake: 10_000 }));
    const cancel = await kit.app.inject({
      method: 'POST',
      url: `/api/bets/${cancelled.id}/cancel`,
      headers: who.headers,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const onCancelled = await voidRequest(cancelled.id);
    expect(onCancelled.statusCode).toBe(400);
    expect(onCancelled.json()).toEqual({ message: '이미 취소된 베팅입니다.' });

    const unknown = await voidRequest(9_999_999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: '베팅을 찾을 수 없습니다.' });

    const noReason = await voidRequest(bet.id, ' ');
    expect(noReason.statusCode).toBe(400);

    expect(await balanceOf(kit.db, who.member.id)).toBe(100_000);
    expect(await actionLedger(who.member.id)).toHaveLength(1);
    expect((await adminList(`?userId=${who.member.userId}`)).items.flatMap((item) => item.actions)).toHaveLength(1);
  });

  it('voids once when three operators void the same bet at the same moment', async () => {
    const who = await bettor(kit, 100_000);
    const fixture = await fixtureIn(120);
    const bet = await placeOk(kit, who, slip([fixture.pick('1X2', '2')], { stake: 20_000 }));
    const responses = await Promise.all([voidRequest(bet.id), voidRequest(bet.id), voidRequest(bet.id)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400, 400]);
    expect(await balanceOf(kit.db, who.member.id)).toBe(100_000);
    expect(await actionLedger(who.member.id)).toHaveLength(1);
  });

  it('voids a lost bet by refunding the stake, and a won bet by clawing back payout − stake', async () => {
    const who = await bettor(kit, 100_000);
    const lost = await settledBet(who, false, 10_000);
    expect(lost).toMatchObject({ status: 1, payout: 0 });
    const won = await settledBet(who, true, 10_000);
    expect(won).toMatchObject({ status: 2, payout: 21_000 });
    expect(await balanceOf(kit.db, who.member.id)).toBe(101_000);

    expect((await voidOk(lost.id)).actions[0]).toMatchObject({ statusBefore: 1, payoutBefore: 0, amount: 10_000 });
    expect(await balanceOf(kit.db, who.member.id)).toBe(111_000);
    const wonVoided = await voidOk(won.id);
    expect(wonVoided).toMatchObject({ status: 3, payout: 10_000 });
    expect(wonVoided.actions[0]).toMatchObject({
      statusBefore: 2,
      payoutBefore: 21_000,
      payoutAfter: 10_000,
      amount: -11_000,
    });
    // 100,000 − two stakes + the stake of the lost one back + the won one's stake back: each bet left at its stake.
    expect(await balanceOf(kit.db, who.member.id)).toBe(100_000);
    expect(await ledgerSum(kit.db, who.member.id)).toBe(100_000);
    expect((await actionLedger(who.member.id)).map((row) => [row.reason, row.amount])).toEqual([
      ['bet_operator_void', 10_000],
      ['bet_operator_void', -11_000],
    ]);
  });

  it('refuses to claw back more than the balance holds, changing nothing', async () => {
    const who = await bettor(kit, 10_000);
    const won = await settledBet(who, true, 10_000);
    expect(await balanceOf(kit.db, who.member.id)).toBe(21_000);
    // The member spends their winnings on another bet.
    const fixture = await fixtureIn(120);
    await placeOk(kit, who, slip([fixture.pick('1X2', '1')], { stake: 15_000 }));

    const refused = await voidRequest(won.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: '보유머니가 부족합니다.' });
    expect(await balanceOf(kit.db, who.member.id)).toBe(6_000);
    expect(await actionLedger(who.member.id)).toEqual([]);
    const [listed] = (await adminList(`?userId=${who.member.userId}&status=2`)).items;
    expect(listed).toMatchObject({ id: won.id, status: 2, payout: 21_000, actions: [] });
  });

  it("voids a minigame bet in progress and its pick, so the round's draw pays nothing more", async () => {
    const POWERBALL_1 = 211;
    let board: MinigameBoard = await boardOf(kit, POWERBALL_1);
    if (board.current.status !== 'open' || board.current.secondsToClose <= 2) {
      await drawNow(kit, POWERBALL_1);
      board = await boardOf(kit, POWERBALL_1);
    }
    const who = await bettor(kit, 100_000);
    const pick = await pickThatWill(kit, board, 2);
    const bet = await placeMinigameOk(kit, who, minigameSlip(board, pick, { stake: 10_000 }));
    const voided = await voidOk(bet.id);
    expect(voided).toMatchObject({ status: 3, payout: 10_000, minigame: { roundId: board.current.id } });
    const [stored] = await kit.db.select().from(minigamePicks).where(eq(minigamePicks.betId, bet.id));
    expect(stored?.result).toBe(3);

    await drawNow(kit, POWERBALL_1);
    await settleMinigameBets(kit.db, kit.clock, kit.bus);
    expect(await getBet(kit, who, bet.id)).toMatchObject({ status: 3, payout: 10_000 });
    expect(await balanceOf(kit.db, who.member.id)).toBe(100_000);
    const payouts = await kit.db
      .select()
      .from(walletLedger)
      .where(like(walletLedger.reference, `bet:${bet.id}`));
    expect(payouts.map((row) => row.reason)).toEqual(['bet_stake']);
  });
});
