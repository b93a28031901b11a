/**
 * Singles and multi-singles (POST /api/bets/singles) and the race correlation rule of a multi.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Bet, BetPage, SingleBets } from '@site/contracts/api/bets';
import type { VirtualEvent } from '@site/contracts/api/virtuals';
import { bets } from '../../db/schema/bets';
import { insertFixture, setFixtureStatus, setPrice, type TestFixture } from '../../test/sports-data';
import {
  balanceOf,
  bettor,
  getOk,
  ledgerSum,
  minutesFromNow,
  placeOk,
  placeRequest,
  slip,
  useBetsApp,
  type Bettor,
} from './bets-test-kit';

const kit = useBetsApp({ VIRTUALS: 'on' });

const upcoming = (minutes = 120): Promise<TestFixture> =>
  insertFixture(kit.db, { startAt: minutesFromNow(kit, minutes) });

const singlesRequest = (who: Bettor, payload: object) =>
  kit.app.inject({ method: 'POST', url: '/api/bets/singles', headers: who.headers, payload });

const storedBets = (who: Bettor) => kit.db.select().from(bets).where(eq(bets.memberId, who.member.id));

/** A refusal that changes nothing: no money leaves, no bet is stored, the ledger still adds up. */
async function expectNothingPlaced(
  who: Bettor,
  send: () => ReturnType<typeof singlesRequest>,
  status: number,
  message: string | RegExp,
): Promise<void> {
  const before = await balanceOf(kit.db, who.member.id);
  const response = await send();
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json<{ message: string }>().message).toMatch(message);
  expect(await balanceOf(kit.db, who.member.id)).toBe(before);
  expect(await ledgerSum(kit.db, who.member.id)).toBe(before);
  expect(await storedBets(who)).toEqual([]);
}

/** Two fixtures' home wins and a third's draw: three picks of three matches. */
async function threePicks() {
  const [a, b, c] = await Promise.all([upcoming(), upcoming(150), upcoming(180)]);
  return [a.pick('1X2', '1'), b.pick('1X2', '1'), c.pick('1X2', 'X')];
}

