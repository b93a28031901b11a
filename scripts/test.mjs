// `npm test`: every check, in the order that fails fastest. Stops at the first failure.
import { spawn } from 'node:child_process';

import { ensureTestBrowser } from './ensure-chromium.mjs';
import { ensureDependencies } from './ensure-deps.mjs';
import { repoRoot } from './lib/paths.mjs';
import { npmCommand, run } from './lib/run.mjs';

/** @param {string} script */
const npmRun = (script) => run(npmCommand, ['run', script, '--silent']);

/**
 * `npm run <script>` with its output held back and printed in one piece when it ends, so checks that
 * run side by side do not interleave their lines.
 * @param {string} script
 * @returns {Promise<void>}
 */
function npmRunQuietly(script) {
  return new Promise((resolve, reject) => {
    const child = spawn(npmCommand, ['run', script, '--silent'], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      const text = Buffer.concat(output).toString().trimEnd();
      if (text) console.log(`── ${script}\n${text}`);
      if (code === 0) resolve();
      else reject(new Error(`npm run ${script} failed (${signal ?? code})`));
    });
  });
}

/**
 * The static checks side by side: the type check is several compilers, lint and the format check one
 * process each, and together they keep both of a small machine's cores busy (docs/decisions/055).
 * @param {string[]} scripts
 */
async function together(scripts) {
  const results = await Promise.allSettled(scripts.map(npmRunQuietly));
  const failed = results.flatMap((result) => (result.status === 'rejected' ? [String(result.reason.message)] : []));
  if (failed.length > 0) throw new Error(failed.join('; '));
}

/** @type {[string, () => Promise<void>][]} */
const steps = [
  ['install', ensureDependencies],
  ['typecheck, lint and format', () => together(['typecheck', 'lint', 'format:check'])],
  ['unit and API tests', () => npmRun('test:unit')],
  ['chromium', ensureTestBrowser],
  ['build', () => npmRun('build')],
  ['browser tests', () => run(npmCommand, ['exec', '--', 'playwright', 'test', '-c', 'e2e/playwright.config.ts'])],
  // Network namespaces, HAProxy and a PostgreSQL pair (docs/decisions/074): where the machine does not
  // allow them (not root, no ip netns), the step prints why it skipped and passes.
  ['several hosts', () => npmRun('test:hosts')],
];

for (const [name, step] of steps) {
  const began = Date.now();
  console.log(`\n▶ ${name}`);
  try {
    await step();
  } catch (error) {
    console.error(`\n✖ ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  console.log(`✔ ${name} (${((Date.now() - began) / 1000).toFixed(1)} s)`);
}
