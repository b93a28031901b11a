import path from 'node:path';

import type { Page, TestInfo } from '@playwright/test';

/** With E2E_SHOTS set (a folder), a screenshot of this step of the test, named by it and the width. */
export async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const folder = process.env.E2E_SHOTS;
  if (!folder) return;
  await page.screenshot({ path: path.join(folder, `${name}-${testInfo.project.name}.png`), fullPage: true });
}
