/**
 * A member's own stake and net-loss limits hold in every product (issue 33, docs/decisions/062): a
 * sports bet before the match and live, a virtual sport, a minigame, a casino table and a slot. Each
 * limit takes a stake that reaches it exactly and refuses one won more, with the limit named and what
 * is left; a refusal books nothing and is recorded once for the operator's report of limits hit.
 */
import { randomUUID } from 'node:crypto';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LimitHitsReport } from '@site/contracts/api/admin-limit-hits';
import type { MinigameBoard } from '@site/contracts/api/minigames';
import { virtualEventListSchema } from '@site/contracts/api/virtuals';
import { seoulDayText } from '@site/contracts/clock';
import { limitRefusalMessage, type MoneyLimitKind } from '@site/contracts/responsible-play';
import { members } from '../../db/schema/members';
import { playLimitHits } from '../../db/schema/responsible-play';
import { walletLedger } from '../../db/schema/wallet';
import { insertFixture } from '../../test/sports-data';
import {
  balanceOf,
  bettor,
  getOk,
  ledgerSum,
  minutesFromNow,
  placeRequest,
  slip,
  type Bettor,
} from '../betting/bets-test-kit';
import {
  CasinoTestApp,
  creditBody,
  debitBody,
  fakeAggregator,
  player,
  walletCall,
  type Player,
} from '../casino/casino-test-kit';
import { boardOf, drawNow, minigameSlip, placeMinigameRequest } from '../minigames/minigames-test-kit';
import { refreshPlayLimited, writeLimitNow } from './limits-repo';

vi.setConfig({ testTimeout: 60_000 });
const kit = new CasinoTestApp();
beforeAll(
  () =>
    kit.start(
      { VIRTUALS: 'on' },
      { clock: kit.clock, bus: kit.bus, casinoAggregators: [fakeAggregator()], casinoRoundHooks: [] },
    ),
  180_000,
);
afterAll(() => kit.close());
afterEach(async () => {
  const rows = await kit.db.select({ id: members.id, emoney: members.emoney }).from(members);
  for (const row of rows) expect(row.emoney, `member ${row.id}`).toBe(await ledgerSum(kit.db, row.id));
});

/** The member's own limit, set at once as the member's own call would (limits-repo). */
async function setLimit(memberId: number, kind: MoneyLimitKind, value: number): Promise<void> {
  await kit.db.transaction(async (tx) => {
    await writeLimitNow(tx, memberId, kind, value, kit.clock.now());
    await refreshPlayLimited(tx, memberId);
  });
}

/** What a stake came to: taken, or refused with the message (HTTP) or the wallet's status (casino). */
type Outcome = { taken: true } | { taken: false; status: string; message?: string };

interface Product {
  name: string;
  /** as play_limit_hits.source records it */
  source: string;
  /** a member with money, ready to stake in this product */
  member: (emoney: number) => Promise<Bettor>;
  stake: (who: Bettor, amount: number) => Promise<Outcome>;
}

async function httpOutcome(response: { statusCode: number; json: <T>() => T; body: string }): Promise<Outcome> {
  if (response.statusCode === 201) return { taken: true };
  expect(response.statusCode, response.body).toBe(400);
  return { taken: false, status: String(response.statusCode), message: response.json<{ message: string }>().message };
}

/** A fixture a bet can be placed on: pre-match (in two hours) or live (started 30 minutes ago). */
async function sportsSelection(live: boolean) {
  const fixture = live
    ? await insertFixture(kit.db, { startAt: minutesFromNow(kit, -30), status: 'live' })
    : await insertFixture(kit.db, { startAt: minutesFromNow(kit, 120) });
  return fixture.pick('1X2', '1');
}

const sportsProduct = (name: string, live: boolean): Product => ({
  name,
  source: 'sports',
  member: (emoney) => bettor(kit, emoney),
  stake: async (who, amount) =>
    httpOutcome(await placeRequest(kit, who, slip([await sportsSelection(live)], { stake: amount }))),
});

/** The next virtual football match still taking bets. */
async function virtualSelection() {
  const list = await getOk(kit, '/api/virtuals/soccer/events?league=superleagues');
  const event = virtualEventListSchema
    .parse(list)
    .items.find((item) => item.status === 'scheduled' && item.secondsToStart > 0);
  const selection = event?.markets.find((market) => market.marketType === '1X2')?.selections[0];
  if (!selection) throw new Error('no virtual match to bet on');
  return selection;
}

/** eos 파워볼 1분; the held clock keeps its round open once one is. */
const POWERBALL_1 = 211;

async function openBoard(): Promise<MinigameBoard> {
  const board = await boardOf(kit, POWERBALL_1);
  if (board.current.status === 'open' && board.current.secondsToClose > 2) return board;
  await drawNow(kit, POWERBALL_1);
  return boardOf(kit, POWERBALL_1);
}

