// `npm run bench:api`: starts the server on a fresh database (the sports feed on, as in production),
// then runs autocannon for 10 s against the cross book's fixture list and against bet placement, and
// prints requests per second and the 99th percentile latency of each. Figures only; nothing is asserted.
//   BENCH_PORT (default: a free port), BENCH_DURATION seconds (default 10), BENCH_CONNECTIONS (default 10).
import { createServer } from 'node:net';

import autocannon from 'autocannon';

import { ensureDependencies } from './ensure-deps.mjs';
import { startFreshServer } from './lib/fresh-server.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const FIXTURES_PATH = '/api/sports/fixtures?book=cross';
const BET_STAKE = 5_000;
let betCounter = 0;

/**
 * @typedef {{ title: string, requestsPerSecond: number, p99: number, statuses: Record<string, number>, errors: number }} Figures
 */

await ensureDependencies();
const server = await startFreshServer(await freePort(Number(process.env.BENCH_PORT ?? 0)));
/** @type {Figures[]} */
const figures = [];
try {
  await waitForFixtures(server.url);
  figures.push(await run(`GET ${FIXTURES_PATH}`, { url: `${server.url}${FIXTURES_PATH}` }));
  const bets = await benchBets(server.url);
  if (bets) figures.push(bets);
} finally {
  await server.stop();
}
printReport(figures);

/**
 * The port to serve on: a free one, so the figures never come from some other server left running.
 * @param {number} wanted 0 for any
 * @returns {Promise<number>}
 */
function freePort(wanted) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () => reject(new Error(`port ${wanted} is in use`)));
    probe.listen(wanted, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : wanted));
    });
  });
}

/** @param {string} url */
async function waitForFixtures(url) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const page = await fetchJson(`${url}${FIXTURES_PATH}&size=1`);
    if (page.ok && /** @type {{ totalCount: number }} */ (page.body).totalCount > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the feed published no fixtures within 60 s (is SPORTS_FEED off?)');
}

/**
 * One pre-match pick, placed over and over with a new idempotency key each time by the demo member,
 * whom the operator first gives enough money. The pick's price is kept current, since pre-match
 * prices drift (a stale one is answered 409, as the cart would see it).
 * @param {string} url
 * @returns {Promise<Figures | undefined>}
 */
async function benchBets(url) {
  const demo = await login(url, 'demo', 'demo1234');
  const admin = await login(url, 'admin', 'admin1234');
  const credit = await fetchJson(`${url}/api/admin/members/demo/money`, {
    method: 'POST',
    token: admin.token,
    body: { amount: 1_000_000_000, memo: 'bench:api' },
  });
  if (!credit.ok) console.warn(`(could not credit the demo member: ${credit.status}; bets may run out of money)`);

  const page = await fetchJson(`${url}${FIXTURES_PATH}&size=50`);
  /** @type {{ items: { markets: { selections: { id: number, price: number }[] }[] }[] }} */
  const list = /** @type {never} */ (page.body);
  // The latest fixture: furthest from kick-off, so it stays open for the whole run.
  const selection = list.items.at(-1)?.markets[0]?.selections[0];
  if (!selection) throw new Error('no selection to bet on');
  let price = selection.price;

  const probe = await fetchJson(`${url}/api/bets`, {
    method: 'POST',
    token: demo.token,
    body: betBody(selection.id, price),
  });
  if (probe.status === 404) {
    console.warn('(POST /api/bets is not served yet: bet placement skipped)');
    return undefined;
  }
  const poll = setInterval(() => {
    fetchJson(`${url}/api/sports/selections?ids=${selection.id}`).then(
      ({ ok, body }) => {
        const quote = ok ? /** @type {{ price: number }[]} */ (body)[0] : undefined;
        if (quote) price = quote.price;
      },
      // A missed refresh only means the next bets may meet a changed price (409).
      () => {},
    );
  }, 200);
  try {
    return await run('POST /api/bets', {
      url: `${url}/api/bets`,
      requests: [
        {
          method: 'POST',
          path: '/api/bets',
          headers: { 'content-type': 'application/json', 'x-auth-token': `Bearer ${demo.token}` },
          setupRequest: (request) => ({ ...request, body: JSON.stringify(betBody(selection.id, price)) }),
        },
      ],
    });
  } finally {
    clearInterval(poll);
  }
}

/** @param {number} selectionId @param {number} price */
function betBody(selectionId, price) {
  betCounter += 1;
  return {
    idempotencyKey: `bench-${process.pid}-${betCounter}-${Math.random().toString(36).slice(2, 10)}`,
    stake: BET_STAKE,
    picks: [{ selectionId, price }],
  };
}

/**
 * @param {string} title
 * @param {import('autocannon').Options} options
 * @returns {Promise<Figures>}
 */
async function run(title, options) {
  console.log(`${title}: ${DURATION_S} s, ${CONNECTIONS} connections…`);
  const result = await autocannon({ ...options, duration: DURATION_S, connections: CONNECTIONS });
  // Per-status counts (autocannon 8 reports them; its published types predate the field).
  const byStatus = /** @type {{ statusCodeStats?: Record<string, { count: number }> }} */ (
    /** @type {unknown} */ (result)
  ).statusCodeStats;
  /** @type {Record<string, number>} */
  const statuses = {};
  for (const [code, { count }] of Object.entries(byStatus ?? {})) statuses[code] = count;
  return {
    title,
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    statuses,
    errors: result.errors + result.timeouts,
  };
}

/** @param {Figures[]} list */
function printReport(list) {
  console.log('');
  console.log('endpoint'.padEnd(44), 'req/s'.padStart(8), 'p99 ms'.padStart(8), '  statuses');
  for (const entry of list) {
    const statuses = Object.entries(entry.statuses)
      .map(([code, count]) => `${code}×${count}`)
      .join(' ');
    console.log(
      entry.title.padEnd(44),
      entry.requestsPerSecond.toFixed(0).padStart(8),
      String(entry.p99).padStart(8),
      `  ${statuses}${entry.errors ? ` errors×${entry.errors}` : ''}`,
    );
  }
}

/**
 * @param {string} url
 * @param {string} userId
 * @param {string} password
 */
async function login(url, userId, password) {
  const response = await fetchJson(`${url}/api/member/login`, { method: 'POST', body: { userId, password } });
  if (!response.ok) throw new Error(`login as ${userId} failed: ${response.status}`);
  const body = /** @type {{ token: string }} */ (response.body);
  return { token: body.token };
}

/**
 * @param {string} url
 * @param {{ method?: string, token?: string, body?: unknown }} [options]
 * @returns {Promise<{ ok: boolean, status: number, body: unknown }>}
 */
async function fetchJson(url, { method = 'GET', token, body } = {}) {
  /** @type {Record<string, string>} */
  const headers = { accept: 'application/json' };
  if (token) headers['x-auth-token'] = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { ok: response.ok, status: response.status, body: parseJson(text) };
}

/** @param {string} text */
function parseJson(text) {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}
