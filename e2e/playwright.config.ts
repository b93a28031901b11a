import { defineConfig } from '@playwright/test';

import { VIEWPORT_WIDTH_MOBILE, VIEWPORT_WIDTH_PC } from '@site/contracts/constants';

import { chromiumLaunchOptions } from '../scripts/lib/chromium.mjs';
import { repoRoot } from '../scripts/lib/paths.mjs';

const port = Number(process.env.E2E_PORT ?? 4318);
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
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    trace: 'off',
  },
  projects: [
    { name: 'mobile-425', use: { viewport: { width: VIEWPORT_WIDTH_MOBILE, height: 900 } } },
    { name: 'pc-1607', use: { viewport: { width: VIEWPORT_WIDTH_PC, height: 1000 } } },
  ],
  webServer: {
    command: 'node scripts/serve-fresh.mjs',
    cwd: repoRoot,
    env: { PORT: String(port) },
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
