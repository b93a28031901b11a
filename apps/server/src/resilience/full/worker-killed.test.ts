import { beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../test/server-process';
import {
  betBurst,
  betLoad,
  call,
  childPids,
  expectEveryBetOnce,
  ledgerBreaks,
  slowestMs,
  statusCounts,
  useAttackedServer,
} from '../resilience-test-kit';

const attacked = useAttackedServer({ env: { WORKERS: '2' } });

// Both workers must be serving before one is killed.
beforeAll(() => waitFor(async () => (await childPids(attacked.server.pid)).length === 2, 90_000), 120_000);

describe('WORKERS=2 fresh from its start', () => {
  it('answers a burst of 100 bets in full while both workers’ rule caches are cold', async () => {
    const answers = (await betBurst(attacked)).map((attempt) => attempt.answer);
    console.info(
      `100 bets on a fresh WORKERS=2: ${JSON.stringify(statusCounts(answers))}, slowest ${slowestMs(answers)} ms`,
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
    expect(await ledgerBreaks(attacked.database.db)).toEqual([]);
  }, 60_000);
});

describe('WORKERS=2 with a worker killed during bet load', () => {
  it('loses no bet and makes none twice: the other worker serves, the supervisor replaces the dead one, retries place once', async () => {
    const { server, members, selection } = attacked;
    const before = await childPids(server.pid);
    const attempts = await betLoad(() => server, members, selection, {
      count: 300,
      concurrency: 10,
      atSent: 80,
      during: async () => {
        const [victim] = before;
        if (victim) process.kill(victim, 'SIGKILL');
      },
    });
    await waitFor(async () => {
      const now = await childPids(server.pid);
      return now.length === 2 && now.some((pid) => !before.includes(pid));
    }, 30_000);
    console.info('bets while a worker was killed:', await expectEveryBetOnce(attacked, attempts));
    expect((await call(server, '/api/health')).status).toBe(200);
  }, 180_000);
});
