/**
 * 경기결과 in the main menu opens the results hub (/game_result): its tabs reach the sports, minigame
 * and virtual sports results, and the menu lights 경기결과 alone, as it lights 가상게임 alone on a
 * virtual sport (not 미니게임 too, whose addresses hold it). The side menu links to each kind as well.
 */
import { ko } from '../../apps/web/src/i18n/ko';
import { koResultsHub } from '../../apps/web/src/i18n/ko-results';
import { expect, isDesktop, test } from '../fixtures';
import type { Page } from '@playwright/test';

/** The main menu: the header's bar on a PC, the drawer on a phone (opened first). */
async function mainMenu(page: Page) {
  if (!isDesktop(page)) await page.getByRole('button', { name: ko.common.openMenu }).click();
  return page.getByRole('navigation', { name: ko.common.mainMenu });
}

/** The menu's highlighted entries are exactly these (toHaveText on a list checks their number too). */
const expectHighlighted = async (page: Page, labels: string[]) =>
  expect((await mainMenu(page)).locator('[aria-current="page"]')).toHaveText(labels);

test('경기결과 opens the results hub and its tabs reach every kind of result', async ({ page, problems }) => {
  await page.goto('/');
  await expect(page.locator('#frame')).toHaveCount(0);
  await (await mainMenu(page)).getByRole('link', { name: ko.nav.gameResult }).click();
  await expect(page).toHaveURL(/\/game_result$/);

  const hub = page.getByRole('navigation', { name: koResultsHub.label });
  await expect(hub.getByRole('link', { name: koResultsHub.sports })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ko.pages.gameResult.title);
  await expectHighlighted(page, [ko.nav.gameResult]);
  if (!isDesktop(page)) await page.keyboard.press('Escape');

  await hub.getByRole('link', { name: koResultsHub.minigame }).click();
  await expect(page).toHaveURL(/\/game_result\/minigame$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ko.pages.gameResultMinigame.title);
  await expect(hub.getByRole('link', { name: koResultsHub.minigame })).toHaveAttribute('aria-current', 'page');

  await hub.getByRole('link', { name: koResultsHub.virtuals }).click();
  await expect(page).toHaveURL(/\/game_result\/virtuals$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ko.pages.gameResultVirtuals.title);
  await expect(hub.getByRole('link', { name: koResultsHub.virtuals })).toHaveAttribute('aria-current', 'page');
  expect(problems.list).toEqual([]);
});

test('a virtual sport lights 가상게임 alone in the menu', async ({ page }) => {
  await page.goto('/minigame/bet365/horse');
  await expect(page.locator('#frame')).toHaveCount(0);
  await expectHighlighted(page, [ko.nav.virtuals]);
});

test('the side menu reaches each kind of result too', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#frame')).toHaveCount(0);
  if (!isDesktop(page)) await page.getByRole('button', { name: ko.common.openMenu }).click();
  const results = page.getByRole('navigation', { name: ko.sideMenu.results }).filter({ visible: true });
  await expect(results.getByRole('link')).toHaveText([
    ko.pages.gameResultSports.title,
    ko.pages.gameResultMinigame.title,
    ko.pages.gameResultVirtuals.title,
  ]);
  await results.getByRole('link', { name: ko.pages.gameResultMinigame.title }).click();
  await expect(page).toHaveURL(/\/game_result\/minigame$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ko.pages.gameResultMinigame.title);
});
