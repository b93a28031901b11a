/**
 * Issue 29: a member finds every page through the menus. 출석체크, 자유게시판 and 테더 충전 신청 open
 * from the phone's drawer and from the PC's 전체 메뉴, and on a PC 충전 and 환전 stand in the top bar;
 * each menu (drawer, top bar, side menu, 전체 메뉴, footer, 내 정보, the home tiles) leads to its pages;
 * and an entry does the same wherever it is tapped: 유럽형 and 인플레이 open their public pages in this
 * tab, 라이브카지노 its lobby.
 */
import type { Page } from '@playwright/test';

import { ko, koAuth } from '../../apps/web/src/i18n/ko';
import { koCasino } from '../../apps/web/src/i18n/ko-casino';
import { expect, isDesktop, test } from '../fixtures';
import { newMember } from '../support/api';
import { drawer, openMenuEntry, openSiteMapLink } from '../support/menu';
import { signIn } from '../support/session';

/** Where a link of a menu led: the address and the page's title. */
async function expectPage(page: Page, path: string, title: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, '\\$&')}(\\?time=\\d+)?$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
}

const homeTile = (page: Page, label: string) =>
  page.getByRole('navigation', { name: ko.home.quickLinksTitle, exact: true }).getByRole('link', { name: label });

/** The 내 정보 dialog, opened from the PC's member bar or the phone's header. */
async function openUserInfo(page: Page) {
  await page.getByRole('button', { name: koAuth.userInfoTitle }).filter({ visible: true }).click();
  return page.getByRole('dialog', { name: koAuth.userInfoTitle });
}

test('출석체크, 자유게시판 and 테더 충전 신청 open from the menus', async ({ page, request, problems }) => {
  const member = await newMember(request);
  await signIn(page, request, member.userId, member.password);
  await page.goto('/');
  await expect(page.locator('#frame')).toHaveCount(0);

  for (const [label, path] of [
    [ko.pages.attendance.title, '/attendance'],
    [ko.pages.free.title, '/free'],
    [ko.pages.chargeCrypto.title, '/chargeCrypto'],
  ] as const) {
    await openSiteMapLink(page, label);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(label);
    // The drawer or the panel closes once a page is chosen.
    await expect(
      page.getByRole('navigation', { name: isDesktop(page) ? ko.siteMap.open : ko.common.mainMenu }),
    ).toBeHidden();
  }
  expect(problems.list).toEqual([]);
});

test('on a PC a member sees 충전 and 환전 in the top bar', async ({ page, request }) => {
  test.skip(!isDesktop(page), 'a phone has them in its footer');
  const member = await newMember(request);
  await signIn(page, request, member.userId, member.password);
  await page.goto('/');
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: ko.footer.exchange, exact: true }).click();
  await expect(page).toHaveURL(/\/exchange$/);
  await header.getByRole('link', { name: ko.footer.charge, exact: true }).click();
  await expect(page).toHaveURL(/\/charge$/);
});

test('a guest sees the public pages of the map and none of the member pages', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#frame')).toHaveCount(0);
  await openSiteMapLink(page, ko.pages.rule.title);
  await expect(page).toHaveURL(/\/rule$/);
  if (isDesktop(page)) {
    await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('button', { name: ko.siteMap.open }).click();
  } else {
    await page.getByRole('button', { name: ko.common.openMenu }).click();
  }
  const map = page.getByRole('navigation', { name: isDesktop(page) ? ko.siteMap.open : ko.common.mainMenu });
  await expect(map.getByRole('link', { name: ko.pages.free.title })).toBeVisible();
  await expect(map.getByRole('link', { name: ko.pages.charge.title })).toHaveCount(0);
});

