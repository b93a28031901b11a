import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  statementCategories,
  statementCategoryLabels,
  statementCategoryOf,
  statementErrors,
  type Statement,
  type StatementTotal,
} from '@site/contracts/api/statement';
import { formatSeoulDateTime, seoulMonthStartOf, seoulMonthText, shiftMonth } from '@site/contracts/clock';
import { ledgerReasonLabels } from '@site/contracts/ledger-reason-labels';
import { ledgerReasons, type LedgerReason } from '@site/contracts/ledger-reasons';
import type { Database } from '../../db/client';
import { walletLedger } from '../../db/schema/wallet';
import { useDemoApp } from '../../test/demo-app';
import { fakeClock } from '../../test/fake-clock';
import { authHeaders, createMember, loginAs } from '../../test/members';
import { changeBalance } from '../ledger/service';
import type { Currency } from '../ledger/repo';
import { csvLine } from '../../lib/csv';
import { CSV_BATCH_ROWS, csvHeader, csvTotalsHeader } from './statement-csv';

const clock = fakeClock();
const demo = useDemoApp({}, { clock });

const HOUR_MS = 60 * 60 * 1000;
const thisMonth = seoulMonthText(clock.now());
/** The seeded month: the one before this, so every row of it is in the past. */
const month = shiftMonth(thisMonth, -1);
const monthStart = seoulMonthStartOf(month);
const nextMonthStart = seoulMonthStartOf(thisMonth);

type Booking = [reason: LedgerReason, amount: number, currency?: Currency];

/**
 * Books the movements through the ledger (so balances and the ledger agree), then dates each: the
 * opening in the month before, the rest an hour apart from the seeded month's first instant, the last
 * at its last millisecond; `after` at the very start of this month (not in the seeded one).
 */
async function seedMember(db: Database, bookings: Booking[], after: Booking[] = []) {
  const member = await createMember(db, { createdAt: seoulMonthStartOf(shiftMonth(month, -1)) });
  const at: Date[] = [new Date(monthStart.getTime() - 5 * HOUR_MS)];
  bookings.forEach((_, index) =>
    at.push(
      index === bookings.length - 1
        ? new Date(nextMonthStart.getTime() - 1)
        : new Date(monthStart.getTime() + index * HOUR_MS),
    ),
  );
  for (const _ of after) at.push(nextMonthStart);
  const all: Booking[] = [['opening', 100_000], ...bookings, ...after];
  for (const [index, [reason, amount, currency = 'money']] of all.entries()) {
    const change = await db.transaction((tx) =>
      changeBalance(tx, {
        memberId: member.id,
        currency,
        amount,
        reason,
        reference: `statement-test:${member.id}:${index}`,
      }),
    );
    await db.update(walletLedger).set({ createdAt: at[index] }).where(eq(walletLedger.id, change.entry.id));
  }
  return { member, token: await loginAs(demo.app, member.userId) };
}

const bookings: Booking[] = [
  ['deposit', 50_000],
  ['deposit_bonus', 5_000],
  ['bet_stake', -10_000],
  ['bet_stake', -12_000],
  ['casino_stake', -3_000],
  ['bet_payout', 25_000],
  ['bet_resettle', -4_000],
  ['slot_win', 1_500],
  ['withdrawal', -20_000],
  ['withdrawal_refund', 20_000],
  ['withdrawal', -30_000],
  ['attendance_reward', 300, 'point'],
  ['point_convert', -200, 'point'],
  ['point_convert', 200],
  ['tether_deposit', 8_000],
];

/** The totals the seeded month must show, worked out by hand from the bookings above. */
const expectedTotals: StatementTotal[] = [
  { currency: 'money', category: 'deposit', credit: 58_000, debit: 0, net: 58_000, count: 2 },
  { currency: 'money', category: 'withdrawal', credit: 20_000, debit: 50_000, net: -30_000, count: 3 },
  { currency: 'money', category: 'stake', credit: 0, debit: 25_000, net: -25_000, count: 3 },
  { currency: 'money', category: 'return', credit: 26_500, debit: 4_000, net: 22_500, count: 3 },
  { currency: 'money', category: 'bonus', credit: 5_000, debit: 0, net: 5_000, count: 1 },
  { currency: 'money', category: 'point', credit: 200, debit: 0, net: 200, count: 1 },
  { currency: 'point', category: 'bonus', credit: 300, debit: 0, net: 300, count: 1 },
  { currency: 'point', category: 'point', credit: 0, debit: 200, net: -200, count: 1 },
];

async function getStatement(token: string, query: string) {
  return demo.app.inject({ method: 'GET', url: `/api/member/statement?${query}`, headers: authHeaders(token) });
}

