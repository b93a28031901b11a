import { copyFile, mkdir, readFile, writeFile, chown } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { ADDRESS, namespaceOf, type HostName } from './topology';
import { inHost, until } from './shell';

export const POSTGRES_BIN = '/usr/lib/postgresql/15/bin';
const deployDir = fileURLToPath(new URL('../../../../deploy/postgresql/', import.meta.url));
const POSTGRES_UID = 'postgres';

/**
 * A PostgreSQL primary (pg1) and its synchronous streaming standby (pg2), each in its own host's
 * namespace with the settings of deploy/postgresql, data under the run's temp dir. The site connects
 * as `site` through the service address (ADDRESS.database).
 */
export interface PostgresPair {
  /** DATABASE_URL of every app host and of the driver */
  url: string;
  dataDir(host: 'pg1' | 'pg2'): string;
  logOf(host: 'pg1' | 'pg2'): string;
}

const sitePassword = randomBytes(12).toString('hex');
const replicatorPassword = randomBytes(12).toString('hex');

async function asPostgres(host: HostName, command: string, args: readonly string[], timeoutMs = 60_000) {
  return inHost(
    namespaceOf(host),
    'runuser',
    ['-u', POSTGRES_UID, '--', 'env', `PGPASSWORD=${replicatorPassword}`, path.join(POSTGRES_BIN, command), ...args],
    {
      timeoutMs,
    },
  );
}

async function ownedByPostgres(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  const { uid, gid } = await postgresIds();
  await chown(dir, uid, gid);
}

async function postgresIds(): Promise<{ uid: number; gid: number }> {
  const passwd = await readFile('/etc/passwd', 'utf8');
  const line = passwd.split('\n').find((entry) => entry.startsWith(`${POSTGRES_UID}:`));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (!uid || !gid) throw new Error('no postgres user');
  return { uid: Number(uid), gid: Number(gid) };
}

/** Lines the test adds after the deployment's settings: its own socket folder (never the machine's). */
const testLines = (socketDir: string, confFile: string) =>
  `\n# test:hosts\ninclude '${confFile}'\nunix_socket_directories = '${socketDir}'\n`;

const serverDir = (runDir: string, host: 'pg1' | 'pg2') => path.join(runDir, host);
const dataDirOf = (runDir: string, host: 'pg1' | 'pg2') => path.join(serverDir(runDir, host), 'data');

export async function startPostgresPair(runDir: string): Promise<PostgresPair> {
  const dirs = { pg1: serverDir(runDir, 'pg1'), pg2: serverDir(runDir, 'pg2') };
  const confDir = path.join(runDir, 'pg-conf');
  for (const dir of [dirs.pg1, dirs.pg2, confDir]) await ownedByPostgres(dir);
  for (const file of ['primary.conf', 'standby.conf', 'pg_hba.conf'])
    await copyFile(path.join(deployDir, file), path.join(confDir, file));
  const dataDir = (host: 'pg1' | 'pg2') => dataDirOf(runDir, host);
  const logOf = (host: 'pg1' | 'pg2') => path.join(dirs[host], 'postgres.log');

  await asPostgres('pg1', 'initdb', [
    '-D',
    dataDir('pg1'),
    '-U',
    'postgres',
    '--auth-local=peer',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  await copyFile(path.join(confDir, 'pg_hba.conf'), path.join(dataDir('pg1'), 'pg_hba.conf'));
  await appendTo(path.join(dataDir('pg1'), 'postgresql.conf'), testLines(dirs.pg1, path.join(confDir, 'primary.conf')));
  await startServer('pg1', dataDir('pg1'), logOf('pg1'));
  await psql('pg1', dirs.pg1, [
    `create role site login password '${sitePassword}'`,
    `create database site owner site`,
    `create role replicator replication login password '${replicatorPassword}'`,
  ]);

  // The standby: a base backup of the primary that writes its own standby.signal and primary_conninfo (-R).
  await asPostgres('pg2', 'pg_basebackup', [
    '-d',
    `host=${ADDRESS.pg1} user=replicator application_name=pg2`,
    '-D',
    dataDir('pg2'),
    '-R',
    '-X',
    'stream',
    '-c',
    'fast',
  ]);
  const copiedConf = await readFile(path.join(dataDir('pg2'), 'postgresql.conf'), 'utf8');
  await writeFile(
    path.join(dataDir('pg2'), 'postgresql.conf'),
    copiedConf.slice(0, copiedConf.indexOf('\n# test:hosts\n')) +
      testLines(dirs.pg2, path.join(confDir, 'standby.conf')),
  );
  await startServer('pg2', dataDir('pg2'), logOf('pg2'));
  await until('pg2 streaming as the synchronous standby', async () => (await syncState(dirs.pg1)) === 'sync', 60_000);
  return {
    url: `postgres://site:${sitePassword}@${ADDRESS.database}:5432/site`,
    dataDir,
    logOf,
  };
}

async function appendTo(file: string, text: string): Promise<void> {
  await writeFile(file, (await readFile(file, 'utf8')) + text);
}

async function startServer(host: 'pg1' | 'pg2', dataDir: string, logFile: string): Promise<void> {
  await asPostgres(host, 'pg_ctl', ['-D', dataDir, '-l', logFile, '-w', '-t', '60', 'start'], 90_000);
}

/** Runs statements as the superuser over the server's own socket; answers what the last printed. */
async function psql(host: HostName, socketDir: string, statements: readonly string[]): Promise<string> {
  let printed = '';
  for (const statement of statements) {
    const ran = await inHost(namespaceOf(host), 'runuser', [
      '-u',
      POSTGRES_UID,
      '--',
      // The roles are made before the standby exists: their commits must not wait for it.
      'env',
      'PGOPTIONS=-c synchronous_commit=local',
      path.join(POSTGRES_BIN, 'psql'),
      '-h',
      socketDir,
      '-At',
      '-v',
      'ON_ERROR_STOP=1',
      '-c',
      statement,
    ]);
    printed = ran.stdout;
  }
  return printed;
}

/** pg2's sync_state as the primary sees it (pg_stat_replication shows it to a superuser only). */
async function syncState(socketDir: string): Promise<string> {
  return (
    await psql('pg1', socketDir, [`select sync_state from pg_stat_replication where application_name = 'pg2'`])
  ).trim();
}

/** The primary stopped at once, as a crash would (no checkpoint, clients cut off). */
export async function stopImmediately(pair: Pick<PostgresPair, 'dataDir'>, host: 'pg1' | 'pg2'): Promise<void> {
  await asPostgres(host, 'pg_ctl', ['-D', pair.dataDir(host), '-m', 'immediate', '-w', '-t', '30', 'stop']).catch(
    () => undefined,
  );
}

/** The standby made primary; resolves once it accepts writes. */
export async function promote(pair: PostgresPair, host: 'pg1' | 'pg2'): Promise<void> {
  await asPostgres(host, 'pg_ctl', ['-D', pair.dataDir(host), '-w', '-t', '60', 'promote'], 90_000);
}

/** Both servers of the run stopped (teardown, even of a half-made pair); a server already gone is fine. */
export async function stopPostgresPair(runDir: string): Promise<void> {
  for (const host of ['pg1', 'pg2'] as const) {
    await stopImmediately({ dataDir: (server) => dataDirOf(runDir, server) }, host);
    // pg_ctl could not (its namespace gone, a hung server): the postmaster's pid, from its own file.
    const pidFile = await readFile(path.join(dataDirOf(runDir, host), 'postmaster.pid'), 'utf8').catch(() => '');
    const pid = Number(pidFile.split('\n')[0]);
    if (pid > 0) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }
}
