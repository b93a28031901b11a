import { defineConfig } from 'vitest/config';

import { serverTestProjects } from './apps/server/vitest.config';

/**
 * One run for every package: contracts and web unit tests, and the server's API tests on PGlite
 * (and on PostgreSQL too when TEST_DATABASE_URL is set; see apps/server/vitest.config.ts).
 */
export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        test: { name: 'contracts', root: './packages/contracts', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      // The repository's own tooling: the lint rules that keep the layers apart.
      {
        test: {
          name: 'tooling',
          root: './scripts',
          include: ['**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      './apps/web/vitest.config.ts',
      ...serverTestProjects,
    ],
  },
});
