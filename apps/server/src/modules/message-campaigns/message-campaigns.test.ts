import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CampaignView, MessageSegment } from '@site/contracts/api/admin-message-campaigns';
import type { MessagePage } from '@site/contracts/api/messages';
import type { NotificationList } from '@site/contracts/api/notifications';
import { MEMBER_TYPE_MANAGER, ROLE_ADMINISTRATOR } from '@site/contracts/roles';
import { systemClock } from '../../clock';
import { members, type MemberRow } from '../../db/schema/members';
import { messages } from '../../db/schema/messages';
import { operatorAuditLog } from '../../db/schema/operator-audit';
import { riskFlags } from '../../db/schema/risk';
import { LocalBus, type EventBus } from '../../events/bus';
import { authHeaders, createMember, loginAs } from '../../test/members';
import { useDemoApp } from '../../test/demo-app';
import { MessageCampaignWorker } from '../../workers/message-campaigns';

const demo = useDemoApp();
const DAY_MS = 24 * 60 * 60_000;

/** A fresh partner of its own, so that each test's segment sees only the members it made. */
const partner = (partnerId: number | null = null) => createMember(demo.db, { type: MEMBER_TYPE_MANAGER, partnerId });
const memberUnder = (head: MemberRow, fields: Partial<MemberRow> = {}) =>
  createMember(demo.db, { partnerId: head.id, ...fields });

async function preview(segment: MessageSegment, token = demo.adminToken) {
  return demo.app.inject({
    method: 'POST',
    url: '/api/admin/message-campaigns/preview',
    headers: authHeaders(token),
    payload: { segment },
  });
}

async function countOf(segment: MessageSegment): Promise<number> {
  const response = await preview(segment);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ count: number }>().count;
}

function create(body: Record<string, unknown>, token = demo.adminToken) {
  return demo.app.inject({
    method: 'POST',
    url: '/api/admin/message-campaigns',
    headers: authHeaders(token),
    payload: body,
  });
}

async function campaignTo(segment: MessageSegment, title = '이번 주 이벤트 안내'): Promise<CampaignView> {
  const response = await create({ title, contents: '레벨별 혜택을 확인하세요.', segment });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CampaignView>();
}

async function listed(id: number): Promise<CampaignView | undefined> {
  const response = await demo.asAdmin('GET', '/api/admin/message-campaigns');
  expect(response.statusCode).toBe(200);
  return response.json<CampaignView[]>().find((campaign) => campaign.id === id);
}

const worker = (batchSize: number, bus: EventBus = new LocalBus()) =>
  new MessageCampaignWorker({ db: demo.db, clock: systemClock, bus, batchSize });

/** Runs the sender until the campaign is done (at most `bound` runs). */
async function sendAll(id: number, batchSize = 500, bound = 50): Promise<void> {
  const sender = worker(batchSize);
  for (let run = 0; run < bound && (await listed(id))?.status !== 'done'; run += 1) await sender.runOnce();
  expect((await listed(id))?.status).toBe('done');
}

/** How many 쪽지 each member has with this title. */
async function copiesOf(memberIds: number[], title: string): Promise<number[]> {
  const rows = await demo.db
    .select({ memberId: messages.memberId, n: count() })
    .from(messages)
    .where(and(inArray(messages.memberId, memberIds), eq(messages.title, title)))
    .groupBy(messages.memberId);
  return memberIds.map((id) => rows.find((row) => row.memberId === id)?.n ?? 0);
}

