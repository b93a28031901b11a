import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * react-router 7's package exports name only its development build (dist/development, with its dev
 * warnings switched on), for every bundler and mode: remix-run/react-router#12532 and #14102, still
 * open. Its production build ships beside it in dist/production; the site's build takes that one.
 * The dev server and the tests keep the development build and its warnings.
 */
const productionEntry = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export const reactRouterProduction = (): Plugin => ({
  name: 'react-router-production',
  apply: 'build',
  enforce: 'pre',
  resolveId: (source) => (source === 'react-router' ? productionEntry : null),
});
