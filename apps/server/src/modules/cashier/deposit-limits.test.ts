import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { limitRefusalMessage, type MoneyLimitKind } from '@site/contracts/responsible-play';
import { cashRequests } from '../../db/schema/cashier';
import { useBetsApp, type Bettor } from '../betting/bets-test-kit';
import { getLimits, limitOf, loggedInAgain, putLimitsOk } from '../responsible-play/limits-test-kit';
import { nextPeriodStarts } from '../responsible-play/periods';
import { approveOk, cashMember, depositBody, depositOk, expectRefused, post, setSettings } from './cashier-test-kit';
import { depositUrl, depositUrlRequest } from './tether-deposit-test-kit';

// The simulated gateway makes real invoices; the won cashier is open at every hour here.
const kit = useBetsApp();

beforeAll(async () => {
  await setSettings(kit, { closedFromMinute: null, closedUntilMinute: null, tetherDepositMin: 10_000 });
});

const depositKinds: MoneyLimitKind[] = ['depositDaily', 'depositWeekly', 'depositMonthly'];

const wonDeposit = (who: Bettor, amount: number) => () => post(kit, who, '/cashier/deposits', depositBody(amount));

/** The member's tether deposits asked for (invoices issued, recorded or paid) and their sum. */
async function tetherAsked(who: Bettor): Promise<number[]> {
  const rows = await kit.db
    .select({ amount: cashRequests.amount })
    .from(cashRequests)
    .where(
      and(
        eq(cashRequests.memberId, who.member.id),
        eq(cashRequests.channel, 'tether'),
        eq(cashRequests.kind, 'deposit'),
      ),
    );
  return rows.map((row) => row.amount);
}

describe("a member's own deposit limits", () => {
  it.each(depositKinds)(
    '%s: a won deposit over what is left is refused, naming the limit and what is left; one to the limit is taken',
    async (kind) => {
      const who = await cashMember(kit);
      await putLimitsOk(kit, who, { [kind]: 50_000 });
      await approveOk(kit, (await depositOk(kit, who, 30_000)).id);

      await expectRefused(kit, who, wonDeposit(who, 30_000), 400, limitRefusalMessage(kind, 20_000));
      const refusal = await wonDeposit(who, 30_000)();
      expect(refusal.json()).toMatchObject({ limit: kind, remaining: 20_000 });

      await depositOk(kit, who, 20_000);
      expect(limitOf(await getLimits(kit, who), kind).usage).toMatchObject({ used: 50_000, left: 0 });
    },
  );

  it.each(depositKinds)(
    '%s: a tether deposit over what is left is refused; an unpaid invoice counts until it ends',
    async (kind) => {
      const who = await cashMember(kit);
      await putLimitsOk(kit, who, { [kind]: 100_000 });
      await depositUrl(kit, who, 60_000);

      const before = await tetherAsked(who);
      const refused = await depositUrlRequest(kit, who, 50_000);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json<{ message: string }>().message).toBe(limitRefusalMessage(kind, 40_000));
      expect(await tetherAsked(who)).toEqual(before);

      await depositUrl(kit, who, 40_000);
      expect((await tetherAsked(who)).sort()).toEqual([40_000, 60_000]);
      expect(limitOf(await getLimits(kit, who), kind).usage).toMatchObject({ used: 100_000, left: 0 });
    },
  );

  it('/charge tells the member the limit that leaves the least room, and nothing when none is set', async () => {
    const who = await cashMember(kit);
    const depositInfo = async () =>
      (await kit.app.inject({ method: 'GET', url: '/api/cashier/deposit', headers: who.headers })).json<{
        depositLimit: unknown;
      }>().depositLimit;
    expect(await depositInfo()).toBeNull();
    await putLimitsOk(kit, who, { depositDaily: 200_000, depositWeekly: 150_000 });
    await approveOk(kit, (await depositOk(kit, who, 30_000)).id);
    expect(await depositInfo()).toEqual({ kind: 'depositWeekly', left: 120_000 });
    await putLimitsOk(kit, who, { depositDaily: 100_000 });
    expect(await depositInfo()).toEqual({ kind: 'depositDaily', left: 70_000 });
  });

  it('won and tether deposits count against one limit', async () => {
    const who = await cashMember(kit);
    await putLimitsOk(kit, who, { depositDaily: 100_000 });
    await depositOk(kit, who, 70_000);
    const refused = await depositUrlRequest(kit, who, 40_000);
    expect(refused.json<{ message: string }>().message).toBe(limitRefusalMessage('depositDaily', 30_000));
    await depositUrl(kit, who, 30_000);
  });

  it('a member without a limit deposits as before; a daily limit starts again at Seoul midnight', async () => {
    let who = await cashMember(kit);
    await approveOk(kit, (await depositOk(kit, who, 90_000)).id);
    await putLimitsOk(kit, who, { depositDaily: 100_000 });
    await expectRefused(kit, who, wonDeposit(who, 20_000), 400, limitRefusalMessage('depositDaily', 10_000));

    const midnight = nextPeriodStarts(kit.clock.now()).day;
    kit.clock.advance(midnight.getTime() - kit.clock.now().getTime());
    who = await loggedInAgain(kit, who);
    await depositOk(kit, who, 100_000);
  });

  it('deposit requests at once never cross a limit together', async () => {
    const who = await cashMember(kit);
    const limit = 100_000;
    await putLimitsOk(kit, who, { depositDaily: limit });
    const amounts = [30_000, 40_000, 50_000, 20_000, 60_000, 10_000];
    // One won request (one may be pending at a time) and tether invoices of different amounts, all at once.
    const answers = await Promise.all([
      wonDeposit(who, 30_000)(),
      ...amounts.map((amount) => depositUrlRequest(kit, who, amount)),
    ]);
    const asked = [30_000, ...amounts];
    const rows = await kit.db
      .select({ amount: cashRequests.amount })
      .from(cashRequests)
      .where(eq(cashRequests.memberId, who.member.id));
    const taken = rows.reduce((sum, row) => sum + row.amount, 0);
    expect(taken).toBeLessThanOrEqual(limit);
    const refused = answers.flatMap((answer, index) => (answer.statusCode === 400 ? [asked[index] ?? 0] : []));
    expect(refused.length).toBeGreaterThan(0);
    // Each refused request would have crossed the limit on top of what was taken.
    for (const amount of refused) expect(taken + amount).toBeGreaterThan(limit);
    for (const answer of answers)
      if (answer.statusCode === 400) expect(answer.json<{ limit: string }>().limit).toBe('depositDaily');
      else expect([200, 201]).toContain(answer.statusCode);
  });
});
