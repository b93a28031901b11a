import { describe, expect, it } from 'vitest';
import type { AdminMember } from '@site/contracts/api/admin';
import { authHeaders, createMember, getUser, loginAs, loginRequest } from '../../test/members';
import { useDemoApp } from '../../test/demo-app';

const demo = useDemoApp();

async function listMembers(): Promise<AdminMember[]> {
  const response = await demo.asAdmin('GET', '/api/admin/members');
  expect(response.statusCode).toBe(200);
  return response.json<AdminMember[]>();
}

function updateMember(userId: string, payload: Record<string, unknown>) {
  return demo.asAdmin('PUT', `/api/admin/members/${userId}`, payload);
}

describe('GET /api/admin/members', () => {
  it('lists every member with balance, flags and whether a session is active', async () => {
    const member = await createMember(demo.db);
    const before = (await listMembers()).find((row) => row.userId === member.userId);
    expect(before).toMatchObject({ online: false, blocked: false, emoney: 0 });
    const token = await loginAs(demo.app, member.userId);
    const list = await listMembers();
    expect(list.find((row) => row.userId === member.userId)?.online).toBe(true);
    expect(list.find((row) => row.userId === 'demo')).toMatchObject({ emoney: 1_000_000, point: 10_000 });
    expect(list.map((row) => row.userId)).toEqual(
      expect.arrayContaining(['demo', 'nororulette', 'nocasino', 'manager', 'admin']),
    );
    await demo.app.inject({ method: 'POST', url: '/api/member/logout', headers: authHeaders(token) });
    expect((await listMembers()).find((row) => row.userId === member.userId)?.online).toBe(false);
  });
});

describe('PUT /api/admin/members/:userId', () => {
  it('sets tendency flags, which the member sees on the next fetch', async () => {
    const member = await createMember(demo.db);
    const token = await loginAs(demo.app, member.userId);
    const response = await updateMember(member.userId, { tendency: ['51', '22', '51'] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ userId: member.userId, tendency: ['51', '22'], online: true });
    expect((await getUser(demo.app, token)).json()).toMatchObject({ tendency: ['51', '22'] });
  });

  it('gives a new level its seeded name unless a name is sent', async () => {
    const member = await createMember(demo.db);
    expect((await updateMember(member.userId, { level: 4 })).json()).toMatchObject({ level: 4, levelNm: '골드' });
    expect((await updateMember(member.userId, { level: 5, levelNm: '특별회원' })).json()).toMatchObject({
      level: 5,
      levelNm: '특별회원',
    });
  });

  it('blocks a member: the open session answers 406 and so does the next login', async () => {
    const member = await createMember(demo.db);
    const token = await loginAs(demo.app, member.userId);
    const response = await updateMember(member.userId, { blocked: true });
    expect(response.json()).toMatchObject({ blocked: true, online: false });
    const next = await getUser(demo.app, token);
    expect(next.statusCode).toBe(406);
    expect(next.json()).toEqual({ message: '이용이 제한된 계정입니다. 고객센터에 문의해주세요.' });
    expect((await loginRequest(demo.app, member.userId)).statusCode).toBe(406);

    await updateMember(member.userId, { blocked: false });
    expect((await loginRequest(demo.app, member.userId)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown member and 400 for a bad flag', async () => {
    const unknown = await updateMember('nobody', { blocked: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: '회원을 찾을 수 없습니다.' });
    expect((await updateMember('demo', { tendency: ['roulette'] })).statusCode).toBe(400);
  });
});

describe('POST /api/admin/members/:userId/logout', () => {
  it("ends the member's session (556 next) and answers 404 for an unknown member", async () => {
    const member = await createMember(demo.db);
    const token = await loginAs(demo.app, member.userId);
    const logout = (userId: string) => demo.asAdmin('POST', `/api/admin/members/${userId}/logout`);
    expect((await logout(member.userId)).json()).toEqual({ ok: true });
    expect((await getUser(demo.app, token)).statusCode).toBe(556);
    expect((await logout('nobody')).statusCode).toBe(404);
  });
});
