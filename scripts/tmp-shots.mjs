// One-off screenshots for issue 29 points 10, 11 and 13 (deleted before the last commit).
import { mkdirSync } from 'node:fs';

import { chromium } from '@playwright/test';

import { chromiumLaunchOptions } from './lib/chromium.mjs';
import { startFreshServer } from './lib/fresh-server.mjs';

const port = Number(process.env.E2E_PORT ?? 4396);
const outDir = '/work/shots/words';
mkdirSync(outDir, { recursive: true });

const server = await startFreshServer(port);
const base = server.url;

async function tokenOf(userId, password) {
  const response = await fetch(`${base}/api/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId, password }),
  });
  if (!response.ok) throw new Error(`login ${userId}: ${response.status}`);
  return (await response.json()).token;
}

const headersOf = (token) => ({ 'content-type': 'application/json', 'x-auth-token': `Bearer ${token}` });

/** demo places a one-pick bet and the operator voids it: a voided bet in demo's history. */
async function voidedBet(demoToken, adminToken) {
  const fixtures = await (await fetch(`${base}/api/sports/fixtures?book=cross&size=50&page=1`)).json();
  const fixture = fixtures.items.find((f) => f.status === 'scheduled' && f.markets.some((m) => m.status === 'open'));
  const market = fixture.markets.find((m) => m.status === 'open');
  const selection = market.selections.find((s) => s.status === 'open');
  const placed = await fetch(`${base}/api/bets`, {
    method: 'POST',
    headers: headersOf(demoToken),
    body: JSON.stringify({
      idempotencyKey: crypto.randomUUID(),
      stake: 10_000,
      picks: [{ selectionId: selection.id, price: selection.price }],
    }),
  });
  const bet = await placed.json();
  const voided = await fetch(`${base}/api/admin/bets/${bet.id}/void`, {
    method: 'POST',
    headers: headersOf(adminToken),
    body: JSON.stringify({ reason: '경기 취소 확인' }),
  });
  if (!voided.ok) throw new Error(`void: ${voided.status} ${await voided.text()}`);
}

const browser = await chromium.launch(chromiumLaunchOptions);
const problems = [];
try {
  const demo = await tokenOf('demo', 'demo1234');
  const admin = await tokenOf('admin', 'admin1234');
  await voidedBet(demo, admin);
  const partner = await tokenOf('partner1', 'partner1234');
  const shots = [
    { name: 'level-ladder', token: demo, path: '/member', section: '회원 등급' },
    { name: 'partner-console', token: partner, path: '/manager', section: '내 추천 코드' },
    { name: 'partner-exchange', token: partner, path: '/exchange' },
    { name: 'free-board', token: demo, path: '/free' },
    { name: 'bet-history-voided', token: demo, path: '/bet_result' },
    { name: 'events', token: demo, path: '/event' },
  ];
  for (const width of [425, 1607]) {
    for (const shot of shots) {
      const context = await browser.newContext({ viewport: { width, height: width < 600 ? 900 : 1000 } });
      const expiresAt = new Date(Date.now() + 3_600_000 + 9 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
      await context.addInitScript(
        ({ value }) => localStorage.setItem('site.auth', value),
        { value: JSON.stringify({ token: shot.token, expiresAt }) },
      );
      const page = await context.newPage();
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`${shot.name}@${width}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`${shot.name}@${width}: ${error.message}`));
      await page.goto(`${base}${shot.path}`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(800);
      await page.screenshot({ path: `${outDir}/${shot.name}-${width}.png`, fullPage: true });
      if (shot.section) {
        const section = page.locator('section').filter({ has: page.getByRole('heading', { name: shot.section }) });
        await section.screenshot({ path: `${outDir}/${shot.name}-section-${width}.png` });
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(problems.length ? problems.join('\n') : 'no console errors');
