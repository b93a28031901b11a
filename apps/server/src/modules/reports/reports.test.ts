import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  nextPeriodStart,
  reportErrors,
  type CashRow,
  type MembersRow,
  type ProductsRow,
  type Report,
} from '@site/contracts/api/admin-reports';
import { DAY_MS, seoulDayStartOf, seoulDayText, shiftDay } from '@site/contracts/clock';
import { rawRows } from '../../db/raw-query';
import { members } from '../../db/schema/members';
import { resultFixture } from '../../test/sports-data';
import { bettor, type Bettor } from '../betting/bets-test-kit';
import { homeSingle, quoteOk, takeOk } from '../betting/cash-out/cash-out-test-kit';
import { settlePendingBets } from '../betting/settlement';
import { creditBody, debitBody, player, useCasinoApp, walletCall } from '../casino/casino-test-kit';
import { approveOk, depositOk, giveBankAccount, withdrawOk } from '../cashier/cashier-test-kit';
import { partner } from '../manager/manager-test-kit';
import { drawNow, minigameSlip, boardOf, pickThatWill, placeMinigameOk } from '../minigames/minigames-test-kit';

const kit = useCasinoApp();

/** The seeded Seoul day: far enough back that nothing of the demo's lands on it or the days around it. */
const day = shiftDay(seoulDayText(kit.clock.now()), -60);
const dayStart = seoulDayStartOf(day);
const POWERBALL_1 = 211;

