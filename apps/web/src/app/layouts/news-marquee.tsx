import { Suspense, lazy } from 'react';

import { useNewsLink } from '../../features/settings/api/settings';
import { useIdleAfterFirstPage } from '../../lib/use-idle';

// The sanitiser loads only when there is news to show, once the page itself is up.
const SanitizedMarquee = lazy(() => import('./sanitized-marquee'));

/** SPEC.md §2: the operator's news-link HTML scrolling under the menu. */
export function NewsMarquee() {
  const contents = useNewsLink();
  const idle = useIdleAfterFirstPage();
  if (!contents || !idle) return null;
  return (
    <Suspense fallback={null}>
      <SanitizedMarquee html={contents} />
    </Suspense>
  );
}
