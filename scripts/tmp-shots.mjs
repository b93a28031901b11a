// One-off (deleted before the last commit): `node scripts/tmp-shots.mjs measure|shots` against the
// built site on a fresh server at E2E_PORT. measure: gzip JS until quiet on /casino and /slot (425 px,
// signed in). shots: screenshots of the lobbies and events at 425 and 1607 under /work/shots/art/.
import { mkdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

import { chromium } from '@playwright/test';

import { chromiumLaunchOptions } from './lib/chromium.mjs';
import { startFreshServer } from './lib/fresh-server.mjs';

const mode = process.argv[2] ?? 'shots';
const port = Number(process.env.E2E_PORT ?? 4394);
const server = await startFreshServer(port);
const browser = await chromium.launch(chromiumLaunchOptions);
const out = '/work/shots/art';
mkdirSync(out, { recursive: true });

async function token() {
  const response = await fetch(`${server.url}/api/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId: 'demo', password: 'demo1234' }),
  });
  return (await response.json()).token;
}

async function context(width, signedIn) {
  const ctx = await browser.newContext({
    viewport: { width, height: 900 },
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    baseURL: server.url,
  });
  if (signedIn) {
    const expiresAt = new Date(Date.now() + 10 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
    const value = JSON.stringify({ token: await token(), expiresAt });
    await ctx.addInitScript((v) => localStorage.setItem('site.auth', v), value);
  }
  return ctx;
}

const quiet = async (page) => {
  let last = Date.now();
  page.on('request', () => (last = Date.now()));
  page.on('requestfinished', () => (last = Date.now()));
  const started = Date.now();
  while (Date.now() - last < 1500 && Date.now() - started < 20_000) await new Promise((r) => setTimeout(r, 100));
};

try {
  if (mode === 'measure') {
    for (const path of ['/casino', '/slot', '/event']) {
      const sizes = [];
      for (let run = 0; run < 3; run += 1) {
        const ctx = await context(425, true);
        const page = await ctx.newPage();
        const bodies = [];
        page.on('response', (response) => {
          if (response.request().resourceType() === 'script') bodies.push(response.body().catch(() => Buffer.alloc(0)));
        });
        await page.goto(path);
        await quiet(page);
        const total = (await Promise.all(bodies)).reduce((sum, body) => sum + gzipSync(body).length, 0);
        sizes.push(total);
        await ctx.close();
      }
      sizes.sort((a, b) => a - b);
      console.log(`${path}: ${(sizes[1] / 1024).toFixed(1)} KB gzip JS until quiet (median of 3)`);
    }
  } else {
    const pages = [
      ['casino', '/casino'],
      ['slot', '/slot'],
      ['slot-cx', '/slot/index_cx'],
      ['event', '/event'],
      ['event-detail', '/event/1'],
      ['home', '/'],
    ];
    for (const width of [425, 1607]) {
      const ctx = await context(width, true);
      const page = await ctx.newPage();
      page.on('console', (message) => {
        if (message.type() === 'error') console.log(`console error ${width}: ${message.text()}`);
      });
      for (const [name, path] of pages) {
        await page.goto(path);
        await quiet(page);
        await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: true });
      }
      // A vendor's tab selected: the list of one vendor's games.
      await page.goto('/slot');
      await quiet(page);
      await page.getByRole('tab').nth(3).click();
      await page.screenshot({ path: `${out}/slot-vendor-${width}.png`, fullPage: true });
      await ctx.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
