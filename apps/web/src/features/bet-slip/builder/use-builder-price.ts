import { useQuery } from '@tanstack/react-query';

import type { BuilderPrice, BuilderRefusalBody } from '@site/contracts/api/bet-builder';
import { BUILDER_MIN_PICKS } from '@site/contracts/api/bet-builder-codes';

import { useDebounced } from '../../../lib/use-debounced';
import { fetchBuilderPrice, builderRefusalOf } from './builder-calls';
import { useBuilder } from './builder-store';

/** How long the picks must stay still before their joint price is asked: a run of taps asks once. */
export const PRICE_DEBOUNCE_MS = 300;

export interface BuilderPriceState {
  /** the joint price of exactly the picks on the slip; null while it is being asked or refused */
  price: BuilderPrice | null;
  pricing: boolean;
  /** the server's refusal: its reason and the picks at fault */
  refusal: BuilderRefusalBody | null;
  /** the call failed for another reason (network, 503): the text to show */
  failed: boolean;
}

/** The same picks, whatever order the answer lists them in. */
const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * The joint price of the builder's picks (POST /sports/fixtures/:id/builder-price), asked a moment after
 * the picks settle and again whenever the stream moves the fixture's prices (priceVersion). A price is
 * shown only for the picks it was computed for: a stale answer never prices a different combination.
 */
export function useBuilderPrice(): BuilderPriceState {
  const fixtureId = useBuilder((state) => state.fixtureId);
  const ids = useBuilder((state) => state.picks.map((p) => p.selectionId).join(','));
  const version = useBuilder((state) => state.priceVersion);
  const settled = useDebounced(`${fixtureId ?? ''}|${ids}|${version}`, PRICE_DEBOUNCE_MS);
  const [settledFixture = '', settledIds = ''] = settled.split('|');
  const selectionIds = settledIds ? settledIds.split(',').map(Number) : [];
  const enabled = settledFixture !== '' && selectionIds.length >= BUILDER_MIN_PICKS;

  const query = useQuery({
    queryKey: ['bet-builder', 'price', settled],
    queryFn: () => fetchBuilderPrice(Number(settledFixture), selectionIds),
    enabled,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 10_000,
    // While a moved price is asked again the last one of the same picks stays on screen.
    placeholderData: (previous) => previous,
  });

  const current = ids ? ids.split(',').map(Number) : [];
  const upToDate = settled === `${fixtureId ?? ''}|${ids}|${version}`;
  const price = query.data && sameIds(query.data.selectionIds, current) ? query.data : null;
  const refusal = upToDate && query.isError ? builderRefusalOf(query.error) : null;
  return {
    price: query.isError && upToDate ? null : price,
    pricing: current.length >= BUILDER_MIN_PICKS && (!upToDate || query.isFetching) && price === null,
    refusal,
    failed: upToDate && query.isError && refusal === null,
  };
}
