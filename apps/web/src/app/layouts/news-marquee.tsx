import { useNewsLink } from '../../features/settings/api/settings';
import { useSafeHtml } from '../../lib/html';
import { useIdleAfterFirstPage } from '../../lib/use-idle';
import { MarqueeSlot } from './marquee-slot';

/**
 * SPEC.md §2: the operator's news-link HTML scrolling under the menu. It appears once the page
 * itself is up and the browser idle, and the strip keeps its place until then (and while the
 * sanitiser loads, for HTML that needs it), so the page does not jump when it appears. The strip
 * is held while the news is not known yet too: the prerendered frame (which has no data) shows it,
 * so nothing moves when the app takes over; it goes only when the operator has no news.
 */
export function NewsMarquee() {
  const contents = useNewsLink();
  const idle = useIdleAfterFirstPage();
  const safeHtml = useSafeHtml(idle ? (contents ?? null) : null);
  if (contents === null) return null;
  return <MarqueeSlot sanitizedHtml={safeHtml} reserveSpace />;
}
