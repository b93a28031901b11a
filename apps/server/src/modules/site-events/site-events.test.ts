import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { EventDetail, EventList } from '@site/contracts/api/site-events';
import { uploadedImages } from '../../db/schema/site-events';
import { useDemoApp } from '../../test/demo-app';
import { authHeaders, loginAs } from '../../test/members';

const demo = useDemoApp();

const DAY = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(40, 1)]);

const get = (url: string) => demo.app.inject({ method: 'GET', url });
const list = async (query: string) => (await get(`/api/events?${query}`)).json<EventList>();
const imageCount = async () => (await demo.db.select({ n: count() }).from(uploadedImages))[0]?.n;

const createEvent = (payload: Record<string, unknown>) =>
  demo.asAdmin('POST', '/api/admin/events', {
    title: '테스트 이벤트',
    startsAt: at(-1),
    endsAt: at(1),
    thumbnail: null,
    body: '<p>내용</p>',
    ...payload,
  });

describe('events', () => {
  it('take their state from the period, and guests read the list by tab and the detail', async () => {
    const all = await list('tab=all');
    // named for their dates: next weekend's, this month's, last month's (db/demo-event-dates.ts)
    expect(all.items.map((event) => [event.title, event.state])).toEqual([
      [expect.stringMatching(/^\d+월 [가-힣]+째 주말 출석 이벤트$/), 'upcoming'],
      [expect.stringMatching(/^\d+월 첫 충전 보너스 이벤트$/), 'running'],
      [expect.stringMatching(/^\d+월 신규 회원 출석 이벤트$/), 'ended'],
    ]);
    expect((await list('tab=running')).items.map((event) => event.title)).toEqual([
      expect.stringMatching(/첫 충전 보너스 이벤트$/),
    ]);
    const first = all.items[1];
    const detail = (await get(`/api/events/${first?.id}`)).json<EventDetail>();
    expect(detail.body).toContain('10% 보너스');
    // The demo events carry no image: the site draws each one's banner from its title and period.
    expect(detail.thumbnail).toBeNull();

    const unknown = await get('/api/events/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: '이벤트를 찾을 수 없습니다.' });
  });

  it('are listed 15 a page', async () => {
    for (let index = 0; index < 16; index += 1) {
      expect(
        (await createEvent({ title: `지난 이벤트 ${index}`, startsAt: at(-30), endsAt: at(-20) })).statusCode,
      ).toBe(200);
    }
    const first = await list('tab=ended&page=1');
    const second = await list('tab=ended&page=2');
    expect(first.total).toBe(17);
    expect(first.items).toHaveLength(15);
    expect(second.items).toHaveLength(2);
    expect(new Set([...first.items, ...second.items].map((event) => event.id)).size).toBe(17);
  });

  it('lose scripts, event handlers and javascript: links before the body is stored', async () => {
    const response = await createEvent({
      body: '<p onclick="steal()">이벤트</p><script>alert(1)</script><img src="/api/file/download/a.png" onerror="alert(1)"><a href="javascript:alert(1)">보기</a>',
    });
    const stored = response.json<EventDetail>();
    expect(stored.body).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(stored.body).toContain('<p>이벤트</p>');
    expect(stored.body).toContain('<img src="/api/file/download/a.png" />');

    const edited = await demo.asAdmin('PUT', `/api/admin/events/${stored.id}`, {
      title: '고친 이벤트',
      startsAt: at(-1),
      endsAt: at(1),
      thumbnail: null,
      body: '<script>alert(1)</script>',
    });
    expect(edited.json()).toEqual({ message: '이벤트 내용에 표시할 수 있는 내용이 없습니다.' });
    expect((await demo.asAdmin('DELETE', `/api/admin/events/${stored.id}`)).statusCode).toBe(200);
    expect((await get(`/api/events/${stored.id}`)).statusCode).toBe(404);
  });

  it('store an uploaded image by its bytes and serve it; other files and large ones are refused with nothing stored', async () => {
    const uploaded = await demo.asAdmin('POST', '/api/admin/images', { data: PNG.toString('base64') });
    const { imgPath } = uploaded.json<{ imgPath: string }>();
    expect(imgPath).toMatch(/\.png$/);
    const served = await get(`/api/file/download/${imgPath}`);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const before = await imageCount();
    const script = Buffer.from('<svg onload="alert(1)"></svg>').toString('base64');
    const notImage = await demo.asAdmin('POST', '/api/admin/images', { data: `data:image/png;base64,${script}` });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json()).toEqual({ message: '이미지 파일만 올릴 수 있습니다.' });
    const large = Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]).toString('base64');
    const tooLarge = await demo.asAdmin('POST', '/api/admin/images', { data: large });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json()).toEqual({ message: '이미지는 2MB 이하만 올릴 수 있습니다.' });
    expect(await imageCount()).toBe(before);
  });

  it('are not written by members', async () => {
    const token = await loginAs(demo.app, 'demo', 'demo1234');
    const response = await demo.app.inject({
      method: 'POST',
      url: '/api/admin/images',
      headers: authHeaders(token),
      payload: { data: PNG.toString('base64') },
    });
    expect(response.statusCode).toBe(403);
  });
});
