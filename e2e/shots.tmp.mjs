import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/lib/chromium.mjs';
const [base, ...paths] = process.argv.slice(2);
const browser = await chromium.launch(chromiumLaunchOptions);
for (const width of [425, 1607]) {
  for (const p of paths) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    const errors = [];
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(base + p, { waitUntil: 'networkidle' });
    await page.waitForTimeout(Number(process.env.SHOT_WAIT ?? 800));
    const name = `/tmp/shot-${p.replace(/[^a-z0-9]+/gi, '_')}-${width}.png`;
    await page.screenshot({ path: name, fullPage: false });
    console.log(name, errors.length ? 'ERRORS: ' + errors.join(' | ') : 'no console errors');
    await page.close();
  }
}
await browser.close();
