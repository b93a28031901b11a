import { maskAccountNumber } from '@site/contracts/lookups/banks';
import { ko, koAuth, koSession } from '../../apps/web/src/i18n/ko';
import { koBankAccount } from '../../apps/web/src/i18n/ko-bank-account';
import { acceptAlert, expect, expectSignedInAs, isDesktop, test } from '../fixtures';
import { asAdmin, login, newMember } from '../support/api';
import { fillJoinForm } from '../support/join';
import { enterLoginCode, signIn } from '../support/session';
import { DEMO_TWO_FACTOR_SECRETS } from '../support/totp';

test('a guest opening a member page is asked to log in, and logging in returns there', async ({
  page,
  request,
  problems: _,
}) => {
  const member = await newMember(request);
  await page.goto('/charge');
  await acceptAlert(page, koSession.loginRequired);
  await expect(page).toHaveURL(/\/login\?next=%2Fcharge$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(koAuth.login);

  await page.getByLabel(koAuth.userId).fill(member.userId);
  await page.getByLabel(koAuth.password).fill(member.password);
  await page.getByRole('button', { name: koAuth.login }).click();
  await expect(page).toHaveURL(/\/charge$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ko.pages.charge.title);
  await expectSignedInAs(page, member.nickName);
});

test('logging in with the dialog shows the member, and a wrong password the server’s text', async ({
  page,
  request,
  problems,
}) => {
  problems.allow(/api\/member\/login/);
  const member = await newMember(request);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: koAuth.login, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: koAuth.login });
  await dialog.getByLabel(koAuth.userId).fill(member.userId);
  await dialog.getByLabel(koAuth.password).fill('wrong-password-1');
  await dialog.getByLabel(koAuth.password).press('Enter');
  await acceptAlert(page, '아이디 또는 비밀번호가 일치하지 않습니다.');

  // Opening the dialog again starts with empty fields (SPEC.md §4).
  // Escape closes the dialog once the alert above it has finished closing.
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0, { timeout: 500 });
  }).toPass();
  await page.getByRole('banner').getByRole('button', { name: koAuth.login, exact: true }).click();
  await expect(dialog.getByLabel(koAuth.userId)).toHaveValue('');
  await dialog.getByLabel(koAuth.userId).fill(member.userId);
  await dialog.getByLabel(koAuth.password).fill(member.password);
  await dialog.getByLabel(koAuth.password).press('Enter');
  await expect(dialog).toBeHidden();
  await expectSignedInAs(page, member.nickName);
  await expect(page.getByText('0원').filter({ visible: true }).first()).toBeVisible();
});

test('a new member can sign up and then log in', async ({ page, problems: _ }) => {
  const userId = `join${Date.now() % 1_000_000_000}`;
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: koAuth.join, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: koAuth.join });
  await fillJoinForm(dialog, {
    userId,
    password: 'goodpass123',
    passwordConfirm: 'goodpass12',
    nickName: `가입${Date.now() % 100_000}`,
  });
  await dialog.getByRole('button', { name: koAuth.joinSubmit }).click();
  await expect(dialog.getByText(koAuth.passwordMismatch)).toBeVisible();
  await dialog.getByLabel(koAuth.passwordConfirm, { exact: true }).fill('goodpass123');
  await dialog.getByRole('button', { name: koAuth.joinSubmit }).click();
  await acceptAlert(page, koAuth.joinDone);
  const loginDialog = page.getByRole('dialog', { name: koAuth.login });
  await loginDialog.getByLabel(koAuth.userId).fill(userId);
  await loginDialog.getByLabel(koAuth.password).fill('goodpass123');
  await loginDialog.getByRole('button', { name: koAuth.login }).click();
  await expect(loginDialog).toBeHidden();
});

test('a manager is sent to /manager after logging in', { tag: '@phone-only' }, async ({ page, problems: _ }) => {
  await page.goto('/login');
  await page.getByLabel(koAuth.userId).fill('manager');
  await page.getByLabel(koAuth.password).fill('manager1234');
  await page.getByRole('button', { name: koAuth.login }).click();
  await enterLoginCode(page, DEMO_TWO_FACTOR_SECRETS.manager ?? '');
  await expect(page).toHaveURL(/\/manager$/);
  await page.goto('/charge');
  await expect(page).toHaveURL(/\/manager$/);
});

test(
  'a member with an unread message reads it before anything else',
  { tag: '@phone-only' },
  async ({ page, request, problems: _ }) => {
    const member = await newMember(request);
    await signIn(page, request, member.userId, member.password);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await asAdmin(request, 'POST', 'messages', {
      userId: member.userId,
      title: '입금 안내',
      contents: '확인 부탁드립니다.',
    });

    const before = Math.floor(Date.now() / 1000);
    await page.goto('/event');
    await acceptAlert(page, koSession.unreadMessages);
    await expect(page).toHaveURL(/\/message\?time=\d+$/);
    expect(Number(new URL(page.url()).searchParams.get('time'))).toBeGreaterThanOrEqual(before);

    await page.getByRole('button', { name: /입금 안내/ }).click();
    await expect(page.getByText('확인 부탁드립니다.')).toBeVisible();
    await page.goto('/event');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('이벤트');
  },
);

test('a login elsewhere ends this session with 555', { tag: '@phone-only' }, async ({ page, request, problems }) => {
  problems.allow(/ 555|status of 555/);
  const member = await newMember(request);
  await signIn(page, request, member.userId, member.password);
  await page.goto('/event');
  await expectSignedInAs(page, member.nickName);
  await login(request, member.userId, member.password);
  // The 5-second session check notices without any click.
  await acceptAlert(page, koSession.endedElsewhere, { timeout: 12_000 });
  await expect(page).toHaveURL(/\/login\?next=%2Fevent$/);
});

