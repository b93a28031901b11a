/**
 * Test support for the bets and wallet API tests: an app on a seeded database with a clock and a bus
 * the test holds, members with money that entered through the ledger, and bet slips.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sum } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import type { Bet } from '@site/contracts/api/bets';
import type { NotificationEvent, NotificationList } from '@site/contracts/api/notifications';
import type { Database } from '../../db/client';
import { members, type MemberRow } from '../../db/schema/members';
import { walletLedger } from '../../db/schema/wallet';
import { LocalBus } from '../../events/bus';
import { DemoApp } from '../../test/demo-app';
import { fakeClock, type FakeClock } from '../../test/fake-clock';
import { authHeaders, createMember, giveOpeningMoney, loginAs } from '../../test/members';
import type { Currency } from '../ledger/repo';

/** The demo app with a clock and a bus the test holds. */
export class BetsTestApp extends DemoApp {
  readonly clock: FakeClock = fakeClock();
  readonly bus = new LocalBus();
}

/** `env` as createTestApp takes it, e.g. { VIRTUALS: 'on' } for the virtual sports' tests. */
export function useBetsApp(env: Record<string, string> = {}): BetsTestApp {
  // A test here makes a few fixtures and bets, each a handful of statements; PGlite runs them one at a
  // time, and on a machine busy with other work that can pass the default 5 s many times over.
  vi.setConfig({ testTimeout: 60_000 });
  const kit = new BetsTestApp();
  // Seeding hashes five passwords; on a loaded machine that alone has taken most of a minute.
  beforeAll(() => kit.start(env, { clock: kit.clock, bus: kit.bus }), 180_000);
  afterAll(() => kit.close());
  return kit;
}

export interface Bettor {
  member: MemberRow;
  token: string;
  headers: Record<string, string>;
}

/** A logged-in member whose money came in through the ledger, as a deposit would. */
export async function bettor(kit: BetsTestApp, emoney = 1_000_000, level = 1): Promise<Bettor> {
  const member = await createMember(kit.db, { level });
  if (emoney > 0) await giveOpeningMoney(kit.db, member.id, emoney);
  const token = await loginAs(kit.app, member.userId);
  return { member, token, headers: authHeaders(token) };
}

export interface SlipOptions {
  stake?: number;
  key?: string;
  /** prices the member saw, by selection id, when not the ones stored */
  prices?: Record<number, number>;
}

/** A slip of these selections (a test fixture's, or an event's as the API lists it) at their prices. */
export function slip(
  picks: readonly { id: number; price: number }[],
  { stake = 10_000, key = randomUUID(), prices = {} }: SlipOptions = {},
) {
  return {
    idempotencyKey: key,
    stake,
    picks: picks.map((pick) => ({ selectionId: pick.id, price: prices[pick.id] ?? pick.price })),
  };
}

/** GETs a URL that must answer 200, and answers its body. */
export async function getOk<T>(kit: BetsTestApp, url: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await kit.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

export function placeRequest(kit: BetsTestApp, who: Bettor, payload: object): Promise<LightMyRequestResponse> {
  return kit.app.inject({ method: 'POST', url: '/api/bets', headers: who.headers, payload });
}

/** Places a bet that must be accepted and answers it. */
export async function placeOk(kit: BetsTestApp, who: Bettor, payload: object): Promise<Bet> {
  const response = await placeRequest(kit, who, payload);
  if (response.statusCode !== 201) throw new Error(`bet refused: ${response.statusCode} ${response.body}`);
  return response.json<Bet>();
}

export async function balanceOf(db: Database, memberId: number): Promise<number> {
  const [row] = await db.select({ emoney: members.emoney }).from(members).where(eq(members.id, memberId));
  if (!row) throw new Error(`member ${memberId} not found`);
  return row.emoney;
}

/** Sum of the member's ledger in a currency (money by default); always equal to that balance. */
export async function ledgerSum(db: Database, memberId: number, currency: Currency = 'money'): Promise<number> {
  const rows = await db
    .select({ total: sum(walletLedger.amount) })
    .from(walletLedger)
    .where(and(eq(walletLedger.memberId, memberId), eq(walletLedger.currency, currency)));
  return Number(rows[0]?.total ?? 0);
}

/** The member's points and the sum of their point ledger, for tests that check the two agree. */
export async function pointsAndLedger(db: Database, memberId: number): Promise<{ balance: number; ledger: number }> {
  const [row] = await db.select({ point: members.point }).from(members).where(eq(members.id, memberId));
  return { balance: row?.point ?? 0, ledger: await ledgerSum(db, memberId, 'point') };
}

/** What the member's bell lists (newest first), of one kind when named: what the member was told. */
export async function notificationsOf(
  kit: BetsTestApp,
  who: Bettor,
  kind?: NotificationEvent['kind'],
): Promise<NotificationEvent[]> {
  const { items } = await getOk<NotificationList>(kit, '/api/notifications', who.headers);
  return items.map((item) => item.event).filter((event) => kind === undefined || event.kind === kind);
}

export async function getBet(kit: BetsTestApp, who: Bettor, betId: number): Promise<Bet> {
  const response = await kit.app.inject({ method: 'GET', url: `/api/bets/${betId}`, headers: who.headers });
  if (response.statusCode !== 200) throw new Error(`bet ${betId}: ${response.statusCode} ${response.body}`);
  return response.json<Bet>();
}

export const minutesFromNow = (kit: BetsTestApp, minutes: number): Date =>
  new Date(kit.clock.now().getTime() + minutes * 60_000);
