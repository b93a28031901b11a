// Runs the server on a new, empty embedded database that is deleted on exit: the browser tests,
// the bundle benchmark and the screenshots all start from freshly seeded demo data.
import cluster from 'node:cluster';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { serverMain } from './lib/paths.mjs';

// With WORKERS=N the server forks this same script: a worker keeps the database its primary made.
if (cluster.isPrimary) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-fresh-'));
  // mkdtemp makes the folder private; the embedded PostgreSQL may run as another user (postgres, under root).
  chmodSync(dataDir, 0o755);
  process.env.DATA_DIR = dataDir;
  process.env.LOG_LEVEL ??= 'warn';
  delete process.env.DATABASE_URL;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

const { register } = await import('tsx/esm/api');
register();
await import(serverMain);
