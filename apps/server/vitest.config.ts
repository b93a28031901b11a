import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import type { DatabaseEngine } from './src/db/client';

const serverRoot = fileURLToPath(new URL('.', import.meta.url));

function serverProject(engine: DatabaseEngine): TestProjectInlineConfiguration {
  return {
    root: serverRoot,
    test: {
      name: `server-${engine}`,
      include: ['src/**/*.test.ts'],
      environment: 'node',
      pool: 'forks',
      globalSetup: [`src/test/global-setup-${engine}.ts`],
      provide: { testEngine: engine },
      hookTimeout: 30_000,
    },
  };
}

/**
 * Inline project definitions, so the root config can spread them into its own `projects` list
 * (a config file listed there is read as a single project and its own `projects` would be ignored).
 * Every run uses a throw-away embedded PostgreSQL server; the machine's PostgreSQL too when
 * TEST_DATABASE_URL names a database to create test databases from (CI).
 */
export const serverTestProjects: TestProjectInlineConfiguration[] = [
  serverProject('embedded'),
  ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
];

export default defineConfig({
  test: {
    projects: serverTestProjects,
    maxWorkers: 2,
  },
});
