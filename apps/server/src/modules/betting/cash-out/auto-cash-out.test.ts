import { describe, expect, it } from 'vitest';
import { SETTLEMENT_CASHED_OUT, SETTLEMENT_PENDING, SETTLEMENT_VOID } from '@site/contracts/api/bets';
import { setMarketStatus, setPrice } from '../../../test/sports-data';
import { bettor, getBet, notificationsOf, useBetsApp } from '../bets-test-kit';
import { runAutoCashOuts } from './auto';
import { autoRequest, cashOutLedger, homeSingle, moneyOf, quoteOk, takeOk } from './cash-out-test-kit';

const kit = useBetsApp();
const START = 1_000_000;
const engine = () => runAutoCashOuts({ db: kit.db, clock: kit.clock, bus: kit.bus });

describe('auto cash-out', () => {
  it('refuses a threshold not above the offer or above the potential payout', async () => {
    const who = await bettor(kit);
    const { bet } = await homeSingle(kit, who);
    const low = await autoRequest(kit, who, bet.id, 8_770);
    expect(low.statusCode).toBe(400);
    expect(low.json<{ message: string }>().message).toBe(
      '자동 캐시아웃 금액은 현재 캐시아웃 금액(8,770원)보다 커야 합니다.',
    );
    const high = await autoRequest(kit, who, bet.id, 21_001);
    expect(high.json<{ message: string }>().message).toBe(
      '자동 캐시아웃 금액은 예상 당첨금(21,000원) 이하여야 합니다.',
    );
    expect((await getBet(kit, who, bet.id)).autoCashOutAt).toBeNull();
    const stranger = await bettor(kit);
    expect((await autoRequest(kit, stranger, bet.id, 9_000)).statusCode).toBe(404);
  });

  it('cashes out in full once the offer reaches the threshold, and tells the member', async () => {
    const who = await bettor(kit);
    const { bet, fixture } = await homeSingle(kit, who);
    const set = await autoRequest(kit, who, bet.id, 10_000);
    expect(set.statusCode, set.body).toBe(200);
    expect((await getBet(kit, who, bet.id)).autoCashOutAt).toBe(10_000);

    await engine();
    expect(await getBet(kit, who, bet.id)).toMatchObject({ status: SETTLEMENT_PENDING });

    // 1.80 / 3.60 / 4.20: the offer is 10,340, past the threshold; while the market is suspended nothing happens.
    for (const [name, price] of [
      ['1', 1.8],
      ['X', 3.6],
      ['2', 4.2],
    ] as const) {
      await setPrice(kit.db, fixture.pick('1X2', name).id, price);
    }
    await setMarketStatus(kit.db, fixture.pick('1X2', '1').marketId, 'suspended');
    await engine();
    expect(await getBet(kit, who, bet.id)).toMatchObject({ status: SETTLEMENT_PENDING });

    await setMarketStatus(kit.db, fixture.pick('1X2', '1').marketId, 'open');
    expect(await engine()).toBeGreaterThanOrEqual(1);
    expect(await getBet(kit, who, bet.id)).toMatchObject({ status: SETTLEMENT_CASHED_OUT, payout: 10_340 });
    expect(await cashOutLedger(kit, who)).toHaveLength(1);
    expect(await moneyOf(kit, who)).toBe(START - 10_000 + 10_340);
    const [told] = await notificationsOf(kit, who, 'bet');
    expect(told).toMatchObject({ outcome: 'cashedOut', betId: bet.id, payout: 10_340 });

    // A second pass finds nothing to do.
    await engine();
    expect(await cashOutLedger(kit, who)).toHaveLength(1);
  });
});

describe('after a partial cash-out', () => {
  it('the member can no longer cancel the bet (the stake back would pay the part twice)', async () => {
    const who = await bettor(kit);
    const { bet } = await homeSingle(kit, who);
    const quote = await quoteOk(kit, who, bet.id);
    await takeOk(kit, who, bet.id, { quoteId: quote.quoteId, amount: 4_000 });
    const cancel = await kit.app.inject({ method: 'POST', url: `/api/bets/${bet.id}/cancel`, headers: who.headers });
    expect(cancel.statusCode).toBe(400);
    expect(cancel.json<{ message: string }>().message).toBe(
      '취소할 수 없는 베팅입니다. 캐시아웃한 베팅은 취소할 수 없습니다.',
    );
    expect(await moneyOf(kit, who)).toBe(START - 10_000 + 4_000);
  });

  it('gives back only the stake still riding; the cash-out stands', async () => {
    const who = await bettor(kit);
    const { bet } = await homeSingle(kit, who);
    const quote = await quoteOk(kit, who, bet.id);
    await takeOk(kit, who, bet.id, { quoteId: quote.quoteId, amount: 4_000 });
    const voided = await kit.asAdmin('POST', `/api/admin/bets/${bet.id}/void`, { reason: '경기 취소' });
    expect(voided.statusCode, voided.body).toBe(200);
    // 10,000 − 4,561 taken out = 5,439 back.
    expect(await getBet(kit, who, bet.id)).toMatchObject({ status: SETTLEMENT_VOID, payout: 5_439, cashedOut: 4_000 });
    expect(await moneyOf(kit, who)).toBe(START - 10_000 + 4_000 + 5_439);
  });
});
