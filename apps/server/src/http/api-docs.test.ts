import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { API_DOCS_PATH, apiRoutesOf } from './api-docs';

let site: TestApp;
/** The OpenAPI document's operations as `METHOD /path` with `:param` (Fastify's spelling). */
let documented: Map<string, { summary?: string; tags?: string[] }>;

beforeAll(async () => {
  site = await createTestApp({ VIRTUALS: 'on' });
  const answer = await site.app.inject({ method: 'GET', url: `${API_DOCS_PATH}/json` });
  expect(answer.statusCode).toBe(200);
  const document = answer.json<{
    openapi: string;
    paths: Record<string, Record<string, { summary?: string; tags?: string[] }>>;
  }>();
  expect(document.openapi).toBe('3.1.0');
  documented = new Map(
    Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => [
        `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
        operation,
      ]),
    ),
  );
});

afterAll(() => site.close());

describe('the API docs', () => {
  it('list every /api route the server answers, each with its Korean summary and group', () => {
    const routes = apiRoutesOf(site.app);
    expect(routes.length).toBeGreaterThan(100);
    const missing = routes.filter((r) => !documented.has(`${r.method} ${r.url}`)).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    const unnamed = routes.filter((r) => !r.summary || !/[가-힣]/.test(r.summary) || !r.tags?.length);
    expect(unnamed.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('show nothing but the API: not the site’s pages nor a simulated provider’s', () => {
    expect([...documented.keys()].filter((key) => !key.split(' ')[1]?.startsWith('/api/'))).toEqual([]);
  });

  it('are a page a person can open', async () => {
    const page = await site.app.inject({ method: 'GET', url: `${API_DOCS_PATH}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger');
  });
});
