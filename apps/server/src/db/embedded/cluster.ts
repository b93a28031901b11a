import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chown, mkdir, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { locateBinaries, reachableBinaries, type Binaries } from './binaries';
import { freePort } from './free-port';
import { canReach, serverUser, type ServerUser } from './os-user';

export interface EmbeddedPostgresOptions {
  /** the folder the server keeps its files in (`<dataDir>/postgres`), created when missing */
  dataDir: string;
  /** server settings on top of the defaults, e.g. { fsync: 'off' } for a throw-away test server */
  settings?: Record<string, string>;
  /** the server's own log lines */
  log?: (line: string) => void;
  /** the port to listen on; default a free one (a restart on the same data passes the first one's) */
  port?: number;
}

export interface EmbeddedPostgres {
  /** postgres://… of the server, without a database name */
  serverUrl: string;
  /** where the cluster lives (not always inside dataDir: see clusterLocation) */
  clusterDir: string;
  stop(): Promise<void>;
}

const SUPERUSER = 'postgres';
const READY_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 15_000;
// Kills the server when this process dies without stopping it (kill -9): util-linux's setpriv sets the
// parent-death signal and then runs postgres. SIGINT is PostgreSQL's fast shutdown.
const SETPRIV = '/usr/bin/setpriv';

/**
 * A real PostgreSQL server run by this process from the binaries npm installed: initialised on first use,
 * started on a free port of 127.0.0.1, password protected, and stopped with this process. Its own
 * processes connect through a Unix socket in the cluster's folder (no clash with a system server's
 * socket): every query is a round trip, and a local socket costs the kernel much less than loopback TCP.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const user = await serverUser();
  const base = lazyReachableBase(user);
  const binaries = await reachableBinaries(await locateBinaries(), user, base);
  const { clusterDir, passwordFile } = await clusterLocation(options.dataDir, user, base);
  const password = await initialiseOnce(binaries, user, clusterDir, passwordFile);
  await stopLeftoverServer(clusterDir);

  const log = options.log ?? (() => {});
  const port = options.port ?? (await freePort());
  const socketDir = socketDirFor(clusterDir, port);
  const settings = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: socketDir ?? '',
    max_connections: '200',
    ...options.settings,
  };
  const args = [
    '-D',
    clusterDir,
    '-p',
    String(port),
    ...Object.entries(settings).flatMap(([key, value]) => ['-c', `${key}=${value}`]),
  ];
  const child = spawnAs(user, binaries.postgres, args, path.dirname(clusterDir));
  const recent = captureLog(child, log);
  // node-postgres reads a percent-encoded host that starts with "/" as a socket's folder.
  const host = socketDir ? encodeURIComponent(socketDir) : '127.0.0.1';
  const serverUrl = `postgres://${SUPERUSER}:${encodeURIComponent(password)}@${host}:${port}`;
  try {
    await waitUntilReady(serverUrl, child, recent);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { serverUrl, clusterDir, stop: () => stopChild(child) };
}

/** A socket's whole path must fit in sun_path (108 bytes on Linux, 104 elsewhere); TCP only when it would not. */
const SOCKET_PATH_LIMIT = 103;

/** The cluster's folder as its socket's, when the socket's path fits. */
function socketDirFor(clusterDir: string, port: number): string | undefined {
  if (process.platform === 'win32') return undefined;
  const socketPath = path.join(clusterDir, `.s.PGSQL.${port}`);
  return Buffer.byteLength(socketPath) <= SOCKET_PATH_LIMIT ? clusterDir : undefined;
}

/**
 * `<dataDir>/postgres` when the server's user can reach it. As root in a clone under a private folder it
 * cannot, so the cluster lives in a reachable folder named after dataDir's real path (the same dataDir
 * finds the same cluster again) and dataDir gets a note saying where.
 */
async function clusterLocation(dataDir: string, user: ServerUser, base: () => Promise<string>) {
  await mkdir(dataDir, { recursive: true });
  if (await canReach(user, dataDir)) {
    return { clusterDir: path.join(dataDir, 'postgres'), passwordFile: path.join(dataDir, 'postgres.password') };
  }
  const key = createHash('sha256')
    .update(await realpath(dataDir))
    .digest('hex')
    .slice(0, 16);
  const clusterDir = path.join(await base(), `cluster-${key}`);
  await writeFile(path.join(dataDir, 'postgres.location'), `${clusterDir}\n`);
  return { clusterDir, passwordFile: `${clusterDir}.password` };
}

/** The first folder the server's user can reach, for a cluster or binaries that cannot stay where they are. */
function lazyReachableBase(user: ServerUser): () => Promise<string> {
  let found: Promise<string> | undefined;
  return () =>
    (found ??= (async () => {
      for (const candidate of ['/var/tmp', tmpdir(), '/tmp']) {
        if (!(await canReach(user, candidate))) continue;
        const folder = path.join(candidate, 'site-embedded-postgres');
        await mkdir(folder, { recursive: true, mode: 0o755 });
        return folder;
      }
      throw new Error('no folder the postgres user can reach for the embedded database');
    })());
}

