// `npm run screenshots`: the README's pictures of the home page at 425 and 1607 wide, taken from
// the built site on a fresh demo database.
import path from 'node:path';

import { chromium } from '@playwright/test';

import { ensureChromium } from './ensure-chromium.mjs';
import { ensureDependencies } from './ensure-deps.mjs';
import { chromiumLaunchOptions } from './lib/chromium.mjs';
import { startFreshServer } from './lib/fresh-server.mjs';
import { repoRoot } from './lib/paths.mjs';
import { npmCommand, run } from './lib/run.mjs';

const pages = (process.env.SCREENSHOT_PATHS ?? '/').split(',');
const outDir = process.env.SCREENSHOT_DIR ?? path.join(repoRoot, 'docs', 'screenshots');

await ensureDependencies();
await ensureChromium();
await run(npmCommand, ['run', 'build', '--silent']);
const server = await startFreshServer(Number(process.env.SCREENSHOT_PORT ?? 4320));
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const pagePath of pages) {
    for (const { width, height } of [
      { width: 425, height: 900 },
      { width: 1607, height: 1000 },
    ]) {
      const page = await browser.newPage({ viewport: { width, height }, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
      await page.goto(`${server.url}${pagePath}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.evaluate(() => document.fonts.ready);
      const name = pagePath === '/' ? 'home' : pagePath.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-');
      const file = path.join(outDir, `${name}-${width}.png`);
      await page.screenshot({ path: file });
      console.log(`wrote ${path.relative(repoRoot, file)}`);
      await page.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
