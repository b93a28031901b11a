import { test as setup } from '@playwright/test';

import { login, saveAdminToken } from '../support/api';

setup('log the shared administrator in', async ({ request }) => {
  saveAdminToken(await login(request, 'admin', 'admin1234'));
});
