import { Suspense, lazy } from 'react';

import { useNewsLink } from '../../features/settings/api/settings';
import { useIdleAfterFirstPage } from '../../lib/use-idle';
import { MarqueeSlot } from './marquee-slot';

// The sanitiser loads only when there is news to show, once the page itself is up.
const SanitizedMarquee = lazy(() => import('./sanitized-marquee'));

/** SPEC.md §2: the operator's news-link HTML scrolling under the menu. */
export function NewsMarquee() {
  const contents = useNewsLink();
  const idle = useIdleAfterFirstPage();
  if (!contents) return null;
  // The strip keeps its place while its code loads, so the page does not jump when it appears.
  const placeholder = <MarqueeSlot sanitizedHtml={null} reserveSpace />;
  if (!idle) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <SanitizedMarquee html={contents} />
    </Suspense>
  );
}
