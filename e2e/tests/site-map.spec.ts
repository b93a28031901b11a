/**
 * Issue 29: a member finds every page through the menus. 출석체크, 자유게시판 and 테더 충전 신청 open
 * from the phone's drawer and from the PC's 전체 메뉴, and on a PC 충전 and 환전 stand in the top bar.
 */
import { ko } from '../../apps/web/src/i18n/ko';
import { expect, isDesktop, test } from '../fixtures';
import { newMember } from '../support/api';
import { openSiteMapLink } from '../support/menu';
import { signIn } from '../support/session';

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
