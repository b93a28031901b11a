import type { APIRequestContext } from '@playwright/test';

import { AUTH_HEADER, bearer } from '@site/contracts/api/session-codes';

import { expect, test } from '../fixtures';
import { signInFundedMember } from '../support/session';

/** The launch the lobbies' confirmation makes (POST /api/playfun/auth): a one-time window address. */
async function launch(request: APIRequestContext, token: string, data: object): Promise<string> {
  const response = await request.post('/api/playfun/auth', { data, headers: { [AUTH_HEADER]: bearer(token) } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { launch_url: string }).launch_url;
}

async function siteBalance(request: APIRequestContext, token: string): Promise<string> {
  const response = await request.get('/api/member/user', { headers: { [AUTH_HEADER]: bearer(token) } });
  return ((await response.json()) as { emoney: number }).emoney.toLocaleString('ko-KR');
}

test('a baccarat bet is taken in the betting phase and paid at the result, on the site balance too', async ({
  page,
  request,
}) => {
  // A table round: up to 15 s of betting, 5 s of dealing, then the result.
  test.setTimeout(90_000);
  const token = await signInFundedMember(page, request, 100_000);
  await page.goto(await launch(request, token, { product: 'casino' }));
  await expect(page.getByText('바카라 A')).toBeVisible();
  await expect(page.locator('body[data-phase=betting]')).toBeAttached({ timeout: 40_000 });
  await page.getByRole('button', { name: '10,000원 칩' }).click();
  await page.locator('[data-spot=banker]').click();
  await expect(page.locator('#balance')).toHaveText('90,000');
  await expect(page.getByText('이번 라운드 베팅 10,000원')).toBeVisible();
  await expect(page.getByText(/^라운드 evolution-baccarat-a\.\d+\.\d+$/)).toBeVisible();

  await expect(page.locator('.banner')).toHaveText(/^(뱅커 승|플레이어 승|타이) \(\d:\d\).* — (당첨 [\d,]+원|낙첨)$/, {
    timeout: 40_000,
  });
  const shown = await page.locator('#balance').textContent();
  expect(['90,000', '100,000', '109,500']).toContain(shown);
  expect(await siteBalance(request, token)).toBe(shown);
  await expect(page.locator('.bead-road .bead')).not.toHaveCount(0);
});

test('a slot spin pays at once, and the used launch address opens nothing', async ({ page, request, problems }) => {
  test.setTimeout(60_000);
  const token = await signInFundedMember(page, request, 50_000);
  const address = await launch(request, token, { product: 'slot', aggregator: 'cx' });
  await page.goto(address);
  await expect(page.getByText('스타버스트')).toBeVisible();
  const spin = page.getByRole('button', { name: 'SPIN' });
  await spin.click();
  await expect(spin).toBeEnabled({ timeout: 30_000 });
  await expect(page.getByText(/^라운드 netent-starburst\.d[0-9a-f]+$/)).toBeVisible();
  await expect(page.locator('.slot-win')).toHaveText(/당첨 [\d,]+원|다음 기회에!/);
  const shown = await page.locator('#balance').textContent();
  expect(await siteBalance(request, token)).toBe(shown);

  problems.allow(/(HTTP 403: |status of 403 \(Forbidden\) @ ).*\/sim-casino\/cx\/play/);
  const reopened = await page.goto(address);
  expect(reopened?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: '게임을 열 수 없습니다.' })).toBeVisible();
});
