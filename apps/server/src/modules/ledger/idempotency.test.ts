/**
 * One idempotency rule for every call that moves money (docs/decisions/038), checked call by call: the
 * same key with the same request answers the first call again and books once; the same key with
 * another request (another amount, kind or stake) is refused with 422 and one Korean text and books
 * nothing; and the same key sent twice at once never books twice.
 */
import type { LedgerReason } from '@site/contracts/ledger-reasons';
import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { KEY_REUSED_MESSAGE } from '@site/contracts/api/fields';
import type { MinigameBoard } from '@site/contracts/api/minigames';
import type { VirtualEvent } from '@site/contracts/api/virtuals';
import type { Database } from '../../db/client';
import { bets } from '../../db/schema/bets';
import { cashRequests } from '../../db/schema/cashier';
import { members } from '../../db/schema/members';
import { rollingSettlements } from '../../db/schema/rolling';
import { walletLedger } from '../../db/schema/wallet';
import { giveOpeningMoney } from '../../test/members';
import { insertFixture } from '../../test/sports-data';
import { bettor, getOk, ledgerSum, minutesFromNow, slip, useBetsApp, type Bettor } from '../betting/bets-test-kit';
import { cashMember, depositBody, setSettings, withdrawalBody } from '../cashier/cashier-test-kit';
import { boardOf, drawNow, minigameSlip, pickThatWill } from '../minigames/minigames-test-kit';
import { playSports, tree } from '../rolling/rolling-test-kit';

// Each of the forty tests signs in fresh members (a partner tree for the settlements): above one IP's login limit.
const kit = useBetsApp({ VIRTUALS: 'on', LOGIN_LIMIT_PER_IP_PER_MIN: '1000' });

beforeAll(() => setSettings(kit, { closedFromMinute: null, closedUntilMinute: null }));

type Body = Record<string, unknown>;

/** A member ready for one money call, the call's first request, and another request under the same key. */
interface Ready {
  who: Bettor;
  send: (body: Body) => Promise<LightMyRequestResponse>;
  body: Body;
  /** the same key with another amount (or kind, where the request names no amount) */
  other: Body;
  /** how many rows of what the call makes (bets, cash requests, settlements, ledger rows) the member has */
  made: (db: Database) => Promise<number>;
}

interface MoneyCall {
  name: string;
  /** the status of a call that booked (a retry answers 200) */
  created: 200 | 201;
  /** the rows one booking makes */
  rows: number;
  ready: () => Promise<Ready>;
}

const memberRows = async (db: Database, table: typeof bets | typeof cashRequests, memberId: number) => {
  const [row] = await db.select({ n: count() }).from(table).where(eq(table.memberId, memberId));
  return row?.n ?? 0;
};

const ledgerRows = async (db: Database, memberId: number, reason: LedgerReason) => {
  const [row] = await db
    .select({ n: count() })
    .from(walletLedger)
    .where(and(eq(walletLedger.memberId, memberId), eq(walletLedger.reason, reason)));
  return row?.n ?? 0;
};

const postAs = (who: Bettor, url: string) => (payload: Body) =>
  kit.app.inject({ method: 'POST', url: `/api${url}`, headers: who.headers, payload });

/** Same key, another stake: the one change every bet call can be asked. */
const otherStake = (body: Body): Body => ({ ...body, stake: Number(body.stake) + 1_000 });

async function sportsSlip(picks: number): Promise<Body> {
  const fixtures = await Promise.all(
    Array.from({ length: picks }, (_, index) => insertFixture(kit.db, { startAt: minutesFromNow(kit, 120 + index) })),
  );
  return slip(
    fixtures.map((fixture) => fixture.pick('1X2', '1')),
    { stake: 10_000 },
  );
}

async function openBoard(gameId = 211): Promise<MinigameBoard> {
  const board = await boardOf(kit, gameId);
  if (board.current.status === 'open' && board.current.secondsToClose > 2) return board;
  await drawNow(kit, gameId);
  return boardOf(kit, gameId);
}

