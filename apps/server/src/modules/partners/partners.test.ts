import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { JoinRequest } from '@site/contracts/api/member';
import type { PartnerCreateInput, PartnerNode, PartnerRates } from '@site/contracts/api/partners';
import { rollingKinds } from '@site/contracts/api/rolling';
import { members } from '../../db/schema/members';
import { useDemoApp } from '../../test/demo-app';
import { authHeaders, createMember, loginAs, TEST_BANK_ACCOUNT } from '../../test/members';

const demo = useDemoApp();

/** The same rolling and losing rate for every kind, in basis points. */
const uniform = (rollingBp: number, losingBp: number): PartnerRates =>
  Object.fromEntries(rollingKinds.map((kind) => [kind, { rollingBp, losingBp }])) as PartnerRates;

let serial = 0;
function newPartner(parentId: number | null, rates: PartnerRates, overrides: Partial<PartnerCreateInput> = {}) {
  serial += 1;
  const body: PartnerCreateInput = {
    userId: `ptn${process.pid % 1000}x${serial}`,
    password: 'partner123',
    nickName: `파트너${process.pid % 1000}x${serial}`,
    phone: '010-3333-4444',
    parentId,
    rates,
    ...overrides,
  };
  return demo.asAdmin('POST', '/api/admin/partners', body as unknown as Record<string, unknown>);
}

async function created(parentId: number | null, rates: PartnerRates): Promise<PartnerNode> {
  const response = await newPartner(parentId, rates);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PartnerNode>();
}

async function tree(): Promise<PartnerNode[]> {
  const response = await demo.asAdmin('GET', '/api/admin/partners');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PartnerNode[]>();
}

const nodeOf = async (userId: string) => (await tree()).find((node) => node.userId === userId);
const saveRates = (id: number, rates: PartnerRates) =>
  demo.asAdmin('PUT', `/api/admin/partners/${id}/rates`, { rates });
const move = (userId: string, partnerUserId: string | null) =>
  demo.asAdmin('PUT', `/api/admin/partners/members/${userId}`, { partnerUserId });
const rowOf = async (userId: string) => (await demo.db.select().from(members).where(eq(members.userId, userId)))[0];

describe('GET /api/admin/partners', () => {
  it('answers the demo tree: manager the head office, partner1 under it with its two members', async () => {
    const nodes = await tree();
    const manager = nodes.find((node) => node.userId === 'manager');
    const partner1 = nodes.find((node) => node.userId === 'partner1');
    expect(manager).toMatchObject({ depth: 0, parentId: null, childCount: 1, memberCount: 0, blocked: false });
    expect(partner1).toMatchObject({ depth: 1, parentId: manager?.id, nickName: '골드파트너', memberCount: 2 });
    expect(partner1?.rates.sports).toEqual({ rollingBp: 70, losingBp: 1_000 });
    // Depth first: a child comes right after its parent.
    expect(nodes.indexOf(partner1 as PartnerNode)).toBe(nodes.indexOf(manager as PartnerNode) + 1);
  });
});

describe('the operator API refuses everyone but administrators', () => {
  const calls = [
    ['GET', '/api/admin/partners', undefined],
    ['POST', '/api/admin/partners', {}],
    ['PUT', '/api/admin/partners/1/rates', { rates: uniform(0, 0) }],
    ['PUT', '/api/admin/partners/members/pmember1', { partnerUserId: null }],
  ] as const;

  it.each(calls)('%s %s: guest 401, member 403, and nothing changes', async (method, url, payload) => {
    const before = await tree();
    const guest = await demo.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(guest.statusCode).toBe(401);
    const member = await createMember(demo.db);
    const token = await loginAs(demo.app, member.userId);
    const forbidden = await demo.app.inject({
      method,
      url,
      headers: authHeaders(token),
      ...(payload ? { payload } : {}),
    });
    expect(forbidden.statusCode).toBe(403);
    expect(await tree()).toEqual(before);
  });
});

