import { describe, expect, it } from 'vitest';
import {
  GAME_TYPE_LIVE,
  GAME_TYPE_SPORTS,
  GAME_TYPE_VIRTUAL,
  SETTLEMENT_LOST,
  SETTLEMENT_PENDING,
  SETTLEMENT_VOID,
  SETTLEMENT_WON,
  type SettlementCode,
} from '@site/contracts/api/bets';
import { cashOutValue, fairChance, type CashOutSwitches, type ValuedBet, type ValuedPick } from './value';

const MARGIN_BP = 500;
const BONUS = [
  { minPicks: 3, odds: 1.03 },
  { minPicks: 5, odds: 1.05 },
];
const ON: CashOutSwitches = { prematchEnabled: true, liveEnabled: true, disabledSportIds: [], maxStake: null };
const FOOTBALL = 6046;

const bet = (over: Partial<ValuedBet> = {}): ValuedBet => ({
  gameType: GAME_TYPE_SPORTS,
  sameGame: false,
  status: SETTLEMENT_PENDING,
  stake: 10_000,
  stakeCashedOut: 0,
  maxPayout: 3_000_000,
  bonusOddsX100: 100,
  ...over,
});

/** A 1X2 home pick placed at 2.10, its market now at these prices (home first). */
const open = (market = [210, 320, 340], over: Partial<ValuedPick> = {}): ValuedPick => ({
  priceX100: 210,
  result: SETTLEMENT_PENDING,
  sportId: FOOTBALL,
  tradable: true,
  currentX100: market[0] ?? 0,
  marketX100: market,
  ...over,
});
const resolved = (priceX100: number, result: SettlementCode): ValuedPick => ({
  priceX100,
  result,
  sportId: FOOTBALL,
  tradable: false,
  currentX100: priceX100,
  marketX100: [],
});

const value = (b: ValuedBet, picks: ValuedPick[], switches = ON) => cashOutValue(b, picks, switches, MARGIN_BP, BONUS);
const amountOf = (b: ValuedBet, picks: ValuedPick[]) => {
  const result = value(b, picks);
  if (!result.offer) throw new Error(`no offer: ${result.reason}`);
  return result.amount;
};

// Hand computations: q(2.10 | 2.10, 3.20, 3.40) = 0.476190 / (0.476190 + 0.3125 + 0.294118) = 0.439774;
// q(1.80 | 1.80, 3.60, 4.20) = 0.555556 / (0.555556 + 0.277778 + 0.238095) = 0.518519; q(1.90 | 1.90, 1.90) = 0.5.
describe('the cash-out value', () => {
  it('removes the market’s overround from the price', () => {
    expect(fairChance(210, [210, 320, 340])).toBeCloseTo(0.439774, 6);
    expect(fairChance(190, [190, 190])).toBeCloseTo(0.5, 9);
  });

  it('values a single at the price it was placed: 21,000 × 0.439774 × 0.95 = 8,773.48 → 8,770', () => {
    expect(amountOf(bet(), [open()])).toBe(8_770);
  });

  it('rises when the price shortens to 1.80: 21,000 × 0.518519 × 0.95 = 10,344.44 → 10,340', () => {
    expect(amountOf(bet(), [open([180, 360, 420])])).toBe(10_340);
  });

  it('falls when it drifts to 3.00: 21,000 × (0.333333 / (0.333333 + 0.3125 + 0.294118)) × 0.95 = 7,074.84 → 7,070', () => {
    expect(amountOf(bet(), [open([300, 320, 340])])).toBe(7_070);
  });

  it('counts a won pick at its price: 10,000 × 3.99 × 0.439774 × 0.95 = 16,669.62 → 16,660', () => {
    expect(amountOf(bet(), [resolved(190, SETTLEMENT_WON), open()])).toBe(16_660);
  });

  it('multiplies the chances of two open picks: 39,900 × 0.439774 × 0.5 × 0.95 = 8,334.81 → 8,330', () => {
    const over = open([190, 190], { priceX100: 190 });
    expect(amountOf(bet(), [over, open()])).toBe(8_330);
  });

  it('keeps the bonus promised for three picks: 10,000 × 7.98 × 1.03 = 82,194; × 0.439774 × 0.5 × 0.95 = 17,169.71 → 17,160', () => {
    const picks = [resolved(200, SETTLEMENT_WON), open([190, 190], { priceX100: 190 }), open()];
    expect(amountOf(bet({ bonusOddsX100: 103 }), picks)).toBe(17_160);
  });

  it('counts a void pick at 1 and drops the bonus it no longer earns: 10,000 × 3.99 × 0.439774 × 0.95 → 16,660', () => {
    const picks = [resolved(200, SETTLEMENT_VOID), resolved(190, SETTLEMENT_WON), open()];
    expect(amountOf(bet({ bonusOddsX100: 103 }), picks)).toBe(16_660);
  });

  it('caps what the bet can pay at its maximum: 300,000 × 0.439774 × 0.95 = 125,335.49 → 125,330', () => {
    expect(amountOf(bet({ maxPayout: 300_000 }), [open([210, 320, 340], { priceX100: 5000 })])).toBe(125_330);
  });

  it('values only the stake still riding: 6,000 × 2.10 × 0.439774 × 0.95 = 5,264.09 → 5,260', () => {
    expect(amountOf(bet({ stakeCashedOut: 4_000 }), [open()])).toBe(5_260);
  });

  it('has no offer once a pick lost', () => {
    expect(value(bet(), [resolved(190, SETTLEMENT_LOST), open()])).toEqual({ offer: false, reason: 'lost' });
  });

  it('has no offer while a pick cannot be traded (market or selection suspended, danger moment)', () => {
    expect(value(bet(), [open([210, 320, 340], { tradable: false })])).toEqual({ offer: false, reason: 'suspended' });
  });

  it('is not offered for virtual or same-match bets, nor for one that ended', () => {
    expect(value(bet({ gameType: GAME_TYPE_VIRTUAL }), [open()])).toEqual({ offer: false, reason: 'ineligible' });
    expect(value(bet({ sameGame: true }), [open()])).toEqual({ offer: false, reason: 'ineligible' });
    expect(value(bet({ status: SETTLEMENT_WON }), [open()])).toEqual({ offer: false, reason: 'closed' });
  });

  it('follows the operator’s switches: product, sport and size', () => {
    const off = { offer: false, reason: 'disabled' };
    expect(value(bet(), [open()], { ...ON, prematchEnabled: false })).toEqual(off);
    expect(value(bet({ gameType: GAME_TYPE_LIVE }), [open()], { ...ON, liveEnabled: false })).toEqual(off);
    expect(value(bet({ gameType: GAME_TYPE_LIVE }), [open()], { ...ON, prematchEnabled: false }).offer).toBe(true);
    expect(value(bet(), [open()], { ...ON, disabledSportIds: [FOOTBALL] })).toEqual(off);
    expect(value(bet(), [open()], { ...ON, maxStake: 9_999 })).toEqual(off);
    expect(value(bet(), [open()], { ...ON, maxStake: 10_000 }).offer).toBe(true);
  });
});
