import { fetchJson } from './http.mjs';

export const FIXTURES_PATH = '/api/sports/fixtures?book=cross';
const BET_STAKE = 5_000;
let betCounter = 0;

/** @param {string} url */
export async function waitForFixtures(url) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const page = await fetchJson(`${url}${FIXTURES_PATH}&size=1`);
    if (page.ok && /** @type {{ totalCount: number }} */ (page.body).totalCount > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the feed published no fixtures within 60 s (is SPORTS_FEED off?)');
}

/**
 * The bet load: one pre-match pick placed over and over, each autocannon connection as one member
 * (connection i is member i modulo their number), a new idempotency key every time. The pick's price is
 * kept current, since pre-match prices drift (a stale one is answered 409, as the cart would see it).
 * `stop` ends the price polling; undefined when the server does not serve POST /api/bets.
 * @param {string} url
 * @param {import('./bench-members.mjs').BenchMember[]} members
 * @returns {Promise<{ options: import('autocannon').Options, stop: () => void } | undefined>}
 */
export async function prepareBetLoad(url, members) {
  const page = await fetchJson(`${url}${FIXTURES_PATH}&size=50`);
  /** @type {{ items: { markets: { selections: { id: number, price: number }[] }[] }[] }} */
  const list = /** @type {never} */ (page.body);
  // The latest fixture: furthest from kick-off, so it stays open for the whole run.
  const selection = list.items.at(-1)?.markets[0]?.selections[0];
  const first = members[0];
  if (!selection || !first) throw new Error('no selection to bet on, or no member to bet as');
  let price = selection.price;

  const probe = await fetchJson(`${url}/api/bets`, {
    method: 'POST',
    token: first.token,
    headers: { 'x-forwarded-for': first.address },
    body: betBody(selection.id, price),
  });
  if (probe.status === 404) return undefined;
  if (probe.status !== 201) console.warn(`(a first bet was answered ${probe.status}: ${JSON.stringify(probe.body)})`);

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

  let clients = 0;
  /** @type {import('autocannon').Options} */
  const options = {
    url: `${url}/api/bets`,
    // Called once for each connection: that connection bets as the next member in turn.
    setupClient: (client) => {
      const member = members[clients % members.length] ?? first;
      clients += 1;
      client.setRequests([
        {
          method: 'POST',
          path: '/api/bets',
          headers: {
            'content-type': 'application/json',
            'x-auth-token': `Bearer ${member.token}`,
            'x-forwarded-for': member.address,
          },
          setupRequest: (request) => ({ ...request, body: JSON.stringify(betBody(selection.id, price)) }),
        },
      ]);
    },
  };
  return { options, stop: () => clearInterval(poll) };
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
