import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Bet, BetPage } from '@site/contracts/api/bets';
import { bets } from '../../db/schema/bets';
import { walletLedger } from '../../db/schema/wallet';
import { insertFixture, resultFixture, setFixtureStatus, type TestFixture } from '../../test/sports-data';
import {
  balanceOf,
  bettor,
  getBet,
  getOk,
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

const history = (who: Bettor, query = ''): Promise<BetPage> => getOk<BetPage>(kit, `/api/bets${query}`, who.headers);

function cancel(who: Bettor, betId: number) {
  return kit.app.inject({ method: 'POST', url: `/api/bets/${betId}/cancel`, headers: who.headers });
}

describe('GET /api/bets', () => {
  it("lists the member's own bets newest first with their picks, and pages them", async () => {
    const who = await bettor(kit);
    const someoneElse = await bettor(kit);
    const fixture = await fixtureIn(120);
    const placed: Bet[] = [];
    // Three markets of the fixture: two sides of one would be 양방 (docs/decisions/051).
    for (const [type, name] of [
      ['1X2', '1'],
      ['Under/Over', 'Over'],
      ['12', '2'],
    ] as const)
      placed.push(await placeOk(kit, who, slip([fixture.pick(type, name)])));
    await placeOk(kit, someoneElse, slip([fixture.pick('1X2', '1')]));

    const page = await history(who);
    expect(page).toMatchObject({ page: 1, pageCount: 1, totalCount: 3 });
    expect(page.items.map((bet) => bet.id)).toEqual(placed.map((bet) => bet.id).reverse());
    expect(page.items[0]?.picks[0]).toMatchObject({
      home: fixture.home,
      away: fixture.away,
      leagueNameKorean: fixture.leagueNameKorean,
      startAt: fixture.startAt.toISOString(),
      sportId: 6046,
      selectionName: '2',
      homeScore: null,
      awayScore: null,
      result: 0,
    });

    const second = await history(who, '?page=2&size=2');
    expect(second).toMatchObject({ page: 2, pageCount: 2, totalCount: 3 });
    expect(second.items.map((bet) => bet.id)).toEqual([placed[0]?.id]);
  });

  it('filters by game type and by Seoul calendar days', async () => {
    const who = await bettor(kit);
    const upcoming = await fixtureIn(120);
    const live = await insertFixture(kit.db, { startAt: minutesFromNow(kit, -20), status: 'live' });
    const preMatch = await placeOk(kit, who, slip([upcoming.pick('1X2', '1')]));
    const inPlay = await placeOk(kit, who, slip([live.pick('1X2', '1')]));

    expect((await history(who, '?gameType=1')).items.map((bet) => bet.id)).toEqual([preMatch.id]);
    expect((await history(who, '?gameType=2')).items.map((bet) => bet.id)).toEqual([inPlay.id]);
    expect((await history(who, '?gameType=3')).totalCount).toBe(0);

    // The bets were placed "today" in Seoul; move one to 23:59 Seoul of the day before.
    const seoulToday = new Date(kit.clock.now().getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
    const seoulMidnight = Date.parse(`${seoulToday}T00:00:00+09:00`);
    await kit.db
      .update(bets)
      .set({ createdAt: new Date(seoulMidnight - 60_000) })
      .where(eq(bets.id, inPlay.id));
    const yesterday = new Date(seoulMidnight - 60_000 + 9 * 3_600_000).toISOString().slice(0, 10);

    expect((await history(who, `?from=${seoulToday}&to=${seoulToday}`)).items.map((bet) => bet.id)).toEqual([
      preMatch.id,
    ]);
    expect((await history(who, `?from=${yesterday}&to=${yesterday}`)).items.map((bet) => bet.id)).toEqual([inPlay.id]);
    expect((await history(who, `?from=${yesterday}`)).totalCount).toBe(2);
    expect((await history(who, `?to=${yesterday}`)).totalCount).toBe(1);
  });

  it('filters by status: the open bets alone for the cart’s 내 베팅', async () => {
    const who = await bettor(kit);
    const fixture = await fixtureIn(120);
    const open = await placeOk(kit, who, slip([fixture.pick('1X2', '1')]));
    const ended = await placeOk(kit, who, slip([fixture.pick('Under/Over', 'Over')]));
    expect((await cancel(who, ended.id)).statusCode).toBe(200);

    const running = await history(who, '?status=0');
    expect(running.items.map((bet) => bet.id)).toEqual([open.id]);
    expect(running.totalCount).toBe(1);
    expect((await history(who, '?status=-1')).items.map((bet) => bet.id)).toEqual([ended.id]);
    expect((await history(who, '?status=2')).totalCount).toBe(0);
    const unknown = await kit.app.inject({ method: 'GET', url: '/api/bets?status=9', headers: who.headers });
    expect(unknown.statusCode).toBe(400);
  });

  it('refuses a malformed date or game type with 400 and a caller without login with 401', async () => {
    const who = await bettor(kit);
    const bad = await kit.app.inject({ method: 'GET', url: '/api/bets?from=2024-1-1', headers: who.headers });
    expect(bad.statusCode).toBe(400);
    expect(
      (await kit.app.inject({ method: 'GET', url: '/api/bets?gameType=x', headers: who.headers })).statusCode,
    ).toBe(400);
    expect((await kit.app.inject({ method: 'GET', url: '/api/bets' })).statusCode).toBe(401);
  });

  it("answers 404 for another member's bet, so it can be neither read nor cancelled", async () => {
    const owner = await bettor(kit);
    const other = await bettor(kit);
    const fixture = await fixtureIn(120);
    const bet = await placeOk(kit, owner, slip([fixture.pick('1X2', '1')]));
    const read = await kit.app.inject({ method: 'GET', url: `/api/bets/${bet.id}`, headers: other.headers });
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({ message: '베팅내역을 찾을 수 없습니다.' });
    const cancelled = await cancel(other, bet.id);
    expect(cancelled.statusCode).toBe(404);
    expect(cancelled.json()).toEqual({ message: '베팅내역을 찾을 수 없습니다.' });
    expect((await history(other)).totalCount).toBe(0);
    expect((await getBet(kit, owner, bet.id)).status).toBe(0);
  });
});

describe('POST /api/bets/:id/cancel', () => {
  it('cancels a pre-match bet within the window: status -1 and the stake back once', async () => {
    const who = await bettor(kit, 100_000);
    const fixture = await fixtureIn(120);
    const bet = await placeOk(kit, who, slip([fixture.pick('1X2', '1')], { stake: 30_000 }));
    expect(await balanceOf(kit.db, who.member.id)).toBe(70_000);

    const response = await cancel(who, bet.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Bet>()).toMatchObject({ id: bet.id, status: -1, payout: 30_000, cancellable: false });
    expect(await balanceOf(kit.db, who.member.id)).toBe(100_000);

    const again = await cancel(who, bet.id);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: '취소할 수 없는 베팅입니다. 이미 처리된 베팅입니다.' });
    expect(await balanceOf(kit.db, who.member.id)).toBe(100_000);
    expect(await ledgerSum(kit.db, who.member.id)).toBe(100_000);
    const rows = await kit.db
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.reference, `bet:${bet.id}`));
    expect(rows.map((row) => [row.reason, row.amount])).toEqual([
      ['bet_stake', -30_000],
      ['bet_cancel', 30_000],
    ]);
  });

  it('cancels once when two cancels arrive at the same moment', async () => {
    const who = await bettor(kit, 100_000);
    const fixture = await fixtureIn(120);
    const bet = await placeOk(kit, who, slip([fixture.pick('1X2', 'X')], { stake: 10_000 }));
    const responses = await Promise.all([cancel(who, bet.id), cancel(who, bet.id), cancel(who, bet.id)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400, 400]);
    expect(await balanceOf(kit.db, who.member.id)).toBe(100_000);
  });

  it('refuses after the window since placing it', async () => {
    const who = await bettor(kit);
    const fixture = await fixtureIn(120);
    const bet = await placeOk(kit, who, slip([fixture.pick('1X2', '1')]));
    kit.clock.advance(5 * 60_000 + 1_000);
    expect((await getBet(kit, who, bet.id)).cancellable).toBe(false);
    const response = await cancel(who, bet.id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: '취소할 수 없는 베팅입니다. 베팅 후 5분 이내에만 취소할 수 있습니다.' });
    expect(await balanceOf(kit.db, who.member.id)).toBe(990_000);
  });

  it('refuses within the cut-off before the first fixture starts', async () => {
    const who = await bettor(kit);
    const soon = await fixtureIn(12);
    const later = await fixtureIn(120);
    const bet = await placeOk(kit, who, slip([later.pick('1X2', '1'), soon.pick('1X2', '2')]));
    expect(bet.cancellable).toBe(true);
    kit.clock.advance(3 * 60_000);
    expect((await getBet(kit, who, bet.id)).cancellable).toBe(false);
    const response = await cancel(who, bet.id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: '취소할 수 없는 베팅입니다. 경기 시작 10분 전까지만 취소할 수 있습니다.',
    });
  });

  it('refuses a live bet, a bet on a fixture that went live, and a settled bet', async () => {
    const who = await bettor(kit);
    const live = await insertFixture(kit.db, { startAt: minutesFromNow(kit, -5), status: 'live' });
    const liveBet = await placeOk(kit, who, slip([live.pick('1X2', '1')]));
    expect((await cancel(who, liveBet.id)).json()).toEqual({
      message: '취소할 수 없는 베팅입니다. 라이브 베팅은 취소할 수 없습니다.',
    });

    const early = await fixtureIn(120);
    const earlyBet = await placeOk(kit, who, slip([early.pick('1X2', '1')]));
    await setFixtureStatus(kit.db, early.id, 'live');
    expect((await cancel(who, earlyBet.id)).json()).toEqual({
      message: '취소할 수 없는 베팅입니다. 이미 시작된 경기가 포함되어 있습니다.',
    });

    const settledFixture = await fixtureIn(120);
    const settledBet = await placeOk(kit, who, slip([settledFixture.pick('1X2', '1')]));
    await resultFixture(kit.db, settledFixture, { won: [settledFixture.pick('1X2', '2')] });
    await settlePendingBets(kit.db, kit.clock, kit.bus);
    expect((await cancel(who, settledBet.id)).json()).toEqual({
      message: '취소할 수 없는 베팅입니다. 이미 처리된 베팅입니다.',
    });
  });

  it('refuses every cancel while the operator has set the window to 0', async () => {
    const who = await bettor(kit);
    const fixture = await fixtureIn(120);
    const bet = await placeOk(kit, who, slip([fixture.pick('1X2', '1')]));
    await kit.asAdmin('PUT', '/api/admin/sports/settings', { cancelWindowMinutes: 0 });
    try {
      expect((await getBet(kit, who, bet.id)).cancellable).toBe(false);
      expect((await cancel(who, bet.id)).json()).toEqual({
        message: '취소할 수 없는 베팅입니다. 현재 베팅 취소가 허용되지 않습니다.',
      });
    } finally {
      await kit.asAdmin('PUT', '/api/admin/sports/settings', { cancelWindowMinutes: 5 });
    }
  });
});
