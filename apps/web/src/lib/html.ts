import { useEffect, useMemo, useState } from 'react';

/**
 * Operator HTML for member pages without DOMPurify's 11 KB on every page (docs/decisions/020):
 * HTML made only of text and bare formatting tags cannot run anything and is shown as it is; any
 * other HTML waits for the sanitiser, which loads on first need. Raw HTML is never rendered.
 */

/** Tags that carry no attribute and no behaviour, and the entities text may use. */
const HARMLESS =
  /^(?:[^<>&]|<\/?(?:b|strong|i|em|u|s|small|mark|span|p|br)\s*\/?>|&(?:amp|lt|gt|quot|apos|nbsp|#\d{1,7});)*$/i;

/** True for HTML that needs no cleaning: text and attribute-free formatting tags only. */
export const isHarmlessHtml = (html: string): boolean => HARMLESS.test(html);

type Sanitize = (html: string) => string;
let sanitizer: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;

const loadSanitizer = (): Promise<Sanitize> => {
  loading ??= import('./sanitize-html').then((module) => {
    sanitizer = module.sanitizeHtml;
    return module.sanitizeHtml;
  });
  return loading;
};

/**
 * The HTML safe to render, or null while the sanitiser it needs is loading (callers show their
 * placeholder then). `null` in gives null out; nothing is loaded for harmless HTML.
 */
export function useSafeHtml(html: string | null): string | null {
  const [ready, setReady] = useState(() => sanitizer !== null);
  const clean = useMemo(() => {
    if (html === null) return null;
    if (isHarmlessHtml(html)) return html;
    return ready && sanitizer ? sanitizer(html) : null;
  }, [html, ready]);
  const waiting = html !== null && clean === null;
  useEffect(() => {
    if (!waiting) return;
    let current = true;
    void loadSanitizer().then(() => {
      if (current) setReady(true);
    });
    return () => {
      current = false;
    };
  }, [waiting]);
  return clean;
}
