import { describe, expect, it } from 'vitest';
import type { CashOutSettings } from '@site/contracts/api/cash-out';
import { insertFixture, FOOTBALL } from '../../../test/sports-data';
import { bettor, minutesFromNow, placeOk, slip, useBetsApp } from '../bets-test-kit';
import { homeSingle, offersOf, quoteRequest } from './cash-out-test-kit';
import { cashOutOffers } from './quote';

const kit = useBetsApp();

async function saveSettings(update: Partial<CashOutSettings>): Promise<CashOutSettings> {
  const response = await kit.asAdmin('PUT', '/api/admin/cash-out/settings', update);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CashOutSettings>();
}

describe('the operator’s cash-out settings', () => {
  it('are read and changed by an administrator, the change audited, and offers follow them', async () => {
    const who = await bettor(kit);
    const { bet } = await homeSingle(kit, who);
    const read = await kit.asAdmin('GET', '/api/admin/cash-out/settings');
    expect(read.json<CashOutSettings>()).toMatchObject({ prematchEnabled: true, marginPercent: 5, quoteSeconds: 5 });
    expect(
      (await kit.app.inject({ method: 'GET', url: '/api/admin/cash-out/settings', headers: who.headers })).statusCode,
    ).toBe(403);

    // A 10% margin: 21,000 × 0.439774 × 0.90 = 8,311.73 → 8,310.
    expect(await saveSettings({ marginPercent: 10 })).toMatchObject({ marginPercent: 10 });
    expect(await offersOf(kit, who, [bet.id])).toEqual([{ betId: bet.id, amount: 8_310, reason: null, message: null }]);

    const off = await saveSettings({ disabledSportIds: [FOOTBALL] });
    expect(off.disabledSportIds).toEqual([FOOTBALL]);
    const refused = await quoteRequest(kit, who, bet.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe('이 베팅은 캐시아웃을 이용할 수 없습니다.');
    await saveSettings({ disabledSportIds: [], maxStake: 5_000 });
    expect((await offersOf(kit, who, [bet.id]))[0]).toMatchObject({ amount: null, reason: 'disabled' });
    await saveSettings({ maxStake: null, marginPercent: 5 });

    const audit = await kit.asAdmin('GET', '/api/admin/audit?action=cashOut.settings.update');
    expect(audit.body).toContain('cashOut.settings.update');
  });
});

describe('danger moments', () => {
  it('take the offer away from an in-play bet while the tracker shows one', async () => {
    const who = await bettor(kit);
    const fixture = await insertFixture(kit.db, { startAt: minutesFromNow(kit, -30), status: 'live' });
    const bet = await placeOk(kit, who, slip([fixture.pick('1X2', '1')]));
    const deps = { db: kit.db, clock: kit.clock, bus: kit.bus };
    const calm = await cashOutOffers({ ...deps, danger: () => false }, who.member.id, [bet.id]);
    expect(calm.offers[0]?.amount).toBe(8_770);
    const danger = await cashOutOffers({ ...deps, danger: (watched) => watched.id === fixture.id }, who.member.id, [
      bet.id,
    ]);
    expect(danger.offers[0]).toMatchObject({ amount: null, reason: 'suspended' });
  });
});
