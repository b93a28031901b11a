import { spawn } from 'node:child_process';

import { repoRoot } from './paths.mjs';

/**
 * Runs a command with inherited output; resolves on exit 0, rejects otherwise.
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 * @returns {Promise<void>}
 */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve(undefined) : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });
}

export const npmCommand = process.platform === 'win32' ? 'npm.cmd' : 'npm';
