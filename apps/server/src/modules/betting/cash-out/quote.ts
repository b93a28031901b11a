/** Quotes and offers as the member's calls answer them. */
import type { CashOutOffers, CashOutQuote } from '@site/contracts/api/cash-out';
import type { BetRow } from '../../../db/schema/bets';
import { AppError } from '../../../http/app-error';
import { betErrors } from '../errors';
import { findMemberBet } from '../repo';
import { cashOutReasonMessages } from './messages';
import { valuationContext, valueOf, valuesOf } from './offer';
import { partRules } from './parts';
import { signQuote } from './quote-token';
import { memberBetsOfIds } from './repo';
import { loadCashOutRules } from './settings';
import type { CashOutDeps } from './take';
import type { CashOutValue } from './value';

/** A signed quote of this offer, valid for the operator's quote_seconds from now. */
export async function quoteOf(
  { db, clock }: CashOutDeps,
  bet: BetRow,
  value: Extract<CashOutValue, { offer: true }>,
): Promise<CashOutQuote> {
  const { quoteSeconds } = await loadCashOutRules(db);
  const expiresAt = new Date(clock.now().getTime() + quoteSeconds * 1000);
  const claim = { betId: bet.id, memberId: bet.memberId, stake: value.stake, amount: value.amount, expiresAt };
  return {
    betId: bet.id,
    amount: value.amount,
    stake: value.stake,
    minAmount: partRules(value.stake, value.amount).minAmount,
    quoteId: await signQuote(db, claim),
    expiresAt: expiresAt.toISOString(),
    expiresInSeconds: quoteSeconds,
  };
}

/** GET /bets/:id/cash-out: a quote, 400 with the Korean reason when there is no offer, 404 for another's bet. */
export async function cashOutQuote(deps: CashOutDeps, memberId: number, betId: number): Promise<CashOutQuote> {
  const bet = await findMemberBet(deps.db, memberId, betId);
  if (!bet) throw new AppError(404, betErrors.betNotFound);
  const value = await valueOf(deps.db, bet, await valuationContext(deps.db, deps.clock.now(), deps.danger));
  if (!value.offer) throw new AppError(400, cashOutReasonMessages[value.reason], { reason: value.reason });
  return quoteOf(deps, bet, value);
}

/** GET /bets/cash-out-offers?ids=…: the offers of the member's bets among the ids, in the order asked. */
export async function cashOutOffers(deps: CashOutDeps, memberId: number, betIds: number[]): Promise<CashOutOffers> {
  const rows = await memberBetsOfIds(deps.db, memberId, [...new Set(betIds)]);
  const values = await valuesOf(deps.db, rows, await valuationContext(deps.db, deps.clock.now(), deps.danger));
  const offers = [...new Set(betIds)].flatMap((betId): CashOutOffers['offers'] => {
    const value = values.get(betId);
    if (!value) return [];
    return value.offer
      ? [{ betId, amount: value.amount, reason: null, message: null }]
      : [{ betId, amount: null, reason: value.reason, message: cashOutReasonMessages[value.reason] }];
  });
  return { offers };
}
