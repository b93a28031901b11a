/**
 * How a sports bet ends (SPEC.md §4 codes): pure arithmetic shared by placement (total odds, bonus,
 * potential payout) and settlement, so the payout a member was promised and the one credited are
 * computed by the same lines. Prices are decimal odds with two places (1.85); the arithmetic runs
 * on whole hundredths in BigInt, so no float rounding can add or lose a won.
 */
import type { BonusOddsRule, SettlementCode } from '../api/bets';
// The codes from the zod-free module: the bet slip uses these rules in the browser (docs/decisions/020).
import {
  SETTLEMENT_CANCELLED,
  SETTLEMENT_LOST,
  SETTLEMENT_PENDING,
  SETTLEMENT_VOID,
  SETTLEMENT_WON,
} from '../api/bets-codes';

/** 1.85 → 185; prices arrive with at most two places, so rounding only removes float noise. */
export const toX100 = (price: number): number => Math.round(price * 100);

/** The multiplier for this many picks: the rule with the highest minPicks that applies; 1 when none does. */
export function bonusOddsFor(rules: readonly BonusOddsRule[], pickCount: number): number {
  let best: BonusOddsRule | undefined;
  for (const rule of rules) {
    if (rule.minPicks <= pickCount && (!best || rule.minPicks > best.minPicks)) best = rule;
  }
  return best?.odds ?? 1;
}

/** Product of the prices (×100 each), floored to two places, as ×100. No picks: 1.00. */
export function totalOddsX100(pricesX100: readonly number[]): number {
  if (pricesX100.length === 0) return 100;
  let product = 1n;
  for (const price of pricesX100) product *= BigInt(price);
  return Number(product / 100n ** BigInt(pricesX100.length - 1));
}

/** floor(stake × odds × bonus) in whole won; odds and bonus as ×100. */
export function payoutFor(stake: number, oddsX100: number, bonusX100: number): number {
  return Number((BigInt(stake) * BigInt(oddsX100) * BigInt(bonusX100)) / 10_000n);
}

export interface OutcomePick {
  /** decimal odds the pick was placed at */
  price: number;
  result: SettlementCode;
}

export interface OutcomeBet {
  stake: number;
  /** the bet's cap on any payout (the level's maximum when it was placed) */
  maxPayout: number;
  /** the bonus promised at placement */
  bonusOdds: number;
  picks: readonly OutcomePick[];
  /**
   * A same-game bet's joint price (bet builder, docs/decisions/069): its picks win or lose together at
   * this price, not at the product of theirs, and with no bonus.
   */
  sameGameOdds?: number;
}

export interface Outcome {
  status: SettlementCode;
  /** won to credit: the payout when won, the stake when void, 0 when lost, null while pending */
  payout: number | null;
}

const isVoidLike = (result: SettlementCode): boolean => result === SETTLEMENT_VOID || result === SETTLEMENT_CANCELLED;

/**
 * One lost pick loses the bet at once. Once every pick is resolved: all void or cancelled → void (the
 * stake back); otherwise won, the void and cancelled picks counting at odds 1 and the bonus that of
 * the picks left (never above the one promised). A same-game bet is void (the stake back) when any pick
 * is void or cancelled, since its joint price describes all of its picks together and no fewer; all won,
 * it pays stake × its joint price. The payout never exceeds the bet's maximum.
 */
export function betOutcome(bet: OutcomeBet, bonusRules: readonly BonusOddsRule[]): Outcome {
  if (bet.picks.some((pick) => pick.result === SETTLEMENT_LOST)) return { status: SETTLEMENT_LOST, payout: 0 };
  if (bet.picks.length === 0 || bet.picks.some((pick) => pick.result === SETTLEMENT_PENDING)) {
    return { status: SETTLEMENT_PENDING, payout: null };
  }
  if (bet.sameGameOdds !== undefined) {
    if (bet.picks.some((pick) => isVoidLike(pick.result))) return { status: SETTLEMENT_VOID, payout: bet.stake };
    const payout = payoutFor(bet.stake, toX100(bet.sameGameOdds), 100);
    return { status: SETTLEMENT_WON, payout: Math.min(payout, bet.maxPayout) };
  }
  const won = bet.picks.filter((pick) => !isVoidLike(pick.result));
  if (won.length === 0) return { status: SETTLEMENT_VOID, payout: bet.stake };

  // With nothing voided the promise made at placement holds, even if the operator changed the rules since.
  const bonus =
    won.length === bet.picks.length ? bet.bonusOdds : Math.min(bet.bonusOdds, bonusOddsFor(bonusRules, won.length));
  const odds = totalOddsX100(won.map((pick) => toX100(pick.price)));
  const payout = payoutFor(bet.stake, odds, toX100(bonus));
  return { status: SETTLEMENT_WON, payout: Math.min(payout, bet.maxPayout) };
}
