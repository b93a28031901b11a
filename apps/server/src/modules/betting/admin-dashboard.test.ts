import { describe, expect, it } from 'vitest';
import type { Dashboard } from '@site/contracts/api/admin-bets';
import { seoulToday } from '@site/contracts/clock';
import { insertFixture, resultFixture } from '../../test/sports-data';
import { bettor, minutesFromNow, placeOk, slip, useBetsApp } from './bets-test-kit';
import { settlePendingBets } from './settlement';

const kit = useBetsApp();

async function dashboard(): Promise<Dashboard> {
  const response = await kit.asAdmin('GET', '/api/admin/dashboard');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Dashboard>();
}

describe('GET /api/admin/dashboard', () => {
  it("shows today's bets, stakes, pending bets and payouts per product, the members online and the queues", async () => {
    const empty = await dashboard();
    expect(empty).toEqual({
      day: seoulToday(kit.clock.now().getTime()),
      // the administrator's own session does not count
      membersOnline: 0,
      products: [],
      queues: { wonDeposit: 0, wonWithdrawal: 0, tetherDeposit: 0, tetherWithdrawal: 0, accountInquiries: 0 },
    });

    const first = await bettor(kit);
    const second = await bettor(kit);
    const upcoming = await insertFixture(kit.db, { startAt: minutesFromNow(kit, 120) });
    const live = await insertFixture(kit.db, { startAt: minutesFromNow(kit, -20), status: 'live' });
    await placeOk(kit, first, slip([upcoming.pick('1X2', '1')], { stake: 10_000 }));
    await placeOk(kit, second, slip([upcoming.pick('1X2', '2')], { stake: 5_000 }));
    await placeOk(kit, first, slip([live.pick('1X2', '1')], { stake: 20_000 }));
    await placeOk(kit, second, slip([live.pick('1X2', '2')], { stake: 30_000 }));
    // The live match ends 1: first's bet pays 20,000 × 2.10, second's loses.
    await resultFixture(kit.db, live, { won: [live.pick('1X2', '1')] });
    await settlePendingBets(kit.db, kit.clock, kit.bus, [live.id]);

    const figures = await dashboard();
    expect(figures.membersOnline).toBe(2);
    expect(figures.products).toEqual([
      { gameType: 1, bets: 2, stakes: 15_000, payouts: 0, pending: 2 },
      { gameType: 2, bets: 2, stakes: 50_000, payouts: 42_000, pending: 0 },
    ]);

    // Five minutes without a request: the members no longer count as online.
    kit.clock.advance(6 * 60_000);
    await kit.loginAdmin();
    expect((await dashboard()).membersOnline).toBe(0);
  });
});
