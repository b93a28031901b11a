import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

import { CSP_NONCE_PLACEHOLDER, SITE_BRAND_PLACEHOLDER } from '@site/contracts/constants';

import { isFileMissing } from '../lib/file-missing';
import { loadAppShellFiles, registerAppShellFiles, type AppShellFiles } from './app-shell-files';
import { isApiPath, pathOf } from './request-path';
import { styleNonceOf } from './security-headers';

// Vite puts content-hashed files under /assets, so a given URL never changes content.
const ASSETS_PREFIX = '/assets/';
/** Each open page's HTML with its first frame prerendered (apps/web/build/prerender.ts): served, never as a file. */
const FRAMES_PREFIX = '/frames/';
const FRAMES_MANIFEST = 'frames/frames.json';

export interface WebSite {
  root: string;
  /** index.html with the brand already in place; built once at start. The CSP nonce is per answer. */
  indexHtml: string;
  /** The same, with the page's frame prerendered, for each address the build framed (docs/decisions/021). */
  framedHtml: ReadonlyMap<string, string>;
  /** The build id, service worker and manifest of the same build (docs/decisions/040). */
  appShell: AppShellFiles;
}

/** The built web app, or undefined when it has not been built (API-only runs, tests). */
export async function loadWebSite(webDist: string, siteBrand: string): Promise<WebSite | undefined> {
  let template: string;
  try {
    template = await readFile(path.join(webDist, 'index.html'), 'utf8');
  } catch (error) {
    if (isFileMissing(error)) return undefined;
    throw error;
  }
  const withBrand = (html: string) => html.replaceAll(SITE_BRAND_PLACEHOLDER, escapeHtml(siteBrand));
  return {
    root: webDist,
    indexHtml: withBrand(template),
    framedHtml: await loadFramedPages(webDist, withBrand),
    appShell: await loadAppShellFiles(webDist, template, siteBrand),
  };
}

/** Each framed address's HTML, read once at start; none when the build made no frames. */
async function loadFramedPages(webDist: string, withBrand: (html: string) => string): Promise<Map<string, string>> {
  let manifest: Record<string, string>;
  try {
    manifest = JSON.parse(await readFile(path.join(webDist, FRAMES_MANIFEST), 'utf8')) as Record<string, string>;
  } catch (error) {
    if (isFileMissing(error)) return new Map();
    throw error;
  }
  const pages = await Promise.all(
    Object.entries(manifest).map(
      async ([urlPath, file]) => [urlPath, withBrand(await readFile(path.join(webDist, file), 'utf8'))] as const,
    ),
  );
  return new Map(pages);
}

export async function registerWebSite(app: FastifyInstance, site: WebSite): Promise<void> {
  await app.register(fastifyStatic, {
    root: site.root,
    // index.html always goes through sendIndexHtml so the placeholder never reaches a browser.
    index: false,
    redirect: false,
    cacheControl: false,
    // The build writes .br and .gz beside each asset (apps/web/vite.config.ts); send the smallest
    // the browser accepts instead of compressing on every request.
    preCompressed: true,
    allowedPath: (pathName) =>
      !isApiPath(pathName) && pathName !== '/index.html' && !pathName.startsWith(FRAMES_PREFIX),
    setHeaders: (res, filePath) => {
      const isAsset = filePath.startsWith(path.join(site.root, ASSETS_PREFIX));
      res.setHeader('cache-control', isAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  registerAppShellFiles(app, site.appShell);
  // The static plugin refuses a directory without an index file; the home page is the app itself.
  app.get('/', (_request, reply) => sendIndexHtml(reply, site));
}

export function isAssetPath(urlPath: string): boolean {
  return urlPath.startsWith(ASSETS_PREFIX);
}

export function sendIndexHtml(reply: FastifyReply, site: WebSite): FastifyReply {
  // The page's own frame when the build made one for its address, the bare app otherwise.
  const page = site.framedHtml.get(pathOf(reply.request.url)) ?? site.indexHtml;
  // The nonce this answer's Content-Security-Policy names (security-headers.ts); without one there is no
  // policy to satisfy and an empty nonce is inert.
  const html = page.replaceAll(CSP_NONCE_PLACEHOLDER, styleNonceOf(reply) ?? '');
  return reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
