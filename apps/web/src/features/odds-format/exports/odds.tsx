/**
 * What every price on the site is written with (docs/decisions/070): the member's 배당 표시 방식 applied
 * to a decimal price. Prices stay decimal in every store, call and comparison; only the text changes.
 * `<Odds value={price} />` in markup, `useFormatOdds()` for a text (an aria-label, a message).
 */
import { useCallback } from 'react';

import { formatOdds, type OddsFormat } from '@site/contracts/rules/odds-format';

import { useOddsFormatStore } from '../store';

/** The format prices are shown in now (a narrow subscription: a price re-renders only when it changes). */
export const useOddsFormat = (): OddsFormat => useOddsFormatStore((state) => state.shown);

/** `(price) => text` in the format shown, for texts that carry a price. */
export function useFormatOdds(): (price: number | null | undefined) => string {
  const format = useOddsFormat();
  return useCallback((price) => formatOdds(price, format), [format]);
}

/** One price, as text in the format shown: 1.85 reads 17/20, -118 or 0.85 when the member chose so. */
export function Odds({ value }: { value: number | null | undefined }) {
  return <>{formatOdds(value, useOddsFormat())}</>;
}

/** The same, outside a component (a message written when a store changes). */
export const formatOddsNow = (price: number | null | undefined): string =>
  formatOdds(price, useOddsFormatStore.getState().shown);
