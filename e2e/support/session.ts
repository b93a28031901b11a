import { formatSeoulDateTime } from '@site/contracts/clock';
import type { APIRequestContext, Page } from '@playwright/test';

import { AUTH_STORAGE_KEY } from '../../apps/web/src/features/auth/session-store';
import { login } from './api';

/**
 * Starts the page logged in as this member, as the login dialog would leave it: the token and a
 * one-hour expiry under the site's auth key. Seeded once per tab, so a logout in the test sticks.
 */
export async function signIn(
  page: Page,
  request: APIRequestContext,
  userId: string,
  password: string,
): Promise<string> {
  const token = await login(request, userId, password);
  const stored = JSON.stringify({ token, expiresAt: formatSeoulDateTime(Date.now() + 3_600_000) });
  await page.addInitScript(
    ({ key, value }) => {
      if (sessionStorage.getItem('e2e-session-seeded')) return;
      sessionStorage.setItem('e2e-session-seeded', '1');
      localStorage.setItem(key, value);
    },
    { key: AUTH_STORAGE_KEY, value: stored },
  );
  return token;
}
