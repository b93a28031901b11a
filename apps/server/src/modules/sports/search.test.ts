import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult } from '@site/contracts/api/sports-search';
import type { App } from '../../app';
import { seedDemoData } from '../../db/seed';
import { createFeedUnderTest, type FeedUnderTest } from '../../sim/sports/test-feed';
import { createTestApp, type TestApp } from '../../test/test-app';
import { containsPattern } from './search';

let t: FeedUnderTest;
let testApp: TestApp;
let app: App;

beforeAll(async () => {
  t = await createFeedUnderTest();
  await seedDemoData(t.db);
  testApp = await createTestApp({}, { database: t.database, clock: t.clock, bus: t.bus, feed: t.feed });
  app = testApp.app;
  await t.feed.tick();
}, 120_000);

afterAll(async () => {
  await testApp?.close();
  await t?.close();
});

const search = (text: string) => app.inject({ method: 'GET', url: `/api/sports/search?q=${encodeURIComponent(text)}` });
const found = async (text: string): Promise<SearchResult> => {
  const response = await search(text);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchResult>();
};
const idsOf = (result: SearchResult, book: string) =>
  result.groups.find((group) => group.book === book)?.fixtures.map((fixture) => fixture.id) ?? [];

/** A scheduled fixture of a real sport, with its league's English name. */
async function scheduledFixture() {
  const rows = (await t.db.execute(sql`
    select f.id, f.home, f.away, l.name as league from fixtures f join leagues l on l.id = f.league_id
    join sports s on s.id = f.sport_id
    where f.status = 'scheduled' and f.start_at > ${t.clock.now().toISOString()} and not s.virtual
    order by f.start_at limit 1`)) as unknown as { rows: { id: string; home: string; away: string; league: string }[] };
  const row = rows.rows[0];
  if (!row) throw new Error('the feed planned no fixture');
  return { ...row, id: Number(row.id) };
}

describe('GET /sports/search', () => {
  it('finds a team by part of its Korean name, in the Korean and European books, next to start first', async () => {
    const fixture = await scheduledFixture();
    const part = fixture.home.slice(0, 2);
    const result = await found(`  ${part}  `);
    expect(result.groups.map((group) => group.book)).toEqual(['korea', 'europe', 'inplay']);
    expect(idsOf(result, 'korea')).toContain(fixture.id);
    expect(idsOf(result, 'europe')).toContain(fixture.id);
    for (const group of result.groups) {
      expect(group.fixtures.length).toBeLessThanOrEqual(10);
      const starts = group.fixtures.map((row) => row.startAt);
      expect(starts).toEqual([...starts].sort());
    }
    expect(result.groups[0]?.fixtures.every((row) => row.status === 'scheduled')).toBe(true);
  });

  it('finds a league by its English name, whatever the case', async () => {
    const fixture = await scheduledFixture();
    const result = await found(fixture.league.toUpperCase());
    expect(idsOf(result, 'korea')).toContain(fixture.id);
  });

  it('takes % and _ literally: no name holds them, so nothing is found', async () => {
    for (const text of ['%', '_', '%%', '\\']) {
      const result = await found(text);
      expect(
        result.groups.flatMap((group) => group.fixtures),
        text,
      ).toEqual([]);
    }
    expect(containsPattern('a%b_c\\d')).toBe('%a\\%b\\_c\\\\d%');
  });

  it('leaves finished and cancelled fixtures out', async () => {
    const fixture = await scheduledFixture();
    expect(idsOf(await found(fixture.home), 'korea')).toContain(fixture.id);
    await t.db.execute(sql`update fixtures set status = 'finished' where id = ${fixture.id}`);
    try {
      const result = await found(fixture.home);
      expect(result.groups.flatMap((group) => group.fixtures).map((row) => row.id)).not.toContain(fixture.id);
    } finally {
      await t.db.execute(sql`update fixtures set status = 'scheduled' where id = ${fixture.id}`);
    }
  });

  it('refuses an empty or too long text in Korean', async () => {
    for (const url of ['/api/sports/search?q=%20%20', '/api/sports/search']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('검색어를 입력해주세요.');
    }
    const long = await search('가'.repeat(41));
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('검색어는 40자까지 입력할 수 있습니다.');
    expect((await search('가'.repeat(40))).statusCode).toBe(200);
  });

  it('finds a live fixture in the in-play group only', async () => {
    const rows = (await t.db.execute(
      sql`select f.id, f.home from fixtures f join sports s on s.id = f.sport_id where f.status = 'live' and not s.virtual limit 1`,
    )) as unknown as { rows: { id: string; home: string }[] };
    const live = rows.rows[0];
    if (!live) return expect.fail('the feed has no live fixture');
    const result = await found(live.home);
    expect(idsOf(result, 'inplay')).toContain(Number(live.id));
    expect(idsOf(result, 'korea')).not.toContain(Number(live.id));
  });
});
