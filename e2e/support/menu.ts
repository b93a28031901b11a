import type { Page } from '@playwright/test';

import { ko } from '../../apps/web/src/i18n/ko';
import { isDesktop } from '../fixtures';

/** The mobile drawer: the layer holding the main menu's links (its icons are 'presentation' too). */
export const drawer = (page: Page) =>
  page.getByRole('presentation').filter({ has: page.getByRole('navigation', { name: '주 메뉴' }) });

/** Follows an entry of the top bar (desktop) or of the drawer's map (phone): 유럽형 스포츠, 라이브카지노 … */
export async function openMenuEntry(page: Page, label: string): Promise<void> {
  if (isDesktop(page)) {
    await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: label, exact: true }).click();
    return;
  }
  await page.getByRole('button', { name: ko.common.openMenu }).click();
  await drawer(page)
    .getByRole('navigation', { name: '주 메뉴' })
    .getByRole('link', { name: label, exact: true })
    .click();
}

/**
 * Follows a link of the site map (app/site-map.ts): in the phone's drawer, or in the PC's 전체 메뉴
 * panel opened from the top bar.
 */
export async function openSiteMapLink(page: Page, label: string): Promise<void> {
  if (isDesktop(page)) {
    await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('button', { name: ko.siteMap.open }).click();
    await page
      .getByRole('navigation', { name: ko.siteMap.open })
      .getByRole('link', { name: label, exact: true })
      .click();
    return;
  }
  await page.getByRole('button', { name: ko.common.openMenu }).click();
  await drawer(page)
    .getByRole('navigation', { name: '주 메뉴' })
    .getByRole('link', { name: label, exact: true })
    .click();
}
