import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import {
  betBody,
  betBurst,
  betsByKey,
  call,
  ledgerBreaks,
  login,
  slowestMs,
  statusCounts,
  useAttackedServer,
  type Answer,
} from '../resilience-test-kit';

// Bounds short enough that a lock held on purpose turns into a 503 quickly; the pool small enough that
// a burst of a hundred bets must queue for it.
const attacked = useAttackedServer({
  env: { DB_POOL_SIZE: '5', DB_LOCK_TIMEOUT_MS: '1000', DB_STATEMENT_TIMEOUT_MS: '3000' },
  punterCount: 25,
});

/** Asks /api/health every 100 ms until stopped; answers what each ask got. */
function watchHealth(): { stop: () => Promise<Answer[]> } {
  const answers: Answer[] = [];
  let watching = true;
  const loop = (async () => {
    while (watching) {
      answers.push(await call(attacked.server, '/api/health', { giveUpMs: 5_000 }));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return {
    stop: async () => {
      watching = false;
      await loop;
      return answers;
    },
  };
}

const statuses = (answers: Answer[]) => answers.map((answer) => answer.status);

describe('a burst of bets', () => {
  it('is answered in full right after an operator re-saves the limits and settings, with health answering throughout', async () => {
    const { server, database } = attacked;
    const adminToken = await login(server, 'admin', 'admin1234');
    // The operator saves level 1's limits and the sportsbook settings as they are: every process's
    // cached rules are dropped, so the burst's first bets find them cold.
    const limits = await call(server, '/api/admin/bet-limits', { token: adminToken });
    const level1 = (
      limits.body as { level: number; minStake: number; maxStake: number; maxPayout: number; maxPicks: number }[]
    ).find((row) => row.level === 1);
    if (!level1) throw new Error('no limits for level 1');
    const { minStake, maxStake, maxPayout, maxPicks } = level1;
    const saved = await call(server, '/api/admin/bet-limits/1', {
      method: 'PUT',
      token: adminToken,
      body: { minStake, maxStake, maxPayout, maxPicks },
    });
    expect(saved.status).toBe(200);
    const settings = await call(server, '/api/admin/sports/settings', { token: adminToken });
    const resaved = await call(server, '/api/admin/sports/settings', {
      method: 'PUT',
      token: adminToken,
      body: { bettingOpen: (settings.body as { bettingOpen: boolean }).bettingOpen },
    });
    expect(resaved.status).toBe(200);

    const health = watchHealth();
    const attempts = await betBurst(attacked);
    const healthAnswers = await health.stop();
    const answers = attempts.map((attempt) => attempt.answer);
    console.info(
      `100 bets after a re-save: ${JSON.stringify(statusCounts(answers))}, slowest ${slowestMs(answers)} ms;`,
      `health asked ${healthAnswers.length} times, ${JSON.stringify(statusCounts(healthAnswers))}, slowest ${slowestMs(healthAnswers)} ms`,
    );

    expect(statuses(answers)).toEqual(answers.map(() => 201));
    expect(new Set(statuses(healthAnswers))).toEqual(new Set([200]));
    const keys = attempts.map((attempt) => attempt.body.idempotencyKey);
    const stored = await betsByKey(database.db, keys);
    expect(keys.map((key) => stored.get(key))).toEqual(keys.map(() => 1));
    expect(await ledgerBreaks(database.db)).toEqual([]);
  }, 60_000);
});

describe('a statement made slow by a lock another session holds', () => {
  it('answers the locked member 503 with Retry-After within the bound and books nothing, while others bet and health answers', async () => {
    const { server, database, members, selection } = attacked;
    const [locked, other] = members;
    if (!locked || !other) throw new Error('two members needed');
    // Another session (an operator's long job, say) holds the member's row and does not let go.
    const key = randomUUID();
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select id from members where id = $1 for update', [locked.memberId]);
      const before = await ledgerBreaks(database.db);
      const [refused, accepted, healthy] = await Promise.all([
        call(server, '/api/bets', { method: 'POST', token: locked.token, body: betBody(selection, key) }),
        call(server, '/api/bets', { method: 'POST', token: other.token, body: betBody(selection) }),
        call(server, '/api/health'),
      ]);
      expect(refused).toMatchObject({ status: 503, retryAfter: '2' });
      expect((refused.body as { message: string }).message).toContain('잠시 후 다시 시도해주세요');
      expect(accepted.status).toBe(201);
      expect(healthy.status).toBe(200);
      expect((await betsByKey(database.db, [key])).get(key)).toBeUndefined();
      expect(before).toEqual([]);
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
    // Once the lock is gone the same request, same key, goes through: the 503 left nothing behind.
    const retried = await call(server, '/api/bets', {
      method: 'POST',
      token: locked.token,
      body: betBody(selection, key),
    });
    expect(retried.status).toBe(201);
    expect(await ledgerBreaks(database.db)).toEqual([]);
  }, 60_000);
});
