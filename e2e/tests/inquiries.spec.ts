/**
 * The customer centre: a member opens a 계좌문의 from the deposit page, sends it, an operator answers
 * it in the console with the deposit account text inserted by one click, the member sees the unread
 * answer's badge, reads the answer, and the badge goes away.
 */
import { acceptAlert, expect, test } from '../fixtures';
import { asAdmin, newMember } from '../support/api';
import { signIn, useSharedAdminSession } from '../support/session';

const ACCOUNT_TEXT = 'e2e 고객센터 안내: 국민은행 000-1234-5678 예금주 테스트';

test.describe('customer centre', { tag: '@phone-only' }, () => {
  test('a 계좌문의 from the deposit page is answered with the account text and read by the member', async ({
    page,
    request,
    browser,
    problems: _,
  }, testInfo) => {
    const settings = (await asAdmin(request, 'GET', 'cashier/settings')) as Record<string, unknown>;
    await asAdmin(request, 'PUT', 'cashier/settings', { ...settings, accountInquiryAnswer: ACCOUNT_TEXT });
    const member = await newMember(request);
    await signIn(page, request, member.userId, member.password);

    await page.goto('/charge');
    await page.getByRole('link', { name: '고객센터 1:1 계좌문의' }).click();
    await expect(page).toHaveURL(/\/customer\/write\/account$/);
    const form = page.getByRole('form', { name: '문의하기' });
    await expect(form.getByRole('combobox', { name: '문의 종류' })).toHaveText('계좌문의');
    await expect(form.getByRole('textbox', { name: '제목' })).toHaveValue('입금 계좌 문의');
    await form.getByRole('textbox', { name: '내용' }).fill('입금할 계좌를 알려주세요.');
    await form.getByRole('button', { name: '문의 보내기' }).click();
    await acceptAlert(page, '문의를 보냈습니다.');
    await expect(page.getByText('담당자가 확인 중입니다.')).toBeVisible();
    const badge = page.getByRole('link', { name: /^고객센터 새 답변/ });
    await expect(badge).toHaveCount(0);

    // The operator, in a browser of their own.
    const console = await browser.newPage({ baseURL: testInfo.project.use.baseURL });
    await useSharedAdminSession(console);
    await console.goto('/admin?tab=customer');
    const row = console
      .getByRole('list', { name: '1:1 문의' })
      .getByRole('listitem')
      .filter({ hasText: member.userId });
    await expect(row).toContainText('대기');
    await expect(row).toContainText('입금 계좌 문의');
    await row.getByRole('button', { name: '보기' }).click();
    await expect(console.getByRole('article', { name: '입금 계좌 문의' })).toContainText('입금할 계좌를 알려주세요.');
    await console.getByRole('button', { name: '입금 계좌 안내 넣기' }).click();
    await expect(console.getByRole('textbox', { name: '답변 내용' })).toHaveValue(ACCOUNT_TEXT);
    await console.getByRole('button', { name: '답변 등록' }).click();
    await acceptAlert(console, '답변을 등록했습니다.');
    await console.close();

    // Back on the member's phone: the badge comes with the next page.
    await page.goto('/customer');
    await expect(badge).toHaveAccessibleName('고객센터 새 답변 1건');
    const mine = page.getByRole('list', { name: '내 문의 내역' }).getByRole('listitem');
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText('답변완료');
    await expect(mine).toContainText('새 답변');
    await mine.getByRole('button').click();
    await expect(page.getByRole('region', { name: '답변' })).toContainText(ACCOUNT_TEXT);
    await expect(badge).toHaveCount(0);
    await page.getByRole('link', { name: '목록으로' }).click();
    await expect(mine).not.toContainText('새 답변');
  });
});
