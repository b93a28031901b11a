import path from 'node:path';
import { tmpdir } from 'node:os';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_HEADER, bearer } from '@site/contracts/api/session-codes';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { rawRows } from '../db/raw-query';
import { eventStreamReader } from '../test/event-stream-reader';
import { loginOverHttp } from '../test/second-factor';
import { engineKeysLedBy, startServerProcess, waitFor, type ServerProcess } from '../test/server-process';
import { createTestDatabase } from '../test/test-db';
import { prepareDatabase } from './prepare';

const POWERBALL_1 = 211;
// Every engine a server leads with these settings (virtual sports off: they add nothing to the point).
const ALL_ENGINES = [
  'auto-cash-out',
  'casino-round-sweep',
  'casino-tables',
  'message-campaigns',
  'minigame-rounds',
  'prune-expired',
  'risk-sweep',
  'settlement',
  'sports-feed',
  'tether-gateway',
  'tournament-payouts',
];

let database: DatabaseHandle;
let serverA: ServerProcess;
let serverB: ServerProcess;

beforeAll(async () => {
  database = await createTestDatabase();
  await prepareDatabase(loadConfig({}), database);
  const env = {
    DATABASE_URL: database.url,
    SEED_DEMO: '0',
    BUS: 'postgres',
    VIRTUALS: 'off',
    LOG_LEVEL: 'warn',
    SPORTS_FEED_TICK_MS: '250',
    WEB_DIST: path.join(tmpdir(), 'site-server-test-no-web-dist'),
  };
  serverA = await startServerProcess(env);
  // A leads everything before B starts, so B can only follow until A is gone.
  await waitFor(async () => (await engineKeysLedBy(database.url, serverA.pid)).length === ALL_ENGINES.length, 30_000);
  serverB = await startServerProcess(env);
}, 120_000);

afterAll(async () => {
  await serverA?.kill('SIGTERM');
  await serverB?.kill('SIGTERM');
  await database?.close();
});

async function login(server: ServerProcess, userId: string, password: string): Promise<Record<string, string>> {
  return { [AUTH_HEADER]: bearer(await loginOverHttp(server.url, userId, password)) };
}

async function openStream(server: ServerProcess, streamPath: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${streamPath}`, { headers });
  expect(response.status).toBe(200);
  const stream = eventStreamReader(response);
  await stream.until(/retry: \d+\n\n/);
  return stream;
}

describe('two server processes on one PostgreSQL database', () => {
  it('drive each engine once, carry A’s events to B’s members, and hand A’s engines to B when A dies', async () => {
    expect(await engineKeysLedBy(database.url, serverA.pid)).toEqual(ALL_ENGINES);
    expect(await engineKeysLedBy(database.url, serverB.pid)).toEqual([]);

    const member = await login(serverB, 'demo', 'demo1234');
    const admin = await login(serverA, 'admin', 'admin1234');
    const odds = await openStream(serverB, '/api/sports/stream');
    const rounds = await openStream(serverB, '/api/minigame/stream');
    const balance = await openStream(serverB, '/api/member/stream', member);
    await balance.until(/event: balance\ndata: .*\n\n/);
    balance.clear();

    // Prices move on A's feed; B has none running, yet its client sees them.
    await odds.until(/event: update\ndata: .*\n\n/);
    // An operator on A draws a round and credits the member; B's streams carry both.
    const draw = await fetch(`${serverA.url}/api/admin/minigames/${POWERBALL_1}/draw-now`, {
      method: 'POST',
      headers: admin,
    });
    expect(draw.status).toBe(200);
    // Other games draw on their own schedule meanwhile: wait for this game's drawn round.
    const drawn = await rounds.until(
      new RegExp(
        `event: round\\ndata: (\\{(?=[^\\n]*"gameId":${POWERBALL_1}[,}])[^\\n]*"status":"drawn"[^\\n]*\\})\\n\\n`,
      ),
    );
    expect(JSON.parse(drawn[1] ?? '')).toMatchObject({ gameId: POWERBALL_1, status: 'drawn' });
    const credit = await fetch(`${serverA.url}/api/admin/members/demo/money`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 5_000, memo: '두 서버 시험' }),
    });
    expect(credit.status).toBe(200);
    const credited = await balance.until(/event: balance\ndata: (.*)\n\n/);
    expect(JSON.parse(credited[1] ?? '')).toMatchObject({ emoney: 1_005_000 });
    // B answers its signed-in members from memory; A's credit reached that memory as well.
    const user = await fetch(`${serverB.url}/api/member/user`, { headers: member });
    expect(((await user.json()) as { emoney: number }).emoney).toBe(1_005_000);
    // A login on A ends the session B holds in memory: B hears of it on the bus.
    await login(serverA, 'demo', 'demo1234');
    const userOnB = () => fetch(`${serverB.url}/api/member/user`, { headers: member });
    await waitFor(async () => (await userOnB()).status === 555, 5_000);

    // Fast-forwarding is for the process that drives the feed: B, a follower, says so and moves nothing.
    const advance = (server: ServerProcess) =>
      fetch(`${server.url}/api/admin/sports/advance`, {
        method: 'POST',
        headers: { ...admin, 'content-type': 'application/json' },
        body: JSON.stringify({ seconds: 60 }),
      });
    expect((await advance(serverB)).status).toBe(409);

    // A dies without a word; its session ends, its locks go, and B takes every engine over.
    await serverA.kill('SIGKILL');
    await waitFor(async () => (await engineKeysLedBy(database.url, serverB.pid)).length === ALL_ENGINES.length, 30_000);
    expect(await engineKeysLedBy(database.url, serverB.pid)).toEqual(ALL_ENGINES);
    odds.clear();
    await odds.until(/event: update\ndata: .*\n\n/);
    // B holds the feed's lock a moment before its feed has caught up and leads: until then it says 409.
    await waitFor(async () => (await advance(serverB)).status === 200, 10_000);

    const mismatched = await rawRows<{ id: number }>(
      database.db,
      sql`select m.id from members m
          where m.emoney <> (select coalesce(sum(amount), 0) from wallet_ledger l where l.member_id = m.id and l.currency = 'money')
             or m.point <> (select coalesce(sum(amount), 0) from wallet_ledger l where l.member_id = m.id and l.currency = 'point')`,
    );
    expect(mismatched).toEqual([]);
    await Promise.all([odds.cancel(), rounds.cancel(), balance.cancel()]);
  }, 120_000);
});
