import { existsSync } from 'node:fs';

/** Debian's chromium: what the benchmarks and Lighthouse measure, the browser a member runs. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Debian's chromium-headless-shell: the same Blink without the desktop browser around it. The
 * browser tests run in it when it is installed, about three times faster than in chromium's own
 * headless mode on two cores (docs/decisions/023).
 */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/**
 * Flags for Debian's chromium: no sandbox (we run as root), and no background traffic, which this
 * machine's closed network would refuse (DESIGN.md).
 */
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const chromiumLaunchOptions = { executablePath: CHROMIUM_PATH, args };

/** The browser tests' browser: the headless shell when installed, chromium otherwise. */
export const testBrowserLaunchOptions = {
  executablePath: existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH,
  args,
};