async function minigameStake(who: Bettor, amount: number): Promise<Outcome> {
  const board = await openBoard();
  const market = board.markets[0];
  const pick = market?.picks[0];
  if (!market || !pick) throw new Error('the board has no pick');
  const payload = minigameSlip(
    board,
    { marketKey: market.key, pickKey: pick.key, price: pick.price },
    { stake: amount },
  );
  return httpOutcome(await placeMinigameRequest(kit, who, payload));
}

/** A casino or slot debit in a round of its own, as the provider sends it. */
async function walletStake(who: Bettor, amount: number, gameCode: string): Promise<Outcome> {
  const body = { ...debitBody(who as Player, randomUUID(), amount), gameCode };
  const answer = await walletCall(kit, 'debit', body);
  return answer.status === 'OK' ? { taken: true } : { taken: false, status: answer.status };
}

const products: Product[] = [
  sportsProduct('sports before the match', false),
  sportsProduct('sports live', true),
  {
    name: 'a virtual sport',
    source: 'virtual',
    member: (emoney) => bettor(kit, emoney),
    stake: async (who, amount) =>
      httpOutcome(await placeRequest(kit, who, slip([await virtualSelection()], { stake: amount }))),
  },
  { name: 'a minigame', source: 'minigame', member: (emoney) => bettor(kit, emoney), stake: minigameStake },
  {
    name: 'a casino table',
    source: 'casino',
    member: (emoney) => player(kit, emoney),
    stake: (who, amount) => walletStake(who, amount, 'evo-baccarat'),
  },
  {
    name: 'a slot',
    source: 'slot',
    member: (emoney) => player(kit, emoney, 'prag-slot'),
    stake: (who, amount) => walletStake(who, amount, 'prag-slot'),
  },
];

const stakeAndLossKinds: MoneyLimitKind[] = [
  'stakeDaily',
  'stakeWeekly',
  'stakeMonthly',
  'lossDaily',
  'lossWeekly',
  'lossMonthly',
];

const hitsOf = (memberId: number) =>
  kit.db.select().from(playLimitHits).where(eq(playLimitHits.memberId, memberId)).orderBy(asc(playLimitHits.id));

async function ledgerRowsOf(memberId: number): Promise<number> {
  const [row] = await kit.db.select({ n: count() }).from(walletLedger).where(eq(walletLedger.memberId, memberId));
  return row?.n ?? 0;
}

const LIMIT = 25_000;

describe.each(products)('$name', (product) => {
  it.each(stakeAndLossKinds)(
    '%s takes a stake up to the limit exactly and refuses one won over it, booking nothing and recording the hit',
    async (kind) => {
      const who = await product.member(1_000_000);
      await setLimit(who.member.id, kind, LIMIT);
      expect(await product.stake(who, 10_000)).toEqual({ taken: true });

      const balance = await balanceOf(kit.db, who.member.id);
      const ledgerRows = await ledgerRowsOf(who.member.id);
      const refused = await product.stake(who, 15_001);
      expect(refused.taken).toBe(false);
      if (product.source === 'casino' || product.source === 'slot') {
        // The provider shows its player a limit refusal; which limit and what is left are on the site.
        expect(refused).toEqual({ taken: false, status: 'LIMIT_EXCEEDED' });
      } else {
        expect(refused).toMatchObject({ message: limitRefusalMessage(kind, 15_000) });
        expect(refused).toMatchObject({ message: expect.stringContaining('남은 한도: 15,000원') });
      }
      expect(await balanceOf(kit.db, who.member.id)).toBe(balance);
      expect(await ledgerRowsOf(who.member.id)).toBe(ledgerRows);
      expect(await hitsOf(who.member.id)).toEqual([
        expect.objectContaining({
          kind,
          attempted: 15_001,
          remaining: 15_000,
          source: product.source,
          at: kit.clock.now(),
        }),
      ]);

      // What is left is taken exactly, and then nothing more.
      expect(await product.stake(who, 15_000)).toEqual({ taken: true });
      expect(await balanceOf(kit.db, who.member.id)).toBe(1_000_000 - LIMIT);
      expect(await product.stake(who, 10_000)).toMatchObject({ taken: false });
      expect(await hitsOf(who.member.id)).toHaveLength(2);
    },
  );
});

