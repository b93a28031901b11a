import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/lib/chromium.mjs';
const base = process.argv[2];
const login = async () => {
  const r = await fetch(`${base}/api/member/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userId: 'admin', password: 'admin1234' }) });
  return (await r.json()).token;
};
const token = await login();
const exp = new Date(Date.now() + 3600_000 + 9 * 3600_000).toISOString().replace('T', ' ').slice(0, 19);
const browser = await chromium.launch(chromiumLaunchOptions);
for (const width of [425, 1607]) {
  for (const p of process.argv.slice(3)) {
    const ctx = await browser.newContext({ viewport: { width, height: 1000 } });
    await ctx.addInitScript(({ v }) => localStorage.setItem('site.auth', v), { v: JSON.stringify({ token, expiresAt: exp }) });
    const page = await ctx.newPage();
    const errors = [];
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    page.on('pageerror', (e) => errors.push(String(e)));
    const [path, click] = p.split('#');
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    if (click) { await page.getByRole('button', { name: click }).first().click(); await page.waitForTimeout(800); }
    const name = `/tmp/cshot-${p.replace(/[^a-z0-9]+/gi, '_')}-${width}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name, errors.length ? 'ERRORS: ' + errors.join(' | ') : 'no console errors');
    await ctx.close();
  }
}
await browser.close();
