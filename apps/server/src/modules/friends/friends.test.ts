import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FriendStatus } from '@site/contracts/api/friends';
import type { JoinRequest } from '@site/contracts/api/member';
import { members } from '../../db/schema/members';
import { authHeaders, createMember, loginAs, TEST_BANK_ACCOUNT } from '../../test/members';
import { useDemoApp } from '../../test/demo-app';

const demo = useDemoApp();
const DAY_MS = 24 * 3600_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

async function statusOf(token: string, query = ''): Promise<FriendStatus> {
  const response = await demo.app.inject({ method: 'GET', url: `/api/friend${query}`, headers: authHeaders(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<FriendStatus>();
}

/** A member who referred `count` members, the i-th one joined i days ago; the odd ones have not logged in for 45 days. */
async function referrerWith(count: number) {
  const referrer = await createMember(demo.db);
  for (let i = 1; i <= count; i += 1) {
    await createMember(demo.db, {
      userId: `ref${referrer.id}x${i}`,
      recommender: referrer.userId,
      createdAt: daysAgo(i),
      lastLoginAt: i % 2 === 1 ? daysAgo(45) : daysAgo(1),
    });
  }
  return { referrer, token: await loginAs(demo.app, referrer.userId) };
}

describe('GET /api/friend', () => {
  it("answers the member's code and only their own referrals, newest first, with masked ids", async () => {
    const { referrer, token } = await referrerWith(3);
    await referrerWith(2); // someone else's referrals never show
    const status = await statusOf(token);
    expect(status.code).toBe(referrer.userId);
    expect(status.activeDays).toBe(30);
    expect(status.activeCount).toBe(1);
    expect(status.referrals.totalCount).toBe(3);
    expect(status.referrals.items.map((item) => [item.maskedId, item.active])).toEqual([
      ['re***', false],
      ['re***', true],
      ['re***', false],
    ]);
    expect(status.referrals.items[0]).toMatchObject({ level: 1, levelNm: '새싹' });
    expect(JSON.stringify(status)).not.toContain(`ref${referrer.id}x`);
  });

  it('pages the referrals', async () => {
    const { token } = await referrerWith(3);
    const second = await statusOf(token, '?page=2&size=2');
    expect(second.referrals).toMatchObject({ page: 2, pageCount: 2, totalCount: 3 });
    expect(second.referrals.items).toHaveLength(1);
    const bad = await demo.app.inject({ method: 'GET', url: '/api/friend?size=1000', headers: authHeaders(token) });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('한 페이지에 100개까지 조회할 수 있습니다.');
  });

  it('shows the demo member the three members they referred, two of them active', async () => {
    const status = await statusOf(await loginAs(demo.app, 'demo', 'demo1234'));
    expect(status.referrals.totalCount).toBe(3);
    expect(status.activeCount).toBe(2);
    expect(status.referrals.items.map((item) => item.maskedId)).toEqual(['fr***', 'fr***', 'fr***']);
  });

  it('refuses guests with 401', async () => {
    const response = await demo.app.inject({ method: 'GET', url: '/api/friend' });
    expect(response.statusCode).toBe(401);
  });
});

describe('joining with a referral code', () => {
  const joinWith = (userId: string, nickName: string, recommender: string) => {
    const body: JoinRequest = {
      userId,
      password: 'secret123',
      nickName,
      phone: '010-2222-3333',
      recommender,
      ...TEST_BANK_ACCOUNT,
    };
    return demo.app.inject({ method: 'POST', url: '/api/member/join', payload: body });
  };

  it('makes the new member a referral of the code, active once they log in', async () => {
    const { referrer, token } = await referrerWith(0);
    const response = await joinWith('joinedbyref', '추천가입', referrer.userId.toUpperCase());
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await demo.db.select().from(members).where(eq(members.userId, 'joinedbyref'));
    expect(row?.recommender).toBe(referrer.userId);

    const before = await statusOf(token);
    expect(before.referrals.items).toEqual([expect.objectContaining({ maskedId: 'jo***', active: false })]);
    await loginAs(demo.app, 'joinedbyref', 'secret123');
    const after = await statusOf(token);
    expect(after.activeCount).toBe(1);
    expect(after.referrals.items[0]?.active).toBe(true);
  });

  it('refuses an unknown code as sign-up always has, and nobody is created', async () => {
    const response = await joinWith('joinedbyghost', '유령추천', 'nosuchcode');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: '추천인 아이디를 찾을 수 없습니다.' });
    const rows = await demo.db.select().from(members).where(eq(members.userId, 'joinedbyghost'));
    expect(rows).toHaveLength(0);
  });
});
