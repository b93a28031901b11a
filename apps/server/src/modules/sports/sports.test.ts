import { get as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, createGunzip, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  oddsUpdateSchema,
  type Fixture,
  type FixturePage,
  type FixtureResultPage,
  type League,
  type Location,
  type SelectionQuote,
  type SportCount,
  type SportsFeedStatus,
} from '@site/contracts/api/sports';
import { sportIdsOfTab } from '@site/contracts/sports';
import { isMarketInBook, type MarketType } from '@site/contracts/sports-markets';
import type { App } from '../../app';
import { seedDemoData } from '../../db/seed';
import { sportsSettings } from '../../db/schema/bets';
import { registerErrorHandling } from '../../http/error-handler';
import { createFeedUnderTest, type FeedUnderTest } from '../../sim/sports/test-feed';
import { authHeaders, createMember, loginAs } from '../../test/members';
import { eventStreamReader } from '../../test/event-stream-reader';
import { loginDemoAccount } from '../../test/second-factor';
import { createTestApp, type TestApp } from '../../test/test-app';
import { registerSessionGuard } from '../auth/session-guard';
import { marketInBookCondition, FEED_PERIOD_CODES } from './book-filter';
import { openGameRoutes } from './open-game-routes';
import { seoulToday } from '@site/contracts/clock';

let t: FeedUnderTest;
let testApp: TestApp;
let app: App;
let adminToken = '';

beforeAll(async () => {
  t = await createFeedUnderTest();
  await seedDemoData(t.db);
  testApp = await createTestApp({}, { database: t.database, clock: t.clock, bus: t.bus, feed: t.feed });
  app = testApp.app;
  await t.feed.tick();
  adminToken = await loginDemoAccount(app, t, 'admin', 'admin1234');
}, 120_000);

afterAll(async () => {
  await testApp?.close();
  await t?.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });
const json = async <T>(url: string): Promise<T> => {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};

describe('sports-prematch/sports', () => {
  it('counts the fixtures of each tab the book lists, 전체 first', async () => {
    const cross = await json<SportCount[]>('/api/sports-prematch/sports?cross=1');
    expect(cross.map((entry) => entry.name_korean)).toEqual([
      '전체',
      '축구',
      '농구',
      '야구',
      '배구',
      'e스포츠',
      '하키',
      '기타',
    ]);
    expect(cross[0]).toMatchObject({ key: 'all', sport_id: null });
    expect(cross.find((entry) => entry.key === 'soccer')?.sport_id).toBe(6046);
    expect(cross.find((entry) => entry.key === 'other')?.sport_id).toBeNull();
    const [all, ...tabs] = cross;
    expect(all?.cnt).toBe(tabs.reduce((sum, entry) => sum + entry.cnt, 0));
    expect(all?.cnt).toBeGreaterThanOrEqual(120);

    const page = await json<FixturePage>('/api/sports/fixtures?book=cross&tab=all');
    expect(page.totalCount).toBe(all?.cnt);
    // No flag is the cross book.
    expect(await json<SportCount[]>('/api/sports-prematch/sports')).toEqual(cross);
  });

  it('counts matches in play for the live books, and only tradeable ones with manualFlg', async () => {
    const inplay = await json<SportCount[]>('/api/sports-prematch/sports?inplay=1');
    expect(inplay[0]?.cnt).toBe(t.feed.status().liveFixtures);
    const open = await json<SportCount[]>('/api/sports-prematch/sports?inplay=1&manualFlg=1');
    expect(open[0]?.cnt).toBeLessThanOrEqual(inplay[0]?.cnt ?? 0);
    expect(open[0]?.cnt).toBeGreaterThan(0);
  });

  it('refuses a flag that is not 1', async () => {
    expect((await get('/api/sports-prematch/sports?cross=yes')).statusCode).toBe(400);
  });
});

