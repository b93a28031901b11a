import DOMPurify from 'dompurify';

/**
 * HTML from the server (popups, the news marquee, board posts) is sanitised again before it is
 * rendered, whatever the server did on the way in: links open safely, no scripts or handlers.
 * Member pages reach this through lib/html.ts, which loads it only for HTML that needs it.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'] });
}
