// The money calls besides the sports bet that issue 30 measures beside it: a minigame bet, the seamless
// wallet's debit and credit as a game provider calls them, and a member's deposit request. Each load is
// one autocannon request list per connection, each connection a bench member in turn, like the bet load.
import { createHmac, randomBytes } from 'node:crypto';

import { fetchJson } from './http.mjs';

/** 동행 파워볼: five-minute rounds, so a run never meets the closed seconds before a draw. */
const MINIGAME_ID = 901;
const STAKE = 1_000;
const CASINO_GAME = 'evolution-baccarat-a';
const CASINO_AGGREGATOR = 'playfun';

/**
 * @typedef {import('./bench-members.mjs').BenchMember} BenchMember
 * @typedef {{ title: string, options: import('autocannon').Options, success: number,
 *   countSuccesses?: () => number, beforeRun?: (seconds: number) => Promise<void> }} MoneyLoad
 */

const key = (/** @type {string} */ prefix) => `${prefix}-${process.pid}-${randomBytes(6).toString('hex')}`;

/** @param {BenchMember} member */
const memberHeaders = (member) => ({
  'content-type': 'application/json',
  'x-auth-token': `Bearer ${member.token}`,
  'x-forwarded-for': member.address,
});

/**
 * Connection i as the i-th of `who` (members, sessions) modulo their number.
 * @template T
 * @param {T[]} who
 * @param {(one: T) => import('autocannon').Request[]} requestsOf
 * @returns {(client: import('autocannon').Client) => void}
 */
function eachConnectionOneOf(who, requestsOf) {
  let clients = 0;
  return (client) => {
    const one = /** @type {T} */ (who[clients % who.length]);
    clients += 1;
    client.setRequests(requestsOf(one));
  };
}

/**
 * Minigame bets on the current round of 동행 파워볼 (POST /api/minigame/bets). Before each run a new round
 * is drawn when the open one would close within the run, so every bet meets an open round.
 * @param {string} url
 * @param {string} adminToken
 * @param {BenchMember[]} members
 * @returns {Promise<MoneyLoad>}
 */
export async function minigameBetLoad(url, adminToken, members) {
  const board = await fetchJson(`${url}/api/minigame/games/${MINIGAME_ID}`);
  /** @type {{ markets: { key: string, picks: { key: string, price: number }[] }[], current: { id: number } }} */
  const game = /** @type {never} */ (board.body);
  const market = game.markets[0];
  const pick = market?.picks[0];
  if (!market || !pick) throw new Error(`minigame ${MINIGAME_ID} offers no market`);
  let roundId = game.current.id;
  /** @param {number} seconds */
  const beforeRun = async (seconds) => {
    const now = await fetchJson(`${url}/api/minigame/games/${MINIGAME_ID}`);
    const { current } = /** @type {{ current: { id: number, status: string, secondsToClose: number } }} */ (now.body);
    if (current.status === 'open' && current.secondsToClose > seconds + 5) {
      roundId = current.id;
      return;
    }
    const drawn = await fetchJson(`${url}/api/admin/minigames/${MINIGAME_ID}/draw-now`, {
      method: 'POST',
      token: adminToken,
    });
    roundId = /** @type {{ id: number }} */ (drawn.body).id;
  };
  await beforeRun(0);
  return {
    title: `POST /api/minigame/bets (${members.length} members)`,
    success: 201,
    beforeRun,
    options: {
      url,
      setupClient: eachConnectionOneOf(members, (member) => [
        {
          method: 'POST',
          path: '/api/minigame/bets',
          headers: memberHeaders(member),
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({
              idempotencyKey: key('mg'),
              gameId: MINIGAME_ID,
              roundId,
              marketKey: market.key,
              pickKey: pick.key,
              price: pick.price,
              stake: STAKE,
            }),
          }),
        },
      ]),
    },
  };
}

/**
 * The seamless wallet as the game provider calls it (POST /api/casino/wallet/playfun/debit|credit, signed):
 * each connection a member's launched baccarat session, a debit and the round's credit in turn. Only
 * answers whose status is OK count: the wallet answers HTTP 200 to a refusal too.
 * @param {string} url
 * @param {BenchMember[]} members
 * @param {string} secret the aggregator's signing key (the installation's, from the database)
 * @returns {Promise<MoneyLoad>}
 */
