/**
 * The operator's switches change the site for everyone, so these run one after another on
 * a server of their own (playwright.config.ts, project "site-wide"), at both widths.
 */
import { cashierErrors } from '@site/contracts/api/cashier';

import { ko, koAuth, koMaintenance, koPopup, koSession } from '../../../apps/web/src/i18n/ko';
import { koTether } from '../../../apps/web/src/i18n/ko-tether';
import { koTwoFactor } from '../../../apps/web/src/i18n/ko-two-factor';
import { AUTH_STORAGE_KEY } from '../../../apps/web/src/features/auth/session-store';
import { acceptAlert, expectSignedInAs } from '../../fixtures';
import { expect, test } from '../../support/own-server';
import { asAdmin, newMember, saveAdminToken } from '../../support/api';
import { enterLoginCode, signIn } from '../../support/session';
import { shot } from '../../support/shots';
import { DEMO_TWO_FACTOR_SECRETS, nextStep } from '../../support/totp';

test.describe.configure({ mode: 'serial' });

const widths = [425, 1607] as const;

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('maintenance sends a logged-in member to /maintenance and logs them out, and back', async ({
      page,
      request,
      problems: _,
    }) => {
      const member = await newMember(request);
      await signIn(page, request, member.userId, member.password);
      await page.goto('/event');
      await expectSignedInAs(page, member.nickName);

      await asAdmin(request, 'PUT', 'settings', { siteNoticeFlg: true });
      try {
        await page.goto('/free');
        await expect(page).toHaveURL(/\/maintenance$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(koMaintenance.title);
        expect(await page.evaluate(() => localStorage.getItem('site.auth'))).toBeNull();
      } finally {
        await asAdmin(request, 'PUT', 'settings', { siteNoticeFlg: false });
      }
      await page.goto('/maintenance');
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('banner').getByRole('button', { name: koAuth.login, exact: true })).toBeVisible();
    });

    test('sign-up closed is said before the form opens', async ({ page, request, problems: _ }) => {
      await asAdmin(request, 'PUT', 'settings', { joinStartEndFlg: true });
      try {
        await page.goto('/');
        await page.getByRole('banner').getByRole('button', { name: koAuth.join, exact: true }).click();
        await acceptAlert(page, koAuth.joinClosed);
        await expect(page.getByRole('dialog', { name: koAuth.join })).toHaveCount(0);
      } finally {
        await asAdmin(request, 'PUT', 'settings', { joinStartEndFlg: false });
      }
    });

    test('a popup shows sanitized, closes, and stays away for six hours when asked', async ({
      page,
      request,
      problems: _,
    }) => {
      const { id } = (await asAdmin(request, 'POST', 'popups', {
        contents: '<p><b>신규 회원 이벤트</b></p><img src="x" onerror="window.hacked=1">',
        pcLeftLocation: 340,
        pcTopLocation: 120,
        sort: 1,
      })) as { id: number };
      try {
        await page.clock.install();
        await page.goto('/');
        const popup = page.getByRole('dialog', { name: koPopup.label });
        await expect(popup.getByText('신규 회원 이벤트')).toBeVisible();
        expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
        if (width === 1607) expect((await popup.boundingBox())?.x).toBe(340);
        expect((await popup.boundingBox())?.width).toBeLessThanOrEqual(450);

        await popup.getByRole('button', { name: koPopup.close }).click();
        await expect(popup).toBeHidden();
        await page.reload();
        await expect(popup).toBeVisible(); // closing lasts this visit only

        await popup.getByRole('button', { name: koPopup.hideSixHours }).click();
        await expect(popup).toBeHidden();
        await page.reload();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(popup).toHaveCount(0);

        await page.clock.fastForward('06:00:01');
        await page.reload();
        await expect(popup).toBeVisible();
      } finally {
        await asAdmin(request, 'DELETE', `popups/${id}`);
      }
    });
  });
}

test('the news link scrolls under the menu, sanitized', async ({ page, request, problems: _ }) => {
  await asAdmin(request, 'PUT', 'news-link', {
    contents: '<b>점검 공지</b> 매주 월요일 <script>window.hacked=1</script>',
  });
  await page.goto('/');
  await expect(page.getByRole('marquee')).toContainText('점검 공지 매주 월요일');
  expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
});

test("tether maintenance stops tether deposits and withdrawals with the spec's alerts, at 425 wide", async ({
  page,
  request,
  problems: _,
}) => {
  await page.setViewportSize({ width: 425, height: 900 });
  const member = await newMember(request);
  await signIn(page, request, member.userId, member.password);
  await asAdmin(request, 'PUT', 'settings', { tetherMaintenanceFlag: 1 });
  try {
    await page.goto('/chargeCrypto');
    await page.getByRole('button', { name: '10만' }).click();
    await page.getByRole('button', { name: koTether.deposit.submit }).click();
    await acceptAlert(page, cashierErrors.tetherDepositMaintenance);
    // No payment window was opened.
    expect(page.context().pages()).toHaveLength(1);

    await page.goto('/exchangeCrypto');
    await page.getByRole('button', { name: koTether.withdrawal.open }).click();
    await acceptAlert(page, cashierErrors.tetherWithdrawalMaintenance);
    await expect(page.getByRole('dialog', { name: koTether.withdrawal.dialogTitle })).toHaveCount(0);
  } finally {
    await asAdmin(request, 'PUT', 'settings', { tetherMaintenanceFlag: 0 });
  }
});

test('an administrator gives the code before the console opens, lands on /admin and stays there, at 425 and 1607', async ({
  page,
  problems: _,
}, testInfo) => {
  // Two logins with codes: the second waits for a step the first has not used (a used step is refused).
  test.setTimeout(120_000);
  // Last: logging in as admin here ends the session the other tests shared.
  for (const [index, width] of widths.entries()) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/login');
    await page.getByLabel(koAuth.userId).fill('admin');
    await page.getByLabel(koAuth.password).fill('admin1234');
    await page.getByRole('button', { name: koAuth.login }).click();
    // The password alone opens nothing: the page asks for the code of the README's secret.
    await expect(page.getByLabel(koTwoFactor.code)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await shot(page, testInfo, `7-admin-login-code-step-${width}`);
    // The setup project's login (or this loop's first) may have used now's code and the next step's:
    // the second login waits for a new step, whose next step's code is then unused.
    if (index > 0) await nextStep();
    await enterLoginCode(page, DEMO_TWO_FACTOR_SECRETS.admin ?? '', Date.now() + 30_000);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ko.pages.admin.title);
    await shot(page, testInfo, `8-admin-console-open-${width}`);
    if (index === 0) {
      await page.evaluate((key) => localStorage.removeItem(key), AUTH_STORAGE_KEY);
      await page.goto('/admin');
      // Without a session the console does not open: the operator is asked to sign in again.
      await expect(page.getByRole('dialog')).toContainText(koSession.loginRequired);
      await expect(page.getByRole('heading', { level: 1, name: ko.pages.admin.title })).toHaveCount(0);
    }
  }
  // Whatever runs after this file calls the operator API with the session this page now holds.
  const stored = await page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY);
  saveAdminToken((JSON.parse(stored ?? '{}') as { token: string }).token);
  await page.goto('/event');
  await expect(page).toHaveURL(/\/admin$/);
});
