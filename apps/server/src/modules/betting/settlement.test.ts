import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { walletLedger } from '../../db/schema/wallet';
import { cancelFixture, insertFixture, resultFixture, type TestFixture } from '../../test/sports-data';
import {
  balanceOf,
  notificationsOf,
  bettor,
  getBet,
  ledgerSum,
  minutesFromNow,
  placeOk,
  slip,
  useBetsApp,
  type Bettor,
} from './bets-test-kit';
import { settlePendingBets } from './settlement';

const kit = useBetsApp();

const upcoming = (): Promise<TestFixture> => insertFixture(kit.db, { startAt: minutesFromNow(kit, 120) });
const settle = () => settlePendingBets(kit.db, kit.clock, kit.bus);

async function ledgerRowsOf(betId: number) {
  return kit.db
    .select()
    .from(walletLedger)
    .where(and(eq(walletLedger.reference, `bet:${betId}`)));
}

describe('settlePendingBets', () => {
  it('pays a won bet stake × odds once, with a ledger row and a balance event', async () => {
    const who = await bettor(kit, 100_000);
    const first = await upcoming();
    const second = await upcoming();
    const bet = await placeOk(
      kit,
      who,
      slip([first.pick('1X2', '1'), second.pick('Handicap', 'Away')], { stake: 10_000 }),
    );
    const balances: number[] = [];
    const unsubscribe = kit.bus.subscribe('balance', (event) => {
      if (event.memberId === who.member.id) balances.push(event.emoney);
    });

    await resultFixture(kit.db, first, { won: [first.pick('1X2', '1')], score: [2, 0] });
    await settle();
    expect(await getBet(kit, who, bet.id)).toMatchObject({ status: 0, payout: null });

    await resultFixture(kit.db, second, { won: [second.pick('Handicap', 'Away')], score: [1, 1] });
    await settle();
    unsubscribe();
    // 2.10 × 1.85 = 3.885 → 3.88
    const settled = await getBet(kit, who, bet.id);
    expect(settled).toMatchObject({ status: 2, payout: 38_800, cancellable: false });
    expect(settled.settledAt).not.toBeNull();
    expect(settled.picks.map((pick) => [pick.result, pick.homeScore, pick.awayScore])).toEqual([
      [2, 2, 0],
      [2, 1, 1],
    ]);
    expect(await balanceOf(kit.db, who.member.id)).toBe(90_000 + 38_800);
    expect(balances).toEqual([128_800]);
    // One notification, once the bet ended (the first fixture alone decided nothing).
    expect(await notificationsOf(kit, who, 'bet')).toEqual([
      { kind: 'bet', outcome: 'won', betId: bet.id, gameType: 1, stake: 10_000, payout: 38_800 },
    ]);
    expect((await ledgerRowsOf(bet.id)).map((row) => [row.reason, row.amount])).toEqual([
      ['bet_stake', -10_000],
      ['bet_payout', 38_800],
    ]);
  });

  it('loses a bet at its first lost pick, before the other fixtures end, and credits nothing', async () => {
    const who = await bettor(kit, 100_000);
    const first = await upcoming();
    const second = await upcoming();
    const bet = await placeOk(kit, who, slip([first.pick('1X2', '1'), second.pick('1X2', '1')]));
    await resultFixture(kit.db, first, { won: [first.pick('1X2', 'X')] });
    await settle();
    expect(await getBet(kit, who, bet.id)).toMatchObject({ status: 1, payout: 0 });
    expect(await balanceOf(kit.db, who.member.id)).toBe(90_000);
    expect(await ledgerRowsOf(bet.id)).toHaveLength(1);

    // The other fixture ending later changes nothing but its pick's result.
    await resultFixture(kit.db, second, { won: [second.pick('1X2', '1')] });
    await settle();
    const after = await getBet(kit, who, bet.id);
    expect(after).toMatchObject({ status: 1, payout: 0 });
    expect(after.picks.map((pick) => pick.result)).toEqual([1, 2]);
    expect(await balanceOf(kit.db, who.member.id)).toBe(90_000);
    expect(await notificationsOf(kit, who, 'bet')).toEqual([
      { kind: 'bet', outcome: 'lost', betId: bet.id, gameType: 1, stake: 10_000, payout: 0 },
    ]);
  });

  it('gives the stake back when every pick is void or cancelled', async () => {
    const who = await bettor(kit, 100_000);
    const voided = await upcoming();
    const cancelled = await upcoming();
    const bet = await placeOk(
      kit,
      who,
      slip([voided.pick('Handicap', 'Home'), cancelled.pick('1X2', '2')], { stake: 8_000 }),
    );
    await resultFixture(kit.db, voided, {
      won: [],
      voided: [voided.pick('Handicap', 'Home'), voided.pick('Handicap', 'Away')],
    });
    await cancelFixture(kit.db, cancelled);
    await settle();
    expect(await getBet(kit, who, bet.id)).toMatchObject({ status: 3, payout: 8_000 });
    expect(await balanceOf(kit.db, who.member.id)).toBe(100_000);
    expect((await ledgerRowsOf(bet.id)).map((row) => row.reason)).toEqual(['bet_stake', 'bet_void']);
    expect(await notificationsOf(kit, who, 'bet')).toEqual([
      { kind: 'bet', outcome: 'void', betId: bet.id, gameType: 1, stake: 8_000, payout: 8_000 },
    ]);
  });

  it('counts a cancelled fixture at odds 1 and takes the bonus of the picks left', async () => {
    const who = await bettor(kit, 100_000);
    const fixtures = await Promise.all([upcoming(), upcoming(), upcoming(), upcoming()]);
    const picks = fixtures.map((fixture) => fixture.pick('1X2', '1'));
    const bet = await placeOk(kit, who, slip(picks, { stake: 10_000 }));
    // 2.10⁴ = 19.4481 → 19.44; × 1.03
    expect(bet).toMatchObject({ totalOdds: 19.44, bonusOdds: 1.03, potentialPayout: 200_232 });

    const [first, second, third, fourth] = fixtures;
    if (!first || !second || !third || !fourth) throw new Error('fixtures missing');
    await cancelFixture(kit.db, fourth);
    for (const fixture of [first, second, third]) {
      await resultFixture(kit.db, fixture, { won: [fixture.pick('1X2', '1')] });
    }
    await settle();
    // three picks left keep 1.03: 2.10³ = 9.261 → 9.26 × 1.03 × 10,000
    expect(await getBet(kit, who, bet.id)).toMatchObject({ status: 2, payout: 95_378 });
    expect(await balanceOf(kit.db, who.member.id)).toBe(90_000 + 95_378);

    const two = await Promise.all([upcoming(), upcoming(), upcoming()]);
    const smaller = await placeOk(
      kit,
      who,
      slip(
        two.map((fixture) => fixture.pick('1X2', '1')),
        { stake: 10_000 },
      ),
    );
    const [a, b, c] = two;
    if (!a || !b || !c) throw new Error('fixtures missing');
    await resultFixture(kit.db, a, { won: [a.pick('1X2', '1')] });
    await resultFixture(kit.db, b, { won: [b.pick('1X2', '1')] });
    await resultFixture(kit.db, c, { won: [], voided: [c.pick('1X2', '1')] });
    await settle();
    // two picks left: no bonus. 2.10² = 4.41
    expect(await getBet(kit, who, smaller.id)).toMatchObject({ status: 2, payout: 44_100 });
  });

  it("caps a win at the bet's maximum payout", async () => {
    const who = await bettor(kit, 3_000_000);
    const fixtures = await Promise.all([upcoming(), upcoming(), upcoming()]);
    const bet = await placeOk(
      kit,
      who,
      slip(
        fixtures.map((fixture) => fixture.pick('1X2', '2')),
        { stake: 3_000_000 },
      ),
    );
    for (const fixture of fixtures) await resultFixture(kit.db, fixture, { won: [fixture.pick('1X2', '2')] });
    await settle();
    expect(await getBet(kit, who, bet.id)).toMatchObject({ status: 2, payout: 30_000_000 });
    expect(await balanceOf(kit.db, who.member.id)).toBe(30_000_000);
  });

  it('credits exactly once when settlement runs twice or concurrently', async () => {
    const fixture = await upcoming();
    // The three outcomes by three members: one member may not hold two (양방, docs/decisions/051).
    const bettors = await Promise.all([bettor(kit, 100_000), bettor(kit, 100_000), bettor(kit, 100_000)]);
    const bets = await Promise.all(
      ['1', 'X', '2'].map((name, index) =>
        placeOk(kit, bettors[index] as Bettor, slip([fixture.pick('1X2', name)], { stake: 10_000 * (index + 1) })),
      ),
    );
    await resultFixture(kit.db, fixture, { won: [fixture.pick('1X2', 'X')] });
    const runs = await Promise.all([settle(), settle(), settle()]);
    expect(runs.reduce((total, run) => total + run.settled, 0)).toBe(3);
    expect((await settle()).settled).toBe(0);

    // Each 100,000 less its stake; the draw's 20,000 × 3.20 paid once.
    const balances = await Promise.all(bettors.map((who) => balanceOf(kit.db, who.member.id)));
    expect(balances).toEqual([90_000, 144_000, 70_000]);
    for (const [index, who] of bettors.entries()) expect(await ledgerSum(kit.db, who.member.id)).toBe(balances[index]);
    const statuses = await Promise.all(
      bets.map(async (bet, index) => (await getBet(kit, bettors[index] as Bettor, bet.id)).status),
    );
    expect(statuses).toEqual([1, 2, 1]);
  });

  it('settles by itself when the feed publishes results on the bus', async () => {
    const who = await bettor(kit, 100_000);
    const fixture = await upcoming();
    const bet = await placeOk(kit, who, slip([fixture.pick('Odd/Even', 'Even')], { stake: 10_000 }));
    await resultFixture(kit.db, fixture, { won: [fixture.pick('Odd/Even', 'Even')] });
    kit.bus.publish('fixturesResulted', { fixtureIds: [fixture.id] });
    await vi.waitFor(async () => expect((await getBet(kit, who, bet.id)).status).toBe(2), { timeout: 5_000 });
    expect(await balanceOf(kit.db, who.member.id)).toBe(90_000 + 18_500);
  });
});