async function jsonStatement(token: string, query: string): Promise<Statement> {
  const response = await getStatement(token, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Statement>();
}

/** RFC 4180 back into cells: quoted cells may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const lines: string[][] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (quoted) {
      cell += char;
    } else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      lines.push([...cells, cell]);
      cells = [];
      cell = '';
      i += 1;
    } else {
      cell += char;
    }
  }
  if (cell !== '' || cells.length > 0) throw new Error(`the CSV does not end with CRLF: ${JSON.stringify(cell)}`);
  return lines;
}

describe('a CSV line', () => {
  it('quotes a cell with a comma, a quote, a line break or edge spaces, and reads back as written', () => {
    const cells = ['적특 처리 (관리자)', '1,000', '"따옴표"', '줄\r\n바꿈', ' 앞 공백', -500];
    const line = csvLine(cells);
    expect(line).toBe('적특 처리 (관리자),"1,000","""따옴표""","줄\r\n바꿈"," 앞 공백",-500\r\n');
    expect(parseCsv(line)).toEqual([cells.map(String)]);
  });
});

describe('the categories', () => {
  it('give every ledger reason a category and a Korean label', () => {
    for (const reason of ledgerReasons) {
      expect(statementCategories).toContain(statementCategoryOf[reason]);
      expect(ledgerReasonLabels[reason]).toMatch(/[가-힣]/);
    }
    for (const category of statementCategories) expect(statementCategoryLabels[category]).toMatch(/[가-힣]/);
  });
});

describe('GET /api/member/statement', () => {
  it("answers the month's totals as the sums of its ledger rows, with opening and closing balances", async () => {
    const { member, token } = await seedMember(demo.db, bookings, [['deposit', 7_000]]);
    const seen = await jsonStatement(token, `month=${month}`);
    expect(seen.month).toBe(month);
    expect(seen.firstMonth).toBe(shiftMonth(month, -1));
    expect(seen.lastMonth).toBe(thisMonth);
    expect(seen.totals).toEqual(expectedTotals);
    expect(seen.opening).toEqual({ money: 100_000, point: 0 });
    expect(seen.closing).toEqual({ money: 100_000 + 58_000 - 30_000 - 25_000 + 22_500 + 5_000 + 200, point: 100 });

    // The same sums straight from the ledger: every row of the Seoul month, none of the one after.
    const [sums] = await demo.db
      .select({ money: sql<string>`sum(amount) filter (where currency = 'money')`, rows: sql<string>`count(*)` })
      .from(walletLedger)
      .where(sql`member_id = ${member.id} and created_at >= ${monthStart} and created_at < ${nextMonthStart}`);
    expect(seen.closing.money - seen.opening.money).toBe(Number(sums?.money));
    expect(seen.rows.totalCount).toBe(Number(sums?.rows));
    expect(seen.rows.totalCount).toBe(bookings.length);

    // In the order they were booked; the month's last millisecond is in it, the next month's first instant is not.
    expect(seen.rows.items.map((row) => [row.reason, row.amount, row.currency])).toEqual(
      bookings.map(([reason, amount, currency = 'money']) => [reason, amount, currency]),
    );
    expect(seen.rows.items[0]?.at).toBe(monthStart.toISOString());
    expect(seen.rows.items.at(-1)?.at).toBe(new Date(nextMonthStart.getTime() - 1).toISOString());
    expect(seen.rows.items.at(-1)?.balanceAfter).toBe(seen.closing.money);
    expect(seen.rows.items.every((row) => row.category === statementCategoryOf[row.reason])).toBe(true);

    // This month so far: the deposit booked at its first instant, opening where last month closed.
    const now = await jsonStatement(token, `month=${thisMonth}`);
    expect(now.opening).toEqual(seen.closing);
    expect(now.totals).toEqual([
      { currency: 'money', category: 'deposit', credit: 7_000, debit: 0, net: 7_000, count: 1 },
    ]);
    expect(now.closing.money).toBe(seen.closing.money + 7_000);
  });

  it('pages the rows', async () => {
    const { token } = await seedMember(demo.db, bookings);
    const all = await jsonStatement(token, `month=${month}&size=200`);
    const second = await jsonStatement(token, `month=${month}&page=2&size=4`);
    expect(second.rows.pageCount).toBe(Math.ceil(bookings.length / 4));
    expect(second.rows.items.map((row) => row.id)).toEqual(all.rows.items.slice(4, 8).map((row) => row.id));
    expect(second.totals).toEqual(all.totals);
  });

  it('sends every row as CSV: BOM, CRLF, Korean header, the totals the JSON has', async () => {
    const { token } = await seedMember(demo.db, bookings);
    const json = await jsonStatement(token, `month=${month}&size=200`);
    const response = await getStatement(token, `month=${month}&format=csv`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="statement-${month}.csv"; filename*=UTF-8''${encodeURIComponent(`이용내역서-${month}.csv`)}`,
    );
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    const lines = parseCsv(text.slice(1));
    expect(lines[0]).toEqual([...csvHeader]);
    const rows = lines.slice(1, 1 + json.rows.totalCount);
    expect(rows).toEqual(
      json.rows.items.map((row) => [
        formatSeoulDateTime(Date.parse(row.at)),
        statementCategoryLabels[row.category],
        ledgerReasonLabels[row.reason],
        row.currency === 'money' ? '머니' : '포인트',
        String(row.amount),
        String(row.balanceAfter),
      ]),
    );
    expect(rows[0]?.[0]).toBe(`${month}-01 00:00:00`);
    expect(rows[1]?.slice(1, 3)).toEqual(['보너스', '충전 보너스']);
    const rest = lines.slice(1 + json.rows.totalCount);
    expect(rest[0]).toEqual(['']);
    expect(rest[1]).toEqual([...csvTotalsHeader]);
    const totals = rest.slice(2, 2 + json.totals.length);
    expect(totals).toEqual(
      json.totals.map((total) => [
        statementCategoryLabels[total.category],
        total.currency === 'money' ? '머니' : '포인트',
        ...[total.credit, total.debit, total.net, total.count].map(String),
      ]),
    );
    expect(rest.slice(2 + json.totals.length)).toEqual([
      ['기초 잔액', '머니', String(json.opening.money)],
      ['기말 잔액', '머니', String(json.closing.money)],
      ['기초 잔액', '포인트', String(json.opening.point)],
      ['기말 잔액', '포인트', String(json.closing.point)],
    ]);
  });

  it('streams a month longer than one batch, rows with the same time included once each, in order', async () => {
    const member = await createMember(demo.db, { createdAt: monthStart });
    const token = await loginAs(demo.app, member.userId);
    const count = CSV_BATCH_ROWS * 2 + 7;
    // Written straight to the ledger: many rows share one instant, as a busy second's bets would.
    const values = Array.from({ length: count }, (_, index) => ({
      memberId: member.id,
      reason: 'bet_payout' as const,
      reference: `statement-batch:${member.id}:${index}`,
      amount: 1,
      balanceBefore: index,
      balanceAfter: index + 1,
      // seven to an instant: a batch's last row shares its time with the next batch's first
      createdAt: new Date(monthStart.getTime() + Math.floor(index / 7) * 1000),
    }));
    await demo.db.insert(walletLedger).values(values);
    const response = await getStatement(token, `month=${month}&format=csv`);
    expect(response.statusCode, response.body).toBe(200);
    const lines = parseCsv(response.body.slice(1));
    const rows = lines.slice(1, 1 + count);
    expect(rows.map((row) => row[5])).toEqual(Array.from({ length: count }, (_, index) => String(index + 1)));
    expect(lines[1 + count]).toEqual(['']);
    expect(lines[2 + count + 1]).toEqual(['당첨·환급', '머니', String(count), '0', String(count), String(count)]);
  });

  it('shows a member only their own rows', async () => {
    const first = await seedMember(demo.db, bookings);
    const second = await seedMember(demo.db, [
      ['deposit', 1_000],
      ['bet_stake', -500],
    ]);
    const mine = await jsonStatement(first.token, `month=${month}&size=200`);
    const theirs = await jsonStatement(second.token, `month=${month}&size=200`);
    const ids = new Set(mine.rows.items.map((row) => row.id));
    expect(theirs.rows.items.map((row) => row.reason)).toEqual(['deposit', 'bet_stake']);
    expect(theirs.rows.items.some((row) => ids.has(row.id))).toBe(false);
    const csv = await getStatement(second.token, `month=${month}&format=csv`);
    const lines = parseCsv(csv.body.slice(1));
    expect(lines.slice(1, 3).map((row) => row[2])).toEqual(['충전', '베팅']);
    expect(lines[3]).toEqual(['']);
  });

  it('refuses a malformed month, one still to come and one before the member joined, in Korean', async () => {
    const { token } = await seedMember(demo.db, []);
    for (const bad of ['', 'month=2026-13', 'month=2026-1', 'month=abcd-ef', `month=${month}-01`]) {
      const response = await getStatement(token, bad);
      expect(response.statusCode, bad).toBe(400);
      // The site's validation answer: its one Korean message, and this field's own words in `issues`.
      const body = response.json<{ message: string; issues: { path: string; message: string }[] }>();
      expect(body.message).toMatch(/[가-힣]/);
      expect(body.issues).toEqual([{ path: 'month', message: statementErrors.month }]);
    }
    const future = await getStatement(token, `month=${shiftMonth(thisMonth, 1)}&format=csv`);
    expect(future.statusCode).toBe(400);
    expect(future.json<{ message: string }>().message).toBe(statementErrors.future);
    const before = await getStatement(token, `month=${shiftMonth(month, -2)}`);
    expect(before.statusCode).toBe(400);
    expect(before.json<{ message: string }>().message).toBe(statementErrors.beforeJoin(shiftMonth(month, -1)));
  });

  it('answers only a signed-in member', async () => {
    const response = await demo.app.inject({ method: 'GET', url: `/api/member/statement?month=${month}&format=csv` });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body).not.toContain('\uFEFF');
  });
});
