import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rollingAmount, type RollingCreditPage, type RollingSettlement } from '@site/contracts/api/rolling';
import { rawRows } from '../../db/raw-query';
import { rollingCredits } from '../../db/schema/rolling';
import { balanceOf, useBetsApp, type Bettor } from '../betting/bets-test-kit';
import { voidBet } from '../betting/operator';
import { expectBalancesMatchLedger, playSports, settle, summaryOf, tree } from './rolling-test-kit';

const kit = useBetsApp();

/** What the credits of these bets should be, recomputed from the stakes alone. */
const expected = (stakes: number[], bp: number) => stakes.reduce((sum, stake) => sum + rollingAmount(stake, bp), 0);

describe('rolling credits', () => {
  it('credit the recommender and the partner chain (differential) for won and lost bets, and nobody for the bettor', async () => {
    const { head, partner, recommender, player } = await tree(kit);
    const stakes = [10_000, 33_333, 5_050];
    for (const [index, stake] of stakes.entries()) await playSports(kit, player, stake, index % 2 === 0);

    const of = async (who: Bettor) => (await summaryOf(kit, who)).kinds.find((row) => row.kind === 'sports');
    // recommender at the site's referral rate 0.50%, the partner at its 0.70%, the head office 1.00% - 0.70%
    expect(await of(recommender)).toMatchObject({ before: expected(stakes, 50), after: 0, rateBp: 50 });
    expect(await of(partner)).toMatchObject({ before: expected(stakes, 70), rateBp: 70 });
    expect(await of(head)).toMatchObject({ before: expected(stakes, 30), rateBp: 100 });
    expect((await summaryOf(kit, player)).total).toBe(0);

    const page = await kit.app.inject({
      method: 'GET',
      url: '/api/calculate/credits?product=sports',
      headers: partner.headers,
    });
    const credits = page.json<RollingCreditPage>();
    expect(credits).toMatchObject({ totalCount: 3, stakeTotal: 48_383, amountTotal: expected(stakes, 70) });
    expect(credits.items[0]).toMatchObject({ kind: 'sports', via: 'partner', rateBp: 70, settled: false });
    expect(credits.items[0]?.maskedId).toBe(`${player.member.userId.slice(0, 2)}***`);
    const agents = (await summaryOf(kit, recommender)).agents;
    expect(agents).toEqual([
      {
        maskedId: `${player.member.userId.slice(0, 2)}***`,
        kind: 'sports',
        stake: 48_383,
        amount: expected(stakes, 50),
      },
    ]);
  });

  it('are reversed when an operator voids the bet, even after they were settled', async () => {
    const { partner, player } = await tree(kit);
    const kept = await playSports(kit, player, 2_000_000, false);
    const voided = await playSports(kit, player, 1_000_000, true);
    expect((await settle(kit, partner)).statusCode).toBe(200);
    const paid = await balanceOf(kit.db, partner.member.id);
    expect(paid).toBe(expected([2_000_000, 1_000_000], 70));

    await voidBet({ db: kit.db, clock: kit.clock, bus: kit.bus }, 1, voided.id, '경기 취소');
    const summary = await summaryOf(kit, partner);
    // the taken-back credit waits for the next settlement as a negative amount
    expect(summary.claimable).toBe(-rollingAmount(1_000_000, 70));
    expect(summary.afterTotal).toBe(paid);
    expect(summary.total).toBe(rollingAmount(2_000_000, 70));
    expect((await settle(kit, partner)).json()).toMatchObject({ message: '정산할 롤링이 없습니다.' });
    expect(kept.id).toBeGreaterThan(0);
  });
});

