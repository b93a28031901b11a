import { describe, expect, it } from 'vitest';

import {
  SETTLEMENT_CANCELLED as CANCELLED,
  SETTLEMENT_LOST as LOST,
  SETTLEMENT_PENDING as PENDING,
  SETTLEMENT_VOID as VOID,
  SETTLEMENT_WON as WON,
  type SettlementCode,
} from '../api/bets';
import { betOutcome, bonusOddsFor, payoutFor, totalOddsX100 } from './bet-outcome';

const rules = [
  { minPicks: 3, odds: 1.03 },
  { minPicks: 5, odds: 1.05 },
  { minPicks: 7, odds: 1.07 },
];

function bet(
  picks: [number, SettlementCode][],
  options: { stake?: number; maxPayout?: number; bonusOdds?: number } = {},
) {
  return {
    stake: options.stake ?? 10_000,
    maxPayout: options.maxPayout ?? 30_000_000,
    bonusOdds: options.bonusOdds ?? bonusOddsFor(rules, picks.length),
    picks: picks.map(([price, result]) => ({ price, result })),
  };
}

describe('bonusOddsFor', () => {
  it('takes the highest rule that applies, 1 below the first', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 10].map((count) => bonusOddsFor(rules, count))).toEqual([
      1, 1, 1.03, 1.03, 1.05, 1.05, 1.07, 1.07,
    ]);
  });

  it('does not depend on the order the operator listed the rules in', () => {
    expect(bonusOddsFor([...rules].reverse(), 6)).toBe(1.05);
    expect(bonusOddsFor([], 9)).toBe(1);
  });
});

describe('totalOddsX100 and payoutFor', () => {
  it('floors the product to two places, never rounds up', () => {
    // 1.85 × 2.10 × 1.50 = 5.8275
    expect(totalOddsX100([185, 210, 150])).toBe(582);
    // 1.99 × 1.99 = 3.9601
    expect(totalOddsX100([199, 199])).toBe(396);
    expect(totalOddsX100([245])).toBe(245);
    expect(totalOddsX100([])).toBe(100);
  });

  it('stays exact where floats would drift (1.1 × 1.03 × 10,000 is 11,330, not 11,329)', () => {
    expect(payoutFor(10_000, 110, 103)).toBe(11_330);
    expect(payoutFor(100_000_000, 2_000_000_000, 107)).toBe(2_140_000_000_000_000);
  });

  it('multiplies ten long prices without overflow', () => {
    expect(totalOddsX100(Array.from({ length: 10 }, () => 1000))).toBe(1_000_000_000_000); // 10.00^10 = 10,000,000,000.00
  });
});

