import { spawn } from 'node:child_process';
import path from 'node:path';

import { repoRoot, serverMain } from './paths.mjs';

/**
 * @typedef {{ url: string, pid: number, stop: () => Promise<void> }} RunningServer the pid is the tree's root, for
 *   its CPU (lib/cpu.mjs)
 */

/**
 * Starts the real server on a fresh demo database (serve-fresh.mjs) and waits for its health check.
 * With `databaseUrl` it serves on that PostgreSQL instead (migrated and seeded if needed; its data stays).
 * @param {number} port
 * @param {{ env?: Record<string, string>, databaseUrl?: string }} [options] extra environment (WORKERS, limits…)
 * @returns {Promise<RunningServer>}
 */
export function startFreshServer(port, { env = {}, databaseUrl } = {}) {
  // BENCH_SERVER_NODE_ARGS: node flags for the server alone, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
  // to see where a figure's time goes (NODE_OPTIONS refuses --cpu-prof and would profile the bench too).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const entry = databaseUrl ? ['--import', 'tsx', serverMain] : [path.join(repoRoot, 'scripts', 'serve-fresh.mjs')];
  const args = [...nodeArgs, ...entry];
  /** @type {NodeJS.ProcessEnv} */
  const childEnv = { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port) };
  if (databaseUrl) childEnv.DATABASE_URL = databaseUrl;
  return startChild(args, childEnv, `http://127.0.0.1:${port}`, '/api/health');
}

/**
 * A bare Fastify hello-world in its own process: the machine's limit for one Fastify process right now.
 * @param {number} port
 * @returns {Promise<RunningServer>}
 */
export function startBareHello(port) {
  const entry = path.join(repoRoot, 'scripts', 'lib', 'bare-hello.mjs');
  return startChild([entry], { ...process.env, PORT: String(port) }, `http://127.0.0.1:${port}`, '/');
}

/**
 * @param {string[]} args node's arguments
 * @param {NodeJS.ProcessEnv} env
 * @param {string} url
 * @param {string} readyPath answers 2xx once the server serves
 * @returns {Promise<RunningServer>}
 */
async function startChild(args, env, url, readyPath) {
  const child = spawn(process.execPath, args, { cwd: repoRoot, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const running = () => child.exitCode === null && child.signalCode === null;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (!running()) throw new Error(`the server exited with ${child.exitCode ?? child.signalCode}`);
    if (await answers(`${url}${readyPath}`)) break;
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`the server did not answer ${readyPath} within 60 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    pid: /** @type {number} */ (child.pid),
    stop: async () => {
      if (running()) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** @param {string} url */
async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}
