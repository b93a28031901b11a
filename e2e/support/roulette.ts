import type { Page } from '@playwright/test';

import { ko } from '../../apps/web/src/i18n/ko';
import { isDesktop } from '../fixtures';
import { drawer } from './menu';

/** Opens the roulette as a member would: the top bar's 룰렛 on a PC, the drawer's on a phone. */
export async function openRoulette(page: Page): Promise<void> {
  if (isDesktop(page)) {
    await page.getByRole('banner').getByRole('button', { name: '룰렛', exact: true }).click();
    return;
  }
  await page.getByRole('button', { name: ko.common.openMenu }).click();
  await drawer(page).getByRole('button', { name: '룰렛', exact: true }).click();
}

/** The open wheel's dialog, e.g. '룰렛 300'. */
export const wheelDialog = (page: Page, wheel: number) => page.getByRole('dialog', { name: `룰렛 ${wheel}` });