describe('who a segment chooses', () => {
  it('takes the whole subtree of a partner, and never blocked, staff, partner or excluded accounts', async () => {
    const head = await partner();
    const sub = await partner(head.id);
    const direct = await memberUnder(head);
    const below = await memberUnder(sub);
    await memberUnder(head, { blocked: true });
    await memberUnder(head, { role: ROLE_ADMINISTRATOR, staffRole: 'support' });
    await memberUnder(head, { excludedUntil: new Date(Date.now() + DAY_MS) });
    await partner(sub.id);

    expect(await countOf({ partnerUserId: head.userId })).toBe(2);
    expect(await countOf({ partnerUserId: sub.userId })).toBe(1);
    const campaign = await campaignTo({ partnerUserId: head.userId }, '하위 전체 안내');
    expect(campaign.total).toBe(2);
    await sendAll(campaign.id);
    const everyone = await demo.db.select({ id: members.id }).from(members).where(eq(members.partnerId, head.id));
    const reached = await copiesOf(
      everyone.map(({ id }) => id),
      '하위 전체 안내',
    );
    expect(reached.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await copiesOf([direct.id, below.id], '하위 전체 안내')).toEqual([1, 1]);
  });

  it('narrows by level, by activity and by an open risk flag on either side of a pair', async () => {
    const head = await partner();
    const now = Date.now();
    const recent = await memberUnder(head, { level: 3, lastLoginAt: new Date(now - 2 * DAY_MS) });
    const away = await memberUnder(head, { level: 5, lastLoginAt: new Date(now - 40 * DAY_MS) });
    // Signed up now and never logged in: not away for 30 days, not active either.
    const fresh = await memberUnder(head, { level: 3 });
    const partnerUserId = head.userId;

    expect(await countOf({ partnerUserId })).toBe(3);
    expect(await countOf({ partnerUserId, levels: [3] })).toBe(2);
    expect(await countOf({ partnerUserId, levels: [3, 5] })).toBe(3);
    expect(await countOf({ partnerUserId, levels: [] })).toBe(3);
    expect(await countOf({ partnerUserId, activeWithinDays: 7 })).toBe(1);
    expect(await countOf({ partnerUserId, inactiveForDays: 30 })).toBe(1);
    expect(await countOf({ partnerUserId, levels: [5], activeWithinDays: 7 })).toBe(0);

    const flag = { evidence: { summary: '같은 브라우저', items: [] }, subject: `device-${recent.id}` };
    await demo.db.insert(riskFlags).values([
      { ...flag, kind: 'shared_device', memberId: recent.id, otherMemberId: away.id },
      { ...flag, kind: 'big_win', memberId: fresh.id },
      {
        ...flag,
        kind: 'shared_phone',
        memberId: fresh.id,
        status: 'resolved',
        resolvedAt: new Date(),
        resolvedBy: head.id,
        resolutionNote: '가족',
      },
    ]);
    expect(await countOf({ partnerUserId, flag: 'shared_device' })).toBe(2);
    expect(await countOf({ partnerUserId, flag: 'big_win' })).toBe(1);
    expect(await countOf({ partnerUserId, flag: 'shared_phone' })).toBe(0);
    expect(await countOf({ partnerUserId, flag: 'shared_device', levels: [5] })).toBe(1);
  });

  it('refuses a partner id that is not a partner, and a segment of nobody, with Korean 400s that leave nothing', async () => {
    const before = (await demo.asAdmin('GET', '/api/admin/message-campaigns')).json<CampaignView[]>().length;
    const notPartner = await preview({ partnerUserId: 'demo' });
    expect(notPartner.statusCode).toBe(400);
    expect(notPartner.json()).toEqual({ message: "'demo'은(는) 파트너 아이디가 아닙니다." });

    const head = await partner();
    const empty = await create({ title: '안내', contents: '내용', segment: { partnerUserId: head.userId } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: '조건에 맞는 회원이 없습니다. 대상 조건을 바꿔주세요.' });

    await memberUnder(head);
    const untitled = await create({ title: ' ', contents: '내용', segment: { partnerUserId: head.userId } });
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json<{ message: string }>().message).toBe('입력값이 올바르지 않습니다.');
    const unknownCriterion = await create({ title: '안내', contents: '내용', segment: { vip: true } });
    expect(unknownCriterion.statusCode).toBe(400);

    expect((await demo.asAdmin('GET', '/api/admin/message-campaigns')).json<CampaignView[]>()).toHaveLength(before);
  });
});