describe('POST /api/admin/partners', () => {
  it('makes a type-2 account under the parent, one level down, that can log in', async () => {
    const partner1 = await nodeOf('partner1');
    const node = await created(partner1?.id ?? 0, uniform(30, 500));
    expect(node).toMatchObject({ parentId: partner1?.id, depth: 2, memberCount: 0, childCount: 0 });
    expect(node.rates.casino).toEqual({ rollingBp: 30, losingBp: 500 });
    expect(await rowOf(node.userId)).toMatchObject({ type: 2, phone: '01033334444', partnerId: partner1?.id });
    await loginAs(demo.app, node.userId, 'partner123');
    expect((await nodeOf('partner1'))?.childCount).toBe((partner1?.childCount ?? 0) + 1);
  });

  it('makes a head office (no parent) with any rates up to the maximum', async () => {
    const node = await created(null, uniform(1_000, 10_000));
    expect(node).toMatchObject({ parentId: null, depth: 0 });
  });

  it("refuses a rate above the parent's, in Korean, and creates nobody", async () => {
    const partner1 = await nodeOf('partner1');
    const rates = { ...uniform(30, 1_000), sports: { rollingBp: 71, losingBp: 1_000 } };
    const response = await newPartner(partner1?.id ?? 0, rates, { userId: 'toohigh1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: '스포츠 롤링 요율은 상위 파트너의 요율(0.70%)을 넘을 수 없습니다.' });
    const losing = await newPartner(partner1?.id ?? 0, {
      ...uniform(30, 1_000),
      slot: { rollingBp: 0, losingBp: 1_001 },
    });
    expect(losing.json()).toEqual({ message: '슬롯 루징 요율은 상위 파트너의 요율(10.00%)을 넘을 수 없습니다.' });
    expect(await rowOf('toohigh1')).toBeUndefined();
  });

  it('checks the login as sign-up does: Korean 400 or 409, and creates nobody', async () => {
    const bad = await newPartner(null, uniform(0, 0), { userId: 'AB' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('아이디는 영문 소문자와 숫자 4~16자로 입력해주세요.');
    const weak = await newPartner(null, uniform(0, 0), { userId: 'weakpass1', password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.body).toContain('비밀번호는 8자 이상이어야 합니다.');
    const rate = await newPartner(null, uniform(1_001, 0), { userId: 'ratebad1' });
    expect(rate.statusCode).toBe(400);
    expect(rate.body).toContain('롤링 요율은 최대 10%입니다.');
    const taken = await newPartner(null, uniform(0, 0), { userId: 'partner1' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: '이미 사용 중인 아이디입니다.' });
    expect(await rowOf('weakpass1')).toBeUndefined();
    expect(await rowOf('ratebad1')).toBeUndefined();
  });

  it('answers 404 in Korean for a parent that is not a partner', async () => {
    const member = await createMember(demo.db);
    for (const parentId of [member.id, 2_000_000]) {
      const response = await newPartner(parentId, uniform(0, 0), { userId: `orphan${parentId % 1000}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: '상위 파트너를 찾을 수 없습니다.' });
    }
  });
});

describe('PUT /api/admin/partners/:id/rates', () => {
  it("saves rates between the parent's and the children's", async () => {
    const head = await created(null, uniform(100, 2_000));
    const child = await created(head.id, uniform(60, 1_000));
    const saved = await saveRates(head.id, uniform(80, 1_500));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<PartnerNode>().rates.live).toEqual({ rollingBp: 80, losingBp: 1_500 });

    const above = await saveRates(child.id, { ...uniform(60, 1_000), mini: { rollingBp: 81, losingBp: 1_000 } });
    expect(above.statusCode).toBe(400);
    expect(above.json()).toEqual({ message: '미니게임 롤링 요율은 상위 파트너의 요율(0.80%)을 넘을 수 없습니다.' });

    const below = await saveRates(head.id, { ...uniform(80, 1_500), casino: { rollingBp: 80, losingBp: 999 } });
    expect(below.statusCode).toBe(400);
    expect(below.json()).toEqual({
      message: '카지노 루징 요율은 하위 파트너에게 준 요율(10.00%)보다 낮출 수 없습니다.',
    });
    expect((await nodeOf(head.userId))?.rates).toEqual(uniform(80, 1_500));
    expect((await nodeOf(child.userId))?.rates).toEqual(uniform(60, 1_000));
  });

  it('answers 404 in Korean for an id that is not a partner, and 400 for a bad rate', async () => {
    const member = await createMember(demo.db);
    const response = await saveRates(member.id, uniform(0, 0));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: '파트너를 찾을 수 없습니다.' });
    const partner1 = await nodeOf('partner1');
    const bad = await demo.asAdmin('PUT', `/api/admin/partners/${partner1?.id}/rates`, {
      rates: { ...uniform(10, 10), slot: { rollingBp: 1.5, losingBp: 0 } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('롤링 요율은 0.01% 단위로 입력해주세요.');
    expect((await nodeOf('partner1'))?.rates).toEqual(partner1?.rates);
  });

  it('keeps the tree consistent when a parent is lowered while a child is created above the new rate', async () => {
    const head = await created(null, uniform(100, 1_000));
    const [lowered, child] = await Promise.all([
      saveRates(head.id, uniform(50, 1_000)),
      newPartner(head.id, uniform(80, 1_000)),
    ]);
    // Whichever came second saw the first: exactly one of them is refused.
    expect([lowered.statusCode, child.statusCode].sort()).toEqual([200, 400]);
    const nodes = (await tree()).filter((node) => node.id === head.id || node.parentId === head.id);
    const [parent, ...children] = nodes;
    for (const node of children)
      expect(node.rates.sports.rollingBp).toBeLessThanOrEqual(parent?.rates.sports.rollingBp ?? 0);
  });
});

describe('PUT /api/admin/partners/members/:userId', () => {
  it('moves a member under a partner and out again', async () => {
    const member = await createMember(demo.db);
    const before = (await nodeOf('partner1'))?.memberCount ?? 0;
    const moved = await move(member.userId, 'PARTNER1');
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({ userId: member.userId, partnerUserId: 'partner1' });
    expect((await nodeOf('partner1'))?.memberCount).toBe(before + 1);
    const out = await move(member.userId, null);
    expect(out.json()).toEqual({ userId: member.userId, partnerUserId: null });
    expect((await rowOf(member.userId))?.partnerId).toBeNull();
  });

  it('refuses a partner as the member and a member as the partner (400), unknown ids (404), and changes nothing', async () => {
    const member = await createMember(demo.db);
    const cases = [
      [move('partner1', 'manager'), 400, '파트너 계정은 다른 파트너 아래 회원으로 옮길 수 없습니다.'],
      [move(member.userId, 'pmember1'), 400, '파트너가 아닌 계정입니다. 파트너 아이디를 입력해주세요.'],
      [move('nosuchmember', 'partner1'), 404, '회원을 찾을 수 없습니다.'],
      [move(member.userId, 'nosuchpartner'), 404, '파트너를 찾을 수 없습니다.'],
      [move(member.userId, ''), 400, '파트너 아이디를 입력해주세요.'],
    ] as const;
    for (const [call, status, message] of cases) {
      const response = await call;
      expect(response.statusCode).toBe(status);
      expect(response.body).toContain(message);
    }
    expect((await rowOf(member.userId))?.partnerId).toBeNull();
    expect((await rowOf('partner1'))?.partnerId).toBe((await rowOf('manager'))?.id);
  });
});

describe('joining with a recommender code puts the new member in the partner tree', () => {
  const join = (userId: string, recommender: string) => {
    const body: JoinRequest = {
      userId,
      password: 'secret123',
      nickName: `${userId}닉`,
      phone: '010-5555-6666',
      recommender,
      ...TEST_BANK_ACCOUNT,
    };
    return demo.app.inject({ method: 'POST', url: '/api/member/join', payload: body });
  };

  it('under the partner whose code it is, keeping the code as the recommender', async () => {
    const response = await join('bypartner1', 'partner1');
    expect(response.statusCode, response.body).toBe(200);
    const row = await rowOf('bypartner1');
    expect(row).toMatchObject({ recommender: 'partner1', partnerId: (await rowOf('partner1'))?.id, type: 1 });
  });

  it("under the referring member's partner, or none when that member has none", async () => {
    expect((await join('bypmember1', 'pmember1')).statusCode).toBe(200);
    expect(await rowOf('bypmember1')).toMatchObject({
      recommender: 'pmember1',
      partnerId: (await rowOf('partner1'))?.id,
    });
    expect((await join('bydemo01', 'demo')).statusCode).toBe(200);
    expect(await rowOf('bydemo01')).toMatchObject({ recommender: 'demo', partnerId: null });
  });
});
