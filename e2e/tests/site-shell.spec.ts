import { DEFAULT_SITE_BRAND, SITE_TITLE_SUFFIX } from '@site/contracts/constants';

import { ko } from '../../apps/web/src/i18n/ko';
import { expect, isDesktop, test } from '../fixtures';
import { drawer } from '../support/menu';

test('the page is Korean, 425 wide on phones, and titled brand plus suffix', async ({ page, problems }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', 'width=425');
  await expect(page).toHaveTitle(`${DEFAULT_SITE_BRAND} | ${SITE_TITLE_SUFFIX}`);
  expect(problems.list).toEqual([]);
});

test('an unknown address shows the 404 page with a way home', async ({ page, problems }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(200); // the server hands every page route to the site
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ko.errorPage.notFoundTitle);
  await expect(page.getByText(ko.errorPage.notFoundMessage)).toBeVisible();
  await page.getByRole('link', { name: ko.errorPage.backHome }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ko.home.heroTitle);
  expect(problems.list).toEqual([]);
});

test('the side menu shows on desktop and the footer on mobile', async ({ page }) => {
  await page.goto('/');
  // The prerendered frame (docs/decisions/021) holds a second, inert copy of the shell until the app shows.
  await expect(page.locator('#frame')).toHaveCount(0);
  const sideMenu = page.getByRole('complementary', { name: '사이드 메뉴' });
  const footer = page.getByRole('navigation', { name: ko.common.bottomBar });
  if (isDesktop(page)) {
    await expect(sideMenu).toBeVisible();
    expect((await sideMenu.boundingBox())?.width).toBe(307);
    await expect(footer).toBeHidden();
  } else {
    await expect(sideMenu).toBeHidden();
    for (const label of Object.values(ko.footer)) {
      await expect(footer.getByRole('link', { name: label })).toBeVisible();
    }
  }
});

test('the scroll-to-top button appears past 20 px and brings the page back up', async ({ page }) => {
  await page.goto('/minigame');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ko.pages.minigame.title);
  // The heading may still be the prerendered frame's: scroll the app's page once it has taken over.
  await expect(page.locator('#frame')).toHaveCount(0);
  const button = page.getByRole('button', { name: ko.common.backToTop });
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 10));
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();
});

test('a new page starts at the top', async ({ page }) => {
  await page.goto('/minigame');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ko.pages.minigame.title);
  await expect(page.locator('#frame')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await page
    .locator('main')
    .getByRole('link', { name: /바카라/ })
    .last()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('바카라');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('Korean-style menu links carry the time of the click', async ({ page }) => {
  await page.goto('/');
  const before = Math.floor(Date.now() / 1000);
  const link = isDesktop(page)
    ? page.getByRole('complementary', { name: '사이드 메뉴' }).getByRole('link', { name: ko.pages.koreaHandicap.title })
    : page.getByRole('navigation', { name: ko.home.quickLinksTitle }).getByRole('link', { name: ko.nav.korea });
  await link.click();
  await expect(page).toHaveURL(/\/korea\/(handicap|cross)\?time=\d+$/);
  const time = Number(new URL(page.url()).searchParams.get('time'));
  expect(time).toBeGreaterThanOrEqual(before);
  expect(time).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
});

test('the mobile drawer lists the menu and closes after choosing', async ({ page }) => {
  test.skip(isDesktop(page), 'the drawer button is for phones and tablets');
  await page.goto('/');
  await page.getByRole('button', { name: ko.common.openMenu }).click();
  const menu = drawer(page);
  await menu.getByRole('link', { name: ko.nav.event }).click();
  await expect(page).toHaveURL(/\/event$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ko.pages.event.title);
  await expect(menu).toBeHidden();
});
