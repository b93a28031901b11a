import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, closeSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { namespaceOf, type HostName } from './topology';

/** A long-running process on one of the hosts, its output in a log file of the run. */
export interface HostProcess {
  pid: number;
  logFile: string;
  exited: Promise<void>;
  /** ends the process by its pid (and waits, bounded, for it to be gone) */
  kill(signal: NodeJS.Signals): Promise<void>;
}

/** Every process started on a host and not yet gone: the teardown ends them by pid. */
const running = new Set<HostProcess>();

export async function killAll(): Promise<void> {
  await Promise.all([...running].map((process) => process.kill('SIGKILL')));
}

/**
 * Starts `command` inside the host's namespace. `ip netns exec` joins the namespace and then execs the
 * command itself, so the pid answered is the command's own.
 */
export function startOnHost(
  host: HostName,
  command: string,
  args: readonly string[],
  { env, cwd, logFile }: { env: NodeJS.ProcessEnv; cwd?: string; logFile: string },
): HostProcess {
  const log = openSync(logFile, 'a');
  const child: ChildProcess = spawn('ip', ['netns', 'exec', namespaceOf(host), command, ...args], {
    env,
    cwd,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.once('error', () => resolve());
  });
  const started: HostProcess = {
    pid: child.pid ?? 0,
    logFile,
    exited,
    kill: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    },
  };
  running.add(started);
  void exited.then(() => running.delete(started));
  return started;
}

/** The last lines of a log, for the message of a failed scenario. */
export async function tailOf(logFile: string, lines = 30): Promise<string> {
  const text = await readFile(logFile, 'utf8').catch(() => '');
  return text.split('\n').slice(-lines).join('\n');
}
