// Browser tests use Debian's chromium, never a downloaded browser. Installs it when running as
// root; otherwise says what to install.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

import { CHROMIUM_PATH, HEADLESS_SHELL_PATH } from './lib/chromium.mjs';
import { run } from './lib/run.mjs';

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;
const aptEnv = () => ({ ...process.env, DEBIAN_FRONTEND: 'noninteractive' });

/** @param {string[]} packages */
async function aptInstall(packages) {
  await run('apt-get', ['update'], { env: aptEnv() });
  await run('apt-get', ['install', '-y', '--no-install-recommends', ...packages], { env: aptEnv() });
}

/** Debian's chromium, which the benchmarks and screenshots measure in. */
export async function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  if (!isRoot()) {
    console.error(
      `${CHROMIUM_PATH} is missing. Install Debian's chromium package and run again:\n  sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell`,
    );
    process.exit(1);
  }
  console.log('[setup] installing Debian chromium…');
  await aptInstall(['chromium']);
}

/**
 * The browser tests' browsers: chromium, and the headless shell they run in when it can be had
 * (docs/decisions/023); without the shell they run in chromium.
 */
export async function ensureTestBrowser() {
  await ensureChromium();
  if (existsSync(HEADLESS_SHELL_PATH)) return;
  if (!isRoot()) {
    console.log(`[setup] ${HEADLESS_SHELL_PATH} is missing: the browser tests run in chromium, about 3× slower`);
    return;
  }
  console.log('[setup] installing Debian chromium-headless-shell for the browser tests…');
  try {
    await aptInstall(['chromium-headless-shell']);
  } catch {
    console.log('[setup] chromium-headless-shell could not be installed: the browser tests run in chromium');
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await ensureTestBrowser();
}
