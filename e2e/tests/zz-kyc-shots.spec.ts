import { koVerification } from '../../apps/web/src/i18n/ko-verification';
import { expect, test } from '../fixtures';
import { shot } from '../support/shots';
import { useSharedAdminSession } from '../support/session';

test('shots: the deposit switch in 사이트 설정', async ({ page, problems: _ }, testInfo) => {
  await useSharedAdminSession(page);
  await page.goto('/admin?tab=settings');
  await expect(page.getByRole('switch', { name: '충전 전 본인 인증' })).toBeVisible();
  await shot(page, testInfo, 'settings-verification-switch');
  await page.goto('/admin?tab=verification');
  await expect(page.getByRole('tab', { name: koVerification.admin.pending })).toBeVisible();
  await page.getByRole('tab', { name: koVerification.admin.decided }).click();
  await expect(page.getByText('demo (데모회원)')).toBeVisible();
  await shot(page, testInfo, 'verification-decided-seeded');
});
