import { describe, expect, it } from 'vitest';
import type { Message, MessagePage } from '@site/contracts/api/messages';
import { authHeaders, createMember, loginAs } from '../../test/members';
import { useDemoApp } from '../../test/demo-app';

const demo = useDemoApp();

async function send(userId: string, title: string, contents = '내용입니다.'): Promise<number> {
  const response = await demo.asAdmin('POST', '/api/admin/messages', { userId, title, contents });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: number }>().id;
}

async function memberWithToken(): Promise<{ userId: string; token: string }> {
  const { userId } = await createMember(demo.db);
  return { userId, token: await loginAs(demo.app, userId) };
}

function get(token: string, url: string) {
  return demo.app.inject({ method: 'GET', url, headers: authHeaders(token) });
}

describe('the inbox', () => {
  it('counts a message from the operator as unread until it is opened', async () => {
    const { userId, token } = await memberWithToken();
    expect((await get(token, '/api/message/unread')).json()).toBe(0);
    const id = await send(userId, '출금 안내', '출금이 완료되었습니다.');
    const unread = await get(token, '/api/message/unread');
    expect(unread.statusCode).toBe(200);
    expect(unread.body).toBe('1');

    const opened = await get(token, `/api/message/${id}`);
    expect(opened.statusCode).toBe(200);
    const message = opened.json<Message>();
    expect(message).toMatchObject({ id, title: '출금 안내', contents: '출금이 완료되었습니다.' });
    expect(Date.parse(message.readAt ?? '')).not.toBeNaN();
    expect((await get(token, '/api/message/unread')).json()).toBe(0);

    // Opening it again keeps the first reading time.
    expect((await get(token, `/api/message/${id}`)).json<Message>().readAt).toBe(message.readAt);
  });

  it('lists newest first in pages, with counts', async () => {
    const { userId, token } = await memberWithToken();
    for (let i = 1; i <= 7; i++) await send(userId, `공지 ${i}`);
    const first = await get(token, '/api/message?page=1&size=3');
    expect(first.statusCode).toBe(200);
    const page1 = first.json<MessagePage>();
    expect(page1).toMatchObject({ page: 1, pageCount: 3, totalCount: 7 });
    expect(page1.items.map((item) => item.title)).toEqual(['공지 7', '공지 6', '공지 5']);
    expect(page1.items[0]).not.toHaveProperty('contents');
    const page3 = (await get(token, '/api/message?page=3&size=3')).json<MessagePage>();
    expect(page3.items.map((item) => item.title)).toEqual(['공지 1']);
    // Defaults: page 1, 10 per page.
    expect((await get(token, '/api/message')).json<MessagePage>().items).toHaveLength(7);
  });

  it('refuses a page size outside 1-100 (MAX_PAGE_SIZE) with 400', async () => {
    const { token } = await memberWithToken();
    expect((await get(token, '/api/message?size=101')).statusCode).toBe(400);
    expect((await get(token, '/api/message?page=0')).statusCode).toBe(400);
  });

  it('deletes a message from the list and the unread count', async () => {
    const { userId, token } = await memberWithToken();
    const kept = await send(userId, '남길 메시지');
    const removed = await send(userId, '지울 메시지');
    const response = await demo.app.inject({
      method: 'DELETE',
      url: `/api/message/${removed}`,
      headers: authHeaders(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const list = (await get(token, '/api/message')).json<MessagePage>();
    expect(list.items.map((item) => item.id)).toEqual([kept]);
    expect(list.totalCount).toBe(1);
    expect((await get(token, '/api/message/unread')).json()).toBe(1);
    expect((await get(token, `/api/message/${removed}`)).statusCode).toBe(404);
  });

  it("answers 404 for another member's message, to read or to delete, and leaves it unread", async () => {
    const owner = await memberWithToken();
    const other = await memberWithToken();
    const id = await send(owner.userId, '개인 메시지');
    const read = await get(other.token, `/api/message/${id}`);
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({ message: '메시지를 찾을 수 없습니다.' });
    const deleted = await demo.app.inject({
      method: 'DELETE',
      url: `/api/message/${id}`,
      headers: authHeaders(other.token),
    });
    expect(deleted.statusCode).toBe(404);
    expect((await get(owner.token, '/api/message/unread')).json()).toBe(1);
  });

  it('answers 401 without a login and 400 for an id that is not a number', async () => {
    const noLogin = await demo.app.inject({ method: 'GET', url: '/api/message/unread' });
    expect(noLogin.statusCode).toBe(401);
    expect(noLogin.json()).toEqual({ message: '로그인 후 이용해주세요.' });
    const { token } = await memberWithToken();
    expect((await get(token, '/api/message/abc')).statusCode).toBe(400);
  });
});

describe('POST /api/admin/messages', () => {
  it('answers 404 for an unknown member and 400 for an empty title', async () => {
    const unknown = await demo.asAdmin('POST', '/api/admin/messages', {
      userId: 'nobody',
      title: '제목',
      contents: '내용',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: '회원을 찾을 수 없습니다.' });
    const empty = await demo.asAdmin('POST', '/api/admin/messages', { userId: 'demo', title: ' ', contents: '내용' });
    expect(empty.statusCode).toBe(400);
  });
});
