// `npm test`: every check, in the order that fails fastest. Stops at the first failure.
import { ensureTestBrowser } from './ensure-chromium.mjs';
import { ensureDependencies } from './ensure-deps.mjs';
import { npmCommand, run } from './lib/run.mjs';

/** @param {string} script */
const npmRun = (script) => run(npmCommand, ['run', script, '--silent']);

/** @type {[string, () => Promise<void>][]} */
const steps = [
  ['install', ensureDependencies],
  ['typecheck', () => npmRun('typecheck')],
  ['lint', () => npmRun('lint')],
  ['format', () => npmRun('format:check')],
  ['unit and API tests', () => npmRun('test:unit')],
  ['chromium', ensureTestBrowser],
  ['build', () => npmRun('build')],
  ['browser tests', () => run(npmCommand, ['exec', '--', 'playwright', 'test', '-c', 'e2e/playwright.config.ts'])],
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
