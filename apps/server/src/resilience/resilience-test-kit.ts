import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { tmpdir } from 'node:os';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { AUTH_HEADER, bearer } from '@site/contracts/api/session-codes';
import { loadConfig } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import { jsonParameter, rawRows } from '../db/raw-query';
import { prepareDatabase } from '../runtime/prepare';
import { createMember, giveOpeningMoney, TEST_PASSWORD } from '../test/members';
import { loginOverHttp } from '../test/second-factor';
import { startServerProcess, type ServerProcess } from '../test/server-process';
import { createTestDatabase } from '../test/test-db';
import { insertFixture, type TestSelection } from '../test/sports-data';

/**
 * The resilience suite's tools (docs/decisions/037): a real server process (main.ts, as `npm start`
 * runs it) on a database the test also reads, members with money, and the answers a client sees,
 * each bounded so a hung server fails the test instead of hanging it.
 */

/** A server whose engines are off: the attacks alone move its data. Logins are not braked per IP. */
export const ATTACKED_SERVER_ENV = {
  SEED_DEMO: '0',
  SPORTS_FEED: 'off',
  MINIGAMES: 'off',
  VIRTUALS: 'off',
  LOG_LEVEL: 'error',
  LOGIN_LIMIT_PER_IP_PER_MIN: '100000',
  // The attacks measure the database's bounds and the pool's queue; a CI machine busy with other test
  // files can stall any process's event loop past a second, which would shed for reasons of its own.
  SHED_EVENT_LOOP_DELAY_MS: '60000',
  WEB_DIST: path.join(tmpdir(), 'site-server-test-no-web-dist'),
} as const;

/** Migrates and seeds (the demo's admin account among it) a database for a server process. */
export async function prepareForServer(database: DatabaseHandle): Promise<void> {
  await prepareDatabase(loadConfig({}), database);
}

export function startAttackedServer(
  database: DatabaseHandle,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  return startServerProcess({ ...ATTACKED_SERVER_ENV, DATABASE_URL: database.url, ...env });
}

/** Where a client sends its requests: a server process, or the balancer in front of several (src/hosts). */
export type Reachable = Pick<ServerProcess, 'url'>;

/** What a client saw: a status, or 'no answer' when nothing came back in time (or the socket broke). */
export interface Answer {
  status: number | 'no answer';
  /** how long the answer took, for the figures a test prints (never asserted) */
  ms: number;
  retryAfter: string | null;
  body: unknown;
}

