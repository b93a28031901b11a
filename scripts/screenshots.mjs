// `npm run screenshots`: the README's pictures at 425 and 1607 wide, taken from the built site on a
// fresh demo database. SCREENSHOT_PATHS lists the pages; `account@/path` takes the page signed in as
// that demo account (its password from the demo data), e.g. `demo@/charge,admin@/admin?tab=cashier`.
import path from 'node:path';

import { chromium } from '@playwright/test';

import { ensureChromium } from './ensure-chromium.mjs';
import { ensureDependencies } from './ensure-deps.mjs';
import { chromiumLaunchOptions } from './lib/chromium.mjs';
import { startFreshServer } from './lib/fresh-server.mjs';
import { repoRoot } from './lib/paths.mjs';
import { npmCommand, run } from './lib/run.mjs';

const DEFAULT_PAGES =
  '/,demo@/!menu,demo@/korea/cross,demo@/korea/cross!betPlaced,demo@/casino,demo@/slot,demo@/attendance,demo@/coupon!roulette,demo@/free,demo@/customer,demo@/charge,admin@/admin?tab=cashier,manager@/manager,admin@/admin?tab=partners';
const pages = (process.env.SCREENSHOT_PATHS ?? DEFAULT_PAGES).split(',');
const outDir = process.env.SCREENSHOT_DIR ?? path.join(repoRoot, 'docs', 'screenshots');
/** The demo accounts' passwords (apps/server/src/db/demo-data.ts, README's demo accounts). @type {Record<string, string>} */
const demoPasswords = {
  demo: 'demo1234',
  admin: 'admin1234',
  manager: 'manager1234',
  partner1: 'partner1234',
  pmember1: 'demo1234',
};
// The site keeps its session here (apps/web/src/features/auth/session-store.ts).
const AUTH_STORAGE_KEY = 'site.auth';

/**
 * `admin@/admin?tab=cashier` -> the account and the path; a plain path is taken signed out.
 * @param {string} entry
 */
function parseEntry(entry) {
  const at = entry.indexOf('@');
  return at < 0
    ? { account: undefined, pagePath: entry }
    : { account: entry.slice(0, at), pagePath: entry.slice(at + 1) };
}

/**
 * @param {string} baseUrl
 * @param {string} account
 * @returns {Promise<string>}
 */
async function tokenOf(baseUrl, account) {
  const response = await fetch(`${baseUrl}/api/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId: account, password: demoPasswords[account] }),
  });
  if (!response.ok) throw new Error(`login as ${account}: ${response.status} ${await response.text()}`);
  return (await response.json()).token;
}

/**
 * Files a deposit and a withdrawal as demo, so the operator's queue has something to show (done
 * once, before the first operator page, after the member's pages were taken without them).
 * @param {string} baseUrl
 */
async function fileDemoRequests(baseUrl) {
  const token = await tokenOf(baseUrl, 'demo');
  const headers = { 'content-type': 'application/json', 'x-auth-token': `Bearer ${token}` };
  /** @type {[string, Record<string, unknown>][]} */
  const requests = [
    ['/api/cashier/deposits', { amount: 300_000, depositorName: '김데모', bonusKind: 'first' }],
    ['/api/cashier/withdrawals', { amount: 200_000, withdrawalPassword: '1234' }],
  ];
  for (const [pathName, body] of requests) {
    const response = await fetch(`${baseUrl}${pathName}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...body, idempotencyKey: crypto.randomUUID() }),
    });
    if (!response.ok) throw new Error(`${pathName}: ${response.status} ${await response.text()}`);
  }
}

/**
 * The launched game windows as demo plays them (the simulated provider's pages): baccarat at its
 * first result with a bet on it, and the slot after a spin. Each launch token opens one window.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} baseUrl
 */
async function takeGameWindows(browser, baseUrl) {
  const token = await tokenOf(baseUrl, 'demo');
  const headers = { 'content-type': 'application/json', 'x-auth-token': `Bearer ${token}` };
  for (const product of ['casino', 'slot']) {
    for (const { width, height } of [
      { width: 425, height: 900 },
      { width: 1607, height: 1000 },
    ]) {
      const response = await fetch(`${baseUrl}/api/playfun/auth`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ product }),
      });
      if (!response.ok) throw new Error(`launch ${product}: ${response.status} ${await response.text()}`);
      const { launch_url: launchUrl } = await response.json();
      const context = await browser.newContext({ viewport: { width, height }, locale: 'ko-KR' });
      const page = await context.newPage();
      await page.goto(`${baseUrl}${launchUrl}`);
      if (product === 'casino') {
        await page.locator('body[data-phase=betting]').waitFor({ timeout: 60_000 });
        await page.getByRole('button', { name: '10,000원 칩' }).click();
        await page.locator('[data-spot=banker]').click();
        await page.locator('body[data-phase=result]').waitFor({ timeout: 60_000 });
        await page.waitForTimeout(1_500);
      } else {
        await page.getByRole('button', { name: 'SPIN' }).click();
        await page.getByRole('button', { name: 'SPIN' }).and(page.locator(':enabled')).waitFor({ timeout: 60_000 });
      }
      await page.evaluate(() => document.fonts.ready);
      const file = path.join(outDir, `game-window-${product}-${width}.png`);
      await page.screenshot({ path: file });
      console.log(`wrote ${path.relative(repoRoot, file)}`);
      await context.close();
    }
  }
}

/**
 * What a page entry may do before its picture, named after `!` (e.g. `demo@/coupon!roulette`).
 * @type {Record<string, (page: import('@playwright/test').Page, width: number) => Promise<void>>}
 */
