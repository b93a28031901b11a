import type { Locator } from '@playwright/test';

import { koAuth } from '../../apps/web/src/i18n/ko';
import { koBankAccount } from '../../apps/web/src/i18n/ko-bank-account';

export interface JoinFields {
  userId: string;
  password: string;
  /** defaults to the password */
  passwordConfirm?: string;
  nickName: string;
}

/** Fills the sign-up dialog: the given account, and a phone and withdrawal account every test may share. */
export async function fillJoinForm(dialog: Locator, fields: JoinFields): Promise<void> {
  await dialog.getByLabel(koAuth.userId, { exact: true }).fill(fields.userId);
  await dialog.getByLabel(koAuth.password, { exact: true }).fill(fields.password);
  await dialog.getByLabel(koAuth.passwordConfirm, { exact: true }).fill(fields.passwordConfirm ?? fields.password);
  await dialog.getByLabel(koAuth.nickName, { exact: true }).fill(fields.nickName);
  await dialog.getByLabel(koAuth.phone).fill('010-5555-1234');
  await dialog.getByLabel(koBankAccount.bank, { exact: true }).selectOption({ label: '카카오뱅크' });
  await dialog.getByLabel(koBankAccount.accountNumber, { exact: true }).fill('3333-01-2345678');
  await dialog.getByLabel(koBankAccount.holderName, { exact: true }).fill('홍길동');
  await dialog.getByLabel(koBankAccount.withdrawalPassword, { exact: true }).fill('2468');
  await dialog.getByLabel(koBankAccount.withdrawalPasswordConfirm, { exact: true }).fill('2468');
}