async function report(query: string): Promise<Report> {
  await kit.loginAdmin();
  const response = await kit.asAdmin('GET', `/api/admin/reports?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Report>();
}

/**
 * Plays a whole day through the real flows (now), then moves every row of these members to `day`: what a
 * report of that day must show is then exactly this, and the day before and after stay empty.
 */
async function seedDay() {
  const settle = () => settlePendingBets(kit.db, kit.clock, kit.bus);
  // sports: won, lost, voided, cashed out (one member, who sits under a partner)
  const sportsFan = await bettor(kit, 500_000);
  const head = await partner(kit.db, null);
  await kit.db
    .update(members)
    .set({ partnerId: head.id })
    .where(inArray(members.id, [sportsFan.member.id]));
  const won = await homeSingle(kit, sportsFan, 10_000);
  const lost = await homeSingle(kit, sportsFan, 20_000);
  const voided = await homeSingle(kit, sportsFan, 30_000);
  const cashed = await homeSingle(kit, sportsFan, 40_000);
  await resultFixture(kit.db, won.fixture, { won: [won.fixture.pick('1X2', '1')] });
  await resultFixture(kit.db, lost.fixture, { won: [lost.fixture.pick('1X2', '2')] });
  await resultFixture(kit.db, voided.fixture, { won: [], voided: [voided.fixture.pick('1X2', '1')] });
  await settle();
  const quote = await quoteOk(kit, sportsFan, cashed.bet.id);
  await takeOk(kit, sportsFan, cashed.bet.id, { quoteId: quote.quoteId, amount: quote.amount ?? 0 });

  // a minigame bet on the open round, drawn at once
  const gamer = await bettor(kit, 100_000);
  let board = await boardOf(kit, POWERBALL_1);
  if (board.current.status !== 'open' || board.current.secondsToClose <= 2) {
    await drawNow(kit, POWERBALL_1);
    board = await boardOf(kit, POWERBALL_1);
  }
  await placeMinigameOk(kit, gamer, minigameSlip(board, await pickThatWill(kit, board, 2), { stake: 7_000 }));
  await drawNow(kit, POWERBALL_1);

  // a live-casino round (stake 15,000, win 29,250) and a slot round (stake 5,000, lost)
  const casinoPlayer = await player(kit, 100_000);
  await walletCall(kit, 'debit', debitBody(casinoPlayer, 'report-r1', 15_000));
  await walletCall(kit, 'credit', creditBody(casinoPlayer, 'report-r1', 29_250));
  const slotPlayer = await player(kit, 100_000, 'prag-slot');
  await walletCall(kit, 'debit', { ...debitBody(slotPlayer, 'report-s1', 5_000), gameCode: 'prag-slot' });
  await walletCall(kit, 'credit', { ...creditBody(slotPlayer, 'report-s1', 0), gameCode: 'prag-slot' });

  // the cashier: a deposit with a bonus by the sports fan, a withdrawal by the casino player
  await giveBankAccount(kit, sportsFan.member.id);
  await approveOk(kit, (await depositOk(kit, sportsFan, 100_000, { bonusKind: 'every' })).id);
  await giveBankAccount(kit, casinoPlayer.member.id);
  await approveOk(kit, (await withdrawOk(kit, casinoPlayer, 30_000)).id);

  // a money coupon the gamer uses
  await kit.loginAdmin();
  const issued = await kit.asAdmin('POST', '/api/admin/coupons/issues', {
    face: { kind: 'money', amount: 10_000 },
    target: 'member',
    userId: gamer.member.userId,
    expiresAt: new Date(kit.clock.now().getTime() + DAY_MS).toISOString(),
  });
  expect(issued.statusCode, issued.body).toBe(200);
  const box = await kit.app.inject({ method: 'GET', url: '/api/coupon', headers: gamer.headers });
  const coupon = box.json<{ coupons: { id: number; state: string }[] }>().coupons.find((c) => c.state === 'usable');
  const used = await kit.app.inject({ method: 'POST', url: `/api/coupon/${coupon?.id}/use`, headers: gamer.headers });
  expect(used.statusCode, used.body).toBe(200);

  const seeded: Bettor[] = [sportsFan, gamer, casinoPlayer, slotPlayer];
  await moveToDay(seeded.map((who) => who.member.id));
  return { sportsFan, partnerId: head.id, seeded };
}

/** Every row of these members (sign-up, logins, ledger, bets) moved into `day`, a second apart in their order. */
async function moveToDay(ids: number[]): Promise<void> {
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const at = (column: string) =>
    sql`${dayStart}::timestamptz + interval '1 hour' + (row_number() over (order by ${sql.raw(column)}) * interval '1 second')`;
  await kit.db.execute(
    sql`update members set created_at = ${dayStart}::timestamptz + interval '30 minutes' where id in (${list})`,
  );
  const tables: [table: string, column: string][] = [
    ['wallet_ledger', 'created_at'],
    ['member_logins', 'at'],
    ['bets', 'created_at'],
  ];
  for (const [table, column] of tables) {
    await kit.db.execute(sql`update ${sql.raw(table)} t set ${sql.raw(column)} = moved.at from (
      select id, ${at('id')} as at from ${sql.raw(table)} where member_id in (${list})) moved where t.id = moved.id`);
  }
  await kit.db.execute(
    sql`update bets set settled_at = created_at where settled_at is not null and member_id in (${list})`,
  );
}

/** The day's figures summed straight off wallet_ledger and bets, by hand-written reason lists. */
async function expectedDay(from: Date, to: Date) {
  const rows = await rawRows<{ reason: string; gameType: number | null; amount: string; n: number }>(
    kit.db,
    sql`select l.reason, b.game_type as "gameType", sum(l.amount) as amount, count(*)::int as n
      from wallet_ledger l
      left join bets b on l.reason like 'bet\\_%' and (
        l.reference = 'bet:' || b.id
        or l.reference in (select 'cash-out:' || co.id from bet_cash_outs co where co.bet_id = b.id)
        or l.reference in (select 'bet-action:' || a.id from bet_operator_actions a where a.bet_id = b.id))
      where l.currency = 'money' and l.created_at >= ${from} and l.created_at < ${to}
      group by l.reason, b.game_type`,
  );
  const sum = (reasons: string[], gameTypes?: number[]) =>
    rows
      .filter((row) => reasons.includes(row.reason) && (!gameTypes || gameTypes.includes(row.gameType ?? -1)))
      .reduce((total, row) => total + Number(row.amount), 0);
  const count = (reasons: string[]) =>
    rows.filter((row) => reasons.includes(row.reason)).reduce((total, row) => total + row.n, 0);
  const betStakes = ['bet_stake', 'bet_void', 'bet_cancel', 'bet_operator_void'];
  const betPayouts = ['bet_payout', 'bet_resettle', 'bet_cash_out'];
  // + 0: a negated empty sum is -0, which the JSON answer writes as 0
  const figures = (stakes: number, payouts: number) => ({ stakes: stakes + 0, payouts, ggr: stakes - payouts + 0 });
  const byProduct = {
    sports: figures(-sum(betStakes, [1, 2]), sum(betPayouts, [1, 2])),
    minigame: figures(-sum(betStakes, [3]), sum(betPayouts, [3])),
    virtual: figures(-sum(betStakes, [4]), sum(betPayouts, [4])),
    casino: figures(-sum(['casino_stake', 'casino_refund']), sum(['casino_win'])),
    slot: figures(-sum(['slot_stake', 'slot_refund']), sum(['slot_win', 'jackpot'])),
  };
  const stakes = Object.values(byProduct).reduce((total, figure) => total + figure.stakes, 0);
  const payouts = Object.values(byProduct).reduce((total, figure) => total + figure.payouts, 0);
  const bonuses = sum([
    'deposit_bonus',
    'coupon_use',
    'attendance_reward',
    'roulette_prize',
    'tournament_prize',
    'rolling_settlement',
    'point_convert',
  ]);
  const products: Omit<ProductsRow, 'period'> = {
    byProduct,
    stakes,
    payouts,
    ggr: stakes - payouts,
    bonuses,
    ngr: stakes - payouts - bonuses,
  };
  const deposits = sum(['deposit', 'tether_deposit']);
  const withdrawals = -sum(['withdrawal', 'tether_withdrawal', 'withdrawal_refund', 'tether_withdrawal_refund']);
  const cash: Omit<CashRow, 'period'> = {
    deposits,
    depositCount: count(['deposit', 'tether_deposit']),
    withdrawals,
    withdrawalCount:
      count(['withdrawal', 'tether_withdrawal']) - count(['withdrawal_refund', 'tether_withdrawal_refund']),
    net: deposits - withdrawals,
  };
  const [people] = await rawRows<Omit<MembersRow, 'period'>>(
    kit.db,
    sql`select
      (select count(*) from members where type = 1 and role <> 10 and created_at >= ${from} and created_at < ${to})::int as "signUps",
      (select count(distinct m.id) from members m where m.type = 1 and m.role <> 10 and (
        exists (select 1 from member_logins g where g.member_id = m.id and g.at >= ${from} and g.at < ${to})
        or exists (select 1 from bets b where b.member_id = m.id and b.created_at >= ${from} and b.created_at < ${to})))::int as active,
      (select count(distinct l.member_id) from wallet_ledger l join members m on m.id = l.member_id
        where m.type = 1 and m.role <> 10 and l.reason in ('deposit', 'tether_deposit')
          and l.created_at >= ${from} and l.created_at < ${to})::int as depositing`,
  );
  return { products, cash, members: people };
}

/** A row's figures without its period, for comparing with expectations; a missing row fails here. */
function withoutPeriod<Row extends { period: string | null }>(row: Row | undefined): Omit<Row, 'period'> {
  if (!row) throw new Error('the report has no such row');
  const { period: _, ...rest } = row;
  return rest;
}

describe('GET /api/admin/reports', () => {
  it("shows a seeded day's every figure as the ledger and the bets sum it, and leaves the days around it empty", async () => {
    const { sportsFan, partnerId } = await seedDay();
    const dayReport = await report(`grain=day&from=${shiftDay(day, -1)}&to=${shiftDay(day, 1)}`);
    expect(dayReport.periods).toEqual([shiftDay(day, -1), day, shiftDay(day, 1)]);
    const rowsAt = (index: number) => ({
      products: dayReport.products.rows[index],
      cash: dayReport.cash.rows[index],
      members: dayReport.members.rows[index],
    });
    const [before, seeded, after] = [rowsAt(0), rowsAt(1), rowsAt(2)];

    const expected = await expectedDay(dayStart, new Date(dayStart.getTime() + DAY_MS));
    expect(withoutPeriod(seeded.products)).toEqual(expected.products);
    expect(withoutPeriod(seeded.cash)).toEqual(expected.cash);
    expect(withoutPeriod(seeded.members)).toEqual(expected.members);
    // what was played is there, by product (the sums above cannot pass on an empty day)
    expect(seeded.products?.byProduct.sports.stakes).toBe(10_000 + 20_000 + 40_000);
    expect(seeded.products?.byProduct.minigame.stakes).toBe(7_000);
    expect(seeded.products?.byProduct.casino).toEqual({ stakes: 15_000, payouts: 29_250, ggr: -14_250 });
    expect(seeded.products?.byProduct.slot).toEqual({ stakes: 5_000, payouts: 0, ggr: 5_000 });
    expect(seeded.products?.bonuses).toBeGreaterThanOrEqual(10_000);
    expect(seeded.cash).toMatchObject({ deposits: 100_000, depositCount: 1, withdrawals: 30_000, withdrawalCount: 1 });
    expect(seeded.members).toMatchObject({ active: 4, depositing: 1 });
    // the demo's own accounts may have joined that day too: the four are among the sign-ups
    expect(seeded.members?.signUps).toBeGreaterThanOrEqual(4);

    for (const empty of [before, after]) {
      expect(empty.products).toMatchObject({ stakes: 0, payouts: 0, bonuses: 0, ngr: 0 });
      expect(empty.cash).toMatchObject({ deposits: 0, withdrawals: 0, depositCount: 0, withdrawalCount: 0 });
      expect(empty.members).toMatchObject({ signUps: 0, active: 0, depositing: 0 });
    }
    expect(dayReport.products.total).toEqual({ ...seeded.products, period: null });

    // the partner's tree: the sports fan is its one member
    const tree = dayReport.partners.find((row) => row.partnerId === partnerId);
    const fan = await rawRows<{ stakes: string; payouts: string; deposits: string }>(
      kit.db,
      sql`select
        -coalesce(sum(amount) filter (where reason in ('bet_stake', 'bet_void', 'bet_cancel', 'bet_operator_void')), 0) as stakes,
        coalesce(sum(amount) filter (where reason in ('bet_payout', 'bet_resettle', 'bet_cash_out')), 0) as payouts,
        coalesce(sum(amount) filter (where reason = 'deposit'), 0) as deposits
        from wallet_ledger where member_id = ${sportsFan.member.id} and currency = 'money'`,
    );
    expect(tree).toMatchObject({
      stakes: Number(fan[0]?.stakes),
      ggr: Number(fan[0]?.stakes) - Number(fan[0]?.payouts),
      deposits: 100_000,
      withdrawals: 0,
      members: 1,
    });

    // a week's and a month's row are the sums of their days (members: counted once over the period)
    const weekReport = await report(`grain=week&from=${day}&to=${day}`);
    const monthReport = await report(`grain=month&from=${day}&to=${day}`);
    for (const wide of [weekReport, monthReport]) {
      const first = wide.periods[0] ?? '';
      expect(first <= day && day < nextPeriodStart(wide.grain, first)).toBe(true);
      const days = await report(`grain=day&from=${first}&to=${shiftDay(nextPeriodStart(wide.grain, first), -1)}`);
      const sumOfDays = (pick: (row: ProductsRow) => number) => days.products.rows.reduce((t, d) => t + pick(d), 0);
      expect(wide.products.rows[0]?.stakes).toBe(sumOfDays((d) => d.stakes));
      expect(wide.products.rows[0]?.ggr).toBe(sumOfDays((d) => d.ggr));
      expect(wide.products.rows[0]?.ngr).toBe(sumOfDays((d) => d.ngr));
      expect(wide.cash.rows[0]?.deposits).toBe(days.cash.rows.reduce((total, d) => total + d.deposits, 0));
      const expected = await expectedDay(seoulDayStartOf(first), seoulDayStartOf(nextPeriodStart(wide.grain, first)));
      expect(withoutPeriod(wide.members.rows[0])).toEqual(expected.members);
    }

    // the CSV of the products: BOM, the Korean header, the day's row as the JSON has it
    const csv = await kit.asAdmin('GET', `/api/admin/reports/csv?grain=day&from=${day}&to=${day}&section=products`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(`filename="report-products-day-${day}-${day}.csv"`);
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, first, total] = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header?.split(',').slice(0, 4)).toEqual(['기간', '스포츠 베팅', '스포츠 당첨', '스포츠 GGR']);
    expect(header?.split(',').slice(-3)).toEqual(['GGR', '보너스', 'NGR']);
    const p = withoutPeriod(seeded.products);
    expect(first?.split(',').slice(0, 4)).toEqual([
      day,
      String(p.byProduct.sports.stakes),
      String(p.byProduct.sports.payouts),
      String(p.byProduct.sports.ggr),
    ]);
    expect(first?.split(',').slice(-3)).toEqual([String(p.ggr), String(p.bonuses), String(p.ngr)]);
    expect(total?.split(',')[0]).toBe('합계');
  });

  it('refuses a bad grain, a reversed or too long range and a day that does not exist, in Korean', async () => {
    await kit.loginAdmin();
    const refused = async (query: string, message: string) => {
      const response = await kit.asAdmin('GET', `/api/admin/reports?${query}`);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ issues: { message: string }[] }>().issues[0]?.message).toBe(message);
      const csv = await kit.asAdmin('GET', `/api/admin/reports/csv?${query}&section=cash`);
      expect(csv.statusCode).toBe(400);
    };
    await refused(`grain=year&from=${day}&to=${day}`, reportErrors.grain);
    await refused(`grain=day&from=${day}&to=${shiftDay(day, -1)}`, reportErrors.reversed);
    await refused(`grain=day&from=${day}&to=${shiftDay(day, 92)}`, reportErrors.tooLong('day'));
    await refused(`grain=week&from=${day}&to=${shiftDay(day, 7 * 53)}`, reportErrors.tooLong('week'));
    await refused('grain=day&from=2026-02-30&to=2026-03-01', '존재하지 않는 날짜입니다.');
    expect((await report(`grain=day&from=${day}&to=${shiftDay(day, 91)}`)).periods).toHaveLength(92);
    const section = await kit.asAdmin('GET', `/api/admin/reports/csv?grain=day&from=${day}&to=${day}&section=bets`);
    expect(section.json<{ issues: { message: string }[] }>().issues[0]?.message).toBe(reportErrors.section);
  });
});