describe('sports-prematch/location and league', () => {
  it('lists a sport’s locations and a location’s leagues with the fixtures to come', async () => {
    const locations = await json<Location[]>('/api/sports-prematch/location?sportId=6046');
    expect(locations.length).toBeGreaterThan(2);
    for (const location of locations) expect(location).toMatchObject({ sport_id: 6046, cnt: expect.any(Number) });
    const soccer = (await json<SportCount[]>('/api/sports-prematch/sports?cross=1')).find(
      (entry) => entry.key === 'soccer',
    );
    // Every upcoming football fixture has cross markets, so the menu and the tab agree.
    expect(locations.reduce((sum, location) => sum + location.cnt, 0)).toBe(soccer?.cnt);

    const korea = locations.find((location) => location.name_korean === '대한민국') ?? locations[0];
    const groups = await json<League[][]>(`/api/sports-prematch/league?sportId=6046&locationId=${korea?.location_id}`);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.[0]).toMatchObject({ sport_id: 6046, location_id: korea?.location_id });
    expect(groups[0]?.reduce((sum, league) => sum + league.cnt, 0)).toBe(korea?.cnt);

    const filtered = await json<FixturePage>(
      `/api/sports/fixtures?book=cross&sport_id=6046&location_id=${korea?.location_id}&league=${groups[0]?.[0]?.league_id}`,
    );
    expect(filtered.totalCount).toBe(groups[0]?.[0]?.cnt);
    for (const fixture of filtered.items) expect(fixture.leagueId).toBe(groups[0]?.[0]?.league_id);
  });

  it('answers an empty list for a sport or location without fixtures, 400 without the ids', async () => {
    expect(await json<Location[]>('/api/sports-prematch/location?sportId=1')).toEqual([]);
    expect(await json<League[][]>('/api/sports-prematch/league?sportId=6046&locationId=999')).toEqual([]);
    expect((await get('/api/sports-prematch/location')).statusCode).toBe(400);
    expect((await get('/api/sports-prematch/location?sportId=abc')).statusCode).toBe(400);
    expect((await get('/api/sports-prematch/league?sportId=6046')).statusCode).toBe(400);
  });
});

const marketKeys = (fixture: Fixture) => fixture.markets.map((market) => `${market.marketType}@${market.period}`);

