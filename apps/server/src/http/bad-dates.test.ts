/**
 * Instants an operator sets (an event's or a tournament's period, a coupon's expiry) outside the years
 * the site knows: year 0000 used to reach PostgreSQL, which has no year 0, and 9999-12-31 at a negative
 * offset is year 10000 in UTC, which the driver cannot send; both answered 500. The contracts' one
 * instant field refuses them with 400 and Korean text, and nothing is stored.
 */
import { count } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminEvent } from '@site/contracts/api/site-events';
import { couponIssues } from '../db/schema/coupons';
import { siteEvents } from '../db/schema/site-events';
import { tournaments } from '../db/schema/tournaments';
import { useDemoApp } from '../test/demo-app';

const demo = useDemoApp();

const YEARS_MESSAGE = '2000년부터 2100년 사이의 날짜를 입력해주세요.';
const OUT_OF_RANGE = ['0000-01-01T00:00:00Z', '1999-12-31T23:59:59+09:00', '9999-12-31T23:59:59-05:00'];
const soon = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();

const event = (period: { startsAt: string; endsAt: string }) => ({
  title: '날짜 이벤트',
  thumbnail: null,
  body: '<p>내용</p>',
  ...period,
});

const tournament = (period: { startsAt: string; endsAt: string }) => ({
  title: '날짜 토너먼트',
  product: 'slot',
  metric: 'total-stake',
  minStake: 1_000,
  prizes: [{ rank: 1, amount: 100_000 }],
  ...period,
});

const rows = async () => ({
  events: (await demo.db.select({ n: count() }).from(siteEvents))[0]?.n,
  tournaments: (await demo.db.select({ n: count() }).from(tournaments))[0]?.n,
  coupons: (await demo.db.select({ n: count() }).from(couponIssues))[0]?.n,
});

function expectYearsRefused(response: LightMyRequestResponse, field: string): void {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json<{ message: string; issues: { path: string; message: string }[] }>();
  expect(body.message).toBe('입력값이 올바르지 않습니다.');
  expect(body.issues).toContainEqual({ path: field, message: YEARS_MESSAGE });
}

let eventId: number;

beforeAll(async () => {
  const made = await demo.asAdmin('POST', '/api/admin/events', event({ startsAt: soon(-1), endsAt: soon(1) }));
  expect(made.statusCode, made.body).toBe(200);
  eventId = made.json<AdminEvent>().id;
});

describe('an instant outside 2000-2100', () => {
  it('is refused on POST and PUT /api/admin/events, storing nothing', async () => {
    const before = await rows();
    for (const date of OUT_OF_RANGE) {
      expectYearsRefused(
        await demo.asAdmin('POST', '/api/admin/events', event({ startsAt: date, endsAt: soon(1) })),
        'startsAt',
      );
      expectYearsRefused(
        await demo.asAdmin('POST', '/api/admin/events', event({ startsAt: soon(-1), endsAt: date })),
        'endsAt',
      );
      const edit = await demo.asAdmin(
        'PUT',
        `/api/admin/events/${eventId}`,
        event({ startsAt: soon(-1), endsAt: date }),
      );
      expectYearsRefused(edit, 'endsAt');
    }
    expect(await rows()).toEqual(before);
    const stored = (await demo.asAdmin('GET', '/api/admin/events'))
      .json<AdminEvent[]>()
      .find((row) => row.id === eventId);
    expect(stored?.title).toBe('날짜 이벤트');
  });

  it('is refused on POST /api/admin/tournaments, storing nothing', async () => {
    const before = await rows();
    for (const date of OUT_OF_RANGE) {
      const early = await demo.asAdmin(
        'POST',
        '/api/admin/tournaments',
        tournament({ startsAt: date, endsAt: soon(1) }),
      );
      expectYearsRefused(early, 'startsAt');
      const late = await demo.asAdmin(
        'POST',
        '/api/admin/tournaments',
        tournament({ startsAt: soon(-1), endsAt: date }),
      );
      expectYearsRefused(late, 'endsAt');
    }
    expect(await rows()).toEqual(before);
  });

  it("is refused as a coupon's expiry, issuing nothing", async () => {
    const before = await rows();
    for (const date of OUT_OF_RANGE) {
      const issue = await demo.asAdmin('POST', '/api/admin/coupons/issues', {
        face: { kind: 'point', amount: 1_000 },
        target: 'all',
        expiresAt: date,
      });
      expectYearsRefused(issue, 'expiresAt');
    }
    expect(await rows()).toEqual(before);
  });
});
