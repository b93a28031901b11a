import { Suspense, lazy } from 'react';
import { useSearchParams } from 'react-router';

import { SEARCH_TEXT_MAX } from '@site/contracts/api/sports-search-codes';

// The results (their query, list and date formats) load only once a member searches.
const SearchResults = lazy(() => import('../components/search-results'));

/** The search box's `?search=` on any page of the main layout: the results above the page. */
export function SearchResultsSlot() {
  const [params, setParams] = useSearchParams();
  const text = (params.get('search') ?? '').trim().slice(0, SEARCH_TEXT_MAX);
  if (!text) return null;
  const close = () => {
    const next = new URLSearchParams(params);
    next.delete('search');
    setParams(next);
  };
  return (
    <Suspense fallback={null}>
      <SearchResults key={text} text={text} onClose={close} />
    </Suspense>
  );
}