describe('POST /api/calculate/settlements', () => {
  it('moves the unsettled rolling into the balance once, as one ledger movement', async () => {
    const { partner, player, recommender } = await tree(kit);
    await playSports(kit, player, 3_000_000, false);
    const key = 'settle-once-0001';
    const first = await settle(kit, partner, { idempotencyKey: key });
    expect(first.statusCode, first.body).toBe(200);
    const settlement = first.json<RollingSettlement>();
    expect(settlement).toMatchObject({ status: 'paid', amount: 21_000, creditCount: 1, payout: 'money' });
    // the same request again answers the same settlement and pays nothing more
    expect((await settle(kit, partner, { idempotencyKey: key })).json<RollingSettlement>().id).toBe(settlement.id);
    expect(await balanceOf(kit.db, partner.member.id)).toBe(21_000);
    const again = await settle(kit, partner);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: '정산할 롤링이 없습니다.' });
    const summary = await summaryOf(kit, partner);
    expect(summary).toMatchObject({ beforeTotal: 0, afterTotal: 21_000, claimable: 0 });
    await expectBalancesMatchLedger(kit, [partner, player, recommender]);
  });

  it('pays once when two requests race, and settles each credit once when new credits race a request', async () => {
    const { partner, player, head } = await tree(kit);
    // the partner's 0.70% of 2,000,000 is over the 10,000 minimum
    await playSports(kit, player, 2_000_000, true);
    const [a, b] = await Promise.all([
      settle(kit, partner),
      settle(kit, partner),
      playSports(kit, player, 1_500_000, false),
    ]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes).toEqual([200, 400]);
    const credits = await kit.db
      .select()
      .from(rollingCredits)
      .where(eq(rollingCredits.beneficiaryId, partner.member.id));
    expect(credits).toHaveLength(2);
    const [paid] = await rawRows<{ amount: string }>(
      kit.db,
      sql`select coalesce(sum(amount), 0) as amount from rolling_settlements where member_id = ${partner.member.id}`,
    );
    const claimed = credits.filter((credit) => credit.settlementId !== null);
    // what was paid is exactly the credits it claimed; the rest is still claimable
    expect(Number(paid?.amount)).toBe(claimed.reduce((sum, credit) => sum + credit.amount, 0));
    expect(await balanceOf(kit.db, partner.member.id)).toBe(Number(paid?.amount));
    const summary = await summaryOf(kit, partner);
    expect(summary.claimable + Number(paid?.amount)).toBe(expected([2_000_000, 1_500_000], 70));
    await expectBalancesMatchLedger(kit, [partner, player, head]);
  });

  it('refuses below the minimum and for a kind with nothing, in Korean, and changes nothing', async () => {
    const { recommender, player } = await tree(kit);
    await playSports(kit, player, 100_000, false);
    const small = await settle(kit, recommender);
    expect(small.statusCode).toBe(400);
    expect(small.json()).toMatchObject({ message: '정산은 10,000원 이상부터 신청할 수 있습니다.' });
    const casino = await settle(kit, recommender, { kind: 'casino' });
    expect(casino.json()).toMatchObject({ message: '정산할 롤링이 없습니다.' });
    const bad = await settle(kit, recommender, { kind: 'poker' });
    expect(bad.statusCode).toBe(400);
    expect((await summaryOf(kit, recommender)).claimable).toBe(500);
    expect(await balanceOf(kit.db, recommender.member.id)).toBe(0);
  });

  it('asks for an address and the withdrawal password before paying in tether', async () => {
    const { partner, player } = await tree(kit);
    await playSports(kit, player, 3_000_000, false);
    const missing = await settle(kit, partner, { payout: 'tether' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: '테더로 받으려면 TRC-20 주소와 출금 비밀번호를 입력해주세요.' });
    const badAddress = await settle(kit, partner, { payout: 'tether', address: 'nope', withdrawalPassword: '1234' });
    expect(badAddress.json()).toMatchObject({ message: '올바른 TRC-20 주소(T로 시작하는 34자)를 입력해주세요.' });
    expect(await balanceOf(kit.db, partner.member.id)).toBe(0);
  });

  it('answers 401 to a guest', async () => {
    const response = await kit.app.inject({ method: 'GET', url: '/api/calculate' });
    expect(response.statusCode).toBe(401);
  });
});
