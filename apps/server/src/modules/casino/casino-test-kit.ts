/**
 * Test support for the casino: a fake aggregator with one live table and one slot, a member launched
 * into a game through the real launch and authenticate, and wallet calls signed as a provider signs
 * them. After each test every member's balance must equal their ledger.
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import {
  CASINO_SIGNATURE_HEADER,
  type CasinoWalletAction,
  type CasinoWalletAnswer,
} from '@site/contracts/api/casino-wallet';
import type { CasinoAggregatorKey } from '@site/contracts/casino';
import { members } from '../../db/schema/members';
import { SimCasino } from '../../sim/casino/provider';
import type { WalletTransport } from '../../sim/casino/wallet-client';
import { seededRandom } from '../../sim/minigames/test-random';
import { BetsTestApp, bettor, ledgerSum, type Bettor } from '../betting/bets-test-kit';
import type { CatalogueGame, CatalogueVendor, GameAggregator } from './aggregator-port';
import type { CasinoRoundHooks } from './round-hooks';
import { casinoWalletSecret } from './wallet-secret';

export const FAKE_VENDORS: CatalogueVendor[] = [
  { code: 'evo', nameKorean: '에볼루션', product: 'casino' },
  { code: 'pragmatic', nameKorean: '프라그마틱', product: 'slot' },
];

export const FAKE_GAMES: CatalogueGame[] = [
  {
    code: 'evo-baccarat',
    vendor: 'evo',
    product: 'casino',
    kind: 'baccarat',
    nameKorean: '스피드 바카라',
    art: '/casino/art/baccarat.svg',
    tags: ['hot'],
    lobbyDefault: true,
  },
  {
    code: 'prag-slot',
    vendor: 'pragmatic',
    product: 'slot',
    kind: 'slot',
    nameKorean: '골드 러시',
    art: '/casino/art/slot.svg',
    tags: ['new'],
    lobbyDefault: true,
  },
];

/** An aggregator whose launch address carries the token in its query, as the simulated ones do. */
export function fakeAggregator(key: CasinoAggregatorKey = 'playfun'): GameAggregator {
  return {
    key,
    vendors: () => FAKE_VENDORS,
    games: () => FAKE_GAMES,
    launchUrl: ({ token, game }) => `https://games.example/${key}/${game.code}?token=${token}`,
  };
}

export class CasinoTestApp extends BetsTestApp {
  /** what the hooks heard, in order (a test's own hooks see the same) */
  readonly heard: string[] = [];
}

/**
 * The app with the fake playfun aggregator (cx has none: its lobby is under maintenance), or with the
 * aggregators given (the simulated ones, to play their tables against the real wallet).
 */
export function useCasinoApp(aggregators: readonly GameAggregator[] = [fakeAggregator()]): CasinoTestApp {
  vi.setConfig({ testTimeout: 60_000 });
  const kit = new CasinoTestApp();
  const hooks: CasinoRoundHooks = {
    onStake: (_tx, event) => {
      kit.heard.push(`stake ${event.roundId} ${event.amount}`);
      return Promise.resolve();
    },
    onRoundClosed: (_tx, event) => {
      kit.heard.push(`closed ${event.roundId} ${event.outcome} ${event.stake}/${event.win}`);
      return Promise.resolve([]);
    },
  };
  beforeAll(
    () => kit.start({}, { clock: kit.clock, bus: kit.bus, casinoAggregators: aggregators, casinoRoundHooks: [hooks] }),
    180_000,
  );
  afterAll(() => kit.close());
  afterEach(async () => {
    const rows = await kit.db.select({ id: members.id, emoney: members.emoney }).from(members);
    for (const row of rows) expect(row.emoney, `member ${row.id}`).toBe(await ledgerSum(kit.db, row.id));
  });
  return kit;
}

