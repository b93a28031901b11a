/**
 * Cash-out (캐시아웃, docs/decisions/068) as the site reckons it before asking the server: which bets may
 * have an offer, what a partial one leaves riding, and how long a quote lasts. The server decides; these
 * only shape what the member is shown and offered.
 */
import type { Bet } from '@site/contracts/api/bets';
import { GAME_TYPE_LIVE, GAME_TYPE_SPORTS, SETTLEMENT_PENDING } from '@site/contracts/api/bets-codes';
import type { CashOutQuote } from '@site/contracts/api/cash-out';
import { CASH_OUT_MIN_STAKE_LEFT } from '@site/contracts/api/cash-out-codes';

/** A partial cash-out must leave the bet riding on at least this stake (the server's rule). */
export const MIN_STAKE_LEFT = CASH_OUT_MIN_STAKE_LEFT;

type BetMoney = Pick<Bet, 'stake' | 'stakeCashedOut' | 'potentialPayout'>;

/** An open sports bet, pre-match or in-play: the only kind the server may offer to cash out. */
export const mayCashOut = (bet: Pick<Bet, 'status' | 'gameType'>): boolean =>
  bet.status === SETTLEMENT_PENDING && (bet.gameType === GAME_TYPE_SPORTS || bet.gameType === GAME_TYPE_LIVE);

/** The stake a bet still rides on once partial cash-outs took their part out. */
export const stakeRiding = (bet: Pick<Bet, 'stake' | 'stakeCashedOut'>): number => bet.stake - bet.stakeCashedOut;

/**
 * The stake that taking `amount` of a quote releases: the quote is for the whole stake still riding,
 * so a part of it takes out the same share of that stake, to the won.
 */
export const stakeReleasedBy = (quote: Pick<CashOutQuote, 'amount' | 'stake'>, amount: number): number =>
  amount >= quote.amount ? quote.stake : Math.round((quote.stake * amount) / quote.amount);

/** The stake still riding after taking `amount` of the quote. */
export const stakeLeftAfter = (quote: Pick<CashOutQuote, 'amount' | 'stake'>, amount: number): number =>
  quote.stake - stakeReleasedBy(quote, amount);

/** What the stake left riding would pay if the bet wins, in proportion to the bet's potential payout now. */
export const payoutLeftAfter = (bet: BetMoney, quote: Pick<CashOutQuote, 'amount' | 'stake'>, amount: number) => {
  const riding = stakeRiding(bet);
  return riding <= 0 ? 0 : Math.floor((bet.potentialPayout * stakeLeftAfter(quote, amount)) / riding);
};

/**
 * The amounts a partial cash-out may take: from the quote's minimum to the most that still leaves
 * MIN_STAKE_LEFT riding; null when no part fits between them (a small stake is taken whole or not at all).
 */
export function partialRange(quote: CashOutQuote): { min: number; max: number } | null {
  let max = Math.min(quote.amount - 1, Math.floor((quote.amount * (quote.stake - MIN_STAKE_LEFT)) / quote.stake));
  // The released stake is rounded to the won: step down until what stays is enough.
  while (max > 0 && stakeLeftAfter(quote, max) < MIN_STAKE_LEFT) max -= 1;
  return max >= quote.minAmount ? { min: quote.minAmount, max } : null;
}

/** A typed or slid amount brought into the range (whole won). */
export const clampAmount = (amount: number, range: { min: number; max: number }): number =>
  Math.min(range.max, Math.max(range.min, Math.round(amount)));

/**
 * The part the member chose, carried to a new quote: the same share of the offer (the same share of the
 * stake), within the new quote's range; the whole of it when the new quote leaves no room for a part.
 */
export function carriedAmount(amount: number, before: CashOutQuote, after: CashOutQuote): number {
  if (amount >= before.amount) return after.amount;
  const range = partialRange(after);
  return range ? clampAmount((amount * after.amount) / before.amount, range) : after.amount;
}
