import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/test-app';
import { AppError } from './app-error';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
  const { app } = testApp;
  app.post(
    '/api/test/echo',
    { schema: { body: z.object({ userId: z.string().min(4), amount: z.number().int().positive() }) } },
    async (request) => request.body,
  );
  app.get('/api/test/refused', async () => {
    throw new AppError(403, '룰렛이용금지 회원입니다. 고객센터에 문의해주세요.');
  });
  app.get('/api/test/crash', async () => {
    throw new Error('secret internal detail');
  });
});

afterAll(() => testApp.close());

/** The echo route sent a raw body as JSON, as a client that builds its own text would. */
const postJsonText = (payload: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/test/echo',
    headers: { 'content-type': 'application/json' },
    payload,
  });

function expectNoInternals(body: string): void {
  expect(body).not.toMatch(/secret internal detail|\bat .+:\d+:\d+|stack/i);
}

describe('error responses', () => {
  it('answers a body failing validation with 400, the Korean message and each bad field', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { userId: 'ab' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; issues: { path: string; message: string }[] }>();
    expect(body.message).toBe('입력값이 올바르지 않습니다.');
    expect(body.issues.map((issue) => issue.path).sort()).toEqual(['amount', 'userId']);
    for (const issue of body.issues) expect(issue.message).toMatch(/[가-힣]/);
    expectNoInternals(response.body);
  });

  it('passes a valid body through', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { userId: 'member1', amount: 5000 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userId: 'member1', amount: 5000 });
  });

  it('answers malformed JSON with 400 and a Korean message', async () => {
    const response = await postJsonText('{"userId": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: '요청 형식이 올바르지 않습니다.' });
  });

  it('reads an empty JSON body as no body: a route that needs one refuses it as missing input, in Korean', async () => {
    const response = await postJsonText('');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe('입력값이 올바르지 않습니다.');
  });

  it('still refuses a JSON body that would poison prototypes', async () => {
    const response = await postJsonText('{"userId": "member1", "amount": 1, "__proto__": {"admin": true}}');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: '요청 형식이 올바르지 않습니다.' });
  });

  it("sends a service's AppError with its status and message", async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/refused' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: '룰렛이용금지 회원입니다. 고객센터에 문의해주세요.' });
  });

  it('answers an unexpected throw with 500 and the Korean message, no stack', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: '예상하지 못한 문제가 일어났습니다. 관리자에게 문의해주세요.' });
    expectNoInternals(response.body);
  });

  it('answers an unknown /api path with 404 JSON in Korean, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await testApp.app.inject({ method, url: '/api/no/such/call?x=1' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ message: '요청한 API를 찾을 수 없습니다.' });
    }
  });

  it('answers an unknown path outside /api with 404 JSON when no web app is built', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/sports' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: '요청한 주소를 찾을 수 없습니다.' });
  });
});
