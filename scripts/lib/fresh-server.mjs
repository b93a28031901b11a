import { spawn } from 'node:child_process';
import path from 'node:path';

import { repoRoot } from './paths.mjs';

/**
 * Starts the real server on a fresh demo database (serve-fresh.mjs) and waits for its health check.
 * @param {number} port
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startFreshServer(port) {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'serve-fresh.mjs')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (await isHealthy(url)) break;
    if (Date.now() > deadline) throw new Error('the server did not answer /api/health within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** @param {string} url */
async function isHealthy(url) {
  try {
    return (await fetch(`${url}/api/health`)).ok;
  } catch {
    return false;
  }
}