describe('sending', () => {
  it('delivers in batches with its progress, then the members read it in their inbox and on the bell', async () => {
    const head = await partner();
    const [reader, ...others] = await Promise.all([1, 2, 3, 4, 5].map(() => memberUnder(head, { level: 7 })));
    expect(others).toHaveLength(4);
    const support = await demo.login('support', 'support1234');
    const response = await create(
      {
        title: '레벨 7 안내',
        contents: '레벨 7 회원님께 드리는 안내입니다.',
        segment: { partnerUserId: head.userId, levels: [7] },
      },
      support,
    );
    expect(response.statusCode, response.body).toBe(200);
    const campaign = response.json<CampaignView>();
    expect(campaign).toMatchObject({
      total: 5,
      sent: 0,
      status: 'sending',
      createdByUserId: 'support',
      finishedAt: null,
    });

    const [audit] = await demo.db
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.action, 'messageCampaign.create'))
      .orderBy(desc(operatorAuditLog.id))
      .limit(1);
    expect(audit).toMatchObject({
      actorUserId: 'support',
      targetKind: 'messageCampaign',
      targetId: String(campaign.id),
    });

    const sender = worker(2);
    await sender.runOnce();
    expect(await listed(campaign.id)).toMatchObject({ sent: 2, status: 'sending' });
    await sender.runOnce();
    expect(await listed(campaign.id)).toMatchObject({ sent: 4, status: 'sending' });
    await sender.runOnce();
    const done = await listed(campaign.id);
    expect(done).toMatchObject({ sent: 5, total: 5, status: 'done' });
    expect(Date.parse(done?.finishedAt ?? '')).not.toBeNaN();

    const token = await loginAs(demo.app, reader?.userId ?? '');
    const inbox = await demo.app.inject({ method: 'GET', url: '/api/message', headers: authHeaders(token) });
    expect(inbox.json<MessagePage>().items.map((item) => item.title)).toEqual(['레벨 7 안내']);
    const bell = await demo.app.inject({ method: 'GET', url: '/api/notifications', headers: authHeaders(token) });
    expect(bell.json<NotificationList>().items.map((item) => item.event)).toContainEqual(
      expect.objectContaining({ kind: 'message', title: '레벨 7 안내' }),
    );
  });

  it('gives each member exactly one copy with two senders at once and a sender that dies mid-batch', async () => {
    const head = await partner();
    const chosen = await Promise.all(Array.from({ length: 9 }, () => memberUnder(head)));
    const ids = chosen.map(({ id }) => id);
    const campaign = await campaignTo({ partnerUserId: head.userId }, '한 번만 받는 쪽지');

    // A sender that dies after writing its batch's 쪽지, before the commit: the batch rolls back whole.
    const dying: EventBus = Object.assign(new LocalBus(), {
      publish: () => {
        throw new Error('the process stopped');
      },
    });
    await expect(worker(4, dying).runOnce()).rejects.toThrow('the process stopped');
    expect(await listed(campaign.id)).toMatchObject({ sent: 0, status: 'sending' });
    expect(await copiesOf(ids, '한 번만 받는 쪽지')).toEqual(ids.map(() => 0));

    // Then two senders (two processes during a takeover) run side by side until it is done.
    const [first, second] = [worker(2), worker(2)];
    for (let run = 0; run < 20 && (await listed(campaign.id))?.status !== 'done'; run += 1) {
      await Promise.all([first.runOnce(), second.runOnce()]);
    }
    expect(await listed(campaign.id)).toMatchObject({ sent: 9, total: 9, status: 'done' });
    expect(await copiesOf(ids, '한 번만 받는 쪽지')).toEqual(ids.map(() => 1));
  });

  it('carries on after a stop in the middle, from the last batch committed', async () => {
    const head = await partner();
    const chosen = await Promise.all(Array.from({ length: 4 }, () => memberUnder(head)));
    const campaign = await campaignTo({ partnerUserId: head.userId }, '재시작 후에도 한 번');
    const before = worker(1);
    await before.runOnce();
    await before.stop();
    expect(await listed(campaign.id)).toMatchObject({ sent: 1, status: 'sending' });
    await sendAll(campaign.id, 1);
    expect(await listed(campaign.id)).toMatchObject({ sent: 4, status: 'done' });
    expect(
      await copiesOf(
        chosen.map(({ id }) => id),
        '재시작 후에도 한 번',
      ),
    ).toEqual([1, 1, 1, 1]);
  });
});
