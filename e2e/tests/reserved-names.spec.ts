import type { ReservedName } from '@site/contracts/api/reserved-names';
import { memberNameErrors } from '@site/contracts/api/member-names';

import { koAuth } from '../../apps/web/src/i18n/ko';
import { koAdmin } from '../../apps/web/src/i18n/ko-admin';
import { acceptAlert, expect, test } from '../fixtures';
import { asAdmin } from '../support/api';
import { fillJoinForm } from '../support/join';
import { useSharedAdminSession } from '../support/session';

// Issue 31 finding 3: 운영자 with a space was a nickname like any other.
test(
  'signing up as 운 영자 is refused with the Korean reason on the nickname',
  { tag: '@phone-only' },
  async ({ page, problems }) => {
    problems.allow(/api\/member\/(join|check-nickname)/);
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: koAuth.join, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: koAuth.join });
    const nickName = dialog.getByLabel(koAuth.nickName, { exact: true });
    await nickName.fill('운 영자');
    // The 중복확인 says why, on the field, instead of "free".
    await dialog.getByRole('button', { name: koAuth.checkNickName }).click();
    await expect(dialog.getByText(memberNameErrors.reserved)).toBeVisible();
    await expect(nickName).toHaveAttribute('aria-invalid', 'true');

    await fillJoinForm(dialog, {
      userId: `staff${Date.now() % 1_000_000_000}`,
      password: 'goodpass123',
      nickName: '운 영자',
    });
    await dialog.getByRole('button', { name: koAuth.joinSubmit }).click();
    await expect(dialog.getByText(memberNameErrors.reserved)).toBeVisible();
    // Still the sign-up form: no account was made.
    await expect(dialog.getByRole('button', { name: koAuth.joinSubmit })).toBeVisible();
  },
);

test(
  'the operator adds a reserved word in the console and it is on the list',
  { tag: '@pc-only' },
  async ({ page, request, problems: _ }, testInfo) => {
    // Each width adds a word of its own: the two run at once.
    const word = testInfo.project.name === 'mobile-425' ? '이벤트팀' : '보안팀';
    const before = (await asAdmin(request, 'GET', 'reserved-names')) as ReservedName[];
    const stale = before.find((entry) => entry.word === word);
    if (stale) await asAdmin(request, 'DELETE', `reserved-names/${stale.id}`);
    try {
      await useSharedAdminSession(page);
      await page.goto('/admin');
      await page.getByRole('tab', { name: koAdmin.tabs.reservedNames }).click();
      const list = page.getByRole('list', { name: koAdmin.reservedNames.title });
      await expect(list.getByText('운영자', { exact: true })).toBeVisible();
      await page.getByLabel(koAdmin.reservedNames.word, { exact: true }).fill(word);
      await page.getByRole('button', { name: koAdmin.reservedNames.add }).click();
      await acceptAlert(page, koAdmin.reservedNames.added(word));
      await expect(list.getByText(word, { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: koAdmin.reservedNames.collisionsTitle })).toBeVisible();
    } finally {
      const after = (await asAdmin(request, 'GET', 'reserved-names')) as ReservedName[];
      const added = after.find((entry) => entry.word === word);
      if (added) await asAdmin(request, 'DELETE', `reserved-names/${added.id}`);
    }
  },
);
