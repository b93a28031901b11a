import type { HTTPMethods } from 'fastify';
import { describe, expect, it } from 'vitest';
import { MEMBER_TYPE_MANAGER, ROLE_ADMINISTRATOR } from '@site/contracts/api/member';
import { authHeaders, createMember, loginAs } from '../../test/members';
import { useDemoApp } from '../../test/demo-app';

const demo = useDemoApp();

interface AdminCall {
  method: HTTPMethods;
  url: string;
  payload?: Record<string, unknown>;
}

// Every operator route, each with a body an administrator may send. Keep in step with modules/admin/routes.ts.
const adminCalls: AdminCall[] = [
  { method: 'GET', url: '/api/admin/settings' },
  { method: 'PUT', url: '/api/admin/settings', payload: { siteNoticeFlg: false } },
  { method: 'POST', url: '/api/admin/messages', payload: { userId: 'demo', title: '안내', contents: '내용' } },
  { method: 'GET', url: '/api/admin/popups' },
  { method: 'POST', url: '/api/admin/popups', payload: { contents: '<p>팝업</p>' } },
  // The file's fresh database has no popups, so the administrator's POST above creates number 1.
  { method: 'DELETE', url: '/api/admin/popups/1' },
  { method: 'GET', url: '/api/admin/news-link' },
  { method: 'PUT', url: '/api/admin/news-link', payload: { contents: '공지' } },
  { method: 'GET', url: '/api/admin/members' },
  { method: 'PUT', url: '/api/admin/members/nocasino', payload: { level: 2 } },
  { method: 'POST', url: '/api/admin/members/nocasino/logout' },
  { method: 'GET', url: '/api/admin/ip-blocks' },
  { method: 'POST', url: '/api/admin/ip-blocks', payload: { ip: '192.0.2.1' } },
  { method: 'DELETE', url: '/api/admin/ip-blocks', payload: { ip: '192.0.2.1' } },
  { method: 'GET', url: '/api/admin/login-locks' },
  { method: 'DELETE', url: '/api/admin/login-locks', payload: { userId: 'demo', ip: '192.0.2.1' } },
];

async function callAll(headers: Record<string, string>): Promise<{ call: string; status: number; body: string }[]> {
  const results = [];
  for (const { method, url, payload } of adminCalls) {
    const response = await demo.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    results.push({ call: `${method} ${url}`, status: response.statusCode, body: response.body });
  }
  return results;
}

describe('the operator API', () => {
  it('answers 401 to every route without a login', async () => {
    for (const result of await callAll({})) {
      expect(result, result.call).toMatchObject({
        status: 401,
        body: JSON.stringify({ message: '로그인 후 이용해주세요.' }),
      });
    }
  });

  it.each([
    ['a member', 'demo', 'demo1234'],
    ['a manager', 'manager', 'manager1234'],
  ])('answers 403 with the Korean text to %s on every route', async (_who, userId, password) => {
    const token = await demo.login(userId, password);
    for (const result of await callAll(authHeaders(token))) {
      expect(result, result.call).toMatchObject({ status: 403, body: JSON.stringify({ message: '권한이 없습니다.' }) });
    }
  });

  it('answers 403 to role 10 without type 1', async () => {
    const odd = await createMember(demo.db, { type: MEMBER_TYPE_MANAGER, role: ROLE_ADMINISTRATOR });
    const token = await loginAs(demo.app, odd.userId);
    const [first] = await callAll(authHeaders(token));
    expect(first?.status).toBe(403);
  });

  // Last: the administrator's calls change data (a popup, a message, a level).
  it('answers the administrator on every route', async () => {
    const token = await demo.login('admin', 'admin1234');
    for (const result of await callAll(authHeaders(token))) {
      expect(result, result.call).toMatchObject({ status: 200 });
    }
  });
});
