import { describe, expect, it } from 'vitest';
import { resultFixture } from '../../../test/sports-data';
import { rollingStatus } from '../../cashier/rolling';
import { bettor, useBetsApp, type Bettor } from '../bets-test-kit';
import { settlePendingBets } from '../settlement';
import { homeSingle, quoteOk, takeOk } from './cash-out-test-kit';

const kit = useBetsApp();
const WEIGHTS = { depositRollingPct: 100, bonusRollingPct: 100, rollingWeights: { '1': 100 } };

/** One bet cashed out in full, one in part (4,561 of 10,000 taken out) then won: the member's rolling done. */
async function rollingAfterCashOuts(who: Bettor): Promise<number> {
  const full = await homeSingle(kit, who);
  const fullQuote = await quoteOk(kit, who, full.bet.id);
  await takeOk(kit, who, full.bet.id, { quoteId: fullQuote.quoteId, amount: fullQuote.amount });
  const part = await homeSingle(kit, who);
  const partQuote = await quoteOk(kit, who, part.bet.id);
  await takeOk(kit, who, part.bet.id, { quoteId: partQuote.quoteId, amount: 4_000 });
  await resultFixture(kit.db, part.fixture, { won: [part.fixture.pick('1X2', '1')] });
  await settlePendingBets(kit.db, kit.clock, kit.bus, [part.fixture.id]);
  return (await rollingStatus(kit.db, who.member.id, WEIGHTS)).done;
}

describe('cashed-out stakes in the rolling requirement', () => {
  it('count only the stake that rode to the end while the operator does not count them', async () => {
    // The full cash-out counts nothing; the part taken out of the other does not count: 10,000 − 4,561.
    expect(await rollingAfterCashOuts(await bettor(kit))).toBe(5_439);
  });

  it('count whole when the operator counts them', async () => {
    const saved = await kit.asAdmin('PUT', '/api/admin/cash-out/settings', { countsForRolling: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await rollingAfterCashOuts(await bettor(kit))).toBe(20_000);
    await kit.asAdmin('PUT', '/api/admin/cash-out/settings', { countsForRolling: false });
  });
});