test('an operator logout ends the session with 556', { tag: '@phone-only' }, async ({ page, request, problems }) => {
  problems.allow(/ 556|status of 556/);
  const member = await newMember(request);
  await signIn(page, request, member.userId, member.password);
  await page.goto('/event');
  await expectSignedInAs(page, member.nickName);
  await asAdmin(request, 'POST', `members/${member.userId}/logout`);
  await page.goto('/free');
  await acceptAlert(page, koSession.loggedOut);
  await expect(page).toHaveURL(/\/login\?next=%2Ffree$/);
});

test(
  'a member whose session ends on a page logs in again and is back on it',
  { tag: '@phone-only' },
  async ({ page, request, problems }) => {
    problems.allow(/ 556|status of 556/);
    const member = await newMember(request);
    await signIn(page, request, member.userId, member.password);
    await page.goto('/mywallet/point?page=1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ko.pages.point.title);
    await asAdmin(request, 'POST', `members/${member.userId}/logout`);
    // The 5-second member check meets the ended session without any click.
    await acceptAlert(page, koSession.loggedOut, { timeout: 12_000 });
    await expect(page).toHaveURL(/\/login\?next=%2Fmywallet%2Fpoint%3Fpage%3D1$/);

    await page.getByLabel(koAuth.userId).fill(member.userId);
    await page.getByLabel(koAuth.password).fill(member.password);
    await page.getByRole('button', { name: koAuth.login }).click();
    await expect(page).toHaveURL(/\/mywallet\/point\?page=1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ko.pages.point.title);
    await expectSignedInAs(page, member.nickName);
  },
);

test('a blocked account is sent to a blank page (406)', { tag: '@phone-only' }, async ({ page, request, problems }) => {
  problems.allow(/ 406|status of 406/);
  const member = await newMember(request);
  await signIn(page, request, member.userId, member.password);
  await page.goto('/event');
  await expectSignedInAs(page, member.nickName);
  await asAdmin(request, 'PUT', `members/${member.userId}`, { blocked: true });
  await expect(page).toHaveURL('about:blank', { timeout: 10_000 });
});

test('a blocked IP is told so (600)', { tag: '@phone-only' }, async ({ browser, request, problems: _ }, testInfo) => {
  // A documentation-range address (TEST-NET-3), as if the visitor came through the site's proxy.
  const ip = `203.0.113.${((testInfo.workerIndex * 50 + testInfo.repeatEachIndex + (Date.now() % 40)) % 250) + 1}`;
  const context = await browser.newContext({
    extraHTTPHeaders: { 'X-Forwarded-For': ip },
    viewport: testInfo.project.use.viewport ?? null,
  });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await asAdmin(request, 'POST', 'ip-blocks', { ip });
  try {
    await page.goto('/event');
    await acceptAlert(page, koSession.ipBlocked);
  } finally {
    await asAdmin(request, 'DELETE', 'ip-blocks', { ip });
    await context.close();
  }
});

test('the profile edit needs the current password', { tag: '@phone-only' }, async ({ page, request, problems }) => {
  problems.allow(/api\/member\/user/);
  const member = await newMember(request);
  await signIn(page, request, member.userId, member.password);
  await page.goto('/member');
  const nickName = `새이름${Date.now() % 10_000}`;
  await page.getByLabel(koAuth.nickName).fill(nickName);
  await page.getByLabel(koAuth.currentPassword).fill('not-my-password1');
  await page.getByRole('button', { name: koAuth.save }).click();
  await acceptAlert(page, '현재 비밀번호가 일치하지 않습니다.');
  await page.getByLabel(koAuth.currentPassword).fill(member.password);
  await page.getByRole('button', { name: koAuth.save }).click();
  await acceptAlert(page, koAuth.profileSaved);
  await expectSignedInAs(page, nickName);
});

test(
  '/member shows the withdrawal account registered at sign-up, masked',
  { tag: '@phone-only' },
  async ({ page, request }) => {
    const member = await newMember(request);
    await signIn(page, request, member.userId, member.password);
    await page.goto('/member');
    const section = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: koBankAccount.bankAccount }) });
    await expect(section.getByText(maskAccountNumber(member.accountNumber))).toBeVisible();
    await expect(section.getByText('KB국민은행')).toBeVisible();
    await expect(section.getByText(koBankAccount.bankAccountChangeNote)).toBeVisible();
    await expect(page.getByRole('button', { name: koBankAccount.bankAccountRegister })).toHaveCount(0);
  },
);

test('a phone can switch to the PC layout and back, remembered', async ({ browser, problems: _ }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile-425', 'the toggle is for phones');
  const context = await browser.newContext({ viewport: { width: 425, height: 900 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('button', { name: '메뉴 열기' }).click();
  await page.getByRole('button', { name: koAuth.pcView }).click();
  await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', 'width=1607');
  await page.reload();
  await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', 'width=1607');
  await expect(page.getByRole('complementary', { name: '사이드 메뉴' })).toBeVisible();
  await page.getByRole('button', { name: koAuth.mobileView }).click();
  await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', 'width=425');
  await context.close();
});

test('the side menu’s sport buttons open the Korean-style book with the sport', async ({ page }) => {
  test.skip(!isDesktop(page), 'the side menu is on the desktop layout');
  await page.goto('/');
  await page.getByRole('complementary', { name: '사이드 메뉴' }).locator('[data-sport-id="48242"]').click();
  await expect(page).toHaveURL(/\/korea\?sport_id=48242&flag=Basketball&location_id=&league=&time=\d+$/);
});
