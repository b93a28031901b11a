import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveTvErrors, type LiveTvFixtureList, type LiveTvMatch } from '@site/contracts/api/livetv';
import type { App } from '../../app';
import { createFeedUnderTest, type FeedUnderTest } from '../../sim/sports/test-feed';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: FeedUnderTest;
let testApp: TestApp;
let app: App;

beforeAll(async () => {
  t = await createFeedUnderTest({ minLiveFixtures: 30 });
  testApp = await createTestApp({}, { database: t.database, clock: t.clock, bus: t.bus, feed: t.feed });
  app = testApp.app;
  await t.feed.tick();
}, 120_000);

afterAll(async () => {
  await testApp?.close();
  await t?.close();
});

const getJson = async <T>(url: string): Promise<{ body: T; cacheControl: unknown }> => {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.json<T>(), cacheControl: response.headers['cache-control'] };
};

describe('livetv', () => {
  it('lists the fixtures in play the tracker follows, with the score and clock /inplay shows, for a second', async () => {
    const { body, cacheControl } = await getJson<LiveTvFixtureList>('/api/livetv/fixtures');
    expect(cacheControl).toBe('public, max-age=1');
    expect(body.items.length).toBeGreaterThan(0);
    for (const item of body.items) {
      expect(['football', 'basketball', 'volleyball']).toContain(item.sport);
      expect(item.clock).not.toBe('');
      expect(item.home).not.toBe(item.away);
    }
  });

  it("answers each fixture's scoreboard, tracker, timeline and statistics, the timeline adding up to the score", async () => {
    const { body: list } = await getJson<LiveTvFixtureList>('/api/livetv/fixtures');
    for (const item of list.items) {
      const { body: match, cacheControl } = await getJson<LiveTvMatch>(`/api/livetv/fixtures/${item.id}`);
      expect(cacheControl).toBe('public, max-age=1');
      expect([match.homeScore, match.awayScore, match.clock]).toEqual([item.homeScore, item.awayScore, item.clock]);
      const latest = match.timeline[0];
      expect(latest?.score ?? [0, 0]).toEqual([match.homeScore, match.awayScore]);
      const times = match.timeline.map((event) => event.atSec);
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(match.stats.length).toBeGreaterThan(0);
    }
  });

  it('follows the match as it goes on', async () => {
    const { body: list } = await getJson<LiveTvFixtureList>('/api/livetv/fixtures');
    const football = list.items.find((item) => item.sport === 'football') ?? list.items[0];
    const before = (await getJson<LiveTvMatch>(`/api/livetv/fixtures/${football?.id}`)).body;
    t.clock.advance(90_000);
    await t.feed.tick();
    const after = await app.inject({ method: 'GET', url: `/api/livetv/fixtures/${football?.id}` });
    // Unless the match ended meanwhile, it is 90 seconds on, and the table agrees with the tracker.
    if (after.statusCode === 404) return;
    const match = after.json<LiveTvMatch>();
    expect(match.elapsedSec).toBe(before.elapsedSec + 90);
    const { body: listed } = await getJson<LiveTvFixtureList>('/api/livetv/fixtures');
    const row = listed.items.find((item) => item.id === match.id);
    expect([row?.homeScore, row?.awayScore]).toEqual([match.homeScore, match.awayScore]);
    expect(match.timeline.length).toBeGreaterThanOrEqual(Math.min(before.timeline.length, 40));
  });

  it('answers 404 in Korean for a fixture not in play', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/livetv/fixtures/999999999' });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toBe(liveTvErrors.notLive);
  });
});
