import createCache, { type EmotionCache } from '@emotion/cache';

import { CSP_NONCE_PLACEHOLDER } from '@site/contracts/constants';

/**
 * The nonce the server gave this page for its Content-Security-Policy (docs/decisions/013), or none
 * when the page was served unprocessed (Vite's dev server, tests). Browsers hide a nonce attribute's
 * value once the page has loaded; the `nonce` property keeps it.
 */
export function pageStyleNonce(doc: Document = document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute('nonce');
  return nonce && nonce !== CSP_NONCE_PLACEHOLDER ? nonce : undefined;
}

/**
 * Emotion's cache as MUI would make it (key 'css'), except that every <style> it inserts carries the
 * page's nonce: the CSP allows style elements only with it, so that HTML slipped into the page cannot
 * bring its own style sheet.
 */
export function createStyleCache(): EmotionCache {
  return createCache({ key: 'css', nonce: pageStyleNonce() });
}
