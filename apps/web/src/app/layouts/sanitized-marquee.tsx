import { sanitizeHtml } from '../../lib/html';
import { MarqueeSlot } from './marquee-slot';

export default function SanitizedMarquee({ html }: { html: string }) {
  return <MarqueeSlot sanitizedHtml={sanitizeHtml(html)} />;
}
