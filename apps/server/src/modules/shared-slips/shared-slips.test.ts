/**
 * Slips to share (POST /api/slips, GET /api/slips/:code, GET /api/board/posts/:id/slip): made from a
 * member's own bet or a cart, read by anyone at today's prices with closed picks marked, bounded per day.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BoardPost } from '@site/contracts/api/board';
import { SHARED_SLIPS_PER_DAY, type SharedSlip, type SharedSlipLink } from '@site/contracts/api/shared-slips';
import { DAY_MS } from '@site/contracts/clock';
import { sharedSlips } from '../../db/schema/shared-slips';
import { insertFixture, setFixtureStatus, setPrice, setSelectionStatus } from '../../test/sports-data';
import { bettor, getOk, minutesFromNow, placeOk, slip, useBetsApp, type Bettor } from '../betting/bets-test-kit';
import { newSlipCode } from './service';

const kit = useBetsApp();

const share = (who: Bettor | undefined, payload: object) =>
  kit.app.inject({ method: 'POST', url: '/api/slips', headers: who?.headers ?? {}, payload });

async function shareOk(who: Bettor, payload: object): Promise<SharedSlipLink> {
  const response = await share(who, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SharedSlipLink>();
}

const slipsOf = (who: Bettor) => kit.db.select().from(sharedSlips).where(eq(sharedSlips.memberId, who.member.id));

/** A bet of two picks on two upcoming matches. */
async function twoPickBet(who: Bettor) {
  const [a, b] = await Promise.all([
    insertFixture(kit.db, { startAt: minutesFromNow(kit, 120) }),
    insertFixture(kit.db, { startAt: minutesFromNow(kit, 180) }),
  ]);
  const first = a.pick('1X2', '1');
  const second = b.pick('1X2', 'X');
  const bet = await placeOk(kit, who, slip([first, second], { stake: 12_345 }));
  return { bet, first, second };
}

