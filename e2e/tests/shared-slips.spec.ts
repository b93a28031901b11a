/**
 * 베팅 공유 (issue 34): a member shares a bet from /bet_result, another member opens the link in a
 * browser of their own, sees the picks at today's prices (a pick no longer open marked as such) and
 * puts the open ones into the cart with one tap; a board post's attached bet does the same with
 * 이 조합 담기.
 */
import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';

import type { Bet } from '@site/contracts/api/bets';
import type { BoardPost } from '@site/contracts/api/board';
import { AUTH_HEADER, bearer } from '@site/contracts/api/session-codes';
import type { SharedSlipLink } from '@site/contracts/api/shared-slips';
import type { Fixture } from '@site/contracts/api/sports';
import type { VirtualEventList } from '@site/contracts/api/virtuals';

import { koBetSlip } from '../../apps/web/src/i18n/ko-bet-slip';
import { koSharedSlips as t } from '../../apps/web/src/i18n/ko-shared-slips';
import { acceptAlert, expect, isDesktop, test } from '../fixtures';
import { asAdmin, newMember } from '../support/api';
import { crossFixtures, openCart, resultMarket } from '../support/bet-cart';
import { signIn, signInFundedMember } from '../support/session';
import { shot } from '../support/shots';

const headers = (token: string) => ({ [AUTH_HEADER]: bearer(token) });

/** The home win of each fixture: one pick per match, as a 조합 takes them. */
const homeWins = (fixtures: readonly Fixture[]) =>
  fixtures.map((fixture) => {
    const selection = resultMarket(fixture)?.selections[0];
    if (!selection) throw new Error(`fixture ${fixture.id} has no result price`);
    return { fixture, selection };
  });

