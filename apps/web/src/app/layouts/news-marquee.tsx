import { Suspense, lazy } from 'react';

import { useNewsLink } from '../../features/settings/api/settings';

// The sanitiser loads only when there is news to show.
const SanitizedMarquee = lazy(() => import('./sanitized-marquee'));

/** SPEC.md §2: the operator's news-link HTML scrolling under the menu. */
export function NewsMarquee() {
  const contents = useNewsLink();
  if (!contents) return null;
  return (
    <Suspense fallback={null}>
      <SanitizedMarquee html={contents} />
    </Suspense>
  );
}
