import { test as base, expect, type Locator, type Page } from '@playwright/test';

import { ko } from '../apps/web/src/i18n/ko';

/** What went wrong in the page: console errors, uncaught exceptions, failed or 4xx/5xx requests. */
export interface PageProblems {
  list: string[];
  /** Answers the test provokes on purpose (a wrong password, a session ended by the server). */
  allow: (urlPart: RegExp) => void;
}

/**
 * Every test gets a page that records its problems; the test fails at the end if there were any
 * it did not allow.
 */
export const test = base.extend<{ problems: PageProblems }>({
  problems: async ({ page }, use) => {
    const allowed: RegExp[] = [];
    const problems: PageProblems = { list: [], allow: (pattern) => allowed.push(pattern) };
    page.on('console', (message) => {
      if (message.type() === 'error') problems.list.push(`console: ${message.text()} @ ${message.location().url}`);
    });
    page.on('pageerror', (error) => problems.list.push(`page error: ${error.message}`));
    page.on('requestfailed', (request) => {
      const reason = request.failure()?.errorText ?? '';
      // Leaving a page cancels what it was still loading; that is not a failure.
      if (reason !== 'net::ERR_ABORTED') problems.list.push(`request failed: ${request.url()} ${reason}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.list.push(`HTTP ${response.status()}: ${response.url()}`);
    });
    await use(problems);
    const unexpected = problems.list.filter((problem) => !allowed.some((pattern) => pattern.test(problem)));
    expect(unexpected, 'console errors or failed requests').toEqual([]);
  },
});

export { expect };

export const isDesktop = (page: Page): boolean => (page.viewportSize()?.width ?? 0) >= 1264;

/** The site's alert dialog: waits for it (the configured wait unless told), checks its text, and closes it with 확인. */
export async function acceptAlert(page: Page, text: string, { timeout }: { timeout?: number } = {}): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: text });
  await expect(dialog).toBeVisible({ timeout });
  await dialog.getByRole('button', { name: '확인' }).click();
  // Gone from the page, not just fading: until then it still holds the keyboard and the focus.
  await expect(dialog).toHaveCount(0);
}

/** The site's toast with this text (a placed bet, a notification): it needs no answer and closes by itself. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.getByRole('region', { name: ko.common.toasts }).getByRole('status').filter({ hasText: text });
}

/**
 * Closes every toast on screen, as a member taps their ×: a toast lasts 7 s, so an earlier bet's may still
 * be up when the next bet is placed, and two toasts of the same text are not one to expect.
 */
export async function closeToasts(page: Page): Promise<void> {
  const close = page
    .getByRole('region', { name: ko.common.toasts })
    .getByRole('button', { name: ko.common.closeToast });
  while ((await close.count()) > 0) await close.first().click();
}

/** The member's nickname in the top bar (desktop) or the strip under it (phone). */
export async function expectSignedInAs(page: Page, nickName: string): Promise<void> {
  await expect(page.getByText(nickName, { exact: true }).filter({ visible: true }).first()).toBeVisible();
}