describe('POST /api/slips', () => {
  it('shares a bet of the member as a random link that shows its picks at today’s prices and no money', async () => {
    const who = await bettor(kit);
    const { bet, first, second } = await twoPickBet(who);
    const link = await shareOk(who, { betId: bet.id });
    expect(link.code).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(link.path).toBe(`/slip/${link.code}`);

    await setPrice(kit.db, first.id, 3.33);
    const view = await getOk<SharedSlip>(kit, `/api/slips/${link.code}`); // no login: a link is for anyone
    expect(view.sharedBy).toBe(who.member.nickName);
    expect(view.betId).toBe(bet.id);
    expect(view.picks.map((p) => [p.selectionId, p.price, p.open])).toEqual([
      [first.id, 3.33, true],
      [second.id, second.price, true],
    ]);
    expect(JSON.stringify(view)).not.toContain('12345');
    expect(view).not.toHaveProperty('stake');

    // Sharing it again hands out the same link, and stores nothing more.
    expect((await shareOk(who, { betId: bet.id })).code).toBe(link.code);
    expect(await slipsOf(who)).toHaveLength(1);
  });

  it('shares a cart of existing selections in its order, each once', async () => {
    const who = await bettor(kit, 0);
    const f = await insertFixture(kit.db, { startAt: minutesFromNow(kit, 90) });
    const over = f.pick('Under/Over', 'Over').id;
    const ids = [over, f.pick('1X2', '2').id];
    const link = await shareOk(who, { selectionIds: [...ids, over] });
    const view = await getOk<SharedSlip>(kit, `/api/slips/${link.code}`, who.headers);
    expect(view.betId).toBeNull();
    expect(view.picks.map((p) => p.selectionId)).toEqual(ids);
    expect(view.picks[0]).toMatchObject({ fixtureId: f.id, home: f.home, marketType: 'Under/Over', line: '2.5' });
    expect((await shareOk(who, { selectionIds: ids })).code).toBe(link.code);
  });

  it('refuses another member’s bet (404), a selection that does not exist, an empty or double request, a guest', async () => {
    const owner = await bettor(kit);
    const other = await bettor(kit);
    const { bet } = await twoPickBet(owner);
    const refused = await share(other, { betId: bet.id });
    expect(refused.statusCode).toBe(404);
    expect(refused.json<{ message: string }>().message).toBe(
      '공유할 베팅을 찾을 수 없습니다. 본인의 베팅만 공유할 수 있습니다.',
    );
    const missing = await share(other, { selectionIds: [9_999_999_999] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toContain('공유할 경기를 찾을 수 없습니다');
    expect((await share(other, { selectionIds: [] })).statusCode).toBe(400);
    expect((await share(other, {})).statusCode).toBe(400);
    expect((await share(undefined, { betId: bet.id })).statusCode).toBe(401);
    expect(await slipsOf(other)).toEqual([]);
  });

  it(`allows ${SHARED_SLIPS_PER_DAY} new links in 24 hours, then refuses in Korean until the oldest is a day old`, async () => {
    const who = await bettor(kit, 0);
    const f = await insertFixture(kit.db, { startAt: minutesFromNow(kit, 600) });
    const [shared, other] = [f.pick('1X2', '1').id, f.pick('1X2', '2').id];
    // Made 23 h 59 min ago: inside the day for a minute more.
    const madeAt = new Date(kit.clock.now().getTime() - DAY_MS + 60_000);
    await kit.db.insert(sharedSlips).values(
      Array.from({ length: SHARED_SLIPS_PER_DAY }, () => ({
        code: newSlipCode(),
        memberId: who.member.id,
        betId: null,
        selectionIds: [shared],
        createdAt: madeAt,
      })),
    );
    const refused = await share(who, { selectionIds: [other] });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toBe(
      `베팅 공유는 24시간에 ${SHARED_SLIPS_PER_DAY}번까지 할 수 있습니다. 잠시 후 다시 시도해주세요.`,
    );
    expect(await slipsOf(who)).toHaveLength(SHARED_SLIPS_PER_DAY);
    // A link made before is still handed out: it is not a new one.
    expect((await share(who, { selectionIds: [shared] })).statusCode).toBe(200);

    kit.clock.advance(60_000);
    expect((await share(who, { selectionIds: [other] })).statusCode).toBe(200);
    expect(await slipsOf(who)).toHaveLength(SHARED_SLIPS_PER_DAY + 1);
  });
});

describe('GET /api/slips/:code', () => {
  it('marks picks no longer open: suspended, started, finished', async () => {
    const who = await bettor(kit, 0);
    const upcoming = (minutes: number) => insertFixture(kit.db, { startAt: minutesFromNow(kit, minutes) });
    const [a, b, c, d] = await Promise.all([upcoming(60), upcoming(70), upcoming(80), upcoming(90)]);
    const ids = [a, b, c, d].map((f) => f.pick('1X2', '1').id);
    const link = await shareOk(who, { selectionIds: ids });
    await setSelectionStatus(kit.db, b.pick('1X2', '1').id, 'suspended');
    await setFixtureStatus(kit.db, c.id, 'finished');
    kit.clock.advance(65 * 60_000); // a's kick-off passed without the feed calling it live
    const view = await getOk<SharedSlip>(kit, `/api/slips/${link.code}`);
    expect(view.picks.map((p) => [p.open, p.state])).toEqual([
      [false, 'started'],
      [false, 'suspended'],
      [false, 'finished'],
      [true, 'open'],
    ]);
  });

  it('answers 404 in Korean for an unknown or malformed code', async () => {
    for (const code of [newSlipCode(), 'short', 'bad%20code%20here']) {
      const response = await kit.app.inject({ method: 'GET', url: `/api/slips/${code}` });
      expect(response.statusCode, code).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, code).toBeLessThan(405);
      expect(response.json<{ message: string }>().message).toBe('공유된 베팅을 찾을 수 없습니다. 링크를 확인해주세요.');
    }
  });
});

describe('GET /api/board/posts/:id/slip', () => {
  it('answers a post’s attached bet at today’s prices, and 404 for a post without one', async () => {
    const author = await bettor(kit);
    const { bet, first, second } = await twoPickBet(author);
    const post = async (betId: number | null) => {
      const response = await kit.app.inject({
        method: 'POST',
        url: '/api/board/posts',
        headers: author.headers,
        payload: { title: '오늘의 조합', body: '<p>같이 가요</p>', betId },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<BoardPost>();
    };
    const withBet = await post(bet.id);
    await setPrice(kit.db, second.id, 4.1);
    const view = await getOk<SharedSlip>(kit, `/api/board/posts/${withBet.id}/slip`);
    expect(view.sharedBy).toBe(author.member.nickName);
    expect(view.picks.map((p) => [p.selectionId, p.price])).toEqual([
      [first.id, first.price],
      [second.id, 4.1],
    ]);
    expect(JSON.stringify(view)).not.toContain('12345');

    kit.clock.advance(10 * 60_000); // the board's interval between two posts
    const without = await post(null);
    const response = await kit.app.inject({ method: 'GET', url: `/api/board/posts/${without.id}/slip` });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toBe('이 게시글에는 담을 수 있는 베팅이 없습니다.');
  });
});
