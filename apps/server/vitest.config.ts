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
      // PGlite is WebAssembly with ~0.8 GB per database; separate processes give that memory back per file.
      pool: 'forks',
      globalSetup: [`src/test/global-setup-${engine}.ts`],
      provide: { testEngine: engine },
      // The first PGlite start in a fresh process can take a few seconds.
      hookTimeout: 30_000,
    },
  };
}

/**
 * Inline project definitions, so the root config can spread them into its own `projects` list
 * (a config file listed there is read as a single project and its own `projects` would be ignored).
 * PostgreSQL runs only when TEST_DATABASE_URL names a database to create test databases from.
 */
export const serverTestProjects: TestProjectInlineConfiguration[] = [
  serverProject('pglite'),
  ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
];

export default defineConfig({
  test: {
    projects: serverTestProjects,
    maxWorkers: 2,
  },
});
