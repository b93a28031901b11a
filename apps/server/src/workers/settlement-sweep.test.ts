import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { walletLedger } from '../db/schema/wallet';
import {
  balanceOf,
  bettor,
  getBet,
  ledgerSum,
  minutesFromNow,
  placeOk,
  slip,
  useBetsApp,
} from '../modules/betting/bets-test-kit';
import { insertFixture, resultFixture, type TestFixture } from '../test/sports-data';
import { SettlementSweep } from './settlement-sweep';

const kit = useBetsApp();

const upcoming = (): Promise<TestFixture> => insertFixture(kit.db, { startAt: minutesFromNow(kit, 120) });

/** The feed's verdict, in one transaction as the feed writes it: a sweep sees all of it or none. */
const result = (fixture: TestFixture, winner: string) =>
  kit.db.transaction((tx) => resultFixture(tx, fixture, { won: [fixture.pick('1X2', winner)] }));

const sweeps: SettlementSweep[] = [];

/** A sweep on the test's database; every few milliseconds, so a test never waits long for its next round. */
function newSweep(): SettlementSweep {
  const sweep = new SettlementSweep({
    db: kit.db,
    clock: kit.clock,
    bus: kit.bus,
    intervalMs: 10,
    log: { info: () => {}, error: () => {} },
  });
  sweeps.push(sweep);
  return sweep;
}

afterEach(async () => {
  for (const sweep of sweeps.splice(0)) await sweep.stop();
});

async function ledgerOf(betId: number) {
  const rows = await kit.db
    .select()
    .from(walletLedger)
    .where(eq(walletLedger.reference, `bet:${betId}`));
  return rows.map((row) => [row.reason, row.amount]);
}

// None of these results is announced on the bus: the feed's `fixturesResulted` went missing (published
// while the bet's transaction was open, lost in a crash, or posted on another server).
describe('SettlementSweep', () => {
  it('settles on its next round a bet whose fixture was resulted with no event, and pays it once', async () => {
    const who = await bettor(kit, 100_000);
    const fixture = await upcoming();
    const bet = await placeOk(kit, who, slip([fixture.pick('1X2', '1')], { stake: 10_000 }));
    const sweep = newSweep();
    await sweep.start();
    expect(await getBet(kit, who, bet.id)).toMatchObject({ status: 0, payout: null });

    await result(fixture, '1');
    // Whichever round came first after the result, the one starting next has certainly seen it.
    await sweep.nextSweep();
    expect(await getBet(kit, who, bet.id)).toMatchObject({ status: 2, payout: 21_000 });
    expect(await balanceOf(kit.db, who.member.id)).toBe(100_000 - 10_000 + 21_000);

    // Later rounds change nothing: one payout, and the balance still equals the ledger.
    await sweep.nextSweep();
    expect(await balanceOf(kit.db, who.member.id)).toBe(100_000 - 10_000 + 21_000);
    expect(await ledgerOf(bet.id)).toEqual([
      ['bet_stake', -10_000],
      ['bet_payout', 21_000],
    ]);
    expect(await ledgerSum(kit.db, who.member.id)).toBe(await balanceOf(kit.db, who.member.id));
  });

  it('settles at start what was resulted while no server ran', async () => {
    const who = await bettor(kit, 100_000);
    const fixture = await upcoming();
    const bet = await placeOk(kit, who, slip([fixture.pick('1X2', '1')], { stake: 10_000 }));
    await result(fixture, 'X');

    await newSweep().start();
    expect(await getBet(kit, who, bet.id)).toMatchObject({ status: 1, payout: 0 });
    expect(await balanceOf(kit.db, who.member.id)).toBe(90_000);
  });

  it('ends a parlay at its first lost pick and leaves one with a pick still to play in progress', async () => {
    const who = await bettor(kit, 100_000);
    const [first, second, third, fourth] = [await upcoming(), await upcoming(), await upcoming(), await upcoming()];
    const losing = await placeOk(kit, who, slip([first.pick('1X2', '1'), second.pick('1X2', '1')]));
    const waiting = await placeOk(kit, who, slip([third.pick('1X2', '1'), fourth.pick('1X2', '1')]));
    const sweep = newSweep();
    await sweep.start();

    await result(first, '2');
    await result(third, '1');
    await sweep.nextSweep();
    expect(await getBet(kit, who, losing.id)).toMatchObject({ status: 1, payout: 0 });
    const inProgress = await getBet(kit, who, waiting.id);
    expect(inProgress).toMatchObject({ status: 0, payout: null });
    expect(inProgress.picks.map((pick) => pick.result)).toEqual([2, 0]);

    await result(fourth, '1');
    await sweep.nextSweep();
    // 2.10 × 2.10 = 4.41
    expect(await getBet(kit, who, waiting.id)).toMatchObject({ status: 2, payout: 44_100 });
  });
});
