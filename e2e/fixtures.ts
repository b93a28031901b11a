import { test as base, expect, type Page } from '@playwright/test';

/** What went wrong in the page: console errors, uncaught exceptions, failed or 4xx/5xx requests. */
export interface PageProblems {
  list: string[];
}

/**
 * Every test gets a page that records its problems; the test fails at the end if there were any,
 * unless it took them with `problems.list.splice(0)`.
 */
export const test = base.extend<{ problems: PageProblems }>({
  problems: async ({ page }, use) => {
    const problems: PageProblems = { list: [] };
    page.on('console', (message) => {
      if (message.type() === 'error') problems.list.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.list.push(`page error: ${error.message}`));
    page.on('requestfailed', (request) => {
      problems.list.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.list.push(`HTTP ${response.status()}: ${response.url()}`);
    });
    await use(problems);
    expect(problems.list, 'console errors or failed requests').toEqual([]);
  },
});

export { expect };

export const isDesktop = (page: Page): boolean => (page.viewportSize()?.width ?? 0) >= 1264;
