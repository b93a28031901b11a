import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { balanceOf, bettor, minutesFromNow, placeRequest, slip, useBetsApp } from '../modules/betting/bets-test-kit';
import { insertFixture } from '../test/sports-data';

const kit = useBetsApp();

/** Every session of the app's pool read-only, as when the database's address answers from a standby. */
async function readOnlyPool(readOnly: boolean): Promise<void> {
  const pool = kit.database.pool;
  const clients: pg.PoolClient[] = await Promise.all(Array.from({ length: pool.options.max }, () => pool.connect()));
  try {
    for (const client of clients) await client.query(`set default_transaction_read_only = ${readOnly ? 'on' : 'off'}`);
  } finally {
    for (const client of clients) client.release();
  }
}

describe('a write that reaches a read-only server (a standby not yet promoted)', () => {
  it('answers 503 with Retry-After, books nothing, and the same bet goes through once the server takes writes', async () => {
    const fixture = await insertFixture(kit.db, { startAt: minutesFromNow(kit, 120) });
    const [selection] = fixture.selections;
    if (!selection) throw new Error('no selection');
    const member = await bettor(kit);
    await readOnlyPool(true);
    try {
      const refused = await placeRequest(kit, member, slip([selection]));
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('2');
    } finally {
      await readOnlyPool(false);
    }
    expect(await balanceOf(kit.db, member.member.id)).toBe(1_000_000);
    const retried = await placeRequest(kit, member, slip([selection]));
    expect(retried.statusCode).toBe(201);
  });
});
