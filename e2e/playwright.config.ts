import { defineConfig } from '@playwright/test';

import { VIEWPORT_WIDTH_MOBILE, VIEWPORT_WIDTH_PC } from '@site/contracts/constants';

import { testBrowserLaunchOptions } from '../scripts/lib/chromium.mjs';
import { repoRoot } from '../scripts/lib/paths.mjs';
import { mainPort as port, testServerEnv } from './support/server-env';

export const baseURL = `http://127.0.0.1:${port}`;

/** The built site and the real server on a fresh embedded database (see serve-fresh.mjs). */
export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  // Two browsers, the server and its PostgreSQL share two cores: under that load a page's first
  // paint has taken over 5 s (Playwright's default wait), so a check waits up to 10 s for its state.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: testBrowserLaunchOptions,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    trace: 'off',
    // The service worker has its own spec (installable-app.spec.ts, which allows it); elsewhere it would
    // install in every fresh context and serve files past the routes a spec stubs.
    serviceWorkers: 'block',
  },
  // Every spec runs at both widths unless tagged: '@phone-only' for a flow whose layout only matters
  // on a phone (a member's journey the issue asks for at 425), '@pc-only' for the operator console,
  // which is laid out for a desk. The width-dependent parts of the site keep running at both.
  projects: [
    { name: 'setup', testMatch: /\.setup\.ts$/ },
    // Switches that change the site for everyone (maintenance, sign-up closed, the feed fast-forwarded)
    // run on a server and database of their own (support/own-server.ts), so they change nobody else's
    // site and run beside the rest instead of after it. First in this list, so that their one worker
    // starts on them while the other takes the widths' tests (docs/decisions/056).
    {
      name: 'site-wide',
      dependencies: ['setup'],
      testMatch: /site-wide\/.*\.spec\.ts$/,
      fullyParallel: false,
      // One file at a time: maintenance switched on by one file would send another's page home.
      workers: 1,
    },
    {
      name: 'mobile-425',
      dependencies: ['setup'],
      testIgnore: /site-wide\//,
      grepInvert: /@pc-only/,
      use: { viewport: { width: VIEWPORT_WIDTH_MOBILE, height: 900 } },
    },
    {
      name: 'pc-1607',
      dependencies: ['setup'],
      testIgnore: /site-wide\//,
      grepInvert: /@phone-only/,
      use: { viewport: { width: VIEWPORT_WIDTH_PC, height: 1000 } },
    },
  ],
  webServer: {
    command: 'node scripts/serve-fresh.mjs',
    cwd: repoRoot,
    env: testServerEnv(port),
    url: `${baseURL}/api/health`,
    // SIGTERM, not Playwright's default SIGKILL: the server stops its PostgreSQL and deletes its
    // throw-away data folder on the way out (scripts/serve-fresh.mjs); killed, it left ~60 MB a run.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
