import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import type { DatabaseEngine } from './src/db/client';

const serverRoot = fileURLToPath(new URL('.', import.meta.url));

/** The resilience suite (docs/decisions/037): real server processes under attack, in a project of its own. */
const RESILIENCE = 'src/resilience';

function serverProject(
  engine: DatabaseEngine,
  include = ['src/**/*.test.ts'],
  name = `server-${engine}`,
): TestProjectInlineConfiguration {
  return {
    root: serverRoot,
    test: {
      name,
      include,
      exclude: name.startsWith('server-') ? [`${RESILIENCE}/**`, '**/node_modules/**'] : ['**/node_modules/**'],
      environment: 'node',
      pool: 'forks',
      // One module graph per worker, not per file: importing the app (hundreds of modules) for each of
      // ~140 files was half the suite's time. Each file builds its own app on its own database, and no
      // server test mocks modules or stubs globals, so files do not share state (decision 055). The
      // resilience suite starts real processes and keeps the default.
      isolate: name === 'resilience',
      globalSetup: [`src/test/global-setup-${engine}.ts`],
      provide: { testEngine: engine },
      hookTimeout: 30_000,
    },
  };
}

// What can differ between the two servers: the migrations, the seed and the connection itself.
const databaseLayerTests = ['src/db/**/*.test.ts', 'src/modules/health/**/*.test.ts'];

/**
 * Inline project definitions, so the root config can spread them into its own `projects` list
 * (a config file listed there is read as a single project and its own `projects` would be ignored).
 * A fresh clone runs every API test on a throw-away embedded PostgreSQL server. When
 * TEST_DATABASE_URL names a server (CI), they run there instead, and the embedded server keeps the
 * database layer's tests: both are PostgreSQL, and running every test twice doubled the suite's
 * longest part (decision 034). The browser tests run the whole site on the embedded server.
 */
const testEngine: DatabaseEngine = process.env.TEST_DATABASE_URL ? 'postgres' : 'embedded';

/**
 * The resilience suite: its lean part runs in `npm test`; RESILIENCE=full (npm run test:resilience)
 * adds the long attacks (a PostgreSQL restart, a killed worker, a shutdown under load).
 */
const resilienceProject = serverProject(
  testEngine,
  process.env.RESILIENCE === 'full' ? [`${RESILIENCE}/{lean,full}/*.test.ts`] : [`${RESILIENCE}/lean/*.test.ts`],
  'resilience',
);

export const serverTestProjects: TestProjectInlineConfiguration[] = [
  ...(process.env.TEST_DATABASE_URL
    ? [serverProject('postgres'), serverProject('embedded', databaseLayerTests)]
    : [serverProject('embedded')]),
  resilienceProject,
];

export default defineConfig({
  test: {
    projects: serverTestProjects,
    maxWorkers: 2,
  },
});