test('each menu leads to its pages: drawer or top bar, side menu, 전체 메뉴, footer, 내 정보 and the home tiles', async ({
  page,
  request,
  problems,
}) => {
  const member = await newMember(request);
  await signIn(page, request, member.userId, member.password);
  await page.goto('/');
  await expect(page.locator('#frame')).toHaveCount(0);

  // The home page's tiles.
  await homeTile(page, ko.nav.minigame).click();
  await expectPage(page, '/minigame', ko.pages.minigame.title);

  // The top bar (PC) or the drawer's map (phone); then 전체 메뉴 on a PC.
  await openMenuEntry(page, ko.nav.gameResult);
  await expectPage(page, '/game_result', ko.pages.gameResult.title);
  await openSiteMapLink(page, ko.pages.exchangeCrypto.title);
  await expectPage(page, '/exchangeCrypto', ko.pages.exchangeCrypto.title);

  // The side menu: beside the page on a PC, below the map in the phone's drawer.
  if (isDesktop(page)) {
    await page
      .getByRole('complementary', { name: ko.common.sideMenu })
      .getByRole('navigation', { name: ko.sideMenu.liveSports })
      .getByRole('link', { name: ko.pages.livetv.title })
      .click();
    await expectPage(page, '/livetv', ko.pages.livetv.title);
  } else {
    await page.getByRole('button', { name: ko.common.openMenu }).click();
    await drawer(page)
      .getByRole('navigation', { name: ko.sideMenu.results })
      .getByRole('link', { name: ko.pages.gameResultMinigame.title })
      .click();
    await expectPage(page, '/game_result/minigame', ko.pages.gameResultMinigame.title);
  }

  // The footer under the page, and on a phone the bar of five.
  const footer = page.getByRole('contentinfo', { name: ko.common.siteFooter });
  await footer.getByRole('link', { name: ko.pages.rule.title }).click();
  await expectPage(page, '/rule', ko.pages.rule.title);
  if (!isDesktop(page)) {
    await page
      .getByRole('navigation', { name: ko.common.bottomBar })
      .getByRole('link', { name: ko.footer.exchange })
      .click();
    await expectPage(page, '/exchange', ko.pages.exchange.title);
  }

  // The 내 정보 dialog: the tether pages and the member's own.
  let dialog = await openUserInfo(page);
  await dialog
    .getByRole('region', { name: ko.siteMap.cashier })
    .getByRole('button', { name: ko.pages.crypto.title })
    .click();
  await expect(dialog).toBeHidden();
  await expectPage(page, '/crypto', ko.pages.crypto.title);
  dialog = await openUserInfo(page);
  await dialog
    .getByRole('region', { name: ko.siteMap.mine })
    .getByRole('button', { name: ko.pages.calculate.title })
    .click();
  await expectPage(page, '/calculate', ko.pages.calculate.title);
  expect(problems.list).toEqual([]);
});

test('a guest opens 유럽형 and 인플레이 from the tile and the menu as the public pages they are', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.locator('#frame')).toHaveCount(0);
  await homeTile(page, ko.nav.europe).click();
  await expectPage(page, '/europe', ko.pages.europe.title);
  await page.goBack();
  await homeTile(page, ko.nav.inplay).click();
  await expectPage(page, '/inplay', ko.pages.inplay.title);
  await openMenuEntry(page, ko.nav.europe);
  await expectPage(page, '/europe', ko.pages.europe.title);
  // No login asked, no window opened.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(context.pages()).toHaveLength(1);
});

test('a member opens 유럽형 and 인플레이 in this tab, and 라이브카지노 opens its lobby, from the tile and the menu', async ({
  page,
  context,
  request,
}) => {
  const member = await newMember(request);
  await signIn(page, request, member.userId, member.password);
  await page.goto('/');
  await expect(page.locator('#frame')).toHaveCount(0);
  await homeTile(page, ko.nav.europe).click();
  await expectPage(page, '/europe', ko.pages.europe.title);
  await openMenuEntry(page, ko.nav.inplay);
  await expectPage(page, '/inplay', ko.pages.inplay.title);
  expect(context.pages()).toHaveLength(1);

  await openMenuEntry(page, ko.nav.casino);
  await expectPage(page, '/casino', ko.pages.casino.title);
  await page.goto('/');
  await homeTile(page, ko.nav.casino).click();
  await expectPage(page, '/casino', ko.pages.casino.title);
  // The lobby, not a table: nothing asks to launch until a table is chosen.
  await expect(page.getByRole('dialog', { name: koCasino.launch.casinoTitle })).toHaveCount(0);
  expect(context.pages()).toHaveLength(1);
});
