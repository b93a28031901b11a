import type { ReportProduct } from '@site/contracts/api/admin-reports';
import type { LedgerReason } from '@site/contracts/ledger-reasons';

/**
 * What each ledger reason counts as in the operator's reports (docs/decisions/078): the one table the
 * report's SQL and its test are both built from. Only money is counted (points are not the operator's
 * money until converted: the conversion's money half is the bonus).
 *
 * - `stake`: signed won the operator took for play, negated (a stake of −10,000 counts +10,000); a
 *   refund of a stake (void, cancel, rollback) is a positive amount, so it takes the stake back out on
 *   the day it is booked. An operator's void books the stake less what the bet had paid as one amount;
 *   counting it here keeps GGR exact (stakes − payouts nets the bet to zero) though stakes then read
 *   low by that payout.
 * - `payout`: signed won paid back for play: payouts, resettlement differences, cash-outs, wins, the
 *   jackpot.
 * - `bonus`: money given away: deposit bonuses, coupons, attendance and roulette money, tournament
 *   prizes, rolling paid out, points converted into money.
 * - `deposit` / `withdrawal`: the cashier's money, won and tether alike (tether as booked in won); a
 *   refused withdrawal's refund takes it back out on the day it is booked.
 *
 * `product` says whose product a stake or payout is: a fixed one (casino and slot money have reasons of
 * their own), or `bet` for the sportsbook's reasons, whose product is the bet's game type (BET_PRODUCTS).
 * `null`: not in any report — opening balances and an operator's hand corrections.
 */
export type Measure =
  { measure: 'stake' | 'payout'; product: ReportProduct | 'bet' } | { measure: 'bonus' | 'deposit' | 'withdrawal' };

export const REASON_MEASURES: Record<LedgerReason, Measure | null> = {
  opening: null,
  operator: null,
  bet_stake: { measure: 'stake', product: 'bet' },
  bet_void: { measure: 'stake', product: 'bet' },
  bet_cancel: { measure: 'stake', product: 'bet' },
  bet_operator_void: { measure: 'stake', product: 'bet' },
  bet_payout: { measure: 'payout', product: 'bet' },
  bet_resettle: { measure: 'payout', product: 'bet' },
  bet_cash_out: { measure: 'payout', product: 'bet' },
  casino_stake: { measure: 'stake', product: 'casino' },
  casino_refund: { measure: 'stake', product: 'casino' },
  casino_win: { measure: 'payout', product: 'casino' },
  slot_stake: { measure: 'stake', product: 'slot' },
  slot_refund: { measure: 'stake', product: 'slot' },
  slot_win: { measure: 'payout', product: 'slot' },
  // the slot jackpot's pool, fed by slot stakes
  jackpot: { measure: 'payout', product: 'slot' },
  deposit: { measure: 'deposit' },
  tether_deposit: { measure: 'deposit' },
  withdrawal: { measure: 'withdrawal' },
  withdrawal_refund: { measure: 'withdrawal' },
  tether_withdrawal: { measure: 'withdrawal' },
  tether_withdrawal_refund: { measure: 'withdrawal' },
  deposit_bonus: { measure: 'bonus' },
  coupon_use: { measure: 'bonus' },
  attendance_reward: { measure: 'bonus' },
  roulette_prize: { measure: 'bonus' },
  tournament_prize: { measure: 'bonus' },
  rolling_settlement: { measure: 'bonus' },
  point_convert: { measure: 'bonus' },
};

/** A bet's product by its game type (bets.game_type): live is sports; 5 (casino) books casino reasons. */
export const BET_PRODUCTS: Record<number, ReportProduct> = { 1: 'sports', 2: 'sports', 3: 'minigame', 4: 'virtual' };

/** The reasons of one measure (and, for stakes and payouts, one product or the bet-resolved ones). */
export function reasonsOf(measure: Measure['measure'], product?: ReportProduct | 'bet'): LedgerReason[] {
  return (Object.entries(REASON_MEASURES) as [LedgerReason, Measure | null][])
    .filter(
      ([, entry]) =>
        entry?.measure === measure && (product === undefined || ('product' in entry && entry.product === product)),
    )
    .map(([reason]) => reason);
}

/** The reasons of the cashier's first booking (not its refund): what a count of deposits or withdrawals counts. */
export const DEPOSIT_BOOKINGS: LedgerReason[] = ['deposit', 'tether_deposit'];
export const WITHDRAWAL_BOOKINGS: LedgerReason[] = ['withdrawal', 'tether_withdrawal'];
export const WITHDRAWAL_REFUNDS: LedgerReason[] = ['withdrawal_refund', 'tether_withdrawal_refund'];
