import { describe, expect, it } from 'vitest';
import { SETTLEMENT_CASHED_OUT, SETTLEMENT_PENDING, SETTLEMENT_WON } from '@site/contracts/api/bets';
import { resultFixture, setPrice } from '../../../test/sports-data';
import { bettor, getBet, useBetsApp } from '../bets-test-kit';
import { settlePendingBets } from '../settlement';
import {
  cashOutLedger,
  homeSingle,
  moneyOf,
  offersOf,
  quoteOk,
  quoteRequest,
  setOddsChange,
  takeMoved,
  takeOk,
  takeRequest,
} from './cash-out-test-kit';

const kit = useBetsApp();
const START = 1_000_000;

// A single of 10,000 on the home win at 2.10 (market 2.10 / 3.20 / 3.40), margin 5%:
// 21,000 × 0.439774 × 0.95 = 8,773.48 → 8,770 (value.test.ts has the hand computations).
const OFFER = 8_770;

describe('cash-out', () => {
  it('quotes the value at current prices, and the lists get the same', async () => {
    const who = await bettor(kit);
    const { bet, fixture } = await homeSingle(kit, who);
    const quote = await quoteOk(kit, who, bet.id);
    expect(quote).toMatchObject({ betId: bet.id, amount: OFFER, stake: 10_000, minAmount: 880 });
    expect(new Date(quote.expiresAt).getTime() - kit.clock.now().getTime()).toBe(5_000);
    expect(quote.expiresInSeconds).toBe(5);
    expect(await offersOf(kit, who, [bet.id])).toEqual([{ betId: bet.id, amount: OFFER, reason: null, message: null }]);

    // The price shortens to 1.80 (market 1.80 / 3.60 / 4.20): 21,000 × 0.518519 × 0.95 = 10,344.44 → 10,340.
    await setPrice(kit.db, fixture.pick('1X2', '1').id, 1.8);
    await setPrice(kit.db, fixture.pick('1X2', 'X').id, 3.6);
    await setPrice(kit.db, fixture.pick('1X2', '2').id, 4.2);
    expect((await quoteOk(kit, who, bet.id)).amount).toBe(10_340);
  });

  it('pays the whole offer and ends the bet as cashed out; the same quote again is refused', async () => {
    const who = await bettor(kit);
    const { bet, fixture } = await homeSingle(kit, who);
    const quote = await quoteOk(kit, who, bet.id);

    const result = await takeOk(kit, who, bet.id, { quoteId: quote.quoteId, amount: quote.amount });
    expect(result).toMatchObject({ paid: OFFER, balance: START - 10_000 + OFFER });
    expect(result.bet).toMatchObject({ status: SETTLEMENT_CASHED_OUT, payout: OFFER, cashedOut: OFFER });
    expect(await moneyOf(kit, who)).toBe(START - 10_000 + OFFER);
    expect(await cashOutLedger(kit, who)).toEqual([
      { amount: OFFER, reference: expect.stringMatching(/^cash-out:\d+$/) },
    ]);

    const replay = await takeRequest(kit, who, bet.id, { quoteId: quote.quoteId, amount: quote.amount });
    expect(replay.statusCode).toBe(400);
    expect(replay.json<{ message: string }>().message).toBe('이미 종료된 베팅입니다.');

    // The match ends with the pick won: the bet was cashed out, settlement pays nothing more.
    await resultFixture(kit.db, fixture, { won: [fixture.pick('1X2', '1')] });
    await settlePendingBets(kit.db, kit.clock, kit.bus, [fixture.id]);
    expect(await getBet(kit, who, bet.id)).toMatchObject({ status: SETTLEMENT_CASHED_OUT, payout: OFFER });
    expect(await moneyOf(kit, who)).toBe(START - 10_000 + OFFER);
  });

  it('takes part of the offer: the stake shrinks in proportion and the rest rides on to settlement', async () => {
    const who = await bettor(kit);
    const { bet, fixture } = await homeSingle(kit, who);
    const quote = await quoteOk(kit, who, bet.id);

    // f = 4,000 / 8,770; stake released round(10,000 × f) = 4,561; paid floor(8,770 × f) = 4,000.
    const result = await takeOk(kit, who, bet.id, { quoteId: quote.quoteId, amount: 4_000 });
    expect(result.paid).toBe(4_000);
    // 5,439 rides on at 2.10: 11,421.
    expect(result.bet).toMatchObject({
      status: SETTLEMENT_PENDING,
      stakeCashedOut: 4_561,
      cashedOut: 4_000,
      potentialPayout: 11_421,
    });
    expect(await moneyOf(kit, who)).toBe(START - 10_000 + 4_000);

    // The same quote no longer holds (the stake it was for changed): 409 with a quote of the rest.
    const again = await takeMoved(kit, who, bet.id, { quoteId: quote.quoteId, amount: 4_000 });
    expect(again.message).toBe('베팅이 변경되었습니다. 새 금액을 확인해주세요.');
    // 11,421 × 0.439774 × 0.95 = 4,771.55 → 4,770
    expect(again.quote).toMatchObject({ amount: 4_770, stake: 5_439 });

    await resultFixture(kit.db, fixture, { won: [fixture.pick('1X2', '1')] });
    await settlePendingBets(kit.db, kit.clock, kit.bus, [fixture.id]);
    expect(await getBet(kit, who, bet.id)).toMatchObject({ status: SETTLEMENT_WON, payout: 11_421, cashedOut: 4_000 });
    expect(await moneyOf(kit, who)).toBe(START - 10_000 + 4_000 + 11_421);
  });

  it('refuses a part that leaves less than 1,000원 riding, or one above the quote', async () => {
    const who = await bettor(kit);
    const { bet } = await homeSingle(kit, who);
    const quote = await quoteOk(kit, who, bet.id);
    const tooMuch = await takeRequest(kit, who, bet.id, { quoteId: quote.quoteId, amount: quote.amount - 10 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json<{ message: string }>().message).toBe(
      '부분 캐시아웃 후 남는 베팅금액은 1,000원 이상이어야 합니다. 전체 캐시아웃을 이용해주세요.',
    );
    const above = await takeRequest(kit, who, bet.id, { quoteId: quote.quoteId, amount: quote.amount + 10 });
    expect(above.statusCode).toBe(400);
    const tiny = await takeRequest(kit, who, bet.id, { quoteId: quote.quoteId, amount: 100 });
    expect(tiny.json<{ message: string }>().message).toBe('부분 캐시아웃은 880원 이상이어야 합니다.');
    expect(await moneyOf(kit, who)).toBe(START - 10_000);
    expect(await getBet(kit, who, bet.id)).toMatchObject({ status: SETTLEMENT_PENDING, stakeCashedOut: 0 });
  });

  it('refuses an expired quote with a fresh one', async () => {
    const who = await bettor(kit);
    const { bet } = await homeSingle(kit, who);
    const quote = await quoteOk(kit, who, bet.id);
    kit.clock.advance(5_001);
    const moved = await takeMoved(kit, who, bet.id, { quoteId: quote.quoteId, amount: quote.amount });
    expect(moved.message).toBe('캐시아웃 견적이 만료되었습니다. 새 금액을 확인해주세요.');
    expect(moved.quote).toMatchObject({ amount: OFFER });
    expect(moved.quote?.quoteId).not.toBe(quote.quoteId);
    expect(await moneyOf(kit, who)).toBe(START - 10_000);
    // The fresh one is taken.
    const result = await takeOk(kit, who, bet.id, { quoteId: moved.quote?.quoteId ?? '', amount: OFFER });
    expect(result.paid).toBe(OFFER);
  });

  // Up: 1.80 / 3.60 / 4.20 → 10,340. Down: 3.00 / 3.20 / 3.40 → 21,000 × 0.354956 × 0.95 = 7,074.84 → 7,070.
  const moves = [
    { policy: 'any', move: 'up', takes: true, paid: 10_340 },
    { policy: 'any', move: 'down', takes: true, paid: 7_070 },
    { policy: 'higher', move: 'up', takes: true, paid: 10_340 },
    { policy: 'higher', move: 'down', takes: false, paid: 7_070 },
    { policy: 'ask', move: 'up', takes: false, paid: 10_340 },
    { policy: 'ask', move: 'down', takes: false, paid: 7_070 },
  ] as const;

  it.each(moves)(
    'a value moved $move under 배당 변경 "$policy": taken $takes',
    async ({ policy, move, takes, paid }) => {
      const who = await bettor(kit);
      await setOddsChange(kit, who, policy);
      const { bet, fixture } = await homeSingle(kit, who);
      const quote = await quoteOk(kit, who, bet.id);
      const prices = move === 'up' ? [1.8, 3.6, 4.2] : [3.0, 3.2, 3.4];
      for (const [index, name] of ['1', 'X', '2'].entries()) {
        await setPrice(kit.db, fixture.pick('1X2', name).id, prices[index] ?? 0);
      }
      if (takes) {
        const result = await takeOk(kit, who, bet.id, { quoteId: quote.quoteId, amount: quote.amount });
        expect(result.paid).toBe(paid);
        expect(await moneyOf(kit, who)).toBe(START - 10_000 + paid);
      } else {
        const moved = await takeMoved(kit, who, bet.id, { quoteId: quote.quoteId, amount: quote.amount });
        expect(moved.message).toBe('캐시아웃 금액이 변경되었습니다. 새 금액을 확인해주세요.');
        expect(moved.quote?.amount).toBe(paid);
        expect(await moneyOf(kit, who)).toBe(START - 10_000);
      }
    },
  );

  it('keeps another member’s bet out of reach: 404 and no offer in the list', async () => {
    const owner = await bettor(kit);
    const stranger = await bettor(kit);
    const { bet } = await homeSingle(kit, owner);
    const quote = await quoteOk(kit, owner, bet.id);
    expect((await quoteRequest(kit, stranger, bet.id)).statusCode).toBe(404);
    expect(
      (await takeRequest(kit, stranger, bet.id, { quoteId: quote.quoteId, amount: quote.amount })).statusCode,
    ).toBe(404);
    expect(await offersOf(kit, stranger, [bet.id])).toEqual([]);
    expect(await moneyOf(kit, owner)).toBe(START - 10_000);
  });

  it('refuses a quote made up or changed by hand', async () => {
    const who = await bettor(kit);
    const { bet } = await homeSingle(kit, who);
    const quote = await quoteOk(kit, who, bet.id);
    const forged = quote.quoteId.replace(`.${OFFER}.`, '.20000.');
    const response = await takeRequest(kit, who, bet.id, { quoteId: forged, amount: 20_000 });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe('캐시아웃 견적이 올바르지 않습니다. 다시 시도해주세요.');
    expect(await moneyOf(kit, who)).toBe(START - 10_000);
  });
});
