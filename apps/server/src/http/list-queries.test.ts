/**
 * What every list and dated filter takes: one calendar-day schema (a day that does not exist or a
 * year far outside the site's life is a 400, never a 500 and never quietly read as another day) and
 * one page-size cap, which the answer caches key on as validated.
 */
import type { LightMyRequestResponse } from 'fastify';
import { LIVE_BOARD_SIZE } from '@site/contracts/constants';
import { describe, expect, it } from 'vitest';
import type { FixturePage } from '@site/contracts/api/sports';
import { MAX_PAGE_SIZE } from '@site/contracts/api/lists';
import { bettor, minutesFromNow, useBetsApp, type Bettor } from '../modules/betting/bets-test-kit';
import { authHeaders } from '../test/members';
import { insertFixture } from '../test/sports-data';

const kit = useBetsApp({ VIRTUALS: 'on' });

/** eos 파워볼 1분 */
const POWERBALL_1 = 211;

let member: Bettor | undefined;
async function memberHeaders(): Promise<Record<string, string>> {
  member ??= await bettor(kit, 0);
  return member.headers;
}

/** Every list that filters by a day, as `{day}` in its address; the member's own lists need a login. */
const datedLists = [
  { url: '/api/bets?from={day}', member: true },
  { url: '/api/bets?to={day}', member: true },
  { url: `/api/minigame/games/${POWERBALL_1}/rounds?date={day}`, member: false },
  { url: `/api/minigame/results?gameId=${POWERBALL_1}&date={day}`, member: false },
  { url: '/api/sports/results?date={day}', member: false },
  { url: '/api/virtuals/soccer/results?date={day}', member: false },
  { url: '/api/virtuals/soccer/rankings?league=worldcups&date={day}', member: false },
];

async function get(url: string, asMember: boolean): Promise<LightMyRequestResponse> {
  return kit.app.inject({ method: 'GET', url, headers: asMember ? await memberHeaders() : {} });
}

function expectRefused(response: LightMyRequestResponse, issue: string, url: string): void {
  expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
  const body = response.json<{ message: string; issues: { message: string }[] }>();
  expect(body.message).toBe('입력값이 올바르지 않습니다.');
  expect(body.issues.map((entry) => entry.message)).toContain(issue);
}

describe('every date filter', () => {
  it('refuses days that do not exist with 400', async () => {
    for (const list of datedLists) {
      for (const day of ['2026-02-30', '0000-00-00', '2026-13-45', '2027-02-29']) {
        const url = list.url.replace('{day}', day);
        expectRefused(await get(url, list.member), '존재하지 않는 날짜입니다.', url);
      }
    }
  });

  it('refuses years outside 2000-2100 with 400', async () => {
    for (const list of datedLists) {
      for (const day of ['0001-01-01', '1999-12-31', '2101-01-01']) {
        const url = list.url.replace('{day}', day);
        expectRefused(await get(url, list.member), '2000년부터 2100년 사이의 날짜를 입력해주세요.', url);
      }
    }
  });

  it('refuses anything but YYYY-MM-DD with 400', async () => {
    for (const list of datedLists) {
      for (const day of ['2026-2-3', '20260203', 'today']) {
        const url = list.url.replace('{day}', day);
        expectRefused(await get(url, list.member), '날짜는 YYYY-MM-DD 형식으로 입력해주세요.', url);
      }
    }
  });

  it('answers real days, a leap day included', async () => {
    for (const list of datedLists) {
      for (const day of ['2026-02-28', '2028-02-29', '2000-01-01', '2100-12-31']) {
        const url = list.url.replace('{day}', day);
        const response = await get(url, list.member);
        expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      }
    }
  });
});

