import { spawn } from 'node:child_process';

/** What a command printed and how it ended. */
export interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs a command to its end, killed after `timeoutMs` (every wait of the topology is bounded); throws
 * on a non-zero exit unless `allowFail`.
 */
export function run(
  command: string,
  args: readonly string[],
  {
    timeoutMs = 30_000,
    allowFail = false,
    env,
  }: { timeoutMs?: number; allowFail?: boolean; env?: NodeJS.ProcessEnv } = {},
): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      const ran = { code, stdout, stderr };
      if (code === 0 || allowFail) resolve(ran);
      else reject(new Error(`${command} ${args.join(' ')} exited ${code}: ${stderr.trim() || stdout.trim()}`));
    });
  });
}

/** `ip netns exec <namespace> …`: the same command run on one of the topology's hosts. */
export const inHost = (
  namespace: string,
  command: string,
  args: readonly string[],
  options?: Parameters<typeof run>[2],
) => run('ip', ['netns', 'exec', namespace, command, ...args], options);

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every 200 ms until it answers true; throws after `timeoutMs` naming what was awaited. */
export async function until(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const began = Date.now();
  while (!(await check().catch(() => false))) {
    if (Date.now() - began > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(200);
  }
  return Date.now() - began;
}
