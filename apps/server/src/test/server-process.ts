import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../db/embedded/free-port';

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));
const mainPath = fileURLToPath(new URL('../main.ts', import.meta.url));

/** A real server process (main.ts through tsx), as `npm start` runs it, for tests of several servers. */
export interface ServerProcess {
  url: string;
  pid: number;
  /** what the process wrote (its log and stderr), for a failing test's message */
  readonly output: string;
  kill(signal: NodeJS.Signals): Promise<void>;
  /** resolves with the exit code (null when a signal ended it) once the process is gone */
  exited: Promise<number | null>;
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', mainPath], {
    cwd: serverRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // Its log (stdout, at the level the test set) and anything it printed on dying (stderr).
  const keep = (chunk: Buffer) => (output += chunk.toString('utf8'));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(async () => {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${output}`);
    return (await fetch(`${url}/api/health`).catch(() => undefined))?.ok === true;
  }, 60_000);
  return {
    url,
    pid: child.pid ?? 0,
    get output() {
      return output;
    },
    kill: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
    exited,
  };
}

/** The engines a server process drives: the keys of the advisory locks its leader connections hold. */
export async function engineKeysLedBy(databaseUrl: string, pid: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `select a.application_name as name
         from pg_stat_activity a join pg_locks l on l.pid = a.pid and l.locktype = 'advisory' and l.granted
        where a.datname = current_database() and a.application_name like $1`,
      [`site-leader ${pid} %`],
    );
    return rows.map((row) => row.name.split(' ')[2] ?? '').sort();
  } finally {
    await client.end();
  }
}

/** Polls `check` until it answers true; throws after `timeoutMs` (a test's failure, not a timing assertion). */
export async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
