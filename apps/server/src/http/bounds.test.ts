import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { balanceOf, bettor, minutesFromNow, placeRequest, slip, useBetsApp } from '../modules/betting/bets-test-kit';
import { insertFixture } from '../test/sports-data';

// Short bounds, so that holding the pool's every connection turns into answers at once.
const kit = useBetsApp({ SHED_POOL_QUEUE: '2', REQUEST_DEADLINE_MS: '500' });

/** Takes every connection of the app's pool (10 by default), as a burst of long transactions would. */
async function holdWholePool(): Promise<pg.PoolClient[]> {
  const pool = kit.database.pool;
  return Promise.all(Array.from({ length: pool.options.max }, () => pool.connect()));
}

const waitingFor = async (count: number): Promise<void> => {
  while (kit.database.pool.waitingCount < count) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('a saturated server', () => {
  it('refuses a request beyond the pool’s queue at once with 503 and Retry-After, and serves those queued once it frees', async () => {
    const held = await holdWholePool();
    // Health is never shed, and asks the database: two of it wait in the pool's queue.
    const queued = [kit.app.inject({ url: '/api/health' }), kit.app.inject({ url: '/api/health' })];
    try {
      await waitingFor(2);
      const shed = await kit.app.inject({ url: '/api/sports/fixtures?book=cross' });
      expect(shed.statusCode).toBe(503);
      expect(shed.headers['retry-after']).toBe('2');
      expect(shed.json()).toEqual({ message: '지금은 요청이 많아 처리하지 못했습니다. 잠시 후 다시 시도해주세요.' });
    } finally {
      for (const client of held) client.release();
    }
    expect((await Promise.all(queued)).map((answer) => answer.statusCode)).toEqual([200, 200]);
  });

  it('answers a bet still waiting at its deadline 503, and books nothing when a connection frees later', async () => {
    const fixture = await insertFixture(kit.db, { startAt: minutesFromNow(kit, 120) });
    const [selection] = fixture.selections;
    if (!selection) throw new Error('no selection');
    const member = await bettor(kit);
    const held = await holdWholePool();
    try {
      const late = await placeRequest(kit, member, slip([selection]));
      expect(late.statusCode).toBe(503);
      expect(late.headers['retry-after']).toBe('2');
    } finally {
      for (const client of held) client.release();
    }
    // The handler goes on once a connection frees; past its deadline its transaction does not begin.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await balanceOf(kit.db, member.member.id)).toBe(1_000_000);
    const history = await kit.app.inject({ url: '/api/bets', headers: member.headers });
    expect(history.json<{ items: unknown[] }>().items).toEqual([]);
  });
});
