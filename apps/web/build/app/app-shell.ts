import { createHash } from 'node:crypto';
import path from 'node:path';

import { build, type Plugin, type ResolvedConfig } from 'vite';

import {
  APP_ICONS,
  BUILD_META_NAME,
  SERVICE_WORKER_PATH,
  WEB_MANIFEST_PATH,
} from '../../../../packages/contracts/src/app-shell';
import { appIconPng, type IconShape } from './app-icon';
import { webManifest } from './web-manifest';

const WORKER_SOURCE = 'src/lib/pwa/service-worker.ts';
const BUILD_ID_LENGTH = 12;

const icons: readonly [path: string, size: number, shape: IconShape][] = [
  [APP_ICONS.any192, 192, 'rounded'],
  [APP_ICONS.any512, 512, 'rounded'],
  [APP_ICONS.maskable512, 512, 'full-bleed'],
  [APP_ICONS.appleTouch, 180, 'full-bleed'],
];

/**
 * The build's id: index.html names the entry script and style sheet by their content hashes, and the
 * entry names every lazy part by its own, so any change to the site's code changes the id.
 */
export const buildIdOf = (indexHtml: string): string =>
  createHash('sha256').update(indexHtml).digest('hex').slice(0, BUILD_ID_LENGTH);

/** The files index.html loads first (entry, style sheet, preloaded parts): the offline shell's. */
export const shellFilesOf = (indexHtml: string): string[] => [
  ...new Set([...indexHtml.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1] ?? '')),
];

export const withBuildMeta = (indexHtml: string, buildId: string): string =>
  indexHtml.replace('</head>', `  <meta name="${BUILD_META_NAME}" content="${buildId}" />\n  </head>`);

/**
 * Makes the site installable and lets open pages follow a deploy (docs/decisions/040): the build id in
 * index.html's meta (which /build.json repeats, apps/server web-site.ts), the web manifest, the icons
 * drawn by code, and /sw.js, the service worker built on its own with this build's id and shell.
 */
export const appShell = (): Plugin => {
  let config: ResolvedConfig;
  let buildId = '';
  let shellFiles: string[] = [];
  return {
    name: 'installable-app-shell',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') return;
        const html = String(index.source);
        buildId = buildIdOf(html);
        index.source = withBuildMeta(html, buildId);
        shellFiles = [...shellFilesOf(html), ...icons.map(([file]) => file)];
        for (const [file, size, shape] of icons) {
          this.emitFile({ type: 'asset', fileName: file.slice(1), source: appIconPng(size, shape) });
        }
        this.emitFile({ type: 'asset', fileName: WEB_MANIFEST_PATH.slice(1), source: webManifest() });
      },
    },
    async closeBundle() {
      if (!buildId || config.build.write === false) return;
      await build({
        configFile: false,
        root: config.root,
        logLevel: 'warn',
        define: { __BUILD_ID__: JSON.stringify(buildId), __SHELL_FILES__: JSON.stringify(shellFiles) },
        build: {
          outDir: path.resolve(config.root, config.build.outDir),
          emptyOutDir: false,
          copyPublicDir: false,
          target: config.build.target,
          lib: {
            entry: path.resolve(config.root, WORKER_SOURCE),
            formats: ['iife'],
            name: 'siteServiceWorker',
            fileName: () => SERVICE_WORKER_PATH.slice(1),
          },
        },
      });
    },
  };
};
