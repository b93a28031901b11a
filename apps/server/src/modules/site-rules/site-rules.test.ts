import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ruleCategories, type SiteRule } from '@site/contracts/api/site-rules';
import { useDemoApp } from '../../test/demo-app';
import { authHeaders, loginAs } from '../../test/members';

const demo = useDemoApp();

const listPublic = async () => (await demo.app.inject({ method: 'GET', url: '/api/rules' })).json<SiteRule[]>();

const issuesOf = (response: LightMyRequestResponse) =>
  response.json<{ issues: { path: string; message: string }[] }>().issues;

function save(category: string, payload: Record<string, unknown>) {
  return demo.asAdmin('PUT', `/api/admin/rules/${category}`, payload);
}

describe('site rules', () => {
  it('are read by guests: the six categories in order, each with the demo rules', async () => {
    const response = await demo.app.inject({ method: 'GET', url: '/api/rules' });
    expect(response.statusCode).toBe(200);
    const rules = response.json<SiteRule[]>();
    expect(rules.map((rule) => rule.category)).toEqual([...ruleCategories]);
    expect(rules.map((rule) => rule.title)).toEqual([
      '스포츠',
      '미니게임',
      '가상게임',
      '카지노·슬롯',
      '입출금',
      '프로모션',
    ]);
    const cashier = rules.find((rule) => rule.category === 'cashier');
    expect(cashier?.body).toContain('입금 전 계좌 문의');
    expect(cashier?.body).toContain('롤링');
    expect(rules.find((rule) => rule.category === 'sports')?.body).toContain('적특 처리');
  });

  it('are saved by an operator, and the page shows the new title, body and time', async () => {
    const before = (await listPublic()).find((rule) => rule.category === 'promotions');
    const response = await save('promotions', {
      title: '  이벤트·프로모션 ',
      body: '<h3>신규 가입</h3><p>첫 충전 10%</p>',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<SiteRule>()).toMatchObject({
      title: '이벤트·프로모션',
      body: '<h3>신규 가입</h3><p>첫 충전 10%</p>',
    });
    const after = (await listPublic()).find((rule) => rule.category === 'promotions');
    expect(after).toMatchObject({ title: '이벤트·프로모션', body: '<h3>신규 가입</h3><p>첫 충전 10%</p>' });
    expect(Date.parse(after?.updatedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(before?.updatedAt ?? ''));
    const read = await demo.asAdmin('GET', '/api/admin/rules/promotions');
    expect(read.json<SiteRule>().title).toBe('이벤트·프로모션');
  });

  it('lose scripts, iframes and event handlers before they are stored', async () => {
    const response = await save('virtuals', {
      title: '가상게임',
      body: '<p>규정</p><script>alert(1)</script><iframe src="https://evil.example"></iframe><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">보기</a>',
    });
    expect(response.statusCode).toBe(200);
    const stored = (await listPublic()).find((rule) => rule.category === 'virtuals')?.body ?? '';
    expect(stored).toContain('<p>규정</p>');
    expect(stored).not.toMatch(/script|iframe|onerror|javascript:/i);
    expect(response.json<SiteRule>().body).toBe(stored);
  });

  it('refuse an empty title, a body over 100 KB and an unknown category', async () => {
    const empty = await save('sports', { title: '   ', body: '<p>x</p>' });
    expect(empty.statusCode).toBe(400);
    expect(issuesOf(empty)).toContainEqual({ path: 'title', message: '제목을 입력해주세요.' });
    const long = await save('sports', { title: '스포츠', body: `<p>${'가'.repeat(100_001)}</p>` });
    expect(long.statusCode).toBe(400);
    expect(issuesOf(long)).toContainEqual({ path: 'body', message: '규정 내용은 100KB 이하로 입력해주세요.' });
    expect((await save('poker', { title: '포커', body: '' })).statusCode).toBe(400);
    expect((await listPublic()).find((rule) => rule.category === 'sports')?.title).toBe('스포츠');
  });

  it('are not saved by a member', async () => {
    const token = await loginAs(demo.app, 'demo', 'demo1234');
    const response = await demo.app.inject({
      method: 'PUT',
      url: '/api/admin/rules/sports',
      headers: authHeaders(token),
      payload: { title: '해킹', body: '<p>x</p>' },
    });
    expect(response.statusCode).toBe(403);
    expect((await listPublic()).find((rule) => rule.category === 'sports')?.title).toBe('스포츠');
  });
});
