import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(() => testApp.close());

// Sequential on purpose: the last test takes the database away.
describe('GET /api/health', () => {
  it('answers ok with the database engine and the current time', async () => {
    const before = Date.now();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ status: string; db: string; time: string }>();
    expect(body.status).toBe('ok');
    expect(body.db).toBe(inject('testEngine'));
    expect(Date.parse(body.time)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('answers 503 with a Korean message when the database is gone', async () => {
    // Closing the database under a running app is what an outage looks like from inside.
    await testApp.database.close();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: '데이터베이스에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.' });
  });
});