async function nextRaceWinner(): Promise<{ id: number; price: number }> {
  const events = await getOk<{ items: VirtualEvent[] }>(kit, '/api/virtuals/horse/events?league=britanniaways');
  const race = events.items.find((item) => item.status === 'scheduled' && item.secondsToStart > 60);
  const runner = race?.markets.find((market) => market.marketType === 'Winner')?.selections[1];
  if (!runner) throw new Error('no race to bet on');
  return runner;
}

const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

/** A bet: a member with 100,000 sends the slip; the same key with another stake is another request. */
const betCall = (name: string, url: string, rows: number, slipOf: () => Promise<Body>): MoneyCall => ({
  name,
  created: 201,
  rows,
  ready: async () => {
    const who = await bettor(kit, 100_000);
    const body = await slipOf();
    const made = (db: Database) => memberRows(db, bets, who.member.id);
    return { who, send: postAs(who, url), body, other: otherStake(body), made };
  },
});

/** A cashier request of a member with a bank account; the same key with another amount is another request. */
const cashCall = (name: string, url: string, emoney: number, bodyOf: () => Body, otherAmount: number): MoneyCall => ({
  name,
  created: 201,
  rows: 1,
  ready: async () => {
    const who = await cashMember(kit, emoney);
    const body = bodyOf();
    const made = (db: Database) => memberRows(db, cashRequests, who.member.id);
    return { who, send: postAs(who, url), body, other: { ...body, amount: otherAmount }, made };
  },
});

const calls: MoneyCall[] = [
  betCall('a sports bet (POST /api/bets)', '/bets', 1, () => sportsSlip(2)),
  betCall('singles (POST /api/bets/singles)', '/bets/singles', 2, () => sportsSlip(2)),
  betCall('a virtual race bet (POST /api/bets)', '/bets', 1, async () =>
    slip([await nextRaceWinner()], { stake: 5_000 }),
  ),
  betCall('a minigame bet (POST /api/minigame/bets)', '/minigame/bets', 1, async () => {
    const board = await openBoard();
    return { ...minigameSlip(board, await pickThatWill(kit, board, 1), { stake: 3_000 }) };
  }),
  cashCall('a won deposit (POST /api/cashier/deposits)', '/cashier/deposits', 0, () => depositBody(30_000), 40_000),
  cashCall(
    'a won withdrawal (POST /api/cashier/withdrawals)',
    '/cashier/withdrawals',
    100_000,
    () => withdrawalBody(10_000),
    20_000,
  ),
  cashCall(
    'a tether withdrawal (POST /api/cashier/tether-withdrawals)',
    '/cashier/tether-withdrawals',
    300_000,
    () => withdrawalBody(100_000, { address: TRON_ADDRESS }),
    150_000,
  ),
  {
    name: 'a point conversion (POST /api/points/convert)',
    created: 200,
    // the points leaving and the money arriving
    rows: 2,
    ready: async () => {
      const who = await bettor(kit, 0);
      await giveOpeningMoney(kit.db, who.member.id, 50_000, 'point');
      const body = { amount: 10_000, idempotencyKey: randomUUID() };
      const send = postAs(who, '/points/convert');
      return {
        who,
        send,
        body,
        other: { ...body, amount: 20_000 },
        made: (db) => ledgerRows(db, who.member.id, 'point_convert'),
      };
    },
  },
  {
    name: 'a rolling settlement (POST /api/calculate/settlements)',
    created: 200,
    rows: 1,
    ready: async () => {
      const { partner, player } = await tree(kit);
      // the partner's 0.70% of 3,000,000: 21,000, over the 10,000 minimum
      await playSports(kit, player, 3_000_000, false);
      const body = { kind: 'all', payout: 'money', idempotencyKey: randomUUID() };
      const made = async (db: Database) => {
        const [row] = await db
          .select({ n: count() })
          .from(rollingSettlements)
          .where(eq(rollingSettlements.memberId, partner.member.id));
        return row?.n ?? 0;
      };
      // A settlement request names no amount: another kind of credits is another request.
      return {
        who: partner,
        send: postAs(partner, '/calculate/settlements'),
        body,
        other: { ...body, kind: 'sports' },
        made,
      };
    },
  },
  {
    name: "an operator's money adjustment (POST /api/admin/members/:userId/money)",
    created: 200,
    rows: 1,
    ready: async () => {
      const who = await bettor(kit, 0);
      const body = { amount: 10_000, memo: '보상', idempotencyKey: randomUUID() };
      const send = (payload: Body) => kit.asAdmin('POST', `/api/admin/members/${who.member.userId}/money`, payload);
      return {
        who,
        send,
        body,
        other: { ...body, amount: 20_000 },
        made: (db) => ledgerRows(db, who.member.id, 'operator'),
      };
    },
  },
];

