import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { wrapPglite } from '../db/client';
import { migrateDatabase, migrationsFolder } from '../db/migrate';
import './provided-context';

const cacheDir = fileURLToPath(new URL('../../../../node_modules/.cache/site-server-test/', import.meta.url));
const DUMP_PREFIX = 'pglite-migrated-';

/**
 * Creating a PGlite database (initdb) takes about 3 s; loading a dump of one takes well under one.
 * So test files start from a tarball of a migrated database. The tarball is kept between runs, named
 * by the PGlite version and the migrations, so it is rebuilt exactly when either changes.
 */
export default async function setup(project: TestProject): Promise<void> {
  const dumpPath = path.join(cacheDir, `${DUMP_PREFIX}${await dumpKey()}.tar`);
  if (!(await exists(dumpPath))) await writeMigratedDump(dumpPath);
  project.provide('pgliteDumpPath', dumpPath);
}

async function writeMigratedDump(dumpPath: string): Promise<void> {
  const handle = wrapPglite(await PGlite.create());
  let dump: Blob;
  try {
    await migrateDatabase(handle);
    dump = await handle.client.dumpDataDir('none');
  } finally {
    await handle.close();
  }
  await mkdir(cacheDir, { recursive: true });
  await removeStaleDumps(dumpPath);
  // Write then rename, so a parallel run never reads a half-written tarball.
  const partial = `${dumpPath}.${process.pid}.partial`;
  await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
  await rename(partial, dumpPath);
}

async function dumpKey(): Promise<string> {
  const hash = createHash('sha256');
  hash.update(pgliteVersion());
  for (const file of await migrationFiles()) {
    hash.update(file);
    hash.update(await readFile(path.join(migrationsFolder, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

async function migrationFiles(): Promise<string[]> {
  const entries = await readdir(migrationsFolder, { recursive: true });
  return entries.filter((entry) => entry.endsWith('.sql') || entry.endsWith('_journal.json')).sort();
}

function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('@electric-sql/pglite');
  const packageJson = require(path.join(entry, '../../package.json')) as { version: string };
  return packageJson.version;
}

// Dumps of older migrations are 40 MB each and never used again.
async function removeStaleDumps(current: string): Promise<void> {
  for (const entry of await readdir(cacheDir)) {
    const file = path.join(cacheDir, entry);
    if (entry.startsWith(DUMP_PREFIX) && entry.endsWith('.tar') && file !== current) await rm(file, { force: true });
  }
}

async function exists(filePath: string): Promise<boolean> {
  return stat(filePath).then(
    () => true,
    () => false,
  );
}
