/**
 * The environment the browser tests' servers run in (scripts/serve-fresh.mjs): the config's server and
 * the site-wide tests' own (support/own-server.ts).
 *
 * X-Forwarded-For from the tests is trusted (IP-block tests); logins and sign-ups are not
 * rate-limited per IP because every test logs in and joins from this one address.
 */
export const testServerEnv = (port: number): Record<string, string> => ({
  PORT: String(port),
  TRUST_PROXY: 'loopback',
  LOGIN_LIMIT_PER_IP_PER_MIN: '100000',
  JOIN_CHECKS_PER_IP_PER_10_MIN: '100000',
  JOIN_CHECKS_PER_MIN_ALL_IPS: '100000',
  JOIN_LIMIT_PER_IP_PER_HOUR: '100000',
});

/** The main server's port: E2E_PORT, or 4318. */
export const mainPort = Number(process.env.E2E_PORT ?? 4318);

/**
 * The site-wide tests' server: E2E_SITE_WIDE_PORT, or the main port plus 1000 (so a helper's 44xx
 * port never meets another's).
 */
export const siteWidePort = Number(process.env.E2E_SITE_WIDE_PORT ?? mainPort + 1000);
