/**
 * What an operator's Prometheus sees: /metrics only from loopback and the addresses METRICS_ALLOW names
 * (judged by the socket), requests under their route's template, a placed bet and its stake once, and
 * the engines this process leads.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Bet } from '@site/contracts/api/bets';
import { authHeaders, createMember, giveOpeningMoney, loginAs } from '../../test/members';
import { insertFixture } from '../../test/sports-data';
import { createTestApp, type TestApp } from '../../test/test-app';

vi.setConfig({ testTimeout: 60_000 });

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp(
    { METRICS_ALLOW: '10.77.0.0/24', SITE_HOST_NAME: 'app1' },
    {
      engines: () => [
        { engine: 'settlement', leading: true },
        { engine: 'sports-feed', leading: false },
      ],
    },
  );
}, 180_000);

afterAll(() => testApp.close());

const scrape = (remoteAddress: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });

async function metricsText(): Promise<string> {
  const response = await scrape('127.0.0.1');
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}

/** The value of the series of `name` whose labels include `labels`; 0 when there is none yet. */
function sample(text: string, name: string, labels: Record<string, string>): number {
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)\{(.*)\} (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return 0;
}

describe('GET /metrics', () => {
  it('is refused to an address neither loopback nor allowed, whatever X-Forwarded-For says', async () => {
    for (const headers of [{}, { 'x-forwarded-for': '127.0.0.1' }] as Record<string, string>[]) {
      const response = await scrape('203.0.113.7', headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: '허용된 주소에서만 지표를 볼 수 있습니다.' });
    }
  });

  it('answers loopback and an address of the allowed range in Prometheus text format', async () => {
    for (const address of ['127.0.0.1', '10.77.0.1']) {
      const response = await scrape(address);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(response.body).toContain('# TYPE site_http_requests_total counter');
      expect(response.body).toMatch(/^nodejs_eventloop_lag_seconds\{host="app1"\} /m);
      expect(response.body).toMatch(/^site_db_pool_connections\{state="in_use",host="app1"\} \d+/m);
      expect(response.body).toMatch(/^site_db_pool_waiting\{host="app1"\} \d+/m);
      expect(response.body).toMatch(/^site_stream_clients\{host="app1"\} 0/m);
    }
  });

  it('shows which engines this process leads', async () => {
    const text = await metricsText();
    expect(sample(text, 'site_engine_leader', { engine: 'settlement', host: 'app1' })).toBe(1);
    expect(text).toMatch(/^site_engine_leader\{engine="sports-feed",host="app1"\} 0$/m);
  });

  it('counts a request under its route template and status, and a miss as unmatched', async () => {
    const route = { method: 'GET', route: '/api/sports/fixtures/:id' };
    const before = await metricsText();
    const missing = await testApp.app.inject({ method: 'GET', url: '/api/sports/fixtures/987654321' });
    expect(missing.statusCode).toBe(404);
    await testApp.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    const after = await metricsText();
    const requests = (text: string, labels: Record<string, string>) => sample(text, 'site_http_requests_total', labels);
    expect(requests(after, { ...route, status: '404' }) - requests(before, { ...route, status: '404' })).toBe(1);
    const unmatched = { method: 'GET', route: 'unmatched', status: '404' };
    expect(requests(after, unmatched) - requests(before, unmatched)).toBe(1);
    const timed = (text: string) => sample(text, 'site_http_request_duration_seconds_count', route);
    expect(timed(after) - timed(before)).toBe(1);
    expect(after).not.toContain('987654321');
  });

  it('counts a sports bet placed through the API once, with its stake and its debit, and a refused one not at all', async () => {
    const member = await createMember(testApp.db);
    await giveOpeningMoney(testApp.db, member.id, 100_000);
    const headers = authHeaders(await loginAs(testApp.app, member.userId));
    const fixture = await insertFixture(testApp.db, { startAt: new Date(Date.now() + 2 * 3_600_000) });
    const pick = fixture.pick('1X2', '1');
    const payload = {
      idempotencyKey: randomUUID(),
      stake: 12_000,
      picks: [{ selectionId: pick.id, price: pick.price }],
    };

    const before = await metricsText();
    const placed = await testApp.app.inject({ method: 'POST', url: '/api/bets', headers, payload });
    expect(placed.statusCode, placed.body).toBe(201);
    // A retry of the same key answers the same bet and books nothing: it is not counted again.
    const retried = await testApp.app.inject({ method: 'POST', url: '/api/bets', headers, payload });
    expect(retried.json<Bet>().id).toBe(placed.json<Bet>().id);
    const after = await metricsText();

    const moved = (name: string, labels: Record<string, string>) =>
      sample(after, name, labels) - sample(before, name, labels);
    expect(moved('site_bets_total', { product: 'sports' })).toBe(1);
    expect(moved('site_bet_stakes_won_total', { product: 'sports' })).toBe(12_000);
    expect(moved('site_money_movements_total', { reason: 'bet_stake' })).toBe(1);
    expect(moved('site_money_moved_won_total', { reason: 'bet_stake', direction: 'out' })).toBe(12_000);
    expect(moved('site_bets_total', { product: 'casino' })).toBe(0);
    // No member's id or name in any label.
    expect(after).not.toContain(member.userId);

    // A bet refused for its stake rolls back, and nothing of it is counted.
    const refused = await testApp.app.inject({
      method: 'POST',
      url: '/api/bets',
      headers,
      payload: { ...payload, idempotencyKey: randomUUID(), stake: 1_000_000 },
    });
    expect(refused.statusCode).toBe(400);
    const later = await metricsText();
    for (const [name, labels] of [
      ['site_bets_total', { product: 'sports' }],
      ['site_money_movements_total', { reason: 'bet_stake' }],
    ] as const) {
      expect(sample(later, name, labels)).toBe(sample(after, name, labels));
    }
  });
});
