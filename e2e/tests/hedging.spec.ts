import type { Page } from '@playwright/test';

import { hedgingErrors } from '@site/contracts/api/hedging';
import { AUTH_HEADER, bearer } from '@site/contracts/api/session-codes';
import { formatNumber } from '@site/contracts/rules/format';

import { ko } from '../../apps/web/src/i18n/ko';
import { koAdmin } from '../../apps/web/src/i18n/ko-admin';
import { koBetSlip } from '../../apps/web/src/i18n/ko-bet-slip';
import { koCasino } from '../../apps/web/src/i18n/ko-casino';
import { acceptAlert, closeToasts, expect, test } from '../fixtures';
import { buttonsOf, closeCart, crossFixtures, expectPickCount, openCart, resultMarket } from '../support/bet-cart';
import { confirmLaunch, gameList } from '../support/casino';
import { openMenuEntry } from '../support/menu';
import { shownBalance, signInFundedMember, useSharedAdminSession } from '../support/session';

/** Where the run's screenshots go (the brief's folder), one per width. */
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/work/shots/hedge/${name}-${page.viewportSize()?.width ?? 0}.png`, fullPage: false });

test('a member holding one side of a market is refused the other side in the bet slip, in Korean (양방)', async ({
  page,
  request,
  problems,
}) => {
  // The refusal is the server's 400 to the bet; the cart shows its reason.
  problems.allow(/HTTP 400: .*\/api\/bets(\/singles)?$|status of 400 \(Bad Request\) @ .*\/api\/bets/);
  const token = await signInFundedMember(page, request, 100_000);
  const [fixture] = await crossFixtures(request, 1);
  if (!fixture) throw new Error('no cross fixture');
  const market = resultMarket(fixture);
  const [home] = market?.selections ?? [];
  if (!market || !home) throw new Error(`fixture ${fixture.id} has no result market`);
  // The member already holds the home side, in a single still running.
  const held = await request.post('/api/bets', {
    headers: { [AUTH_HEADER]: bearer(token) },
    data: {
      idempotencyKey: `e2e-hedge-${Date.now()}`,
      stake: 10_000,
      picks: [{ selectionId: home.id, price: home.price }],
    },
  });
  expect(held.status(), await held.text()).toBe(201);

  await page.goto('/korea/cross');
  const away = buttonsOf(page, fixture, market.marketType).last();
  await expect(async () => {
    if ((await away.getAttribute('aria-pressed')) !== 'true') await away.click();
    await expect(away).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await expectPickCount(page, 1);
  const cart = await openCart(page);
  await closeToasts(page);
  await cart.getByRole('button', { name: formatNumber(10_000), exact: true }).click();
  await cart.getByRole('button', { name: koBetSlip.place }).click();
  await acceptAlert(page, `${formatNumber(10_000)}원을 베팅하시겠습니까?`);
  const refusal = page.getByRole('dialog').filter({ hasText: hedgingErrors.sports(fixture) });
  await expect(refusal).toBeVisible();
  await shot(page, 'bet-slip-refusal');
  await acceptAlert(page, hedgingErrors.sports(fixture));
  // Nothing more was taken: 100,000 less the held single's 10,000 (a phone's cart sheet covers the strip).
  await closeCart(page);
  await expect(shownBalance(page, 90_000)).toBeVisible();
});

test(
  'the console shows the 양방 switches of every product, on by default',
  { tag: '@pc-only' },
  async ({ page, problems: _ }) => {
    await useSharedAdminSession(page);
    await page.goto('/admin');
    await page.getByRole('tab', { name: koAdmin.tabs.sportsbook }).click();
    const panel = page.locator('section').filter({ has: page.getByRole('heading', { name: koAdmin.hedging.title }) });
    for (const product of ['sports', 'casino', 'minigame'] as const) {
      await expect(panel.getByRole('switch', { name: koAdmin.hedging.products[product].label })).toBeChecked();
    }
    await panel.scrollIntoViewIfNeeded();
    await shot(page, 'console-hedging');
  },
);

test(
  'the live baccarat table refuses banker after player in one round, with the Korean reason (양방)',
  { tag: '@phone-only' },
  async ({ page, request, problems: _ }) => {
    // Up to 15 s of someone else's betting phase, then ours.
    test.setTimeout(120_000);
    await signInFundedMember(page, request, 100_000);
    await page.goto('/');
    await openMenuEntry(page, ko.nav.casino);
    await gameList(page)
      .getByRole('button', { name: koCasino.play('바카라 A'), exact: true })
      .click();
    const { gameWindow } = await confirmLaunch(page, koCasino.launch.casinoTitle);
    const message = gameWindow.locator('#message');
    // A betting phase from its start (15 s), so both chips fall in one round.
    await expect(gameWindow.locator('body[data-phase]:not([data-phase=betting])')).toBeAttached({ timeout: 40_000 });
    await expect(gameWindow.locator('body[data-phase=betting]')).toBeAttached({ timeout: 40_000 });
    await gameWindow.getByRole('button', { name: '10,000원 칩' }).click();
    await gameWindow.locator('[data-spot=player]').click();
    await expect(gameWindow.locator('#balance')).toHaveText('90,000');
    await gameWindow.locator('[data-spot=banker]').click();
    await expect(message).toHaveText(hedgingErrors.casino);
    await shot(gameWindow, 'casino-table-refusal');
    await expect(gameWindow.locator('#balance')).toHaveText('90,000');
    await expect(shownBalance(page, 90_000)).toBeVisible();
  },
);