describe('every paged list', () => {
  const pagedLists = [
    { url: '/api/bets', as: 'member' },
    { url: '/api/message', as: 'member' },
    { url: '/api/admin/members/demo/ledger', as: 'admin' },
    { url: '/api/sports/fixtures', as: 'guest' },
    { url: '/api/sports/results', as: 'guest' },
    { url: `/api/minigame/games/${POWERBALL_1}/rounds`, as: 'guest' },
    { url: `/api/minigame/results?gameId=${POWERBALL_1}`, as: 'guest' },
    { url: '/api/virtuals/soccer/results', as: 'guest' },
  ] as const;

  async function page(list: (typeof pagedLists)[number], query: string): Promise<LightMyRequestResponse> {
    const headers =
      list.as === 'member' ? await memberHeaders() : list.as === 'admin' ? authHeaders(kit.adminToken) : {};
    const url = `${list.url}${list.url.includes('?') ? '&' : '?'}${query}`;
    return kit.app.inject({ method: 'GET', url, headers });
  }

  it(`answers pages of up to ${MAX_PAGE_SIZE} items`, async () => {
    for (const list of pagedLists) {
      const response = await page(list, `size=${MAX_PAGE_SIZE}`);
      expect(response.statusCode, `${list.url}: ${response.body}`).toBe(200);
    }
  });

  it(`refuses a larger page, and sizes or pages below 1, with 400`, async () => {
    for (const list of pagedLists) {
      expectRefused(
        await page(list, `size=${MAX_PAGE_SIZE + 1}`),
        `한 페이지에 ${MAX_PAGE_SIZE}개까지 조회할 수 있습니다.`,
        list.url,
      );
      expectRefused(await page(list, 'size=400'), `한 페이지에 ${MAX_PAGE_SIZE}개까지 조회할 수 있습니다.`, list.url);
      expectRefused(await page(list, 'size=0'), '한 페이지에 1개 이상을 조회해주세요.', list.url);
      expectRefused(await page(list, 'page=0'), '페이지 번호는 1부터입니다.', list.url);
    }
  });

  it(`lets the in-play board alone ask for its one page of ${LIVE_BOARD_SIZE}`, async () => {
    const fixtures = (query: string) => kit.app.inject({ method: 'GET', url: `/api/sports/fixtures?${query}` });
    expect((await fixtures(`book=inplay&size=${LIVE_BOARD_SIZE}`)).statusCode).toBe(200);
    const tooMany = `한 페이지에 ${MAX_PAGE_SIZE}개까지 조회할 수 있습니다.`;
    expectRefused(await fixtures(`book=inplay&size=${LIVE_BOARD_SIZE - 1}`), tooMany, 'inplay 499');
    expectRefused(await fixtures(`book=cross&size=${LIVE_BOARD_SIZE}`), tooMany, 'cross 500');
    expectRefused(
      await fixtures(`book=inplay&size=${LIVE_BOARD_SIZE + 1}`),
      `한 페이지에 ${LIVE_BOARD_SIZE}개까지 조회할 수 있습니다.`,
      'inplay 501',
    );
  });
});

describe('the sports answer cache', () => {
  it('answers one question however its query is spelled, and a new question afresh', async () => {
    await insertFixture(kit.db, { startAt: minutesFromNow(kit, 30) });
    const first = await kit.app.inject({ method: 'GET', url: '/api/sports/fixtures?size=15' });
    expect(first.statusCode).toBe(200);

    // A fixture the feed has not announced yet: a cached answer cannot show it.
    const unannounced = await insertFixture(kit.db, { startAt: minutesFromNow(kit, 5) });
    for (const url of [
      '/api/sports/fixtures',
      '/api/sports/fixtures?size=015&page=1',
      '/api/sports/fixtures?book=cross&tab=all&size=15&utm=1&_=12345',
    ]) {
      const again = await kit.app.inject({ method: 'GET', url });
      expect(again.body, url).toBe(first.body);
    }
    const other = await kit.app.inject({ method: 'GET', url: '/api/sports/fixtures?size=16' });
    expect(other.json<FixturePage>().items.map((item) => item.id)).toContain(unannounced.id);
  });
});
