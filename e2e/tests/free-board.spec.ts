/**
 * The free board (/free): a member writes a post with one of their bets attached, finds it in the
 * list, reads it with the bet's card and comments on it; another member cannot edit it.
 */
import { AUTH_HEADER, bearer } from '@site/contracts/api/session-codes';
import { formatWon } from '@site/contracts/rules/format';

import { koBoard } from '../../apps/web/src/i18n/ko-board';
import { expect, test } from '../fixtures';
import { login, newMember } from '../support/api';
import { placePrematchBet } from '../support/bets';
import { signIn, signInFundedMember } from '../support/session';

const STAKE = 7_000;

test.describe('free board', { tag: '@phone-only' }, () => {
  test('a member posts with a bet attached and comments; another member cannot edit it', async ({
    browser,
    page,
    request,
    problems: _,
  }, testInfo) => {
    const token = await signInFundedMember(page, request, 50_000);
    const bet = await placePrematchBet(request, token, STAKE);
    const pick = bet.picks[0];
    if (!pick) throw new Error('the bet has no pick');
    const title = `e2e 적중 인증 ${Date.now() % 100_000}`;

    await page.goto('/free/write');
    await page.getByRole('textbox', { name: koBoard.titleLabel }).fill(title);
    await page.getByRole('textbox', { name: koBoard.bodyLabel }).fill('오늘 경기 이렇게 걸었습니다.');
    await page.getByRole('button', { name: koBoard.attachBet }).click();
    const choices = page.getByRole('dialog', { name: koBoard.pickBet });
    await choices.locator(`[data-bet-id="${bet.id}"]`).getByRole('button', { name: koBoard.choose }).click();
    await expect(choices).toHaveCount(0);
    await expect(page.locator(`[data-bet-id="${bet.id}"]`)).toContainText(pick.home);
    await page.getByRole('button', { name: koBoard.submit, exact: true }).click();

    await expect(page).toHaveURL(/\/free\/view\/\d+$/);
    const postId = Number(page.url().split('/').pop());
    const post = page.getByRole('article', { name: title });
    await expect(post.getByRole('heading', { name: title })).toBeVisible();
    await expect(post).toContainText('오늘 경기 이렇게 걸었습니다.');
    const card = post.getByRole('region', { name: koBoard.attachedBet }).locator(`[data-bet-id="${bet.id}"]`);
    await expect(card).toContainText(pick.home);
    await expect(card).toContainText(pick.away);
    await expect(card).toContainText(formatWon(STAKE));

    await page.getByRole('textbox', { name: koBoard.commentLabel }).fill('첫 댓글입니다');
    await page.getByRole('button', { name: koBoard.commentSubmit, exact: true }).click();
    const comments = page.getByRole('region', { name: koBoard.commentsTitle });
    await expect(comments.getByRole('listitem')).toHaveCount(1);
    await expect(comments.getByRole('listitem')).toContainText('첫 댓글입니다');

    await page.goto(`/free?q=${encodeURIComponent(title)}`);
    const row = page.getByRole('listitem').filter({ hasText: title });
    await expect(row).toContainText('[1]');
    await expect(row).toContainText(koBoard.betAttached);
    await expect(row).toContainText(koBoard.views(1));

    // Another member in a browser of their own: no edit buttons, the edit form refuses, the API says 404.
    const { baseURL, viewport } = testInfo.project.use;
    const context = await browser.newContext({ baseURL, viewport });
    const otherPage = await context.newPage();
    const other = await newMember(request);
    await signIn(otherPage, request, other.userId, other.password);
    await otherPage.goto(`/free/view/${postId}`);
    await expect(otherPage.getByRole('article', { name: title })).toBeVisible();
    await expect(otherPage.getByRole('button', { name: koBoard.remove, exact: true })).toHaveCount(0);
    await expect(otherPage.getByRole('link', { name: koBoard.edit, exact: true })).toHaveCount(0);
    await otherPage.goto(`/free/write?edit=${postId}`);
    await expect(otherPage.getByText(koBoard.notFound)).toBeVisible();
    const otherToken = await login(request, other.userId, other.password);
    const refused = await request.put(`/api/board/posts/${postId}`, {
      headers: { [AUTH_HEADER]: bearer(otherToken) },
      data: { title: '바꿈', body: '<p>바꿈</p>' },
    });
    expect(refused.status()).toBe(404);
    await context.close();
  });
});
