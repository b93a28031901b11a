import { describe, expect, it } from 'vitest';
import type { HTTPMethods } from 'fastify';
import type { AdminInquiry, AdminInquiryPage, Inquiry, InquiryPage } from '@site/contracts/api/inquiries';
import { inquiryErrors } from '@site/contracts/api/inquiries';
import { authHeaders, createMember, loginAs, TEST_PASSWORD } from '../../test/members';
import { enrolTestMember } from '../../test/second-factor';
import { useDemoApp } from '../../test/demo-app';

const demo = useDemoApp();

interface Who {
  userId: string;
  token: string;
}

async function member(overrides: { role?: number } = {}): Promise<Who> {
  const { id, userId } = await createMember(demo.db, overrides);
  if (overrides.role === undefined) return { userId, token: await loginAs(demo.app, userId) };
  // An operator: the console's API answers only a session proven with a second factor.
  const secret = await enrolTestMember(demo.db, id);
  return { userId, token: await demo.loginWithSecret(userId, TEST_PASSWORD, secret) };
}

function as(who: Who | null, method: HTTPMethods, url: string, payload?: Record<string, unknown>) {
  return demo.app.inject({
    method,
    url,
    headers: who ? authHeaders(who.token) : {},
    ...(payload ? { payload } : {}),
  });
}

const question = { category: 'account', title: '입금 계좌 문의', body: '입금 계좌를 알려주세요.' };

async function ask(who: Who, input: Record<string, unknown> = question): Promise<number> {
  const response = await as(who, 'POST', '/api/customer', input);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: number }>().id;
}

const unread = async (who: Who) => (await as(who, 'GET', '/api/customer/unread')).json<number>();