describe('betOutcome', () => {
  it('keeps a bet pending while any pick is open and none lost', () => {
    expect(
      betOutcome(
        bet([
          [1.85, WON],
          [2.1, PENDING],
        ]),
        rules,
      ),
    ).toEqual({ status: PENDING, payout: null });
  });

  it('loses the bet at the first lost pick, even with others still open', () => {
    expect(
      betOutcome(
        bet([
          [1.85, PENDING],
          [2.1, LOST],
          [1.5, WON],
        ]),
        rules,
      ),
    ).toEqual({ status: LOST, payout: 0 });
  });

  it('pays stake × total odds for a won single and a won double', () => {
    expect(betOutcome(bet([[1.85, WON]]), rules)).toEqual({ status: WON, payout: 18_500 });
    // 1.85 × 2.10 = 3.885 → 3.88
    expect(
      betOutcome(
        bet([
          [1.85, WON],
          [2.1, WON],
        ]),
        rules,
      ),
    ).toEqual({ status: WON, payout: 38_800 });
  });

  it('adds the bonus for three, five and seven won picks', () => {
    expect(
      betOutcome(
        bet([
          [2, WON],
          [2, WON],
          [2, WON],
        ]),
        rules,
      ).payout,
    ).toBe(82_400);
    expect(betOutcome(bet(Array.from({ length: 5 }, () => [2, WON] as [number, SettlementCode])), rules).payout).toBe(
      336_000,
    );
    expect(betOutcome(bet(Array.from({ length: 7 }, () => [2, WON] as [number, SettlementCode])), rules).payout).toBe(
      1_369_600,
    );
  });

  it('counts a void or cancelled pick at odds 1 and recomputes the bonus for the picks left', () => {
    // three picks promised 1.03; one void leaves two: no bonus. 2 × 2 × 10,000
    expect(
      betOutcome(
        bet([
          [2, WON],
          [2, WON],
          [3.5, VOID],
        ]),
        rules,
      ),
    ).toEqual({ status: WON, payout: 40_000 });
    // four picks, one cancelled: three left keep 1.03. 2 × 2 × 2 × 1.03 × 10,000
    expect(
      betOutcome(
        bet([
          [2, WON],
          [2, CANCELLED],
          [2, WON],
          [2, WON],
        ]),
        rules,
      ),
    ).toEqual({
      status: WON,
      payout: 82_400,
    });
  });

  it('never pays a bonus above the promised one, and keeps the promise when nothing was voided', () => {
    const promisedNone = bet(
      [
        [2, WON],
        [2, WON],
        [2, WON],
        [2, VOID],
      ],
      { bonusOdds: 1 },
    );
    expect(betOutcome(promisedNone, rules).payout).toBe(80_000);
    const promised = bet(
      [
        [2, WON],
        [2, WON],
        [2, WON],
      ],
      { bonusOdds: 1.03 },
    );
    expect(betOutcome(promised, []).payout).toBe(82_400);
  });

  it('gives the stake back when every pick is void or cancelled', () => {
    expect(
      betOutcome(
        bet(
          [
            [1.85, VOID],
            [2.1, CANCELLED],
          ],
          { stake: 7_000 },
        ),
        rules,
      ),
    ).toEqual({
      status: VOID,
      payout: 7_000,
    });
  });

  it('loses even when the other picks are void', () => {
    expect(
      betOutcome(
        bet([
          [1.85, VOID],
          [2.1, LOST],
        ]),
        rules,
      ),
    ).toEqual({ status: LOST, payout: 0 });
  });

  it("caps the payout at the bet's maximum", () => {
    expect(
      betOutcome(
        bet(
          [
            [10, WON],
            [10, WON],
          ],
          { stake: 1_000_000, maxPayout: 30_000_000 },
        ),
        rules,
      ),
    ).toEqual({
      status: WON,
      payout: 30_000_000,
    });
  });

  it('leaves a bet without picks pending rather than paying it', () => {
    expect(betOutcome(bet([]), rules)).toEqual({ status: PENDING, payout: null });
  });
});

describe('betOutcome of a same-game bet (docs/decisions/069)', () => {
  const sameGame = (picks: [number, SettlementCode][], maxPayout = 10_000_000) => ({
    ...bet(picks, { maxPayout }),
    bonusOdds: 1.05,
    sameGameOdds: 4.37,
  });

  it('pays stake × the joint price when every pick won, not the product of the picks nor any bonus', () => {
    expect(
      betOutcome(
        sameGame([
          [1.5, WON],
          [2.1, WON],
          [1.9, WON],
        ]),
        rules,
      ),
    ).toEqual({ status: WON, payout: 43_700 });
  });

  it('caps the payout at the bet maximum', () => {
    expect(
      betOutcome(
        sameGame(
          [
            [1.5, WON],
            [2.1, WON],
          ],
          40_000,
        ),
        rules,
      ),
    ).toEqual({ status: WON, payout: 40_000 });
  });

  it('loses at a lost pick, even beside a void one', () => {
    expect(
      betOutcome(
        sameGame([
          [1.5, VOID],
          [2.1, LOST],
        ]),
        rules,
      ),
    ).toEqual({ status: LOST, payout: 0 });
  });

  it('is void, the stake back, when any pick is void or cancelled and none lost', () => {
    expect(
      betOutcome(
        sameGame([
          [1.5, WON],
          [2.1, VOID],
        ]),
        rules,
      ),
    ).toEqual({ status: VOID, payout: 10_000 });
    expect(
      betOutcome(
        sameGame([
          [1.5, CANCELLED],
          [2.1, WON],
        ]),
        rules,
      ),
    ).toEqual({ status: VOID, payout: 10_000 });
  });

  it('stays pending while a pick is open', () => {
    expect(
      betOutcome(
        sameGame([
          [1.5, WON],
          [2.1, PENDING],
        ]),
        rules,
      ).status,
    ).toBe(PENDING);
  });
});