/** One call as a client makes it, given up after `giveUpMs` so that a hung server is a failed test. */
export async function call(
  server: Reachable,
  route: string,
  {
    method = 'GET',
    token,
    body,
    giveUpMs = 20_000,
  }: { method?: string; token?: string; body?: unknown; giveUpMs?: number } = {},
): Promise<Answer> {
  const began = performance.now();
  const took = () => Math.round(performance.now() - began);
  try {
    const response = await fetch(`${server.url}${route}`, {
      method,
      headers: {
        ...(token ? { [AUTH_HEADER]: bearer(token) } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(giveUpMs),
    });
    const text = await response.text();
    return { status: response.status, ms: took(), retryAfter: response.headers.get('retry-after'), body: parse(text) };
  } catch {
    return { status: 'no answer', ms: took(), retryAfter: null, body: null };
  }
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Both steps where the README account has a second factor (test/second-factor.ts). */
export function login(server: Reachable, userId: string, password: string): Promise<string> {
  return loginOverHttp(server.url, userId, password);
}

/** A logged-in level-1 member whose money came in through the ledger. */
export interface Punter {
  memberId: number;
  token: string;
}

export async function punters(db: Database, server: Reachable, count: number, emoney = 10_000_000): Promise<Punter[]> {
  const made: Punter[] = [];
  for (let i = 0; i < count; i++) {
    const member = await createMember(db, { level: 1 });
    await giveOpeningMoney(db, member.id, emoney);
    made.push({ memberId: member.id, token: await login(server, member.userId, TEST_PASSWORD) });
  }
  return made;
}

/** What a resilience test attacks: a server process, its database, funded punters and a pick to bet on. */
export interface Attacked {
  database: DatabaseHandle;
  /** replaced by a test that starts the next server (after a shutdown) */
  server: ServerProcess;
  members: Punter[];
  selection: TestSelection;
}

/**
 * The file's beforeAll and afterAll: a prepared database (a fresh one of the test project's server
 * unless `database` makes another), a server process on it with `env`, `punterCount` funded punters
 * and a selection open all day. Its fields are filled in once beforeAll has run.
 */
export function useAttackedServer({
  env = {},
  punterCount = 10,
  database = createTestDatabase,
}: { env?: Record<string, string>; punterCount?: number; database?: () => Promise<DatabaseHandle> } = {}): Attacked {
  const attacked = {} as Attacked;
  beforeAll(async () => {
    attacked.database = await database();
    await prepareForServer(attacked.database);
    attacked.server = await startAttackedServer(attacked.database, env);
    attacked.members = await punters(attacked.database.db, attacked.server, punterCount);
    attacked.selection = await selectionToBetOn(attacked.database.db);
  }, 180_000);
  afterAll(async () => {
    await attacked.server?.kill('SIGKILL');
    await attacked.database?.close();
  });
  return attacked;
}

/** A pre-match fixture starting tomorrow: its first selection stays open for the whole test. */
export async function selectionToBetOn(db: Database): Promise<TestSelection> {
  const fixture = await insertFixture(db, { startAt: new Date(Date.now() + 24 * 3_600_000) });
  const [selection] = fixture.selections;
  if (!selection) throw new Error('the test fixture has no selection');
  return selection;
}

export const betBody = (selection: TestSelection, key: string = randomUUID(), stake = 5_000) => ({
  idempotencyKey: key,
  stake,
  picks: [{ selectionId: selection.id, price: selection.price }],
});

/**
 * Every member whose balance is not what their ledger sums to, or is negative: after every attack
 * this must be empty (money neither lost nor made).
 */
export async function ledgerBreaks(db: Database): Promise<unknown[]> {
  return rawRows(
    db,
    sql`select m.id, m.emoney, m.point,
               coalesce(sum(l.amount) filter (where l.currency = 'money'), 0)::bigint as money_ledger,
               coalesce(sum(l.amount) filter (where l.currency = 'point'), 0)::bigint as point_ledger
          from members m left join wallet_ledger l on l.member_id = m.id
         group by m.id
        having m.emoney <> coalesce(sum(l.amount) filter (where l.currency = 'money'), 0)
            or m.point <> coalesce(sum(l.amount) filter (where l.currency = 'point'), 0)
            or m.emoney < 0 or m.point < 0`,
  );
}

/** A member's money and points as the database holds them. */
export async function balanceOfMember(db: Database, memberId: number): Promise<{ emoney: number; point: number }> {
  const [row] = await rawRows<{ emoney: string; point: string }>(
    db,
    sql`select emoney, point from members where id = ${memberId}`,
  );
  if (!row) throw new Error(`member ${memberId} not found`);
  return { emoney: Number(row.emoney), point: Number(row.point) };
}

/** The bets stored under these idempotency keys, by key. */
export async function betsByKey(db: Database, keys: readonly string[]): Promise<Map<string, number>> {
  const rows = await rawRows<{ key: string; count: number }>(
    db,
    sql`select idempotency_key as key, count(*)::int as count from bets
         where idempotency_key in (select jsonb_array_elements_text(${jsonParameter(keys)}::jsonb))
         group by idempotency_key`,
  );
  return new Map(rows.map((row) => [row.key, row.count]));
}

/** One bet of a load: who sent it, what, and what came back. */
export interface BetAttempt {
  punter: Punter;
  body: ReturnType<typeof betBody>;
  answer: Answer;
}

export const placed = (answer: Answer): boolean => answer.status === 200 || answer.status === 201;

/**
 * `count` bets by the punters in turn, `concurrency` in flight at a time; `during` runs once `atSent`
 * bets have left (a restart, a kill), the load going on meanwhile.
 */
export async function betLoad(
  server: () => ServerProcess,
  punters: readonly Punter[],
  selection: TestSelection,
  {
    count,
    concurrency,
    atSent = Infinity,
    during,
  }: { count: number; concurrency: number; atSent?: number; during?: () => Promise<void> },
): Promise<BetAttempt[]> {
  const attempts: BetAttempt[] = [];
  let next = 0;
  let fault: Promise<void> | undefined;
  const lane = async () => {
    while (next < count) {
      const index = next++;
      if (index === atSent && during) fault = during();
      const punter = punters[index % punters.length];
      if (!punter) throw new Error('no punters');
      const body = betBody(selection);
      attempts.push({
        punter,
        body,
        answer: await call(server(), '/api/bets', { method: 'POST', token: punter.token, body }),
      });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  await fault;
  return attempts;
}

/**
 * What a client does with a bet it got no clear answer for (503, or the connection broke): sends the
 * same request with the same key again until it is placed, a few times. Answers the attempts whose
 * retries were never placed.
 */
export async function retryUnplaced(server: Reachable, attempts: BetAttempt[]): Promise<BetAttempt[]> {
  const unplaced: BetAttempt[] = [];
  for (const attempt of attempts.filter((made) => !placed(made.answer))) {
    let answer = attempt.answer;
    for (let tries = 0; tries < 5 && !placed(answer); tries++) {
      if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 500));
      answer = await call(server, '/api/bets', { method: 'POST', token: attempt.punter.token, body: attempt.body });
    }
    if (!placed(answer)) unplaced.push({ ...attempt, answer });
  }
  return unplaced;
}

/**
 * `count` bets sent at once by the punters in turn (each its own key), with what came back: the burst of
 * issue 28's first finding.
 */
export function betBurst(attacked: Attacked, count = 100): Promise<BetAttempt[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const punter = attacked.members[index % attacked.members.length];
      if (!punter) throw new Error('no punters');
      const body = betBody(attacked.selection);
      const answer = await call(attacked.server, '/api/bets', { method: 'POST', token: punter.token, body });
      return { punter, body, answer };
    }),
  );
}

