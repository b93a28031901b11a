import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import type { CashOutQuote } from '@site/contracts/api/cash-out';

import { useElapsedSeconds } from '../../../lib/countdown';
import { fetchCashOutQuote, OFFER_POLL_MS } from '../api/cash-out';

/** A quote as the dialog holds it: with when it arrived (performance.now()) and the seconds it had then. */
export interface HeldQuote {
  quote: CashOutQuote;
  heardAt: number;
  seconds: number;
}

const held = (quote: CashOutQuote): HeldQuote => ({
  quote,
  heardAt: performance.now(),
  // From the seconds the server gave, on the page's monotonic timer: the device's clock may be wrong.
  seconds: quote.expiresInSeconds,
});

const quoteKey = (betId: number) => ['cash-out-quote', betId] as const;

/**
 * The dialog's quote of one bet: fetched when the dialog opens and again as soon as the last one runs
 * out, so the figure the member confirms is one the server still honours. A refusal (the market is
 * suspended …) is asked again every few seconds while the dialog stays open. `replace` holds the new
 * quote a 409 brought.
 */
export function useCashOutQuote(betId: number) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: quoteKey(betId),
    queryFn: async () => held(await fetchCashOutQuote(betId)),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchInterval: (current) => (current.state.status === 'error' ? OFFER_POLL_MS : false),
  });
  const { refetch, isFetching, isError } = query;
  // A refused renewal leaves the last quote in the cache; it has run out, so it is not shown or taken.
  const current = isError ? undefined : query.data;
  const elapsed = useElapsedSeconds(current?.heardAt);
  const secondsLeft = current ? Math.max(0, current.seconds - elapsed) : null;
  const expired = secondsLeft === 0;
  useEffect(() => {
    if (expired && !isFetching) void refetch();
  }, [expired, isFetching, refetch]);

  return {
    quote: current?.quote ?? null,
    secondsLeft,
    renewing: isFetching,
    /** the server's reason when there is no quote to give */
    error: isError ? query.error : null,
    replace: (quote: CashOutQuote | null) => {
      if (quote) queryClient.setQueryData(quoteKey(betId), held(quote));
      else void refetch();
    },
  };
}