describe('POST /api/bets/singles', () => {
  it('places one single per pick at the stake, debits stake × picks once per bet, and lists them apart', async () => {
    const who = await bettor(kit, 100_000);
    const picks = await threePicks();
    const response = await singlesRequest(who, slip(picks, { stake: 10_000 }));
    expect(response.statusCode, response.body).toBe(201);
    const made = response.json<SingleBets>().bets;
    expect(made.map((bet) => [bet.stake, bet.picks.map((p) => p.selectionId), bet.totalOdds])).toEqual(
      picks.map((pick) => [10_000, [pick.id], pick.price]),
    );
    // 2.1 × 10,000: a single's payout, no bonus.
    expect(made[0]?.potentialPayout).toBe(21_000);
    expect(await balanceOf(kit.db, who.member.id)).toBe(70_000);
    expect(await ledgerSum(kit.db, who.member.id)).toBe(70_000);
    const history = await getOk<BetPage>(kit, '/api/bets', who.headers);
    expect(history.items.map((bet) => bet.id).sort()).toEqual(made.map((bet) => bet.id).sort());
  });

  it('answers a retried request with the same bets and debits nothing more; another request under the key is refused', async () => {
    const who = await bettor(kit, 100_000);
    const picks = await threePicks();
    const request = slip(picks, { stake: 10_000 });
    const first = await singlesRequest(who, request);
    expect(first.statusCode, first.body).toBe(201);
    const again = await singlesRequest(who, request);
    expect(again.statusCode, again.body).toBe(200);
    const ids = (response: typeof first) => response.json<SingleBets>().bets.map((bet) => bet.id);
    expect(ids(again)).toEqual(ids(first));
    expect(await balanceOf(kit.db, who.member.id)).toBe(70_000);

    // The same key for fewer picks, or as a multi, is another bet.
    const fewer = await singlesRequest(who, { ...request, picks: request.picks.slice(0, 2) });
    expect(fewer.statusCode, fewer.body).toBe(422);
    const multi = await placeRequest(kit, who, request);
    expect(multi.statusCode, multi.body).toBe(422);
    expect(await balanceOf(kit.db, who.member.id)).toBe(70_000);
    expect(await storedBets(who)).toHaveLength(3);
  });

  it('makes the singles once when the same request arrives twice at once', async () => {
    const who = await bettor(kit, 100_000);
    const request = slip(await threePicks(), { stake: 10_000 });
    const answers = await Promise.all([singlesRequest(who, request), singlesRequest(who, request)]);
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 201]);
    const [first, second] = answers.map((response) => response.json<SingleBets>().bets.map((bet) => bet.id));
    expect(second).toEqual(first);
    expect(await balanceOf(kit.db, who.member.id)).toBe(70_000);
    expect(await storedBets(who)).toHaveLength(3);
  });

  it('places none when the balance cannot cover every single', async () => {
    const who = await bettor(kit, 25_000);
    const picks = await threePicks();
    await expectNothingPlaced(
      who,
      () => singlesRequest(who, slip(picks, { stake: 10_000 })),
      400,
      '보유머니가 부족합니다.',
    );
  });

  it('places none when one price moved (409 names it) or one match is over', async () => {
    const who = await bettor(kit, 100_000);
    const picks = await threePicks();
    const [, moved, over] = picks;
    if (!moved || !over) throw new Error('three picks expected');
    await setPrice(kit.db, moved.id, 1.7);
    const response = await singlesRequest(who, slip(picks));
    expect(response.json<{ changes: unknown[] }>().changes).toEqual([
      { selectionId: moved.id, price: 1.7, open: true },
    ]);
    await expectNothingPlaced(who, () => singlesRequest(who, slip(picks)), 409, '배당이 변경되었습니다.');

    await setFixtureStatus(kit.db, over.fixtureId, 'finished');
    await expectNothingPlaced(
      who,
      () => singlesRequest(who, slip(picks, { prices: { [moved.id]: 1.7 } })),
      400,
      /베팅이 마감된 경기입니다/,
    );
  });

  it('is refused while the operator does not allow singles, as is a lone pick sent as a multi; a multi still goes through', async () => {
    const who = await bettor(kit, 100_000);
    const picks = await threePicks();
    const closed = await kit.asAdmin('PUT', '/api/admin/sports/settings', { singlesAllowed: false });
    expect(closed.statusCode, closed.body).toBe(200);
    try {
      const rules = await getOk<{ singlesAllowed: boolean }>(kit, '/api/bets/rules', who.headers);
      expect(rules.singlesAllowed).toBe(false);
      await expectNothingPlaced(
        who,
        () => singlesRequest(who, slip(picks)),
        400,
        '현재 단폴 베팅은 허용되지 않습니다. 조합으로 베팅해주세요.',
      );
      const [lonePick] = picks;
      if (!lonePick) throw new Error('no pick');
      await expectNothingPlaced(
        who,
        () => placeRequest(kit, who, slip([lonePick])),
        400,
        '현재 단폴 베팅은 허용되지 않습니다. 2경기 이상 조합해주세요.',
      );
      await placeOk(kit, who, slip(picks));
    } finally {
      await kit.asAdmin('PUT', '/api/admin/sports/settings', { singlesAllowed: true });
    }
  });
});

/** The next horse race still taking bets, with its 단승 and 연승 of one runner. */
async function nextRace(): Promise<VirtualEvent> {
  const events = await getOk<{ items: VirtualEvent[] }>(kit, '/api/virtuals/horse/events?league=britanniaways');
  const race = events.items.find((item) => item.status === 'scheduled' && item.secondsToStart > 0);
  if (!race) throw new Error('no race to bet on');
  return race;
}

function runnerOf(race: VirtualEvent, marketType: 'Winner' | 'Place', runner: number) {
  const selection = race.markets.find((market) => market.marketType === marketType)?.selections[runner];
  if (!selection) throw new Error(`race ${race.id} has no ${marketType} runner ${runner}`);
  return selection;
}

describe('picks of one race', () => {
  it('are refused as one multi (단승 + 연승 of one runner, or of two), in Korean, changing no balance', async () => {
    const who = await bettor(kit, 100_000);
    const race = await nextRace();
    const sameRunner = [runnerOf(race, 'Winner', 1), runnerOf(race, 'Place', 1)];
    const message = /^같은 경주의 단승·연승은 한 조합으로 베팅할 수 없습니다/;
    await expectNothingPlaced(who, () => placeRequest(kit, who, slip(sameRunner)), 400, message);
    const twoRunners = [runnerOf(race, 'Winner', 1), runnerOf(race, 'Place', 4)];
    await expectNothingPlaced(who, () => placeRequest(kit, who, slip(twoRunners)), 400, message);
  });

  it('are taken as singles, each its own bet', async () => {
    const who = await bettor(kit, 100_000);
    const race = await nextRace();
    const picks = [runnerOf(race, 'Winner', 2), runnerOf(race, 'Place', 2)];
    const response = await singlesRequest(who, slip(picks, { stake: 5_000 }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<SingleBets>().bets.map((bet: Bet) => bet.picks.map((p) => p.marketType))).toEqual([
      ['Winner'],
      ['Place'],
    ]);
    expect(await balanceOf(kit.db, who.member.id)).toBe(90_000);
  });
});
