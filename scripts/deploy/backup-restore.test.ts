/**
 * The deployment guide's backups (docs/deploy.md) are only as good as their restore: this runs
 * deploy/backup/backup.sh on a database prepared as a site's, restores the dump with
 * deploy/backup/restore-check.sh into a fresh database and compares what a member would see (every
 * balance, the ledger behind it); and it shows the check refusing a dump whose ledger was tampered with.
 * It needs a PostgreSQL server whose major version the machine's pg_dump can read: TEST_DATABASE_URL's
 * (CI: the machine's PostgreSQL on 127.0.0.1:5432), and is skipped with the reason printed elsewhere.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../../apps/server/src/config';
import { openPostgres } from '../../apps/server/src/db/client';
import { prepareDatabase } from '../../apps/server/src/runtime/prepare';

const backupFolder = fileURLToPath(new URL('../../deploy/backup/', import.meta.url));
const serverUrl = process.env.TEST_DATABASE_URL;
const missingTool = ['pg_dump', 'pg_restore', 'psql'].find(
  (tool) => spawnSync('sh', ['-c', `command -v ${tool}`], { timeout: 5_000 }).status !== 0,
);
const skipReason = !serverUrl
  ? 'TEST_DATABASE_URL is not set (the backup test needs a PostgreSQL server the machine’s pg_dump can read)'
  : missingTool
    ? `${missingTool} is not installed (apt-get install postgresql-client)`
    : undefined;
if (skipReason) console.log(`[backup-restore] skipped: ${skipReason}`);

// Scripts and PostgreSQL answer within this or the test fails rather than hangs.
const SCRIPT_TIMEOUT_MS = 120_000;

function urlOf(database: string): string {
  const url = new URL(serverUrl ?? 'postgres://unset/');
  url.pathname = `/${database}`;
  return url.toString();
}

async function onServer<T>(database: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: urlOf(database), connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const adminDatabase = () => new URL(serverUrl ?? 'postgres://unset/').pathname.slice(1) || 'postgres';
const createDatabase = (name: string) => onServer(adminDatabase(), (c) => c.query(`create database "${name}"`));
const dropDatabase = (name: string) =>
  onServer(adminDatabase(), (c) => c.query(`drop database if exists "${name}" with (force)`));
const databaseExists = (name: string) =>
  onServer(adminDatabase(), async (c) => {
    const { rowCount } = await c.query('select 1 from pg_database where datname = $1', [name]);
    return rowCount === 1;
  });

/** Every member's money and points, and the ledger's sums beside them, as an operator would compare them. */
function balancesOf(database: string) {
  return onServer(database, async (client) => {
    const { rows } = await client.query<{ user_id: string; emoney: string; point: string; ledger_money: string }>(
      `select m.user_id, m.emoney, m.point,
              coalesce(sum(l.amount) filter (where l.currency = 'money'), 0)::bigint as ledger_money
         from members m left join wallet_ledger l on l.member_id = m.id
        group by m.id order by m.user_id`,
    );
    return rows;
  });
}

function runScript(script: string, env: Record<string, string>): { status: number | null; output: string } {
  const result = spawnSync('bash', [path.join(backupFolder, script)], {
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env },
    encoding: 'utf8',
    timeout: SCRIPT_TIMEOUT_MS,
  });
  const output = `${result.stdout}${result.stderr}`;
  console.log(`[backup-restore] ${script}: exit ${result.status}\n${output.trim()}`);
  return { status: result.status, output };
}

describe.skipIf(skipReason !== undefined)('a backup of the site’s database', () => {
  const suffix = randomBytes(4).toString('hex');
  const source = `site_backup_source_${suffix}`;
  const restored = `site_backup_restored_${suffix}`;
  const tamperedCheck = `site_backup_tampered_${suffix}`;
  const folders: string[] = [];
  const newFolder = () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'site-backup-'));
    folders.push(folder);
    return folder;
  };

  beforeAll(async () => {
    await createDatabase(source);
    const handle = openPostgres(urlOf(source), 'postgres', null);
    try {
      await prepareDatabase({ ...loadConfig({}), seedDemo: true }, handle);
    } finally {
      await handle.close();
    }
  }, SCRIPT_TIMEOUT_MS);

  afterAll(async () => {
    for (const database of [source, restored, tamperedCheck]) await dropDatabase(database);
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it(
    'restores with every balance and ledger as they were, and keeps only the newest dumps',
    async () => {
      const folder = newFolder();
      // An older backup the retention must remove once a newer one is written (BACKUP_KEEP=1).
      writeFileSync(path.join(folder, 'site-20200101T000000Z.dump'), 'old');
      writeFileSync(path.join(folder, 'site-20200101T000000Z.manifest'), 'old');

      const backup = runScript('backup.sh', { DATABASE_URL: urlOf(source), BACKUP_DIR: folder, BACKUP_KEEP: '1' });
      expect(backup.status).toBe(0);
      const files = readdirSync(folder).sort();
      expect(files).toHaveLength(2);
      expect(files[0]).toMatch(/^site-\d{8}T\d{6}Z\.dump$/);
      expect(files[1]).toMatch(/^site-\d{8}T\d{6}Z\.manifest$/);

      const check = runScript('restore-check.sh', {
        BACKUP_DIR: folder,
        RESTORE_SERVER_URL: urlOf(adminDatabase()),
        RESTORE_DATABASE: restored,
        KEEP_RESTORED: '1',
      });
      expect(check.status).toBe(0);
      expect(check.output).toContain('restore-check: OK');

      const before = await balancesOf(source);
      const after = await balancesOf(restored);
      expect(after.length).toBeGreaterThan(0);
      expect(after).toEqual(before);
      for (const member of after) expect(member.emoney).toBe(member.ledger_money);
    },
    SCRIPT_TIMEOUT_MS,
  );

  it(
    'refuses a dump whose ledger was tampered with, and leaves no scratch database behind',
    async () => {
      // Money added to one ledger row (the row's own arithmetic kept, so only the sum betrays it).
      await onServer(source, (client) =>
        client.query(
          `update wallet_ledger set amount = amount + 1000, balance_after = balance_after + 1000
          where id = (select max(id) from wallet_ledger where currency = 'money')`,
        ),
      );
      const folder = newFolder();
      expect(runScript('backup.sh', { DATABASE_URL: urlOf(source), BACKUP_DIR: folder }).status).toBe(0);

      const check = runScript('restore-check.sh', {
        BACKUP_DIR: folder,
        RESTORE_SERVER_URL: urlOf(adminDatabase()),
        RESTORE_DATABASE: tamperedCheck,
      });
      expect(check.status).not.toBe(0);
      expect(check.output).toContain('balance is not the sum of their ledger');
      expect(await databaseExists(tamperedCheck)).toBe(false);
    },
    SCRIPT_TIMEOUT_MS,
  );
});
