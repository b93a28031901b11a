import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hedgingErrors } from '@site/contracts/api/hedging';
import type { Bet, OddsChangedBody } from '@site/contracts/api/bets';
import { bets } from '../../db/schema/bets';
import { walletLedger } from '../../db/schema/wallet';
import {
  insertFixture,
  setFixtureStatus,
  setMarketStatus,
  setPrice,
  setSelectionStatus,
  type TestFixture,
} from '../../test/sports-data';
import {
  balanceOf,
  bettor,
  getBet,
  ledgerSum,
  minutesFromNow,
  placeOk,
  placeRequest,
  slip,
  useBetsApp,
  type Bettor,
} from './bets-test-kit';

const kit = useBetsApp();

const upcoming = (minutes = 120): Promise<TestFixture> =>
  insertFixture(kit.db, { startAt: minutesFromNow(kit, minutes) });

async function expectRefused(who: Bettor, payload: object, status: number, message: string | RegExp): Promise<void> {
  const before = await balanceOf(kit.db, who.member.id);
  const response = await placeRequest(kit, who, payload);
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json<{ message: string }>().message).toMatch(message);
  // Nothing changed: no money left, no bet stored.
  expect(await balanceOf(kit.db, who.member.id)).toBe(before);
  expect(await kit.db.select().from(bets).where(eq(bets.memberId, who.member.id))).toEqual([]);
}