const actions = {
  // The site map: the phone's drawer from the menu button, the PC's 전체 메뉴 panel from the top bar.
  menu: async (page, width) => {
    await page
      .getByRole('button', { name: width < 1200 ? '메뉴 열기' : '전체 메뉴' })
      .first()
      .click();
    await page.waitForTimeout(500);
  },
  // A 2-pick cross placed from the cart (the phone opens it from its dock): the 베팅 완료 toast.
  betPlaced: async (page, width) => {
    const prices = page.locator('[data-testid="fixture-row"] button[aria-pressed="false"]:not([disabled])');
    await prices.first().click();
    await page
      .locator('[data-testid="fixture-row"]')
      .nth(1)
      .locator('button[aria-pressed="false"]:not([disabled])')
      .first()
      .click();
    if (width < 1200) await page.getByRole('button', { name: /베팅카트 열기/ }).click();
    const cart = page.getByRole('region', { name: '베팅카트' });
    await cart.getByRole('button', { name: '10,000', exact: true }).click();
    await cart.getByRole('button', { name: '베팅하기' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
    await page.getByRole('region', { name: '새 알림' }).waitFor();
    await page.waitForTimeout(400);
  },
  // The roulette mid-spin: opened from the top bar (PC) or the drawer (phone), pictured 0.8 s into its 2 s turn.
  roulette: async (page, width) => {
    if (width >= 1200) await page.getByRole('banner').getByRole('button', { name: '룰렛', exact: true }).click();
    else {
      await page.getByRole('button', { name: '메뉴 열기' }).click();
      await page.getByRole('presentation').getByRole('button', { name: '룰렛', exact: true }).click();
    }
    const dialog = page.getByRole('dialog', { name: '룰렛 100' });
    await dialog.getByText(/보유 쿠폰 \d+장/).waitFor();
    await dialog.getByRole('button', { name: '룰렛 돌리기' }).click();
    await dialog.getByText(/보유 쿠폰 \d+장/).waitFor();
    await page.waitForTimeout(800);
  },
  // The user-info dialog: from the top bar's nickname (PC) or the strip's (phone), once its counts have come.
  userInfo: async (page, width) => {
    const opener =
      width >= 1200
        ? page.getByRole('banner').getByRole('button', { name: '내 정보' })
        : page.getByRole('button', { name: '데모회원' });
    await opener.filter({ visible: true }).first().click();
    await page.getByRole('dialog', { name: '내 정보' }).getByText(/\d+장/).waitFor();
    await page.waitForTimeout(300);
  },
};

/** @param {string | undefined} account @param {string} pagePath */
const fileName = (account, pagePath) => {
  const name = pagePath === '/' ? 'home' : pagePath.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-');
  return account && account !== 'demo' ? `${account}-${name}` : name;
};

await ensureDependencies();
await ensureChromium();
await run(npmCommand, ['run', 'build', '--silent']);
const server = await startFreshServer(Number(process.env.SCREENSHOT_PORT ?? 4320));
const browser = await chromium.launch(chromiumLaunchOptions);
let requestsFiled = false;
try {
  for (const entry of pages) {
    const [target = entry, action] = entry.split('!');
    const { account, pagePath } = parseEntry(target);
    if (account === 'admin' && !requestsFiled) {
      await fileDemoRequests(server.url);
      requestsFiled = true;
    }
    const token = account ? await tokenOf(server.url, account) : undefined;
    for (const { width, height } of [
      { width: 425, height: 900 },
      { width: 1607, height: 1000 },
    ]) {
      const context = await browser.newContext({
        viewport: { width, height },
        locale: 'ko-KR',
        timezoneId: 'Asia/Seoul',
      });
      if (token) {
        const expiresAt = new Date(Date.now() + 3_600_000 + 9 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
        await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
          key: AUTH_STORAGE_KEY,
          value: JSON.stringify({ token, expiresAt }),
        });
      }
      const page = await context.newPage();
      // A signed-in page keeps the balance stream open, so the network never goes idle: wait for
      // the page's data to arrive instead (its loading indicators gone).
      await page.goto(`${server.url}${pagePath}`, { waitUntil: token ? 'load' : 'networkidle' });
      await page.getByRole('heading', { level: 1 }).waitFor();
      // The prerendered frame (docs/decisions/021) has a heading too: the picture is the app's, once it
      // has taken over, in the site's own font, whose faces load after the first page has shown (045).
      await page.locator('#frame').waitFor({ state: 'detached' });
      await page.waitForFunction(() => [...document.fonts].some((face) => face.family.includes('Noto Sans KR')));
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      if (token)
        await page
          .getByRole('progressbar')
          .first()
          .waitFor({ state: 'detached' })
          .catch(() => {});
      if (token) await page.waitForTimeout(1_500);
      if (action) {
        const act = actions[action];
        if (!act) throw new Error(`no screenshot action '${action}' (known: ${Object.keys(actions).join(', ')})`);
        await act(page, width);
      }
      await page.evaluate(() => document.fonts.ready);
      const file = path.join(outDir, `${fileName(account, pagePath)}${action ? `-${action}` : ''}-${width}.png`);
      await page.screenshot({ path: file });
      console.log(`wrote ${path.relative(repoRoot, file)}`);
      await context.close();
    }
  }
  if (!process.env.SCREENSHOT_PATHS) await takeGameWindows(browser, server.url);
} finally {
  await browser.close();
  await server.stop();
}