/** initdb when the cluster is new; answers the superuser's password either way. */
async function initialiseOnce(
  binaries: Binaries,
  user: ServerUser,
  clusterDir: string,
  passwordFile: string,
): Promise<string> {
  if (existsSync(path.join(clusterDir, 'PG_VERSION'))) return (await readFile(passwordFile, 'utf8')).trim();
  // A folder without PG_VERSION is an initdb that did not finish: start over.
  await rm(clusterDir, { recursive: true, force: true });
  await mkdir(clusterDir, { recursive: true, mode: 0o700 });
  await giveTo(user, clusterDir);
  const password = randomBytes(18).toString('base64url');
  await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  // initdb reads the password as the server's user; this copy exists only while it runs.
  const pwfile = `${clusterDir}.pwfile`;
  await writeFile(pwfile, `${password}\n`, { mode: 0o600 });
  await giveTo(user, pwfile);
  try {
    await runToEnd(
      spawnAs(
        user,
        binaries.initdb,
        [
          '-D',
          clusterDir,
          '-U',
          SUPERUSER,
          `--pwfile=${pwfile}`,
          '--auth-local=scram-sha-256',
          '--auth-host=scram-sha-256',
          '--encoding=UTF8',
          // The builtin provider sorts and changes case the same on every machine, with no OS locale needed.
          '--locale-provider=builtin',
          '--builtin-locale=C.UTF-8',
          '--locale=C',
          '--no-instructions',
        ],
        path.dirname(clusterDir),
      ),
      'initdb',
    );
  } finally {
    await rm(pwfile, { force: true });
  }
  return password;
}

async function giveTo(user: ServerUser, file: string): Promise<void> {
  if (user.switchTo) await chown(file, user.switchTo.uid, user.switchTo.gid);
}

/**
 * The server another process (the site) is running on dataDir, as postgres://… without a database
 * name, or undefined when none runs: a command that only reads (npm run audit:check) connects to it
 * instead of starting a second server, which would first shut the running one down.
 */
export async function runningEmbeddedServerUrl(dataDir: string): Promise<string | undefined> {
  const user = await serverUser();
  const { clusterDir, passwordFile } = await clusterLocation(dataDir, user, lazyReachableBase(user));
  const pidFile = await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8').catch(() => undefined);
  // postmaster.pid: the pid on line 1, the port on line 4.
  const lines = pidFile?.split('\n') ?? [];
  const pid = Number.parseInt(lines[0] ?? '', 10);
  const port = Number.parseInt(lines[3] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid) || !Number.isInteger(port)) return undefined;
  const password = (await readFile(passwordFile, 'utf8')).trim();
  return `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
}

/**
 * A server whose process was killed with -9 (or a machine without setpriv) leaves PostgreSQL running
 * on the folder. It is ours: shut it down before starting a new one.
 */
async function stopLeftoverServer(clusterDir: string): Promise<void> {
  const pidFile = await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8').catch(() => undefined);
  const pid = Number.parseInt(pidFile?.split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (isAlive(pid)) {
    if (Date.now() > deadline) {
      process.kill(pid, 'SIGKILL');
      break;
    }
    await delay(100);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function spawnAs(user: ServerUser, command: string, args: string[], cwd: string): ChildProcess {
  const options: SpawnOptions = {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, LC_ALL: 'C', LC_MESSAGES: 'C' },
    ...(user.switchTo ? { uid: user.switchTo.uid, gid: user.switchTo.gid } : {}),
  };
  return existsSync(SETPRIV)
    ? spawn(SETPRIV, ['--pdeathsig', 'INT', command, ...args], options)
    : spawn(command, args, options);
}

/** Keeps the last lines the server wrote, for an error message that says why it did not start. */
function captureLog(child: ChildProcess, log: (line: string) => void): string[] {
  const recent: string[] = [];
  const onData = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      log(line);
      recent.push(line);
      if (recent.length > 20) recent.shift();
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  return recent;
}

async function runToEnd(child: ChildProcess, name: string): Promise<void> {
  const output = captureLog(child, () => {});
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (code !== 0) throw new Error(`${name} failed (exit ${code}): ${output.join('\n')}`);
}

async function waitUntilReady(serverUrl: string, child: ChildProcess, recent: string[]): Promise<void> {
  let exited = false;
  child.on('exit', () => (exited = true));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (exited) throw new Error(`PostgreSQL stopped while starting: ${recent.join('\n')}`);
    const client = new pg.Client({ connectionString: `${serverUrl}/postgres` });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => {});
      if (Date.now() > deadline)
        throw new Error(`PostgreSQL did not start in time\n${recent.join('\n')}`, { cause: error });
      await delay(50);
    }
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGINT');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
