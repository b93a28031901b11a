import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

import { appShell } from './build/app/app-shell';
import { endpointDocsOut } from './build/endpoint-docs-out';
import { firstLoadChunk } from './build/first-load-chunk';
import { muiThemeWithoutCssVars } from './build/mui-theme-without-css-vars';
import { precompress } from './build/precompress';
import { prerenderFrames } from './build/prerender';
import { reactRouterProduction } from './build/react-router-production';
import { sideEffectFreePackages } from './build/side-effect-free';
import {
  CSP_NONCE_PLACEHOLDER,
  DEFAULT_SITE_BRAND,
  SITE_BRAND_PLACEHOLDER,
} from '../../packages/contracts/src/constants';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';
/**
 * Pages whose chunks are named so that their preload lists can be left out of the first page: the
 * operator console (a handful of staff) and the cashier (members reach it from a site already
 * loaded, whose shared pieces are cached by then).
 */
const NO_PRELOAD_CHUNK = 'p-';
const noPreloadPages = /[\\/]features[\\/](admin|wallet)[\\/]pages[\\/]/;
const firstLoad = firstLoadChunk();

/**
 * In production the server puts the brand into index.html when it serves it (so SITE_BRAND needs no
 * rebuild); the dev server does the same here.
 */
const brandInDevServer = (): Plugin => ({
  name: 'site-brand-in-dev',
  apply: 'serve',
  transformIndexHtml: (html) => html.replaceAll(SITE_BRAND_PLACEHOLDER, process.env.SITE_BRAND ?? DEFAULT_SITE_BRAND),
});

/**
 * @fontsource's CSS offers every face as woff2 and woff. Every browser we serve reads woff2, so the
 * woff fallbacks only double the style sheet and the files shipped.
 */
const woff2Only = (): Plugin => ({
  name: 'fontsource-woff2-only',
  enforce: 'pre',
  transform(code, id) {
    if (!id.includes('@fontsource/')) return null;
    return code.replace(/,\s*url\([^)]+\.woff\)\s*format\(['"]woff['"]\)/g, '');
  },
});

export default defineConfig({
  plugins: [
    react(),
    endpointDocsOut(),
    reactRouterProduction(),
    brandInDevServer(),
    woff2Only(),
    precompress(),
    prerenderFrames(),
    appShell(),
  ],
  // The server replaces the placeholder with each answer's Content-Security-Policy nonce; Vite puts it
  // on index.html's tags, in meta[property=csp-nonce] and on the style sheets it links at run time.
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    // The first page carries Vite's preload map: the file name of every lazy chunk and of what each
    // one needs. Hash-only names keep that map small as pages are added (docs/decisions/011), and the
    // pages of noPreloadPages load their pieces as they go instead of listing them in every first page.
    modulePreload: {
      // Every browser the site supports follows <link rel="modulepreload"> (Safari from 17); an
      // older one fetches those chunks when they are imported instead, so the polyfill is not shipped.
      polyfill: false,
      resolveDependencies: (filename, dependencies) => (filename.includes(`/${NO_PRELOAD_CHUNK}`) ? [] : dependencies),
    },
    rollupOptions: {
      plugins: [muiThemeWithoutCssVars(), sideEffectFreePackages(), firstLoad.plugin],
      output: {
        codeSplitting: { groups: [firstLoad.group] },
        chunkFileNames: (chunk) =>
          noPreloadPages.test(chunk.facadeModuleId ?? '')
            ? `assets/${NO_PRELOAD_CHUNK}[hash:7].js`
            : 'assets/[hash:7].js',
      },
    },
  },
});
