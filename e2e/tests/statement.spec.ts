/**
 * The monthly statement (issue 33, docs/decisions/065): a member with an operator's credit and a settled
 * bet opens /responsible-play, picks this month, sees its totals and rows, downloads the CSV and the file
 * opens as Excel would read it: a UTF-8 BOM, a Korean header, the rows and the totals the page showed.
 */
import { readFile } from 'node:fs/promises';

import { seoulMonthText } from '@site/contracts/clock';

import { expect, test } from '../fixtures';
import { settledMinigameBet } from '../support/cashier';
import { signInFundedMember } from '../support/session';
import { shot } from '../support/shots';

const CREDIT = 50_000;
const STAKE = 1_000;

test('a member picks a month, reads its totals and downloads the statement as CSV', async ({
  page,
  request,
  problems,
}, testInfo) => {
  const token = await signInFundedMember(page, request, CREDIT);
  await settledMinigameBet(request, token, 601, STAKE);
  const month = seoulMonthText(new Date());

  await page.goto('/responsible-play');
  await expect(page.getByRole('heading', { name: '월별 이용 내역서' })).toBeVisible();
  // The member joined this month: it is the only month to pick.
  await page.getByRole('combobox', { name: '조회 월' }).click();
  const options = page.getByRole('option');
  await expect(options).toHaveText([`${month.slice(0, 4)}년 ${Number(month.slice(5, 7))}월`]);
  await options.first().click();

  const totals = page.getByLabel('분류별 합계');
  await expect(totals).toContainText('조정');
  await expect(totals).toContainText('+50,000원');
  await expect(totals).toContainText('베팅');
  const rows = page.getByLabel('거래 내역', { exact: true });
  await expect(rows).toContainText('관리자 지급/차감');
  await expect(rows).toContainText('-1,000원');
  await shot(page, testInfo, 'statement');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV 다운로드' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`이용내역서-${month}.csv`);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).split('\r\n');
  expect(lines[0]).toBe('일시,구분,내용,통화,금액,잔액 (거래 후)');
  expect(lines[1]).toMatch(
    new RegExp(`^${month}-\\d{2} \\d{2}:\\d{2}:\\d{2},조정,관리자 지급/차감,머니,${CREDIT},${CREDIT}$`),
  );
  expect(lines[2]).toMatch(/,베팅,베팅,머니,-1000,49000$/);
  expect(lines).toContain(`조정,머니,${CREDIT},0,${CREDIT},1`);
  expect(lines).toContain(`기초 잔액,머니,0`);
  expect(problems.list).toEqual([]);
});
