/**
 * Friends (/friend) and the user-info dialog: a member copies their referral link, a new visitor
 * opens it and joins with the recommender already filled in, and the referrer finds the new member,
 * masked, on /friend. The mobile strip's nickname opens the user-info dialog with the money and points.
 */
import { VIEWPORT_WIDTH_MOBILE } from '@site/contracts/constants';

import { ko, koAuth } from '../../apps/web/src/i18n/ko';
import { koBankAccount } from '../../apps/web/src/i18n/ko-bank-account';
import { koFriends } from '../../apps/web/src/i18n/ko-friends';
import { acceptAlert, expect, test } from '../fixtures';
import { asAdmin, newMember } from '../support/api';
import { signIn } from '../support/session';

test.describe('friends', { tag: '@phone-only' }, () => {
  test('a visitor joins through a member’s copied link and shows up, masked, on the member’s /friend', async ({
    page,
    context,
    browser,
    request,
    problems: _,
  }) => {
    const referrer = await newMember(request);
    await signIn(page, request, referrer.userId, referrer.password);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/friend');
    await expect(page.getByText(koFriends.empty)).toBeVisible();
    await page.getByRole('button', { name: koFriends.copyLink }).click();
    await acceptAlert(page, koFriends.copied);
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^https?://[^/]+/\\?ref=${referrer.userId}$`));

    // A visitor in a browser of their own opens the link: sign-up is offered, the recommender filled in.
    const visitor = await browser.newContext({ viewport: { width: VIEWPORT_WIDTH_MOBILE, height: 900 } });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(link);
    const dialog = visitorPage.getByRole('dialog', { name: koAuth.join });
    await expect(dialog.getByLabel(koAuth.recommender)).toHaveValue(referrer.userId);
    const userId = `fr${Date.now() % 1_000_000_000}`;
    await dialog.getByLabel(koAuth.userId, { exact: true }).fill(userId);
    await dialog.getByLabel(koAuth.password, { exact: true }).fill('goodpass123');
    await dialog.getByLabel(koAuth.passwordConfirm, { exact: true }).fill('goodpass123');
    await dialog.getByLabel(koAuth.nickName, { exact: true }).fill(`추천${Date.now() % 100_000}`);
    await dialog.getByLabel(koAuth.phone).fill('010-5555-4321');
    await dialog.getByLabel(koBankAccount.bank, { exact: true }).selectOption({ label: '카카오뱅크' });
    await dialog.getByLabel(koBankAccount.accountNumber, { exact: true }).fill('3333-01-7654321');
    await dialog.getByLabel(koBankAccount.holderName, { exact: true }).fill('홍길동');
    await dialog.getByLabel(koBankAccount.withdrawalPassword, { exact: true }).fill('2468');
    await dialog.getByLabel(koBankAccount.withdrawalPasswordConfirm, { exact: true }).fill('2468');
    await dialog.getByRole('button', { name: koAuth.joinSubmit }).click();
    await acceptAlert(visitorPage, koAuth.joinDone);
    await visitor.close();

    // The referrer sees one referral: masked, not yet active (never logged in).
    await page.reload();
    const referrals = page.getByRole('list', { name: koFriends.referralsTitle });
    await expect(referrals.getByRole('listitem')).toHaveCount(1);
    const row = referrals.getByRole('listitem').first();
    await expect(row).toContainText(`${userId.slice(0, 2)}***`);
    await expect(row).not.toContainText(userId);
    await expect(row).toContainText(koFriends.inactiveState);
    await expect(page.getByRole('main')).toContainText(`${koFriends.total}1명`);
  });

  test('the mobile strip’s nickname opens the user-info dialog with the money and points', async ({
    page,
    request,
    problems: _,
  }) => {
    const member = await newMember(request);
    await signIn(page, request, member.userId, member.password);
    await asAdmin(request, 'POST', `members/${member.userId}/money`, { amount: 54_321, memo: 'e2e 테스트 지급' });
    await page.goto('/');
    await page.getByRole('button', { name: member.nickName }).filter({ visible: true }).click();
    const dialog = page.getByRole('dialog', { name: '내 정보' });
    await expect(dialog).toContainText('보유머니54,321원');
    await expect(dialog).toContainText('포인트0P');
    await dialog.getByRole('button', { name: ko.pages.friend.title }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/friend$/);
  });
});
