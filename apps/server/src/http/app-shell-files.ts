import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

import {
  BUILD_INFO_PATH,
  BUILD_META_NAME,
  SERVICE_WORKER_PATH,
  WEB_MANIFEST_PATH,
  type BuildInfo,
} from '@site/contracts/app-shell';
import { SITE_BRAND_PLACEHOLDER } from '@site/contracts/constants';

import { isFileMissing } from '../lib/file-missing';

/**
 * The installable app's files (docs/decisions/040), read with index.html at start and served from
 * memory, so what they say always matches the index.html this process hands out: /build.json names
 * its build, /sw.js is its service worker, the manifest carries the configured brand. No-cache all:
 * a browser asks each time whether a deploy changed them (the hashed /assets/ are the ones cached long).
 */
export interface AppShellFiles {
  buildInfo: BuildInfo | undefined;
  serviceWorker: string | undefined;
  manifest: string | undefined;
}

export async function loadAppShellFiles(webDist: string, indexHtml: string, siteBrand: string): Promise<AppShellFiles> {
  const [serviceWorker, manifest] = await Promise.all(
    [SERVICE_WORKER_PATH, WEB_MANIFEST_PATH].map((file) => readIfPresent(path.join(webDist, file))),
  );
  const id = buildIdOf(indexHtml);
  return {
    buildInfo: id === undefined ? undefined : { id },
    serviceWorker,
    // Inside JSON strings: the brand is written as a JSON string, not HTML-escaped.
    manifest: manifest?.replaceAll(`"${SITE_BRAND_PLACEHOLDER}"`, JSON.stringify(siteBrand)),
  };
}

/** The id apps/web/build/app/app-shell.ts wrote into index.html's meta; none in a build without it. */
export function buildIdOf(indexHtml: string): string | undefined {
  return new RegExp(`<meta name="${BUILD_META_NAME}" content="([0-9a-f]+)"`).exec(indexHtml)?.[1];
}

export function registerAppShellFiles(app: FastifyInstance, files: AppShellFiles): void {
  const { buildInfo, serviceWorker, manifest } = files;
  // no-store: a tab asks this to learn whether a deploy happened; no cache may answer for the server.
  if (buildInfo)
    app.get(BUILD_INFO_PATH, (_request, reply) => reply.header('cache-control', 'no-store').send(buildInfo));
  if (serviceWorker) {
    app.get(SERVICE_WORKER_PATH, (_request, reply) =>
      reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(serviceWorker),
    );
  }
  if (manifest) {
    app.get(WEB_MANIFEST_PATH, (_request, reply) =>
      reply.header('cache-control', 'no-cache').type('application/manifest+json; charset=utf-8').send(manifest),
    );
  }
}

async function readIfPresent(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if (isFileMissing(error)) return undefined;
    throw error;
  }
}
