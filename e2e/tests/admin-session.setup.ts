import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { test as setup } from '@playwright/test';

import { adminTokenFile, login } from '../support/api';

setup('log the shared administrator in', async ({ request }) => {
  mkdirSync(path.dirname(adminTokenFile), { recursive: true });
  writeFileSync(adminTokenFile, await login(request, 'admin', 'admin1234'));
});
