import { FIXTURES_PATH } from './bench-bets.mjs';
import { fetchJson } from './http.mjs';

/** Page sizes around the site's 15 a page, so every answer is a page of about the same work. */
const SIZES = [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20];
/** The pre-match books and the sports tabs: each a list of its own (the in-play lists are short). */
const BOOKS = ['cross', 'wintielose', 'handicap', 'special', 'europe'];
const TABS = ['all', 'soccer', 'basketball', 'baseball', 'volleyball', 'esports', 'hockey', 'other'];

/**
 * The books' fixture lists asked so that the answer cache cannot help: each request names a book, tab,
 * page and size (full pages only, sizes 10–20) that no request before it asked, in a shuffled order, so
 * every request loads from the database and serialises; the cache keys on all four. The keys run out
 * after `keys` requests and start over, and a repeat may find its answer still cached: only the
 * answers the server says it loaded (x-answer-cache: miss) count, so the figure is loads a second
 * (a server without the header counts every answer).
 * @param {string} url the server's
 * The hits' CPU is not the loads': bench-api takes each hit at the cached figure's cost measured beside it
 * (`countHits`) out of the run's CPU before dividing by the loads.
 * @returns {Promise<{ title: string, options: import('autocannon').Options, countSuccesses: () => number,
 *   countHits: () => number }>}
 */
export async function cacheMissLoad(url) {
  /** @type {string[]} */
  const paths = [];
  for (const book of BOOKS) {
    for (const tab of TABS) {
      const list = `/api/sports/fixtures?book=${book}&tab=${tab}`;
      const first = await fetchJson(`${url}${list}&size=1`);
      const total = first.ok ? /** @type {{ totalCount: number }} */ (first.body).totalCount : 0;
      for (const size of SIZES) {
        for (let page = 1; page * size <= total; page += 1) paths.push(`${list}&size=${size}&page=${page}`);
      }
    }
  }
  shuffle(paths);
  let next = 0;
  let loads = 0;
  let hits = 0;
  return {
    title: `GET fixtures, loads (${paths.length} keys)`,
    options: {
      url,
      requests: [
        {
          setupRequest: (request) => {
            const path = paths[next % paths.length] ?? FIXTURES_PATH;
            next += 1;
            return { ...request, path };
          },
          onResponse: (status, _body, _context, headers) => {
            const cache = /** @type {Record<string, string | undefined>} */ (headers)['x-answer-cache'];
            if (status !== 200) return;
            if (cache === 'hit') hits += 1;
            else loads += 1;
          },
        },
      ],
    },
    // The loads since the last call.
    countSuccesses: () => {
      const counted = loads;
      loads = 0;
      return counted;
    },
    // The answers from the cache since the last call.
    countHits: () => {
      const counted = hits;
      hits = 0;
      return counted;
    },
  };
}

/** A fixed shuffle (the same order every run), so runs compare. @param {string[]} items */
function shuffle(items) {
  let seed = 20240301;
  for (let index = items.length - 1; index > 0; index -= 1) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const other = seed % (index + 1);
    [items[index], items[other]] = [/** @type {string} */ (items[other]), /** @type {string} */ (items[index])];
  }
}