/** The statuses answers came with, counted. */
export function statusCounts(answers: readonly Answer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { status } of answers) counts[String(status)] = (counts[String(status)] ?? 0) + 1;
  return counts;
}

/** The slowest answer of a load, in ms: printed beside the request deadline, never asserted. */
export const slowestMs = (answers: readonly Answer[]): number => Math.max(0, ...answers.map((answer) => answer.ms));

/**
 * What must hold after any attack on bet load: every answer was placed, "try again" (503) or a broken
 * connection, never a server error; a client retrying its key then places every bet, each exactly once;
 * every balance is its ledger's sum. Answers the statuses counted, for the report.
 */
export async function expectEveryBetOnce(attacked: Attacked, attempts: BetAttempt[]): Promise<Record<string, number>> {
  const counts = statusCounts(attempts.map((attempt) => attempt.answer));
  expect(Object.keys(counts).filter((status) => !['201', '503', 'no answer'].includes(status))).toEqual([]);
  expect(await retryUnplaced(attacked.server, attempts)).toEqual([]);
  const keys = attempts.map((attempt) => attempt.body.idempotencyKey);
  const stored = await betsByKey(attacked.database.db, keys);
  expect(keys.filter((key) => stored.get(key) !== 1)).toEqual([]);
  expect(await ledgerBreaks(attacked.database.db)).toEqual([]);
  return counts;
}

/** The processes `pid` started (a supervisor's workers), read from /proc. */
export async function childPids(pid: number): Promise<number[]> {
  const children: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // pid (comm) state ppid …: comm may hold spaces and parentheses, so read after the last ')'.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (ppid === pid) children.push(Number(entry));
  }
  return children;
}
