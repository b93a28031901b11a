export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Launch options for Debian's chromium: no sandbox (we run as root), and no background traffic,
 * which this machine's closed network would refuse (DESIGN.md).
 */
export const chromiumLaunchOptions = {
  executablePath: CHROMIUM_PATH,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};