/** A two-match 조합 placed through the API. */
async function placeTwoMatchBet(request: APIRequestContext, token: string) {
  const picks = homeWins(await crossFixtures(request, 2));
  const response = await request.post('/api/bets', {
    headers: headers(token),
    data: {
      idempotencyKey: `e2e-share-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
      stake: 5_000,
      picks: picks.map(({ selection }) => ({ selectionId: selection.id, price: selection.price })),
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return { bet: (await response.json()) as Bet, picks };
}

/**
 * A selection of a virtual match that is over: the soonest match of a league of its own per width, played
 * at once by the operator's play-now (the next slot of the league, finished and settled).
 */
async function finishedSelection(request: APIRequestContext, page: Page): Promise<{ id: number; home: string }> {
  const league = isDesktop(page) ? 'worldcups' : 'eurocups';
  const response = await request.get(`/api/virtuals/soccer/events?league=${league}`);
  const scheduled = ((await response.json()) as VirtualEventList).items.filter((e) => e.status === 'scheduled');
  const soonest = Math.min(...scheduled.map((event) => Date.parse(event.startAt)));
  const match = scheduled.find((event) => Date.parse(event.startAt) === soonest);
  const selection = match && resultMarket(match)?.selections[0];
  if (!match || !selection) throw new Error(`no virtual match of ${league} to play`);
  await asAdmin(request, 'POST', 'virtuals/play-now', { sport: 'soccer', league });
  return { id: selection.id, home: match.home };
}

/** A second member in a browser of their own, at the test's width. */
async function otherMember(browser: Browser, request: APIRequestContext, testInfo: TestInfo): Promise<Page> {
  const { baseURL, viewport } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const page = await context.newPage();
  const member = await newMember(request);
  await signIn(page, request, member.userId, member.password);
  return page;
}

/**
 * Waits for the page's transitions to end (a dialog fading in), so a screenshot shows it whole; the
 * endless ones (the news marquee) never end and are not waited for.
 */
const settled = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );

async function expectCartHolds(page: Page, homes: readonly string[]): Promise<void> {
  await expect(page).toHaveURL(/\/europe$/);
  const cart = await openCart(page);
  const picks = cart.getByRole('list', { name: koBetSlip.picksLabel }).getByRole('listitem');
  await expect(picks).toHaveCount(homes.length);
  for (const home of homes) await expect(picks.filter({ hasText: home })).toHaveCount(1);
}

test.describe('shared slips', () => {
  test('a member shares a bet; another opens the link and puts its picks in the cart with one tap', async ({
    browser,
    page,
    request,
    problems: _,
  }, testInfo) => {
    const token = await signInFundedMember(page, request, 50_000);
    const { bet, picks } = await placeTwoMatchBet(request, token);

    await page.goto('/bet_result');
    const card = page.locator(`[data-bet-id="${bet.id}"]`);
    await card.getByRole('button', { name: t.shareBet(bet.id) }).click();
    const dialog = page.getByRole('dialog', { name: t.dialogTitle });
    const field = dialog.getByRole('textbox', { name: t.link });
    await expect(field).toHaveValue(/\/slip\/[A-Za-z0-9_-]{16}$/);
    await settled(page);
    await shot(page, testInfo, 'share-dialog');
    const link = await field.inputValue();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await dialog.getByRole('button', { name: t.copy }).click();
    await expect(dialog.getByRole('status')).toHaveText(t.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await dialog.getByRole('button', { name: t.close }).click();

    const friend = await otherMember(browser, request, testInfo);
    await friend.goto(new URL(link).pathname);
    const list = friend.getByRole('list', { name: t.picks });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    for (const { fixture } of picks)
      await expect(list.getByRole('listitem').filter({ hasText: fixture.home })).toContainText(t.state.open);
    await expect(friend.getByText(t.fromBet(bet.id))).toBeVisible();
    // The sharer's money stays theirs: the stake is not on the page.
    await expect(friend.getByText('5,000')).toHaveCount(0);

    await friend.getByRole('button', { name: t.takeAll }).click();
    await acceptAlert(friend, t.taken(2));
    await expectCartHolds(
      friend,
      picks.map(({ fixture }) => fixture.home),
    );
    // The friend's cart now holds picks: it can be passed on in turn.
    const cart = friend.getByRole('region', { name: koBetSlip.title });
    await settled(friend);
    await shot(friend, testInfo, 'cart-share');
    await cart.getByRole('button', { name: t.shareCart }).click();
    const cartLink = friend.getByRole('dialog', { name: t.dialogTitle }).getByRole('textbox', { name: t.link });
    await expect(cartLink).toHaveValue(/\/slip\/[A-Za-z0-9_-]{16}$/);
    expect(await cartLink.inputValue()).not.toBe(link);
    await friend.context().close();
  });

  test('a shared cart with a match already played marks it and takes only the open picks', async ({
    page,
    request,
    problems: _,
  }, testInfo) => {
    const token = await signInFundedMember(page, request, 10_000);
    const open = homeWins(await crossFixtures(request, 1));
    const over = await finishedSelection(request, page);
    const response = await request.post('/api/slips', {
      headers: headers(token),
      data: { selectionIds: [...open.map(({ selection }) => selection.id), over.id] },
    });
    expect(response.ok(), await response.text()).toBe(true);
    const { path } = (await response.json()) as SharedSlipLink;

    await page.goto(path);
    const list = page.getByRole('list', { name: t.picks });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    // Played and settled at once; a result a moment late leaves it under way, as closed to bets.
    await expect(list.getByRole('listitem').filter({ hasText: over.home })).toContainText(
      new RegExp(`${t.state.finished}|${t.state.started}`),
    );
    await expect(page.getByRole('status').filter({ hasText: t.openCount(1, 2) })).toBeVisible();
    await shot(page, testInfo, 'slip-page');
    await page.getByRole('button', { name: t.takeAll }).click();
    await acceptAlert(page, t.taken(1));
    await expectCartHolds(
      page,
      open.map(({ fixture }) => fixture.home),
    );
  });

  test("a board post's attached bet goes into the reader's cart with 이 조합 담기", async ({
    browser,
    page,
    request,
    problems: _,
  }, testInfo) => {
    const token = await signInFundedMember(page, request, 50_000);
    const { bet, picks } = await placeTwoMatchBet(request, token);
    const posted = await request.post('/api/board/posts', {
      headers: headers(token),
      data: { title: `e2e 조합 공유 ${Date.now() % 100_000}`, body: '<p>이 조합 어때요?</p>', betId: bet.id },
    });
    expect(posted.ok(), await posted.text()).toBe(true);
    const post = (await posted.json()) as BoardPost;

    const reader = await otherMember(browser, request, testInfo);
    await reader.goto(`/free/view/${post.id}`);
    const button = reader.getByRole('button', { name: t.takeBoard });
    await expect(button).toBeVisible();
    await shot(reader, testInfo, 'board-take');
    await button.click();
    await acceptAlert(reader, t.taken(2));
    await expectCartHolds(
      reader,
      picks.map(({ fixture }) => fixture.home),
    );
    await reader.context().close();
  });
});
