/**
 * A member's whole picture (issue 36) on the demo seed: the twins' linked accounts, a member's partner
 * chain, money, bets, requests and flags as staff read them, and the staff's notes, signed and audited.
 */
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MemberPicture, StaffNote } from '@site/contracts/api/admin-member-picture';
import { DEMO_TWINS_ACCOUNT_NUMBER, DEMO_TWINS_DEVICE_ID, DEMO_TWINS_IP } from '../../db/demo-linked-members';
import { operatorAuditLog } from '../../db/schema/operator-audit';
import { riskFlags } from '../../db/schema/risk';
import { useDemoApp } from '../../test/demo-app';
import { authHeaders, createMember } from '../../test/members';
import { findMemberByUserId } from '../auth/member-lookup';
import { insertBet, insertCash } from '../manager/manager-test-kit';

const demo = useDemoApp();

async function pictureOf(userId: string, token = demo.adminToken): Promise<MemberPicture> {
  const response = await demo.app.inject({
    method: 'GET',
    url: `/api/admin/members/${userId}/picture`,
    headers: authHeaders(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MemberPicture>();
}

const addNote = (userId: string, body: unknown, token = demo.adminToken) =>
  demo.app.inject({
    method: 'POST',
    url: `/api/admin/members/${userId}/notes`,
    headers: authHeaders(token),
    payload: { body },
  });

async function idOf(userId: string): Promise<number> {
  const member = await findMemberByUserId(demo.db, userId);
  if (!member) throw new Error(`no ${userId} in the seed`);
  return member.id;
}

describe('GET /api/admin/members/:userId/picture', () => {
  it('shows twinstar who they are, how they logged in and twinmoon with everything they share', async () => {
    const picture = await pictureOf('twinstar');
    expect(picture.member).toMatchObject({
      userId: 'twinstar',
      nickName: '쌍둥이별',
      phone: '01012340301',
      level: 2,
      accountKind: 'member',
      blocked: false,
    });
    expect(picture.member.lastLoginAt).not.toBeNull();
    expect(picture.linked).toEqual([
      {
        userId: 'twinmoon',
        nickName: '쌍둥이달',
        shares: [
          { kind: 'bank', value: DEMO_TWINS_ACCOUNT_NUMBER },
          { kind: 'device', value: DEMO_TWINS_DEVICE_ID },
          { kind: 'ip', value: DEMO_TWINS_IP },
        ],
      },
    ]);
    expect(picture.logins[0]).toMatchObject({
      ip: DEMO_TWINS_IP,
      device: 'Chrome · Android',
      deviceId: DEMO_TWINS_DEVICE_ID,
    });
    expect(picture.partners).toEqual([]);
    expect((await pictureOf('demo')).linked).toEqual([]);
  });

  it('walks a partner’s member up to the head office and names the recommender', async () => {
    const picture = await pictureOf('pmember2');
    expect(picture.partners).toEqual([
      { userId: 'partner1', nickName: expect.any(String), headOffice: false },
      { userId: 'manager', nickName: expect.any(String), headOffice: true },
    ]);
    expect(picture.member.recommender).toBe('pmember1');
    expect((await pictureOf('partner1')).member.accountKind).toBe('partner');
    expect((await pictureOf('risk')).member.accountKind).toBe('staff');
  });

  it('lists the money moves, open and recent bets, cashier requests and limits, newest first', async () => {
    const member = await createMember(demo.db, { phone: '01033330001' });
    const credit = await demo.asAdmin('POST', `/api/admin/members/${member.userId}/money`, {
      amount: 30_000,
      memo: '이벤트 지급',
    });
    expect(credit.statusCode, credit.body).toBe(200);
    const settled = await insertBet(demo.db, {
      memberId: member.id,
      gameType: 1,
      stake: 5_000,
      status: 1,
      payout: 0,
      settledAt: new Date(Date.now() - 3_600_000),
    });
    const open = await insertBet(demo.db, {
      memberId: member.id,
      gameType: 1,
      stake: 7_000,
      status: 0,
      payout: 0,
      settledAt: null,
    });
    await insertCash(demo.db, {
      memberId: member.id,
      kind: 'withdrawal',
      status: 'pending',
      amount: 20_000,
      decidedAt: null,
    });

    const picture = await pictureOf(member.userId);
    expect(picture.member).toMatchObject({ emoney: 30_000, point: 0 });
    expect(picture.ledger[0]).toMatchObject({
      reason: 'operator',
      amount: 30_000,
      balanceAfter: 30_000,
      memo: '이벤트 지급',
    });
    expect(picture.bets.open.map((bet) => bet.id)).toEqual([open]);
    expect(picture.bets.recent.map((bet) => bet.id)).toEqual([open, settled]);
    expect(picture.cashRequests).toMatchObject([{ kind: 'withdrawal', status: 'pending', amount: 20_000 }]);
    expect(picture.responsiblePlay).toMatchObject({ userId: member.userId, excluded: false, verification: null });
  });

  it('lists a risk flag on both members of the pair, each seeing the other', async () => {
    const [twinstar, twinmoon] = [await idOf('twinstar'), await idOf('twinmoon')];
    await demo.db.insert(riskFlags).values({
      kind: 'shared_device',
      memberId: twinstar,
      otherMemberId: twinmoon,
      subject: DEMO_TWINS_DEVICE_ID,
      evidence: { summary: '두 계정이 같은 기기에서 접속했습니다.', items: [] },
    });
    const flag = { kind: 'shared_device', status: 'open', summary: '두 계정이 같은 기기에서 접속했습니다.' };
    expect((await pictureOf('twinstar')).riskFlags).toMatchObject([{ ...flag, other: { userId: 'twinmoon' } }]);
    expect((await pictureOf('twinmoon')).riskFlags).toMatchObject([{ ...flag, other: { userId: 'twinstar' } }]);
    expect((await pictureOf('demo')).riskFlags).toEqual([]);
  });

  it('answers 404 with a Korean message for an unknown member', async () => {
    const response = await demo.asAdmin('GET', '/api/admin/members/nobody404/picture');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: '회원을 찾을 수 없습니다.' });
  });
});

describe('POST /api/admin/members/:userId/notes', () => {
  it('keeps notes signed by their author, newest first, each on the audit trail', async () => {
    const member = await createMember(demo.db, { phone: '01033330002' });
    const risk = await demo.login('risk', 'risk1234');
    const first = await addNote(member.userId, '  출금 지연 문의로 통화함  ');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<StaffNote>()).toMatchObject({ body: '출금 지연 문의로 통화함', author: { userId: 'admin' } });
    const second = await addNote(member.userId, '쌍둥이 계정과 같은 집\n확인 필요', risk);
    expect(second.statusCode, second.body).toBe(200);

    const notes = (await pictureOf(member.userId)).notes;
    expect(notes.map((note) => [note.body, note.author.userId])).toEqual([
      ['쌍둥이 계정과 같은 집\n확인 필요', 'risk'],
      ['출금 지연 문의로 통화함', 'admin'],
    ]);
    expect(Date.parse(notes[0]?.createdAt ?? '')).not.toBeNaN();
    const [audit] = await demo.db
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.action, 'member.note.add'))
      .orderBy(desc(operatorAuditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ actorUserId: 'risk', targetKind: 'member', targetId: member.userId });
    expect(audit?.after).toMatchObject({ body: '쌍둥이 계정과 같은 집\n확인 필요' });
  });

  it('refuses a blank or too long note in Korean and keeps nothing', async () => {
    const member = await createMember(demo.db, { phone: '01033330003' });
    const blank = await addNote(member.userId, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ issues: [{ path: 'body', message: '메모 내용을 입력해주세요.' }] });
    const long = await addNote(member.userId, '가'.repeat(1001));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ issues: [{ path: 'body', message: '메모는 1000자 이하로 입력해주세요.' }] });
    expect((await addNote(member.userId, '가'.repeat(1000))).statusCode).toBe(200);
    expect((await pictureOf(member.userId)).notes).toHaveLength(1);
  });

  it('answers 404 for an unknown member', async () => {
    const response = await addNote('nobody404', '메모');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: '회원을 찾을 수 없습니다.' });
  });

  it('lets the read-only viewer read the page but not write a note', async () => {
    const viewer = await demo.login('viewer', 'viewer1234');
    const picture = await pictureOf('twinstar', viewer);
    expect(picture.linked.map((link) => link.userId)).toEqual(['twinmoon']);
    const refused = await addNote('twinstar', '읽기 전용의 메모', viewer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: '이 작업을 할 권한이 없습니다.' });
    expect((await pictureOf('twinstar')).notes.map((note) => note.body)).not.toContain('읽기 전용의 메모');
  });
});