describe('sports/fixtures', () => {
  it('lists the cross book 15 a page by start time, with only the book’s markets', async () => {
    const page = await json<FixturePage>('/api/sports/fixtures');
    expect(page.items).toHaveLength(15);
    expect(page).toMatchObject({ page: 1, pageCount: Math.ceil(page.totalCount / 15) });
    const starts = page.items.map((fixture) => Date.parse(fixture.startAt));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(starts[0]).toBeGreaterThan(t.clock.now().getTime());
    for (const fixture of page.items) {
      expect(fixture.status).toBe('scheduled');
      expect(fixture.live).toBeNull();
      expect(fixture.markets.length).toBe(fixture.marketCount);
      for (const market of fixture.markets) {
        expect(isMarketInBook('cross', { marketType: market.marketType as MarketType, period: market.period })).toBe(
          true,
        );
        for (const selection of market.selections) expect(selection.price).toBeGreaterThanOrEqual(1.01);
      }
    }
    const second = await json<FixturePage>('/api/sports/fixtures?page=2');
    expect(Date.parse(second.items[0]?.startAt ?? '')).toBeGreaterThanOrEqual(starts[14] ?? 0);
    expect(second.items.map((fixture) => fixture.id)).not.toContain(page.items[0]?.id);
  });

  it('filters by tab and sport', async () => {
    const basketball = await json<FixturePage>('/api/sports/fixtures?tab=basketball&size=100');
    expect(basketball.items.length).toBeGreaterThan(0);
    for (const fixture of basketball.items) expect(fixture.sportId).toBe(48242);
    const other = await json<FixturePage>('/api/sports/fixtures?tab=other&size=100');
    for (const fixture of other.items) expect(sportIdsOfTab('other')).toContain(fixture.sportId);
    const baseball = await json<FixturePage>('/api/sports/fixtures?sport_id=154914&size=100');
    for (const fixture of baseball.items) expect(fixture.sportId).toBe(154914);
    expect(await json<FixturePage>('/api/sports/fixtures?tab=soccer&sport_id=48242')).toMatchObject({
      items: [],
      totalCount: 0,
    });
  });

  it('shows each Korean-style book its own markets', async () => {
    const winTieLose = await json<FixturePage>('/api/sports/fixtures?book=wintielose&size=50');
    for (const fixture of winTieLose.items)
      for (const key of marketKeys(fixture)) expect(key).toMatch(/^(1X2|12)@100$/);
    const handicap = await json<FixturePage>('/api/sports/fixtures?book=handicap&size=50');
    for (const fixture of handicap.items)
      for (const key of marketKeys(fixture)) expect(key).toMatch(/^(Handicap|Under\/Over)@100$/);
    const special = await json<FixturePage>('/api/sports/fixtures?book=special&size=50');
    expect(special.items.length).toBeGreaterThan(0);
    for (const fixture of special.items) {
      for (const key of marketKeys(fixture)) expect(key).not.toMatch(/^(1X2|12|Handicap|Under\/Over)@100$|@101$/);
    }
  });

  it('gives the European and in-play lists the main lines only, counting all markets', async () => {
    const europe = await json<FixturePage>('/api/sports/fixtures?book=europe&tab=basketball&size=5');
    for (const fixture of europe.items) {
      expect(marketKeys(fixture).sort()).toEqual(['12@101', 'Handicap@101', 'Under/Over@101']);
      expect(fixture.marketCount).toBeGreaterThan(fixture.markets.length);
      const detail = await json<Fixture>(`/api/sports/fixtures/${fixture.id}?book=europe`);
      expect(detail.markets.length).toBe(fixture.marketCount);
      // The list shows the first line of each type, as the fixture view orders them.
      const firstHandicap = detail.markets.find((market) => market.marketType === 'Handicap' && market.period === 101);
      expect(fixture.markets.find((market) => market.marketType === 'Handicap')?.id).toBe(firstHandicap?.id);
    }
    const football = await json<FixturePage>('/api/sports/fixtures?book=europe&tab=soccer&size=5');
    for (const fixture of football.items) {
      expect(marketKeys(fixture).sort()).toEqual(['1X2@100', 'Handicap@100', 'Under/Over@100']);
    }

    const inplay = await json<FixturePage>('/api/sports/fixtures?book=inplay&size=100');
    expect(inplay.totalCount).toBe(t.feed.status().liveFixtures);
    for (const fixture of inplay.items) {
      expect(fixture.status).toBe('live');
      expect(fixture.live?.clock).toBeTruthy();
      expect(fixture.markets.length).toBeLessThanOrEqual(3);
    }
    const live = await json<FixturePage>('/api/sports/fixtures?book=live&size=100');
    for (const fixture of live.items) {
      for (const market of fixture.markets) expect(market.period).toBe(100);
    }
  });

  it('answers a page past the end with no items and the total', async () => {
    const beyond = await json<FixturePage>('/api/sports/fixtures?page=999');
    expect(beyond.items).toEqual([]);
    expect(beyond.totalCount).toBeGreaterThan(0);
  });

  it('refuses an unknown book or tab and sizes outside 1-100', async () => {
    for (const query of ['book=asian', 'tab=cricket', 'size=0', 'size=101', 'page=0', 'sport_id=-3']) {
      const response = await get(`/api/sports/fixtures?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message).toBe('입력값이 올바르지 않습니다.');
    }
  });
});

describe('sports/fixtures/:id', () => {
  it('shows one fixture with every market of the book', async () => {
    const [listed] = (await json<FixturePage>('/api/sports/fixtures?tab=soccer&size=1')).items;
    const europe = await json<Fixture>(`/api/sports/fixtures/${listed?.id}?book=europe`);
    expect(europe).toMatchObject({ id: listed?.id, home: listed?.home, away: listed?.away });
    expect(marketKeys(europe)).toEqual(
      expect.arrayContaining(['1X2@100', '1X2 And Under/Over@100', 'Both Teams To Score@100', '1X2@10']),
    );
    const cross = await json<Fixture>(`/api/sports/fixtures/${listed?.id}?book=cross`);
    expect(cross.markets).toEqual(listed?.markets);
    // The default book is the European one.
    expect((await json<Fixture>(`/api/sports/fixtures/${listed?.id}`)).markets).toEqual(europe.markets);
  });

  it('answers 404 in Korean for an unknown fixture and 400 for a bad id', async () => {
    const unknown = await get('/api/sports/fixtures/42');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string }>().message).toBe('경기를 찾을 수 없습니다.');
    expect((await get('/api/sports/fixtures/abc')).statusCode).toBe(400);
    expect((await get('/api/sports/fixtures/1?book=asian')).statusCode).toBe(400);
  });
});

describe('sports/selections', () => {
  it('answers the current price and state of each known selection', async () => {
    const [fixture] = (await json<FixturePage>('/api/sports/fixtures?size=1')).items;
    const selections = fixture?.markets.flatMap((market) => market.selections) ?? [];
    const ids = selections.map((selection) => selection.id);
    const quotes = await json<SelectionQuote[]>(`/api/sports/selections?ids=${[...ids, 5].join(',')}`);
    expect(quotes).toHaveLength(ids.length);
    for (const selection of selections) {
      expect(quotes.find((quote) => quote.id === selection.id)).toEqual({
        id: selection.id,
        price: selection.price,
        status: 'open',
        fixtureStatus: 'scheduled',
      });
    }
  });

  it('refuses more than 50 ids, no ids or ids that are not numbers', async () => {
    const many = Array.from({ length: 51 }, (_, index) => index + 1).join(',');
    expect((await get(`/api/sports/selections?ids=${many}`)).statusCode).toBe(400);
    expect((await get('/api/sports/selections')).statusCode).toBe(400);
    expect((await get('/api/sports/selections?ids=1,abc')).statusCode).toBe(400);
    expect((await get('/api/sports/selections?ids=')).statusCode).toBe(400);
  });
});

describe('the book filter in SQL', () => {
  it('agrees with isMarketInBook for every market type and period', async () => {
    const types = Object.keys((await import('@site/contracts/sports-markets')).marketTypes) as MarketType[];
    const pairs = types.flatMap((marketType) => FEED_PERIOD_CODES.map((period) => ({ marketType, period })));
    const values = sql.join(
      pairs.map(({ marketType, period }) => sql`(${marketType}::text, ${period}::smallint)`),
      sql`, `,
    );
    for (const book of ['cross', 'wintielose', 'handicap', 'special', 'live', 'europe', 'inplay'] as const) {
      const condition = marketInBookCondition(book) ?? sql`true`;
      const result = (await t.db.execute(
        sql`select market_type, period from (values ${values}) as markets(market_type, period) where ${condition}`,
      )) as unknown as { rows: { market_type: string; period: number }[] };
      const inSql = new Set(result.rows.map((row) => `${row.market_type}@${row.period}`));
      for (const pair of pairs) {
        expect(inSql.has(`${pair.marketType}@${pair.period}`), `${book} ${pair.marketType}@${pair.period}`).toBe(
          isMarketInBook(book, pair),
        );
      }
    }
  });
});

describe('sports/stream', () => {
  it('streams each odds batch as an update event numbered without gaps, skips one after a resync, and lets go of a client that leaves', async () => {
    const oddsListeners = () => t.bus.listenerCount('odds');
    const before = oddsListeners();
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const response = await fetch(`${address}/api/sports/stream`, { signal: controller.signal });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('cache-control')).toMatch(/no-cache/);
    const stream = eventStreamReader(response);
    await stream.until(/retry: 3000\n\n/);
    expect(oddsListeners()).toBe(before + 1);

    const nextUpdate = async () => {
      t.clock.advance(5000);
      await t.feed.tick();
      const event = await stream.until(/id: (\d+)\nevent: update\ndata: (.*)\n\n/);
      stream.clear();
      const update = oddsUpdateSchema.parse(JSON.parse(event[2] ?? ''));
      expect(update.seq).toBe(Number(event[1]));
      expect(update.selections.length + update.fixtures.length).toBeGreaterThan(0);
      return update.seq;
    };
    // Numbered by the stream, one after another: a client sees no gap while nothing is lost.
    const first = await nextUpdate();
    expect(await nextUpdate()).toBe(first + 1);
    // The bus says events may have been lost (its link to the other servers was cut): the stream
    // leaves a number out, which makes every client fetch its lists again, and keeps the connection.
    t.bus.publish('resync');
    expect(await nextUpdate()).toBe(first + 3);

    controller.abort();
    await stream.cancel();
    // The server notices the client left and drops the subscription it held for it.
    const deadline = Date.now() + 5000;
    while (oddsListeners() !== before && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(oddsListeners()).toBe(before);
  });
});

describe('compression', () => {
  const LIST = '/api/sports/fixtures?book=cross&size=30';

  it("sends a member's browser the fixture list gzip- or brotli-compressed: the same list, a fraction of the bytes", async () => {
    const plain = await get(LIST);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const list = plain.json<FixturePage>();
    expect(list.items.length).toBeGreaterThan(0);

    const gzip = await app.inject({ method: 'GET', url: LIST, headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(list);
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const brotli = await app.inject({ method: 'GET', url: LIST, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(list);
  });

  it('says whether an answer was loaded for this request or came from the cache', async () => {
    const url = '/api/sports/fixtures?book=europe&size=7&page=2';
    expect((await get(url)).headers['x-answer-cache']).toBe('miss');
    expect((await get(url)).headers['x-answer-cache']).toBe('hit');
  });

  it('leaves a small answer as it is', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/sports-prematch/league?sportId=6046&locationId=999',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('streams odds batches gzip-compressed, each arriving as it is sent, to clients that joined at different times', async () => {
    // Listening already when the stream test above ran first.
    const address = app.server.listening
      ? `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
      : await app.listen({ port: 0, host: '127.0.0.1' });
    const open = () =>
      new Promise<{ text: () => string; encoding: string | undefined; close: () => void }>((resolve, reject) => {
        const request = httpGet(
          `${address}/api/sports/stream`,
          { headers: { 'accept-encoding': 'gzip' } },
          (response) => {
            let text = '';
            const gunzip = createGunzip();
            gunzip.on('data', (data: Buffer) => (text += data.toString()));
            // An aborted stream ends without a gzip trailer.
            gunzip.on('error', () => {});
            response.pipe(gunzip);
            resolve({
              text: () => text,
              encoding: response.headers['content-encoding'],
              close: () => request.destroy(),
            });
          },
        );
        request.on('error', reject);
      });
    const waitFor = async (read: () => string, pattern: RegExp) => {
      const deadline = Date.now() + 5000;
      while (!pattern.test(read()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(read()).toMatch(pattern);
    };
    const tick = async () => {
      t.clock.advance(5000);
      await t.feed.tick();
    };

    const early = await open();
    expect(early.encoding).toBe('gzip');
    await waitFor(early.text, /retry: 3000\n\n/);
    await tick();
    await waitFor(early.text, /event: update\ndata: \{.*\}\n\n/);
    const late = await open();
    await waitFor(late.text, /retry: 3000\n\n/);
    const seen = early.text().length;
    await tick();
    await waitFor(late.text, /event: update\ndata: \{.*\}\n\n/);
    await waitFor(() => early.text().slice(seen), /event: update\ndata: \{.*\}\n\n/);
    const lastUpdate = (text: string) => [...text.matchAll(/event: update\ndata: (.*)\n\n/g)].at(-1)?.[1];
    expect(lastUpdate(late.text())).toBe(lastUpdate(early.text()));
    early.close();
    late.close();
  });
});

describe('operator: sports feed', () => {
  it('says how the feed runs', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/sports/feed',
      headers: authHeaders(adminToken),
    });
    expect(response.statusCode).toBe(200);
    const status = response.json<SportsFeedStatus>();
    expect(status).toMatchObject({ running: false, liveFixtures: t.feed.status().liveFixtures });
    expect(status.scheduledFixtures).toBeGreaterThan(100);
  });

  it('refuses advance to members and out-of-range seconds', async () => {
    const member = await createMember(t.db);
    const token = await loginAs(app, member.userId);
    const asMember = await app.inject({
      method: 'POST',
      url: '/api/admin/sports/advance',
      headers: authHeaders(token),
      payload: { seconds: 60 },
    });
    expect(asMember.statusCode).toBe(403);
    for (const seconds of [0, 86_401, 1.5, '60']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/sports/advance',
        headers: authHeaders(adminToken),
        payload: { seconds },
      });
      expect(response.statusCode, String(seconds)).toBe(400);
    }
  });

  it('advances the feed: matches in play finish and show up in the results of the day, sessions stay', async () => {
    const live = (await json<FixturePage>('/api/sports/fixtures?book=inplay&size=100')).items;
    expect(live.length).toBeGreaterThan(0);
    const quotesBefore = live.flatMap((fixture) => fixture.markets.flatMap((market) => market.selections)).slice(0, 20);
    const now = t.clock.now().getTime();

    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/sports/advance',
      headers: authHeaders(adminToken),
      payload: { seconds: 4 * 60 * 60 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(t.clock.now().getTime()).toBe(now);

    const quotes = await json<SelectionQuote[]>(
      `/api/sports/selections?ids=${quotesBefore.map((s) => s.id).join(',')}`,
    );
    for (const quote of quotes) {
      expect(quote.status).toBe('closed');
      expect(['finished', 'cancelled']).toContain(quote.fixtureStatus);
    }

    const results = await json<FixtureResultPage>(
      `/api/sports/results?size=100&date=${seoulToday(t.clock.now().getTime())}`,
    );
    const yesterday = seoulToday(now - 86_400_000);
    const earlier = await json<FixtureResultPage>(`/api/sports/results?size=100&date=${yesterday}`);
    const resultIds = new Set([...results.items, ...earlier.items].map((item) => item.id));
    for (const fixture of live) expect(resultIds.has(fixture.id)).toBe(true);
    const starts = results.items.map((item) => Date.parse(item.startAt));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    for (const item of results.items) {
      if (item.status === 'finished') expect(item.homeScore).not.toBeNull();
      else expect(item.homeScore).toBeNull();
    }
    const soccer = await json<FixtureResultPage>(
      `/api/sports/results?tab=soccer&size=100&date=${seoulToday(t.clock.now().getTime())}`,
    );
    for (const item of soccer.items) expect(item.sportId).toBe(6046);

    // The administrator's session did not expire with the fast-forward.
    const feed = await app.inject({ method: 'GET', url: '/api/admin/sports/feed', headers: authHeaders(adminToken) });
    expect(feed.statusCode).toBe(200);
  });

  it('refuses a results date it cannot read', async () => {
    expect((await get('/api/sports/results?date=2026-13-45')).statusCode).toBe(400);
    expect((await get('/api/sports/results?date=yesterday')).statusCode).toBe(400);
    expect((await get('/api/sports/results?tab=cricket')).statusCode).toBe(400);
  });

  it('answers 503 in Korean when this process runs no feed', async () => {
    const { app: withoutFeed, close } = await createTestApp({}, { database: t.database, clock: t.clock });
    try {
      const token = await loginDemoAccount(withoutFeed, t, 'admin', 'admin1234');
      const response = await withoutFeed.inject({
        method: 'POST',
        url: '/api/admin/sports/advance',
        headers: authHeaders(token),
        payload: { seconds: 60 },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json<{ message: string }>().message).toBe('스포츠 피드가 실행 중이 아닙니다.');
      const status = await withoutFeed.inject({
        method: 'GET',
        url: '/api/admin/sports/feed',
        headers: authHeaders(token),
      });
      expect(status.json<SportsFeedStatus>()).toMatchObject({ running: false });
    } finally {
      await close();
    }
    // That login replaced the administrator's session here too.
    adminToken = await loginDemoAccount(app, t, 'admin', 'admin1234');
  });
});

describe('kosca/opengame', () => {
  // Its own plugin (app.ts wires it with the session guard); here on a small app with the real guard.
  let gameApp: FastifyInstance | undefined;
  const open = async (url: string, token?: string) => {
    if (!gameApp) {
      const instance = Fastify().withTypeProvider<ZodTypeProvider>();
      instance.setValidatorCompiler(validatorCompiler);
      instance.setSerializerCompiler(serializerCompiler);
      registerErrorHandling(instance);
      const guard = registerSessionGuard(instance, { db: t.db, clock: t.clock, bus: t.bus });
      await instance.register(openGameRoutes({ db: t.db, clock: t.clock, bus: t.bus, guard }), { prefix: '/api' });
      gameApp = instance as unknown as FastifyInstance;
    }
    return gameApp.inject({ method: 'GET', url, ...(token ? { headers: authHeaders(token) } : {}) });
  };
  afterAll(async () => {
    await gameApp?.close();
  });

  it('asks a guest to log in', async () => {
    expect((await open('/api/kosca/opengame?type=EU')).statusCode).toBe(401);
  });

  it('answers a member the address of our European or in-play book', async () => {
    const token = await loginAs(app, 'demo', 'demo1234');
    const europe = await open('/api/kosca/opengame?type=EU', token);
    expect(europe.statusCode).toBe(200);
    expect(europe.json()).toBe('/europe');
    expect((await open('/api/kosca/opengame?type=IN', token)).json()).toBe('/inplay');
    expect((await open('/api/kosca/opengame?type=XX', token)).statusCode).toBe(400);
  });

  it("answers '점검중 입니다.' while the operator has sports betting closed", async () => {
    const token = await loginAs(app, 'demo', 'demo1234');
    await t.db
      .insert(sportsSettings)
      .values({ bonusOdds: [], forbiddenCombos: [], bettingOpen: false })
      .onConflictDoUpdate({ target: sportsSettings.id, set: { bettingOpen: false } });
    try {
      const response = await open('/api/kosca/opengame?type=IN', token);
      expect(response.statusCode).toBe(503);
      expect(response.json<{ message: string }>().message).toBe('점검중 입니다.');
    } finally {
      await t.db.update(sportsSettings).set({ bettingOpen: true });
    }
  });
});