export async function casinoWalletLoad(url, members, secret) {
  const sign = (/** @type {string} */ body) => createHmac('sha256', secret).update(body).digest('hex');
  /** @param {string} action @param {object} payload */
  const walletCall = async (action, payload) => {
    const body = JSON.stringify(payload);
    const response = await fetch(`${url}/api/casino/wallet/${CASINO_AGGREGATOR}/${action}`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'x-casino-signature': sign(body) },
    });
    return /** @type {{ status: string, sessionId?: string, playerId?: string }} */ (await response.json());
  };
  const sessions = await Promise.all(
    members.map(async (member) => {
      const launch = await fetchJson(`${url}/api/playfun/auth`, {
        method: 'POST',
        token: member.token,
        headers: { 'x-forwarded-for': member.address },
        body: { product: 'casino', gameCode: CASINO_GAME },
      });
      const launchUrl = /** @type {{ launch_url?: string }} */ (launch.body).launch_url;
      const token = launchUrl && new URL(launchUrl, url).searchParams.get('token');
      if (!token) throw new Error(`the casino launch answered ${launch.status}: ${JSON.stringify(launch.body)}`);
      const session = await walletCall('authenticate', { token });
      if (session.status !== 'OK') throw new Error(`the wallet's authenticate answered ${session.status}`);
      return { sessionId: session.sessionId ?? '', playerId: session.playerId ?? '' };
    }),
  );

  let ok = 0;
  /** @param {string} action @param {(round: string) => object} payloadOf */
  const signed = (action, payloadOf) => ({
    method: /** @type {const} */ ('POST'),
    path: `/api/casino/wallet/${CASINO_AGGREGATOR}/${action}`,
    /** @type {import('autocannon').Request['setupRequest']} */
    setupRequest: (request, context) => {
      // The debit opens a round; the credit that follows on this connection closes the same one.
      const connection = /** @type {{ round?: string }} */ (context);
      if (action === 'debit') connection.round = key('round');
      const body = JSON.stringify(payloadOf(connection.round ?? ''));
      return { ...request, body, headers: { 'content-type': 'application/json', 'x-casino-signature': sign(body) } };
    },
    /** @type {import('autocannon').Request['onResponse']} */
    onResponse: (status, body) => {
      if (status === 200 && /"status":"OK"/.test(body)) ok += 1;
    },
  });
  return {
    title: `casino wallet debit, credit (${members.length} sessions)`,
    success: 200,
    countSuccesses: () => {
      const counted = ok;
      ok = 0;
      return counted;
    },
    options: {
      url,
      setupClient: eachConnectionOneOf(sessions, (session) => {
        const round = { gameCode: CASINO_GAME, amount: STAKE };
        return [
          signed('debit', (roundId) => ({ ...session, ...round, txId: key('d'), roundId })),
          signed('credit', (roundId) => ({
            playerId: session.playerId,
            ...round,
            amount: 2 * STAKE,
            txId: key('c'),
            roundId,
            roundClosed: true,
          })),
        ];
      }),
    },
  };
}

/**
 * A member's deposit request (POST /api/cashier/deposits) and its cancel in turn: a member has one
 * pending deposit at most, so the cancel makes room for the next. Both are counted, each a cashier write.
 * @param {string} url
 * @param {BenchMember[]} members
 * @returns {MoneyLoad}
 */
export function depositLoad(url, members) {
  let answered = 0;
  return {
    title: `POST /api/cashier/deposits, cancel (${members.length} members)`,
    success: 200,
    // A run that ended between a request and its cancel left that member's deposit pending.
    beforeRun: async () => {
      for (const member of members) {
        const info = await fetchJson(`${url}/api/cashier/deposit`, { token: member.token });
        const pending = /** @type {{ pending: { id: number } | null }} */ (info.body).pending;
        if (pending)
          await fetchJson(`${url}/api/cashier/deposits/${pending.id}/cancel`, {
            method: 'POST',
            token: member.token,
            body: {},
          });
      }
    },
    countSuccesses: () => {
      const counted = answered;
      answered = 0;
      return counted;
    },
    options: {
      url,
      setupClient: eachConnectionOneOf(members, (member) => [
        {
          method: 'POST',
          path: '/api/cashier/deposits',
          headers: memberHeaders(member),
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({
              amount: 10_000,
              depositorName: '벤치',
              bonusKind: 'none',
              idempotencyKey: key('dep'),
            }),
          }),
          onResponse: (status, body, context) => {
            if (status !== 201) return;
            answered += 1;
            /** @type {{ deposit?: number }} */ (context).deposit = /** @type {{ id: number }} */ (JSON.parse(body)).id;
          },
        },
        {
          method: 'POST',
          headers: memberHeaders(member),
          setupRequest: (request, context) => ({
            ...request,
            path: `/api/cashier/deposits/${/** @type {{ deposit?: number }} */ (context).deposit ?? 0}/cancel`,
            body: '{}',
          }),
          onResponse: (status) => {
            if (status === 200) answered += 1;
          },
        },
      ]),
    },
  };
}
