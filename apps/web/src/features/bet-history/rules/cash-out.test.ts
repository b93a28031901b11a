import { describe, expect, it } from 'vitest';

import type { CashOutQuote } from '@site/contracts/api/cash-out';

import { carriedAmount, mayCashOut, partialRange, payoutLeftAfter, stakeLeftAfter, stakeReleasedBy } from './cash-out';

const quote = (amount: number, stake: number, minAmount = 500): CashOutQuote => ({
  betId: 7,
  amount,
  stake,
  minAmount,
  quoteId: 'q',
  expiresAt: '2026-11-29T12:00:05.000Z',
  expiresInSeconds: 5,
});

describe('which bets may have an offer', () => {
  it('takes open pre-match and in-play sports bets only', () => {
    expect(mayCashOut({ status: 0, gameType: 1 })).toBe(true);
    expect(mayCashOut({ status: 0, gameType: 2 })).toBe(true);
    expect(mayCashOut({ status: 0, gameType: 3 })).toBe(false);
    expect(mayCashOut({ status: 0, gameType: 4 })).toBe(false);
    expect(mayCashOut({ status: 2, gameType: 1 })).toBe(false);
    expect(mayCashOut({ status: 4, gameType: 2 })).toBe(false);
  });
});

describe('a partial cash-out', () => {
  it('releases the same share of the stake as of the offer, rounded to the won as the server does', () => {
    const offer = quote(12_340, 10_000);
    expect(stakeReleasedBy(offer, 6_170)).toBe(5_000);
    expect(stakeLeftAfter(offer, 6_170)).toBe(5_000);
    // 10,000 × 1,000 / 12,340 = 810.37…
    expect(stakeReleasedBy(offer, 1_000)).toBe(810);
    expect(stakeLeftAfter(offer, 12_340)).toBe(0);
  });

  it('shows what the stake left riding would pay, in proportion', () => {
    const bet = { status: 0, gameType: 2, stake: 10_000, stakeCashedOut: 0, potentialPayout: 37_000 };
    expect(payoutLeftAfter(bet, quote(12_340, 10_000), 6_170)).toBe(18_500);
    // after an earlier partial the bet rides on 4,000 of its 10,000
    const partly = { ...bet, stakeCashedOut: 6_000, potentialPayout: 14_800 };
    expect(payoutLeftAfter(partly, quote(5_000, 4_000), 2_500)).toBe(7_400);
  });

  it('ranges from the quote’s minimum to the most that leaves 1,000원 riding', () => {
    expect(partialRange(quote(12_340, 10_000, 1_240))).toEqual({ min: 1_240, max: 11_106 });
    expect(stakeLeftAfter(quote(12_340, 10_000), 11_106)).toBeGreaterThanOrEqual(1_000);
    expect(stakeLeftAfter(quote(12_340, 10_000), 11_107)).toBeLessThan(1_000);
    // a tiny offer of a big stake: a part is still possible
    expect(partialRange(quote(970, 20_000, 50))).toEqual({ min: 50, max: 921 });
  });

  it('is not offered when no part fits (a stake under 2,000원 is taken whole)', () => {
    expect(partialRange(quote(1_900, 1_500, 1_900))).toBeNull();
  });

  it('carries the chosen part to a new quote by its share, within the new range', () => {
    const before = quote(10_000, 10_000, 1_000);
    expect(carriedAmount(5_000, before, quote(12_000, 10_000, 1_200))).toBe(6_000);
    expect(carriedAmount(10_000, before, quote(8_000, 10_000, 800))).toBe(8_000);
    // the new quote leaves no room for a part: the whole of it
    expect(carriedAmount(5_000, before, quote(1_900, 1_500, 1_900))).toBe(1_900);
  });
});
