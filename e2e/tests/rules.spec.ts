/**
 * Rules (/rule): a member reaches 입출금 from the table of contents and reads a rule; a change an
 * operator saves in the console's 규정 관리 tab is what /rule then shows.
 */
import { acceptAlert, expect, test } from '../fixtures';
import { newMember } from '../support/api';
import { signIn, useSharedAdminSession } from '../support/session';

test('a member uses the table of contents to reach 입출금 and reads a rule', async ({ page, request, problems: _ }) => {
  const member = await newMember(request);
  await signIn(page, request, member.userId, member.password);
  await page.goto('/rule');
  await page.getByRole('navigation', { name: '목차' }).getByRole('link', { name: '입출금' }).click();
  await expect(page).toHaveURL(/\/rule#cashier$/);
  const cashier = page.locator('#cashier');
  await expect(cashier).toBeInViewport();
  await expect(cashier.getByRole('heading', { name: '입출금' })).toBeVisible();
  await expect(cashier.getByRole('heading', { name: '입금 전 계좌 문의' })).toBeVisible();
  await expect(cashier).toContainText('입금 계좌는 수시로 변경되므로');
});

test(
  "an operator's saved rule is what /rule shows",
  { tag: '@pc-only' },
  async ({ browser, page, request }, testInfo) => {
    // Each project edits its own category, so the two running together never overwrite each other.
    const [category, name] = testInfo.project.name.startsWith('pc')
      ? ['virtuals', '가상게임']
      : ['minigames', '미니게임'];
    const line = `e2e 규정 ${testInfo.project.name} ${Date.now() % 100_000}`;
    await useSharedAdminSession(page);
    await page.goto('/admin?tab=rules');
    await page.getByRole('combobox', { name: '분류' }).click();
    await page.getByRole('option', { name }).click();
    await expect(page.getByLabel('제목')).toHaveValue(name);
    await page.getByLabel('내용 (HTML)').fill(`<h3>${line}</h3><p>새 규정입니다.</p><script>alert(1)</script>`);
    await page.getByRole('button', { name: '저장' }).click();
    await acceptAlert(page, '규정을 저장했습니다.');
    await expect(page.getByLabel('저장된 내용 미리보기').getByRole('heading', { name: line })).toBeVisible();

    // The operator's tab stays in the console, so a member reads /rule in a browser of their own.
    const { baseURL, viewport } = testInfo.project.use;
    const context = await browser.newContext({ baseURL, viewport });
    const memberPage = await context.newPage();
    const member = await newMember(request);
    await signIn(memberPage, request, member.userId, member.password);
    await memberPage.goto(`/rule#${category}`);
    const section = memberPage.locator(`#${category}`);
    await expect(section.getByRole('heading', { name: line })).toBeVisible();
    await expect(section).toContainText('새 규정입니다.');
    await expect(section).not.toContainText('alert(1)');
    await context.close();
  },
);
