// Browser tests use Debian's chromium, never a downloaded browser. Installs it when running as
// root; otherwise says what to install.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

import { CHROMIUM_PATH } from './lib/chromium.mjs';
import { run } from './lib/run.mjs';

export async function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `${CHROMIUM_PATH} is missing. Install Debian's chromium package and run again:\n  sudo apt-get update && sudo apt-get install -y chromium`,
    );
    process.exit(1);
  }
  console.log('[setup] installing Debian chromium for the browser tests…');
  await run('apt-get', ['update'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  await run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await ensureChromium();
}