describe('a member’s inquiries', () => {
  it('sends one, lists only their own newest first, and reads it', async () => {
    const me = await member();
    const other = await member();
    await ask(other, { ...question, title: '남의 문의' });
    const first = await ask(me, { category: 'general', title: '첫 문의', body: '내용 1' });
    const second = await ask(me, { category: 'sports', title: '둘째 문의', body: '내용 2' });

    const page = (await as(me, 'GET', '/api/customer?size=1')).json<InquiryPage>();
    expect(page).toMatchObject({ page: 1, pageCount: 2, totalCount: 2 });
    expect(page.items).toEqual([expect.objectContaining({ id: second, title: '둘째 문의', status: 'waiting' })]);
    expect(page.items[0]).not.toHaveProperty('body');

    const one = (await as(me, 'GET', `/api/customer/${first}`)).json<Inquiry>();
    expect(one).toMatchObject({ id: first, category: 'general', body: '내용 1', answer: null, unread: false });
  });

  it('answers 404 for another member’s inquiry, to view or to delete, and keeps it', async () => {
    const owner = await member();
    const other = await member();
    const id = await ask(owner);
    const viewed = await as(other, 'GET', `/api/customer/${id}`);
    expect(viewed.statusCode).toBe(404);
    expect(viewed.json()).toEqual({ message: inquiryErrors.notFound });
    expect((await as(other, 'DELETE', `/api/customer/${id}`)).statusCode).toBe(404);
    expect((await as(owner, 'GET', `/api/customer/${id}`)).statusCode).toBe(200);
  });

  it('deletes a waiting inquiry but not an answered one', async () => {
    const me = await member();
    const waiting = await ask(me);
    const answered = await ask(me);
    await demo.asAdmin('POST', `/api/admin/inquiries/${answered}/answer`, { answer: '답변입니다.' });
    expect((await as(me, 'DELETE', `/api/customer/${waiting}`)).json()).toEqual({ ok: true });
    expect((await as(me, 'GET', `/api/customer/${waiting}`)).statusCode).toBe(404);
    const refused = await as(me, 'DELETE', `/api/customer/${answered}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: inquiryErrors.answeredCannotDelete });
  });

  it('answers 401 to a guest', async () => {
    for (const [method, url] of [
      ['GET', '/api/customer'],
      ['GET', '/api/customer/unread'],
      ['POST', '/api/customer'],
    ] as const) {
      const response = await as(null, method, url, method === 'POST' ? question : undefined);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: '로그인 후 이용해주세요.' });
    }
  });

  it('refuses empty, oversized and unknown-category input in Korean, and stores nothing', async () => {
    const me = await member();
    for (const bad of [
      { ...question, title: '   ' },
      { ...question, body: '' },
      { ...question, title: '가'.repeat(101) },
      { ...question, body: '가'.repeat(2001) },
      { ...question, category: 'vip' },
    ]) {
      const response = await as(me, 'POST', '/api/customer', bad);
      expect(response.statusCode, JSON.stringify(bad).slice(0, 60)).toBe(400);
      expect(response.body).toMatch(/[가-힣]/);
    }
    expect((await as(me, 'GET', '/api/customer')).json<InquiryPage>().totalCount).toBe(0);
  });

  it('stores script text as the plain text it is and returns it unchanged', async () => {
    const me = await member();
    const script = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const id = await ask(me, { category: 'other', title: script, body: script });
    const one = (await as(me, 'GET', `/api/customer/${id}`)).json<Inquiry>();
    expect(one.title).toBe(script);
    expect(one.body).toBe(script);
  });

  it('allows 3 new inquiries per 10 minutes, then says so in Korean with 429', async () => {
    const me = await member();
    for (let i = 0; i < 3; i++) await ask(me);
    const fourth = await as(me, 'POST', '/api/customer', question);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({ message: inquiryErrors.tooMany });
    expect((await as(me, 'GET', '/api/customer')).json<InquiryPage>().totalCount).toBe(3);
  });
});

describe('answers and the unread count', () => {
  it('makes an answer unread until the member opens it; an edit makes it unread again', async () => {
    const me = await member();
    const id = await ask(me);
    expect(await unread(me)).toBe(0);

    const answered = await demo.asAdmin('POST', `/api/admin/inquiries/${id}/answer`, { answer: '국민 123-45 예금주' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json<AdminInquiry>()).toMatchObject({ status: 'answered', answeredBy: 'admin', unread: true });
    expect(await unread(me)).toBe(1);
    expect((await as(me, 'GET', '/api/customer')).json<InquiryPage>().items[0]).toMatchObject({ unread: true });

    const read = (await as(me, 'GET', `/api/customer/${id}`)).json<Inquiry>();
    expect(read).toMatchObject({ status: 'answered', answer: '국민 123-45 예금주', unread: false });
    expect(await unread(me)).toBe(0);

    const edited = await demo.asAdmin('PUT', `/api/admin/inquiries/${id}/answer`, { answer: '신한 999-99 예금주' });
    expect(edited.statusCode).toBe(200);
    expect(await unread(me)).toBe(1);
    expect((await as(me, 'GET', `/api/customer/${id}`)).json<Inquiry>().answer).toBe('신한 999-99 예금주');
    expect(await unread(me)).toBe(0);
  });

  it('forbids a member to use the operator API (403)', async () => {
    const me = await member();
    const id = await ask(me);
    const response = await as(me, 'POST', `/api/admin/inquiries/${id}/answer`, { answer: '셀프 답변' });
    expect(response.statusCode).toBe(403);
    expect((await as(me, 'GET', `/api/customer/${id}`)).json<Inquiry>().answer).toBeNull();
  });

  it('keeps one consistent answer when two operators answer at once', async () => {
    const me = await member();
    const id = await ask(me);
    const second = await member({ role: 10 });
    const [a, b] = await Promise.all([
      demo.asAdmin('POST', `/api/admin/inquiries/${id}/answer`, { answer: '운영자 A의 답변' }),
      as(second, 'POST', `/api/admin/inquiries/${id}/answer`, { answer: '운영자 B의 답변' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? a : b;
    const loser = a.statusCode === 200 ? b : a;
    expect(loser.json()).toEqual({ message: inquiryErrors.alreadyAnswered });
    const stored = (await demo.asAdmin('GET', `/api/admin/inquiries/${id}`)).json<AdminInquiry>();
    expect(stored.answer).toBe(winner.json<AdminInquiry>().answer);
    expect(stored.answeredBy).toBe(a.statusCode === 200 ? 'admin' : second.userId);
    expect(await unread(me)).toBe(1);
  });

  it('refuses an empty answer and an edit of an unanswered inquiry', async () => {
    const me = await member();
    const id = await ask(me);
    expect((await demo.asAdmin('POST', `/api/admin/inquiries/${id}/answer`, { answer: ' ' })).statusCode).toBe(400);
    const edit = await demo.asAdmin('PUT', `/api/admin/inquiries/${id}/answer`, { answer: '수정' });
    expect(edit.statusCode).toBe(409);
    expect((await demo.asAdmin('POST', '/api/admin/inquiries/999999/answer', { answer: '답' })).statusCode).toBe(404);
  });
});

describe('the operators’ queue and templates', () => {
  it('lists waiting ones first, oldest first, with the member’s nickname, and counts them', async () => {
    const me = await member();
    const older = await ask(me, { ...question, title: '먼저 온 문의' });
    const newer = await ask(me, { ...question, title: '나중 문의' });
    const queue = (await demo.asAdmin('GET', '/api/admin/inquiries?size=100')).json<AdminInquiryPage>();
    const waiting = queue.items.filter((item) => item.status === 'waiting');
    const firstAnswered = queue.items.findIndex((item) => item.status === 'answered');
    expect(queue.items.slice(0, waiting.length).every((item) => item.status === 'waiting')).toBe(true);
    expect(firstAnswered).toBeGreaterThanOrEqual(waiting.length);
    const mine = waiting.filter((item) => item.userId === me.userId).map((item) => item.id);
    expect(mine).toEqual([older, newer]);
    expect(waiting.find((item) => item.id === older)?.nickName).toMatch(/^회원/);
    expect((await demo.asAdmin('GET', '/api/admin/inquiries/waiting')).json()).toBe(waiting.length);
  });

  it('adds, edits and deletes an answer template', async () => {
    const added = await demo.asAdmin('POST', '/api/admin/inquiry-templates', { title: '인사', body: '안녕하세요.' });
    expect(added.statusCode, added.body).toBe(200);
    const { id } = added.json<{ id: number }>();
    const edited = await demo.asAdmin('PUT', `/api/admin/inquiry-templates/${id}`, {
      title: '인사',
      body: '반갑습니다.',
    });
    expect(edited.json()).toEqual({ id, title: '인사', body: '반갑습니다.' });
    const list = (await demo.asAdmin('GET', '/api/admin/inquiry-templates')).json<{ id: number; body: string }[]>();
    expect(list.find((template) => template.id === id)?.body).toBe('반갑습니다.');
    expect((await demo.asAdmin('DELETE', `/api/admin/inquiry-templates/${id}`)).json()).toEqual({ ok: true });
    expect((await demo.asAdmin('DELETE', `/api/admin/inquiry-templates/${id}`)).statusCode).toBe(404);
    expect((await demo.asAdmin('POST', '/api/admin/inquiry-templates', { title: '', body: 'x' })).statusCode).toBe(400);
  });

  it('seeds the demo member with one unread answer, one waiting inquiry and two templates', async () => {
    const demoMember = { userId: 'demo', token: await loginAs(demo.app, 'demo', 'demo1234') };
    expect(await unread(demoMember)).toBe(1);
    const statuses = (await as(demoMember, 'GET', '/api/customer')).json<InquiryPage>().items.map((i) => i.status);
    expect(statuses).toEqual(['waiting', 'answered']);
    expect((await demo.asAdmin('GET', '/api/admin/inquiry-templates')).json()).toHaveLength(2);
  });
});
