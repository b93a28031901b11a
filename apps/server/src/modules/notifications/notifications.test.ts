import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_LIST_SIZE,
  notificationErrors,
  type MemberNotification,
  type NotificationList,
} from '@site/contracts/api/notifications';
import { eventStreamReader } from '../../test/event-stream-reader';
import { listeningAddress } from '../../test/listen';
import { getOk, type Bettor } from '../betting/bets-test-kit';
import { approveOk, cashMember, decide, depositOk, post, useCashierApp, withdrawOk } from '../cashier/cashier-test-kit';

const kit = useCashierApp();

const listOf = (who: Bettor) => getOk<NotificationList>(kit, '/api/notifications', who.headers);
const unreadOf = (who: Bettor) => getOk<number>(kit, '/api/notifications/unread', who.headers);
const notificationEvent = /event: notification\ndata: (.*)\n\n/;

describe('the notification centre', () => {
  it('tells the member, and only them, that their deposit was approved: listed, counted, pushed to the open page', async () => {
    const who = await cashMember(kit);
    const other = await cashMember(kit);
    const address = await listeningAddress(kit.app);
    const controller = new AbortController();
    const response = await fetch(`${address}/api/member/stream`, { headers: who.headers, signal: controller.signal });
    const stream = eventStreamReader(response);

    const request = await depositOk(kit, who, 100_000);
    expect(await unreadOf(who)).toBe(0);
    await approveOk(kit, request.id);

    const pushed = JSON.parse((await stream.until(notificationEvent))[1] ?? '') as MemberNotification;
    expect(pushed.event).toEqual({
      kind: 'deposit',
      outcome: 'approved',
      requestId: request.id,
      amount: 100_000,
      tether: false,
    });
    const list = await listOf(who);
    expect(list.unread).toBe(1);
    expect(list.items).toEqual([pushed]);
    expect(pushed.readAt).toBeNull();
    expect(await unreadOf(who)).toBe(1);
    // The other member's bell stays empty.
    expect(await listOf(other)).toEqual({ items: [], unread: 0 });
    expect(await unreadOf(other)).toBe(0);

    controller.abort();
    await stream.cancel();
  });

  it('marks the member’s own notifications read, one or all they saw, and refuses another member’s', async () => {
    const who = await cashMember(kit, 200_000);
    const other = await cashMember(kit);
    const withdrawal = await withdrawOk(kit, who, 30_000);
    expect((await decide(kit, withdrawal.id, 'refuse', '계좌 확인 필요')).statusCode).toBe(200);
    const deposit = await depositOk(kit, who, 50_000);
    await approveOk(kit, deposit.id);

    // The refusal's notification, the message that says why, then the approval: newest first.
    const { items, unread } = await listOf(who);
    expect(unread).toBe(3);
    expect(items.map((item) => item.event.kind)).toEqual(['deposit', 'message', 'withdrawal']);
    expect(items[2]?.event).toMatchObject({ outcome: 'refused', amount: 30_000 });
    const [approval, message, refusal] = items as [MemberNotification, MemberNotification, MemberNotification];

    const stranger = await post(kit, other, `/notifications/${approval.id}/read`);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ message: notificationErrors.notFound });
    await post(kit, other, '/notifications/read', { upTo: approval.id });
    expect(await unreadOf(who)).toBe(3);

    // 모두 읽음 up to what the member saw: one that arrived after it stays unread.
    const all = await post(kit, who, '/notifications/read', { upTo: message.id });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toEqual({ unread: 1 });
    const one = await post(kit, who, `/notifications/${approval.id}/read`);
    expect(one.json()).toEqual({ unread: 0 });
    expect((await post(kit, who, `/notifications/${approval.id}/read`)).json()).toEqual({ unread: 0 });
    const after = await listOf(who);
    expect(after.items.every((item) => item.readAt !== null)).toBe(true);
    expect(refusal.readAt).toBeNull();

    const bad = await post(kit, who, '/notifications/read', { upTo: 'all' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ issues: [{ path: 'upTo', message: notificationErrors.badCursor }] });
  });

  it('tells of a paid withdrawal, an answered inquiry and a message, and lists only the newest', async () => {
    const who = await cashMember(kit, 100_000);
    const withdrawal = await withdrawOk(kit, who, 20_000);
    await approveOk(kit, withdrawal.id);
    const asked = await post(kit, who, '/customer', { category: 'general', title: '문의', body: '답변 부탁드립니다' });
    const { id: inquiryId } = asked.json<{ id: number }>();
    const answered = await kit.asAdmin('POST', `/api/admin/inquiries/${inquiryId}/answer`, { answer: '확인했습니다' });
    expect(answered.statusCode, answered.body).toBe(200);
    const sent = await kit.asAdmin('POST', '/api/admin/messages', {
      userId: who.member.userId,
      title: '공지',
      contents: '안내',
    });
    expect(sent.statusCode, sent.body).toBe(200);

    const { items } = await listOf(who);
    expect(items.map((item) => item.event)).toEqual([
      { kind: 'message', messageId: sent.json<{ id: number }>().id, title: '공지' },
      { kind: 'inquiry', inquiryId, edited: false },
      { kind: 'withdrawal', outcome: 'paid', requestId: withdrawal.id, amount: 20_000, tether: false },
    ]);

    for (let index = 0; index < NOTIFICATION_LIST_SIZE; index += 1) {
      await kit.asAdmin('POST', '/api/admin/messages', {
        userId: who.member.userId,
        title: `공지 ${index}`,
        contents: '안내',
      });
    }
    const full = await listOf(who);
    expect(full.items).toHaveLength(NOTIFICATION_LIST_SIZE);
    expect(full.unread).toBe(NOTIFICATION_LIST_SIZE + 3);
  });

  it('refuses a guest', async () => {
    const response = await kit.app.inject({ method: 'GET', url: '/api/notifications' });
    expect(response.statusCode).toBe(401);
  });
});
