/**
 * The console's 리포트 tab (issue 36, docs/decisions/078): the owner picks 일 and today, sees today's row
 * in every section, and downloads a section's CSV (BOM, Korean header, today's row); the cashier role
 * has no such tab.
 */
import { readFile } from 'node:fs/promises';

import { seoulToday } from '@site/contracts/clock';

import { koReports } from '../../apps/web/src/i18n/ko-reports';
import { expect, test } from '../fixtures';
import { shot } from '../support/shots';
import { signIn, useSharedAdminSession } from '../support/session';

test('the owner reads today by day and downloads the products CSV', async ({ page, problems }, testInfo) => {
  const today = seoulToday();
  await useSharedAdminSession(page);
  await page.goto('/admin');
  await page.getByRole('tablist', { name: '관리 메뉴' }).getByRole('tab', { name: koReports.tab }).click();
  await page.getByRole('tablist', { name: koReports.grain }).getByRole('tab', { name: '일' }).click();
  await page.getByRole('group', { name: koReports.dateRange }).getByRole('button', { name: koReports.today }).click();

  const products = page.getByRole('table', { name: '상품별 손익' });
  await expect(products.getByRole('rowheader', { name: today })).toBeVisible();
  await expect(products.getByRole('rowheader', { name: '합계' })).toBeVisible();
  await expect(products.getByRole('columnheader', { name: '스포츠 베팅' })).toBeVisible();
  for (const name of ['입출금', '회원']) {
    await expect(page.getByRole('table', { name }).getByRole('rowheader', { name: today })).toBeVisible();
  }
  await expect(page.getByRole('img', { name: /상품별 손익: 기간별 베팅와 당첨/ })).toBeVisible();
  await shot(page, testInfo, 'reports-day');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: `상품별 손익 ${koReports.download}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`report-products-day-${today}-${today}.csv`);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).split('\r\n');
  expect(lines[0]).toMatch(/^기간,스포츠 베팅,스포츠 당첨,스포츠 GGR,미니게임 베팅,/);
  expect(lines[0]).toMatch(/,GGR,보너스,NGR$/);
  expect(lines[1]).toMatch(new RegExp(`^${today}(,-?\\d+){20}$`));
  expect(lines[2]).toMatch(/^합계,/);

  await page.getByRole('tablist', { name: koReports.grain }).getByRole('tab', { name: '월' }).click();
  await expect(products.getByRole('rowheader', { name: today.slice(0, 7) })).toBeVisible();
  await shot(page, testInfo, 'reports-month');
  expect(problems.list).toEqual([]);
});

test('the cashier role has no 리포트 tab', async ({ page, request, problems }) => {
  await signIn(page, request, 'cashier', 'cashier1234');
  await page.goto('/admin');
  const tabs = page.getByRole('tablist', { name: '관리 메뉴' });
  await expect(tabs.getByRole('tab', { name: /입출금/ })).toBeVisible();
  await expect(tabs.getByRole('tab', { name: koReports.tab })).toHaveCount(0);
  expect(problems.list).toEqual([]);
});
