/**
 * The site-wide tests' own server (docs/decisions/056). Their switches (maintenance, sign-up closed,
 * the feed fast-forwarded) change the site for everyone, so they used to wait until every other test
 * had finished and then ran one at a time while the second worker sat idle. On a server and database
 * of their own they change nobody else's site, and run beside the rest of the suite instead.
 *
 * The server starts once per worker (the project runs on one), on a fresh embedded database like the
 * config's, and its administrator logs in once, as the setup project does for the main server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

import { request as newRequest } from '@playwright/test';

import { repoRoot } from '../../scripts/lib/paths.mjs';
import { test as base } from '../fixtures';
import { adminTokenFile, login, saveAdminToken, useAdminTokenFile } from './api';
import { siteWidePort, testServerEnv } from './server-env';

export { expect } from '../fixtures';

const START_TIMEOUT_MS = 120_000;

async function waitUntilHealthy(url: string, server: ChildProcess): Promise<void> {
  const until = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`the site-wide server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the site-wide server did not answer ${url}/api/health within ${START_TIMEOUT_MS / 1000} s`);
}

/** SIGTERM, as the config's server gets: it stops its PostgreSQL and deletes its data folder on the way out. */
async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

export const test = base.extend<object, { siteWideServer: string }>({
  siteWideServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first argument
    async ({}, use) => {
      const url = `http://127.0.0.1:${siteWidePort}`;
      const server = spawn(process.execPath, ['scripts/serve-fresh.mjs'], {
        cwd: repoRoot,
        env: { ...process.env, ...testServerEnv(siteWidePort) },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      try {
        await waitUntilHealthy(url, server);
        useAdminTokenFile(path.join(path.dirname(adminTokenFile), `.admin-token-${siteWidePort}`));
        const api = await newRequest.newContext({ baseURL: url });
        saveAdminToken(await login(api, 'admin', 'admin1234'));
        await api.dispose();
        await use(url);
      } finally {
        await stop(server);
      }
    },
    { scope: 'worker', timeout: START_TIMEOUT_MS + 30_000 },
  ],
  baseURL: async ({ siteWideServer }, use) => use(siteWideServer),
});
