import { APP_ICONS } from '../../../../packages/contracts/src/app-shell';
import { SITE_BRAND_PLACEHOLDER, SITE_TITLE_SUFFIX } from '../../../../packages/contracts/src/constants';

/** Colours of src/app/theme.ts and index.html's theme-color, so the launch screen matches the page. */
const BACKGROUND = '#111113';
const THEME = '#121212';

/**
 * The web manifest that makes the site installable. Its name is the brand placeholder: the server puts
 * the configured brand there when it serves it, as it does in index.html (apps/server web-site.ts).
 */
export function webManifest(): string {
  return JSON.stringify(
    {
      name: SITE_BRAND_PLACEHOLDER,
      short_name: SITE_BRAND_PLACEHOLDER,
      description: SITE_TITLE_SUFFIX,
      lang: 'ko',
      dir: 'ltr',
      id: '/',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: BACKGROUND,
      theme_color: THEME,
      icons: [
        { src: APP_ICONS.any192, sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: APP_ICONS.any512, sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: APP_ICONS.maskable512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ],
    },
    null,
    2,
  );
}
