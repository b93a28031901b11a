/** The member's cash-out calls: the offers the lists poll, a quote, taking it, and auto cash-out. */
import { keepPreviousData } from '@tanstack/react-query';

import type { CashOutMovedBody, CashOutQuote, TakeCashOut } from '@site/contracts/api/cash-out';
import { cashOutEndpoints } from '@site/contracts/endpoints/cash-out';

import { ApiError } from '../../../lib/api-client';
import { call, endpointQuery } from '../../../lib/call';

/**
 * How often a list showing open bets asks for their offers. Only while it is on screen and the tab is
 * visible (TanStack stops a hidden tab's intervals): one small call for every bet on the screen, which a
 * phone pays less for than holding the odds stream open on pages that have no other use for it.
 */
export const OFFER_POLL_MS = 3_000;

/** The offers of these bets (at most 50, the call's bound), polled while shown; none asked for none. */
export const cashOutOffersQuery = (memberId: number, betIds: readonly number[]) =>
  endpointQuery(
    cashOutEndpoints.offers,
    { query: { ids: betIds.join(',') } },
    {
      scope: memberId,
      enabled: betIds.length > 0,
      staleTime: 0,
      refetchInterval: OFFER_POLL_MS,
      refetchIntervalInBackground: false,
      // A bet settling changes the ids asked about: the offers of the others stay up meanwhile.
      placeholderData: keepPreviousData,
    },
  );

/** A fresh quote for the dialog: never cached, as it lasts only seconds. */
export const fetchCashOutQuote = (betId: number): Promise<CashOutQuote> =>
  call(cashOutEndpoints.quote, { params: { id: betId } });

export const takeCashOut = (betId: number, body: TakeCashOut) =>
  call(cashOutEndpoints.take, { params: { id: betId }, body });

/** Sets the value at which the bet cashes out by itself; null removes it. */
export const saveAutoCashOut = (betId: number, at: number | null) =>
  call(cashOutEndpoints.auto, { params: { id: betId }, body: { at } });

/**
 * The 409 of a quote that expired or moved, checked by shape rather than parsed with zod (the server
 * validates its answers, docs/decisions/006): its Korean message and the new quote, or null.
 */
export function cashOutMovedOf(error: unknown): CashOutMovedBody | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body;
  if (typeof body !== 'object' || body === null || !('quote' in body)) return null;
  const quote = body.quote as CashOutQuote | null;
  return { message: error.message, quote: quote && typeof quote.amount === 'number' ? quote : null };
}