describe('what the limits count', () => {
  it('a net loss limit gets back what a round won; a stake limit does not', async () => {
    const lossy = await player(kit, 1_000_000);
    const staker = await player(kit, 1_000_000);
    await setLimit(lossy.member.id, 'lossDaily', 20_000);
    await setLimit(staker.member.id, 'stakeDaily', 20_000);
    for (const who of [lossy, staker]) {
      const roundId = randomUUID();
      expect((await walletCall(kit, 'debit', debitBody(who, roundId, 20_000))).status).toBe('OK');
      expect((await walletCall(kit, 'credit', creditBody(who, roundId, 15_000))).status).toBe('OK');
    }
    // The win of 15,000 leaves a net loss of 5,000: 15,000 more may be lost, not a won over.
    expect(await walletStake(lossy, 15_001, 'evo-baccarat')).toEqual({ taken: false, status: 'LIMIT_EXCEEDED' });
    expect(await walletStake(lossy, 15_000, 'evo-baccarat')).toEqual({ taken: true });
    expect(await hitsOf(lossy.member.id)).toEqual([expect.objectContaining({ kind: 'lossDaily', remaining: 15_000 })]);
    // 20,000 staked is 20,000 staked, whatever came back.
    expect(await walletStake(staker, 1_000, 'evo-baccarat')).toEqual({ taken: false, status: 'LIMIT_EXCEEDED' });
    expect(await hitsOf(staker.member.id)).toEqual([expect.objectContaining({ kind: 'stakeDaily', remaining: 0 })]);
  });

  it('a member without a limit bets as before, and the limits of one member are no one else’s', async () => {
    const limited = await bettor(kit, 100_000);
    const free = await bettor(kit, 100_000);
    await setLimit(limited.member.id, 'stakeDaily', 5_000);
    const [flag] = await kit.db.select({ on: members.playLimited }).from(members).where(eq(members.id, free.member.id));
    expect(flag?.on).toBe(false);
    expect(await sportsProduct('', false).stake(free, 50_000)).toEqual({ taken: true });
    expect(await hitsOf(free.member.id)).toEqual([]);
  });

  it('20 bets at once against a loss limit: exactly those within it are taken, and the ledger is the balance', async () => {
    const who = await bettor(kit, 1_000_000);
    await setLimit(who.member.id, 'lossDaily', 55_000);
    const selection = await sportsSelection(false);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => placeRequest(kit, who, slip([selection], { stake: 10_000 }))),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(5).fill(201), ...Array<number>(15).fill(400)]);
    for (const response of responses.filter((each) => each.statusCode === 400)) {
      expect(response.json<{ message: string }>().message).toBe(limitRefusalMessage('lossDaily', 5_000));
    }
    expect(await balanceOf(kit.db, who.member.id)).toBe(950_000);
    expect(await ledgerSum(kit.db, who.member.id)).toBe(950_000);
    expect(await hitsOf(who.member.id)).toHaveLength(15);
  });
});

describe('GET /api/admin/responsible-play/limit-hits', () => {
  const url = (query = '') => `/api/admin/responsible-play/limit-hits${query}`;

  it('counts the refusals per Seoul day and per limit, and lists who hit which limit how often and when last', async () => {
    const today = seoulDayText(kit.clock.now());
    const range = `?from=${today}&to=${today}`;
    const before = (await kit.asAdmin('GET', url(range))).json<LimitHitsReport>();

    const who = await bettor(kit, 1_000_000);
    await setLimit(who.member.id, 'stakeWeekly', 5_000);
    await setLimit(who.member.id, 'lossMonthly', 100_000);
    const sports = sportsProduct('', false);
    await sports.stake(who, 10_000);
    await sports.stake(who, 20_000);
    await setLimit(who.member.id, 'stakeWeekly', 500_000);
    await setLimit(who.member.id, 'lossMonthly', 5_000);
    await minigameStake(who, 10_000);

    const response = await kit.asAdmin('GET', url(range));
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json<LimitHitsReport>();
    expect(after).toMatchObject({ from: today, to: today, total: before.total + 3 });
    const countOf = (report: LimitHitsReport, kind: MoneyLimitKind) =>
      report.days.find((day) => day.day === today)?.byKind.find((entry) => entry.kind === kind)?.count ?? 0;
    expect(countOf(after, 'stakeWeekly')).toBe(countOf(before, 'stakeWeekly') + 2);
    expect(countOf(after, 'lossMonthly')).toBe(countOf(before, 'lossMonthly') + 1);
    const mine = after.members.filter((row) => row.member.id === who.member.id);
    expect(mine).toEqual([
      expect.objectContaining({ kind: 'lossMonthly', count: 1, lastAt: kit.clock.now().toISOString() }),
      expect.objectContaining({ kind: 'stakeWeekly', count: 2, lastAt: kit.clock.now().toISOString() }),
    ]);
    expect(mine[0]?.member).toEqual({ id: who.member.id, userId: who.member.userId, nickName: who.member.nickName });
  });

  it('refuses a reversed range in Korean, and anyone but an operator', async () => {
    const reversed = await kit.asAdmin('GET', url('?from=2026-11-20&to=2026-11-01'));
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json<{ message: string }>().message).toBe('시작일이 종료일보다 늦습니다.');
    const member = await bettor(kit, 0);
    const asMember = await kit.app.inject({ method: 'GET', url: url(), headers: member.headers });
    expect(asMember.statusCode).toBe(403);
    expect((await kit.app.inject({ method: 'GET', url: url() })).statusCode).toBe(401);
  });
});
