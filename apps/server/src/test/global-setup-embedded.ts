import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../db/embedded/cluster';
import { provideMigratedTemplate } from './template-database';

/**
 * The server-embedded project: one throw-away PostgreSQL server for the run, the same engine `npm start`
 * runs, so every test (row locks included) runs on a real server on any machine. Durability is traded
 * for speed: nothing here outlives the run.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'site-test-pg-'));
  // mkdtemp makes the folder private; the server may run as another user (postgres, when tests run as root).
  await chmod(dataDir, 0o755);
  const server = await startEmbeddedPostgres({
    dataDir,
    settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' },
  });
  const dropTemplate = await provideMigratedTemplate(project, server.serverUrl).catch(async (error: unknown) => {
    await server.stop();
    throw error;
  });
  return async () => {
    await dropTemplate().catch(() => {});
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