/** What a refused or retried call must leave as it was: the balances, every ledger row and what the call makes. */
async function state(ready: Ready) {
  const memberId = ready.who.member.id;
  const [balances] = await kit.db
    .select({ emoney: members.emoney, point: members.point })
    .from(members)
    .where(eq(members.id, memberId));
  const [ledger] = await kit.db.select({ n: count() }).from(walletLedger).where(eq(walletLedger.memberId, memberId));
  return { balances, ledger: ledger?.n, made: await ready.made(kit.db) };
}

let touched: Bettor[] = [];

afterEach(async () => {
  // Whatever a test did, each member's balances are the sums of their ledger.
  for (const who of touched) {
    const [row] = await kit.db.select().from(members).where(eq(members.id, who.member.id));
    expect(row?.emoney, `member ${who.member.id}`).toBe(await ledgerSum(kit.db, who.member.id));
    expect(row?.point, `member ${who.member.id}`).toBe(await ledgerSum(kit.db, who.member.id, 'point'));
  }
  touched = [];
});

async function readyFor(call: MoneyCall): Promise<Ready> {
  const ready = await call.ready();
  touched.push(ready.who);
  return ready;
}

describe.each(calls)('$name under a used idempotency key', (call) => {
  it('answers the same request with the first answer and books once', async () => {
    const ready = await readyFor(call);
    const first = await ready.send(ready.body);
    expect(first.statusCode, first.body).toBe(call.created);
    const booked = await state(ready);
    expect(booked.made).toBe(call.rows);

    const again = await ready.send(ready.body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await state(ready)).toEqual(booked);
  });

  it('refuses another request under the key with 422 in Korean and books nothing', async () => {
    const ready = await readyFor(call);
    const first = await ready.send(ready.body);
    expect(first.statusCode, first.body).toBe(call.created);
    const booked = await state(ready);

    const other = await ready.send(ready.other);
    expect(other.statusCode, other.body).toBe(422);
    expect(other.json<{ message: string }>().message).toBe(KEY_REUSED_MESSAGE);
    expect(await state(ready)).toEqual(booked);
  });

  it('books once when the same request is sent twice at once', async () => {
    const ready = await readyFor(call);
    const answers = await Promise.all([ready.send(ready.body), ready.send(ready.body)]);
    expect(answers.map((answer) => answer.statusCode).sort(), answers[1]?.body).toEqual([200, call.created].sort());
    expect(answers[0]?.json()).toEqual(answers[1]?.json());
    expect((await state(ready)).made).toBe(call.rows);
  });

  it('books one of two different requests sent at once under one key and refuses the other', async () => {
    const ready = await readyFor(call);
    const answers = await Promise.all([ready.send(ready.body), ready.send(ready.other)]);
    expect(answers.map((answer) => answer.statusCode).sort(), answers[1]?.body).toEqual([call.created, 422].sort());
    const refused = answers.find((answer) => answer.statusCode === 422);
    expect(refused?.json<{ message: string }>().message).toBe(KEY_REUSED_MESSAGE);
    expect((await state(ready)).made).toBe(call.rows);
  });
});
