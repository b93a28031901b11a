/**
 * A page's filters kept in its address (?date=, ?page=, ?league= …), so that a reload or a shared
 * link shows the same list. Changing one replaces the history entry: paging through a list is not
 * a trail of pages to go back through.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** A page number from the address: a whole number from 1, else 1. */
export const pageFromQuery = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** The ?page= value for a page number: the first page is the address without one. */
export const pageParam = (page: number): string | null => (page === 1 ? null : String(page));

/** Sets (a string) or removes (null) each named parameter, keeping the others. */
export function withChanges(params: URLSearchParams, changes: Record<string, string | null>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/** The address's parameters and a setter of some of them. */
export function useAddressQuery(): [URLSearchParams, (changes: Record<string, string | null>) => void] {
  const [params, setParams] = useSearchParams();
  const setQuery = useCallback(
    (changes: Record<string, string | null>) =>
      setParams((current) => withChanges(current, changes), { replace: true }),
    [setParams],
  );
  return [params, setQuery];
}