describe('POST /api/bets', () => {
  it('takes the stake, stores the bet with what the member saw and writes one ledger row', async () => {
    const who = await bettor(kit, 100_000);
    const first = await upcoming();
    const second = await upcoming(180);
    const balances: number[] = [];
    const unsubscribe = kit.bus.subscribe('balance', (event) => {
      if (event.memberId === who.member.id) balances.push(event.emoney);
    });
    const bet = await placeOk(
      kit,
      who,
      slip([first.pick('1X2', '1'), second.pick('Under/Over', 'Over')], { stake: 10_000 }),
    );
    unsubscribe();

    // 2.10 × 1.90 = 3.99
    expect(bet).toMatchObject({
      gameType: 1,
      stake: 10_000,
      totalOdds: 3.99,
      bonusOdds: 1,
      potentialPayout: 39_900,
      status: 0,
      payout: null,
      settledAt: null,
      cancellable: true,
    });
    expect(bet.picks).toEqual([
      expect.objectContaining({
        fixtureId: first.id,
        home: first.home,
        away: first.away,
        leagueNameKorean: first.leagueNameKorean,
        marketType: '1X2',
        period: 100,
        line: null,
        selectionName: '1',
        price: 2.1,
        result: 0,
      }),
      expect.objectContaining({ fixtureId: second.id, marketType: 'Under/Over', line: '2.5', price: 1.9 }),
    ]);
    expect(await balanceOf(kit.db, who.member.id)).toBe(90_000);
    expect(balances).toEqual([90_000]);
    const [entry] = await kit.db
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.memberId, who.member.id))
      .orderBy(desc(walletLedger.id))
      .limit(1);
    expect(entry).toMatchObject({
      reason: 'bet_stake',
      reference: `bet:${bet.id}`,
      amount: -10_000,
      balanceBefore: 100_000,
      balanceAfter: 90_000,
    });
    expect(await ledgerSum(kit.db, who.member.id)).toBe(90_000);
  });

  it('answers the new bet as its history shows it, picks in kick-off order', async () => {
    const who = await bettor(kit);
    const later = await upcoming(240);
    const sooner = await upcoming(60);
    // Picked later-first: the answer, like the history, lists the sooner kick-off first.
    const placed = await placeOk(kit, who, slip([later.pick('1X2', '1'), sooner.pick('Under/Over', 'Under')]));
    expect(placed.picks.map((pick) => pick.fixtureId)).toEqual([sooner.id, later.id]);
    expect(placed).toEqual(await getBet(kit, who, placed.id));
  });

  it('adds the bonus for three picks and caps the potential payout at the level maximum', async () => {
    const who = await bettor(kit, 5_000_000);
    const fixtures = await Promise.all([upcoming(), upcoming(), upcoming()]);
    const bonus = await placeOk(
      kit,
      who,
      slip(
        fixtures.map((fixture) => fixture.pick('1X2', '2')),
        { stake: 10_000 },
      ),
    );
    // 3.40³ = 39.304 → 39.30; × 1.03 × 10,000
    expect(bonus).toMatchObject({ totalOdds: 39.3, bonusOdds: 1.03, potentialPayout: 404_790 });

    // Other fixtures: the draw of these would be the other side of the away wins held (양방).
    const others = await Promise.all([upcoming(), upcoming(), upcoming()]);
    const capped = await placeOk(
      kit,
      who,
      slip(
        others.map((fixture) => fixture.pick('1X2', 'X')),
        { stake: 3_000_000 },
      ),
    );
    expect(capped.potentialPayout).toBe(30_000_000);
  });

  it('takes a live bet on live fixtures as game type 2', async () => {
    const who = await bettor(kit);
    const live = await insertFixture(kit.db, { startAt: minutesFromNow(kit, -30), status: 'live' });
    const bet = await placeOk(kit, who, slip([live.pick('1X2', 'X')]));
    expect(bet).toMatchObject({ gameType: 2, cancellable: false });
  });

  it('refuses a request without a login (401) and bad input (400) before anything else', async () => {
    const fixture = await upcoming();
    const anonymous = await kit.app.inject({
      method: 'POST',
      url: '/api/bets',
      payload: slip([fixture.pick('1X2', '1')]),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: '로그인 후 이용해주세요.' });

    const who = await bettor(kit);
    for (const payload of [
      { ...slip([fixture.pick('1X2', '1')]), stake: 0 },
      { ...slip([fixture.pick('1X2', '1')]), stake: 10_000.5 },
      { ...slip([]), stake: 10_000 },
      { ...slip([fixture.pick('1X2', '1')]), idempotencyKey: 'short' },
      { stake: 10_000, picks: [{ selectionId: fixture.pick('1X2', '1').id, price: 2.1 }] },
    ]) {
      const response = await placeRequest(kit, who, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ message: string }>().message).toBe('입력값이 올바르지 않습니다.');
    }
    expect(await balanceOf(kit.db, who.member.id)).toBe(1_000_000);
  });

  it('refuses an unknown selection with 404', async () => {
    const who = await bettor(kit);
    const fixture = await upcoming();
    await expectRefused(
      who,
      { ...slip([fixture.pick('1X2', '1')]), picks: [{ selectionId: 987_654_321, price: 2 }] },
      404,
      '선택한 경기를 찾을 수 없습니다. 베팅카트를 다시 확인해주세요.',
    );
  });

  it('refuses the same selection twice, two picks of one market, and two lines of one market type', async () => {
    const who = await bettor(kit);
    const fixture = await insertFixture(kit.db, {
      startAt: minutesFromNow(kit, 120),
      markets: [
        {
          marketType: 'Handicap',
          line: '-1.5',
          selections: [
            { name: 'Home', price: 2.4 },
            { name: 'Away', price: 1.55 },
          ],
        },
        {
          marketType: 'Handicap',
          line: '+1.5',
          selections: [
            { name: 'Home', price: 1.3 },
            { name: 'Away', price: 3.3 },
          ],
        },
      ],
    });
    const home = fixture.pick('Handicap', 'Home', '-1.5');
    await expectRefused(who, slip([home, home]), 400, '같은 선택이 두 번 담겨 있습니다.');
    // Both sides of the market, at one line or two, are 양방 (docs/decisions/051) …
    await expectRefused(
      who,
      slip([home, fixture.pick('Handicap', 'Away', '-1.5')]),
      400,
      hedgingErrors.sports(fixture),
    );
    await expectRefused(
      who,
      slip([home, fixture.pick('Handicap', 'Away', '+1.5')]),
      400,
      hedgingErrors.sports(fixture),
    );
    // … and one side at two lines is still one market's two picks.
    await expectRefused(
      who,
      slip([home, fixture.pick('Handicap', 'Home', '+1.5')]),
      400,
      `한 경기의 같은 항목은 하나만 선택할 수 있습니다. (${fixture.home} vs ${fixture.away})`,
    );
  });

  it('refuses live and pre-match fixtures in one bet', async () => {
    const who = await bettor(kit);
    const live = await insertFixture(kit.db, { startAt: minutesFromNow(kit, -10), status: 'live' });
    const later = await upcoming();
    await expectRefused(
      who,
      slip([live.pick('1X2', '1'), later.pick('1X2', '1')]),
      400,
      '라이브 경기와 일반 경기는 함께 베팅할 수 없습니다.',
    );
  });

  it('refuses a pre-match fixture that has started, even before the feed marks it live, and a finished one', async () => {
    const who = await bettor(kit);
    const due = await insertFixture(kit.db, { startAt: minutesFromNow(kit, -1) });
    await expectRefused(
      who,
      slip([due.pick('1X2', '1')]),
      400,
      `이미 시작된 경기는 베팅할 수 없습니다. (${due.home} vs ${due.away})`,
    );
    const ended = await insertFixture(kit.db, { startAt: minutesFromNow(kit, -100), status: 'live' });
    await setFixtureStatus(kit.db, ended.id, 'finished');
    await expectRefused(who, slip([ended.pick('1X2', '1')]), 400, /^베팅이 마감된 경기입니다/);
  });

  it('refuses the forbidden combinations of one fixture but allows them across fixtures', async () => {
    const who = await bettor(kit);
    const fixture = await upcoming();
    const other = await upcoming();
    await expectRefused(
      who,
      slip([fixture.pick('1X2', '1'), fixture.pick('Handicap', 'Home')]),
      400,
      `같은 경기의 승무패와 핸디캡은 함께 베팅할 수 없습니다. (${fixture.home} vs ${fixture.away})`,
    );
    await expectRefused(
      who,
      slip([fixture.pick('12', '2'), fixture.pick('Handicap', 'Away')]),
      400,
      /같은 경기의 승패와 핸디캡은 함께/,
    );
    await expectRefused(
      who,
      slip([fixture.pick('Under/Over', 'Over'), fixture.pick('1X2', 'X')]),
      400,
      /같은 경기의 승무패와 언더오버는 함께/,
    );
    // Allowed: handicap with total in one fixture, and result with handicap of different fixtures.
    await placeOk(kit, who, slip([fixture.pick('Handicap', 'Home'), fixture.pick('Under/Over', 'Under')]));
    await placeOk(kit, who, slip([fixture.pick('1X2', '1'), other.pick('Handicap', 'Home')]));
  });

  it("refuses more picks than the level's maximum and stakes outside its limits", async () => {
    const who = await bettor(kit, 10_000_000);
    const fixtures = await Promise.all(Array.from({ length: 11 }, () => upcoming()));
    await expectRefused(
      who,
      slip(fixtures.map((fixture) => fixture.pick('Odd/Even', 'Odd'))),
      400,
      '최대 10폴더까지 베팅할 수 있습니다.',
    );
    const [fixture] = fixtures;
    if (!fixture) throw new Error('no fixture');
    await expectRefused(who, slip([fixture.pick('1X2', '1')], { stake: 4_999 }), 400, '최소 베팅금액은 5,000원입니다.');
    await expectRefused(
      who,
      slip([fixture.pick('1X2', '1')], { stake: 3_000_001 }),
      400,
      '최대 베팅금액은 3,000,000원입니다.',
    );
  });

  it('refuses a stake above the balance', async () => {
    const who = await bettor(kit, 20_000);
    const fixture = await upcoming();
    await expectRefused(who, slip([fixture.pick('1X2', '1')], { stake: 20_001 }), 400, '보유머니가 부족합니다.');
  });

  it('refuses while the operator has stopped sports betting', async () => {
    const who = await bettor(kit);
    const fixture = await upcoming();
    expect((await kit.asAdmin('PUT', '/api/admin/sports/settings', { bettingOpen: false })).statusCode).toBe(200);
    try {
      await expectRefused(who, slip([fixture.pick('1X2', '1')]), 400, '현재 스포츠 베팅이 중지되었습니다.');
    } finally {
      await kit.asAdmin('PUT', '/api/admin/sports/settings', { bettingOpen: true });
    }
    await placeOk(kit, who, slip([fixture.pick('1X2', '1')]));
  });

  it('answers 409 with the current prices of every changed, suspended or closed pick', async () => {
    const who = await bettor(kit);
    const moved = await upcoming();
    const suspended = await upcoming();
    const closedMarket = await upcoming();
    const steady = await upcoming();
    await setPrice(kit.db, moved.pick('1X2', '1').id, 2.25);
    await setSelectionStatus(kit.db, suspended.pick('1X2', '2').id, 'suspended');
    await setMarketStatus(kit.db, closedMarket.pick('Under/Over', 'Over').marketId, 'closed');
    const picks = [
      moved.pick('1X2', '1'),
      suspended.pick('1X2', '2'),
      closedMarket.pick('Under/Over', 'Over'),
      steady.pick('1X2', 'X'),
    ];

    const response = await placeRequest(kit, who, slip(picks));
    expect(response.statusCode).toBe(409);
    expect(response.json<OddsChangedBody>()).toEqual({
      message: '배당이 변경되었습니다. 변경된 배당을 확인해주세요.',
      changes: [
        { selectionId: moved.pick('1X2', '1').id, price: 2.25, open: true },
        { selectionId: suspended.pick('1X2', '2').id, price: null, open: false },
        { selectionId: closedMarket.pick('Under/Over', 'Over').id, price: null, open: false },
      ],
    });
    expect(await balanceOf(kit.db, who.member.id)).toBe(1_000_000);

    // Sent again at the new price, the bet is placed at it.
    const accepted = await placeOk(
      kit,
      who,
      slip([moved.pick('1X2', '1'), steady.pick('1X2', 'X')], { prices: { [moved.pick('1X2', '1').id]: 2.25 } }),
    );
    expect(accepted.totalOdds).toBe(7.2);
  });

  it('answers a replayed key with the first bet and debits nothing more', async () => {
    const who = await bettor(kit, 100_000);
    const fixture = await upcoming();
    const payload = slip([fixture.pick('1X2', '1')], { stake: 10_000 });
    const first = await placeRequest(kit, who, payload);
    expect(first.statusCode).toBe(201);
    const replay = await placeRequest(kit, who, payload);
    expect(replay.statusCode).toBe(200);
    expect(replay.json<Bet>()).toEqual(first.json<Bet>());
    // Even when the price has moved since: the key names the bet already made.
    await setPrice(kit.db, fixture.pick('1X2', '1').id, 1.5);
    expect((await placeRequest(kit, who, payload)).json<Bet>().id).toBe(first.json<Bet>().id);
    expect(await balanceOf(kit.db, who.member.id)).toBe(90_000);

    // The key is the member's own: another member's same key is another bet.
    const other = await bettor(kit, 100_000);
    await setPrice(kit.db, fixture.pick('1X2', '1').id, 2.1);
    expect((await placeRequest(kit, other, payload)).statusCode).toBe(201);
  });

  it('answers concurrent requests with one key with one bet', async () => {
    const who = await bettor(kit, 100_000);
    const fixture = await upcoming();
    const payload = slip([fixture.pick('1X2', '1')], { stake: 10_000 });
    const responses = await Promise.all(Array.from({ length: 5 }, () => placeRequest(kit, who, payload)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(responses.map((response) => response.json<Bet>().id)).size).toBe(1);
    expect(await balanceOf(kit.db, who.member.id)).toBe(90_000);
    expect(await ledgerSum(kit.db, who.member.id)).toBe(90_000);
  });

  it('never takes the balance below zero with 50 concurrent bets worth more than it', async () => {
    const who = await bettor(kit, 200_000);
    const fixture = await upcoming();
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => placeRequest(kit, who, slip([fixture.pick('1X2', '1')], { stake: 7_000 }))),
    );
    const accepted = responses.filter((response) => response.statusCode === 201);
    const refused = responses.filter((response) => response.statusCode !== 201);
    // 200,000 / 7,000: 28 bets fit, the 29th would go below zero.
    expect(accepted).toHaveLength(28);
    for (const response of refused) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: '보유머니가 부족합니다.' });
    }
    expect(await balanceOf(kit.db, who.member.id)).toBe(4_000);
    expect(await ledgerSum(kit.db, who.member.id)).toBe(4_000);
    expect(await kit.db.select().from(bets).where(eq(bets.memberId, who.member.id))).toHaveLength(28);
  });
});