/** POST /api/playfun/auth as the member. */
export function launchRequest(kit: CasinoTestApp, who: Bettor, body: object): Promise<LightMyRequestResponse> {
  return kit.app.inject({ method: 'POST', url: '/api/playfun/auth', headers: who.headers, payload: body });
}

/** The token a launch answered, read from its address. */
export async function launchToken(kit: CasinoTestApp, who: Bettor, gameCode = 'evo-baccarat'): Promise<string> {
  const response = await launchRequest(kit, who, { product: gameCode === 'prag-slot' ? 'slot' : 'casino', gameCode });
  expect(response.statusCode, response.body).toBe(200);
  // The simulated aggregators' addresses are paths on this server: read against any base.
  const url = new URL(response.json<{ launch_url: string }>().launch_url, 'http://site.test');
  const token = url.searchParams.get('token');
  if (!token) throw new Error('launch_url carries no token');
  return token;
}

/** The hex HMAC-SHA256 of these bytes with the aggregator's secret, as a provider signs its call. */
export async function signature(
  kit: CasinoTestApp,
  payload: string,
  aggregator: CasinoAggregatorKey = 'playfun',
): Promise<string> {
  return createHmac('sha256', await casinoWalletSecret(kit.db, aggregator))
    .update(payload)
    .digest('hex');
}

/** A wallet call signed with the aggregator's secret (or a given signature). */
export async function walletCall(
  kit: CasinoTestApp,
  action: CasinoWalletAction,
  body: object,
  options: { aggregator?: CasinoAggregatorKey; signature?: string } = {},
): Promise<CasinoWalletAnswer> {
  const aggregator = options.aggregator ?? 'playfun';
  const payload = JSON.stringify(body);
  const signed = options.signature ?? (await signature(kit, payload, aggregator));
  const response = await kit.app.inject({
    method: 'POST',
    url: `/api/casino/wallet/${aggregator}/${action}`,
    headers: { 'content-type': 'application/json', [CASINO_SIGNATURE_HEADER]: signed },
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CasinoWalletAnswer>();
}

/** A member with money, launched into the game and authenticated: what the game's debits name. */
export interface Player extends Bettor {
  sessionId: string;
  playerId: string;
}

export async function player(kit: CasinoTestApp, emoney = 100_000, gameCode = 'evo-baccarat'): Promise<Player> {
  const who = await bettor(kit, emoney);
  const answer = await walletCall(kit, 'authenticate', { token: await launchToken(kit, who, gameCode) });
  expect(answer.status).toBe('OK');
  return { ...who, sessionId: answer.sessionId ?? '', playerId: answer.playerId ?? '' };
}

/** A debit body of the player's; a fresh txId unless given. */
export const debitBody = (who: Player, roundId: string, amount: number, txId: string = randomUUID()) => ({
  sessionId: who.sessionId,
  playerId: who.playerId,
  txId,
  roundId,
  gameCode: 'evo-baccarat',
  amount,
});

export const creditBody = (who: Player, roundId: string, amount: number, extra: object = {}) => ({
  playerId: who.playerId,
  txId: randomUUID(),
  roundId,
  gameCode: 'evo-baccarat',
  amount,
  ...extra,
});

/** The provider's HTTP call, answered by the app itself. */
const appTransport =
  (app: CasinoTestApp): WalletTransport =>
  async ({ url, body, headers }) => {
    const response = await app.app.inject({ method: 'POST', url: new URL(url).pathname, headers, payload: body });
    return { status: response.statusCode, text: response.body };
  };

/** The simulated provider playing its tables against this app's real wallet (its signed calls go through the route). */
export function simCasinoOf(kit: CasinoTestApp, seed: number): SimCasino {
  return new SimCasino({
    db: kit.db,
    clock: kit.clock,
    walletBaseUrl: 'http://site.test',
    secretOf: (aggregator) => casinoWalletSecret(kit.db, aggregator),
    transport: appTransport(kit),
    random: seededRandom(seed),
    retryDelayMs: 0,
  });
}
