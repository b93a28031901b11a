import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MinigameRound } from '@site/contracts/api/minigames';
import type { DatabaseHandle } from '../db/client';
import { startTcpRelay } from '../test/tcp-relay';
import { createTestDatabase } from '../test/test-db';
import type { BusEventName, BusEvents, OddsBatch } from './bus';
import { listenToActivity } from './activity';
import { NotifyBus } from './notify-bus';
import { MAX_NOTIFY_BYTES } from './bus-wire';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/** Waits until `check` holds (events cross processes asynchronously); fails after a generous deadline. */
async function until(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Everything one bus delivers to its subscribers, in order. */
function recorder(bus: NotifyBus) {
  const seen: { event: BusEventName; payload: unknown[] }[] = [];
  for (const event of ['odds', 'fixturesResulted', 'balance', 'minigameRound', 'resync'] as const)
    bus.subscribe(event, (...payload: BusEvents[typeof event]) => seen.push({ event, payload }));
  return {
    seen,
    of: (event: BusEventName) => seen.filter((entry) => entry.event === event).map((entry) => entry.payload[0]),
  };
}

const round: MinigameRound = {
  id: 77,
  gameId: 211,
  roundNo: 12,
  date: '2026-03-01',
  status: 'drawn',
  opensAt: '2026-03-01T00:10:00.000Z',
  closesAt: '2026-03-01T00:14:50.000Z',
  drawsAt: '2026-03-01T00:15:00.000Z',
  secondsToClose: 0,
  secondsToDraw: 0,
  commitment: 'a'.repeat(64),
  secret: 'b'.repeat(64),
  result: null,
  resultText: '파워볼 7 홀 · 일반볼 합 85 언더',
};

/** A batch the way a fast-forward of the feed makes them: far more than one NOTIFY can carry. */
function largeBatch(selections: number): OddsBatch {
  return {
    selections: Array.from({ length: selections }, (_, index) => ({
      id: 100_000 + index,
      marketId: 5_000 + Math.floor(index / 3),
      fixtureId: 900 + Math.floor(index / 30),
      price: 1.5 + (index % 50) / 100,
      status: 'open' as const,
    })),
    markets: [{ id: 5_000, fixtureId: 900, status: 'suspended' }],
    fixtures: [{ id: 900, status: 'live', live: { clock: '후반 12분', homeScore: 1, awayScore: 0 } }],
  };
}

describe('NotifyBus: several servers on one database', () => {
  let database: DatabaseHandle;
  /** the second server's own pool, as another process would have */
  let otherPool: pg.Pool;
  let a: NotifyBus;
  let b: NotifyBus;

  beforeAll(async () => {
    const handle = await createTestDatabase();
    database = handle;
    otherPool = new pg.Pool(handle.pool.options);
    a = new NotifyBus({ pool: database.pool, log: quiet });
    b = new NotifyBus({ pool: otherPool, log: quiet, reconnectFirstMs: 20 });
    await Promise.all([a.start(), b.start()]);
  }, 60_000);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await otherPool?.end();
    await database?.close();
  });

  it("carries balance, odds, round and result events to the other server's subscribers, in order", async () => {
    const onA = recorder(a);
    const onB = recorder(b);
    const odds: OddsBatch = {
      selections: [{ id: 1, marketId: 2, fixtureId: 3, price: 1.85, status: 'open' }],
      markets: [],
      fixtures: [],
    };
    a.publish('balance', { memberId: 5, emoney: 12_000, point: 300 });
    a.publish('odds', odds);
    a.publish('minigameRound', round);
    a.publish('fixturesResulted', { fixtureIds: [3, 4] });
    // The publishing server's own subscribers have them at once, without a round trip.
    expect(onA.seen.map((entry) => entry.event)).toEqual(['balance', 'odds', 'minigameRound', 'fixturesResulted']);

    await until(() => onB.seen.length >= 4, "B's four events");
    expect(onB.seen).toEqual([
      { event: 'balance', payload: [{ memberId: 5, emoney: 12_000, point: 300 }] },
      { event: 'odds', payload: [odds] },
      { event: 'minigameRound', payload: [round] },
      { event: 'fixturesResulted', payload: [{ fixtureIds: [3, 4] }] },
    ]);
  });

  it('delivers a batch too large for one NOTIFY whole, and keeps it in order with the small ones around it', async () => {
    const onB = recorder(b);
    const big = largeBatch(600);
    expect(Buffer.byteLength(JSON.stringify(big))).toBeGreaterThan(MAX_NOTIFY_BYTES * 4);
    const small = (id: number): OddsBatch => ({
      selections: [],
      markets: [],
      fixtures: [{ id, status: 'finished', live: null }],
    });
    a.publish('odds', small(1));
    a.publish('odds', big);
    a.publish('odds', small(2));

    await until(() => onB.of('odds').length >= 3, 'three odds batches on B');
    expect(onB.of('odds')).toEqual([small(1), big, small(2)]);
    expect(onB.of('resync')).toEqual([]);
  });

  it('measures each delivered event from its publication, inline or stored (site_bus_lag_seconds)', async () => {
    const lags: number[] = [];
    const stop = listenToActivity({ bet: () => {}, money: () => {}, busDelivered: (seconds) => lags.push(seconds) });
    try {
      const onB = recorder(b);
      a.publish('balance', { memberId: 6, emoney: 1_000, point: 0 });
      a.publish('odds', largeBatch(600));
      await until(() => onB.seen.length >= 2, "B's two events");
      await until(() => lags.length >= 2, 'two lags observed');
      // Only this process's two buses publish here; both deliveries were timed, and the figures are printed.
      expect(lags.every((seconds) => Number.isFinite(seconds) && seconds >= 0)).toBe(true);
      console.log(`bus lag (inline, stored): ${lags.map((seconds) => `${(seconds * 1000).toFixed(1)} ms`).join(', ')}`);
    } finally {
      stop();
    }
  });

  it('hands no server its own events a second time', async () => {
    const onA = recorder(a);
    const onB = recorder(b);
    a.publish('balance', { memberId: 8, emoney: 1_000, point: 0 });
    a.publish('odds', largeBatch(300));
    await until(() => onB.seen.length >= 2, 'B to get both events');
    // Notifications reach a listener in the order they were committed: once B's reply is back on A,
    // A's own echoes (sent before it) have reached A too; and once A's answer to that is on B, so has B's.
    b.publish('fixturesResulted', { fixtureIds: [42] });
    await until(() => onA.of('fixturesResulted').length >= 1, "B's event on A");
    a.publish('minigameRound', round);
    await until(() => onB.of('minigameRound').length >= 1, "A's round on B");

    const everyEventOnce = ['balance', 'odds', 'fixturesResulted', 'minigameRound'];
    expect(onA.seen.map((entry) => entry.event)).toEqual(everyEventOnce);
    expect(onB.seen.map((entry) => entry.event)).toEqual(everyEventOnce);
  });

  it('keeps a burst of events in order', async () => {
    const onB = recorder(b);
    const burst = Array.from({ length: 300 }, (_, index) => ({ memberId: index, emoney: index * 1_000, point: 0 }));
    for (const event of burst) a.publish('balance', event);
    await until(() => onB.of('balance').length >= burst.length, 'the whole burst on B');
    expect(onB.of('balance')).toEqual(burst);
  });

  it('makes the other server resync when an event could not be sent to it', async () => {
    const onB = recorder(b);
    // The table for large events is away for a moment: this batch cannot be sent, the events around it can.
    await database.pool.query('alter table bus_payloads rename to bus_payloads_away');
    try {
      a.publish('balance', { memberId: 1, emoney: 0, point: 0 });
      a.publish('odds', largeBatch(300));
      a.publish('balance', { memberId: 2, emoney: 0, point: 0 });
      await until(() => onB.of('balance').length === 2, 'the events around it on B');
    } finally {
      await database.pool.query('alter table bus_payloads_away rename to bus_payloads');
    }
    a.publish('balance', { memberId: 3, emoney: 0, point: 0 });
    await until(() => onB.of('balance').length === 3, 'the next event on B');
    // B never saw the batch, but it knows it missed something and resynced once, right where it was missed.
    expect(onB.seen.map((entry) => entry.event)).toEqual(['balance', 'resync', 'balance', 'balance']);
  });

  it('gets its LISTEN connection back after losing it, tells the streams to resync, and receives again', async () => {
    const onB = recorder(b);
    const killed = await database.pool.query(
      'select pg_terminate_backend(pid) as done from pg_stat_activity where application_name = $1',
      [`site-bus ${b.origin}`],
    );
    expect(killed.rows).toEqual([{ done: true }]);
    await until(() => onB.of('resync').length === 1, 'B to resync');

    a.publish('balance', { memberId: 9, emoney: 2_000, point: 0 });
    await until(() => onB.of('balance').length === 1, 'B to hear A again');
    expect(onB.of('balance')).toEqual([{ memberId: 9, emoney: 2_000, point: 0 }]);
  });

  it('notices a LISTEN connection gone silent (the database moved, no word on the old path), listens anew and receives again', async () => {
    const relay = await startTcpRelay(database.url);
    const cutOff = new NotifyBus({
      pool: otherPool,
      connection: relay.urlThrough(database.url),
      log: quiet,
      healthCheckMs: 300,
      reconnectFirstMs: 20,
    });
    try {
      await cutOff.start();
      const onCutOff = recorder(cutOff);
      a.publish('balance', { memberId: 10, emoney: 1_000, point: 0 });
      await until(() => onCutOff.of('balance').length === 1, 'the first event through the relay');

      // The old path carries nothing any more; a new connection to the same address is answered.
      relay.cut({ newConnections: 'pass' });
      const cutAt = Date.now();
      await until(() => onCutOff.of('resync').length === 1, 'the bus to notice and resync');
      console.info(
        'LISTEN connection gone silent: listening anew after',
        Date.now() - cutAt,
        'ms (health check 300 ms)',
      );
      a.publish('balance', { memberId: 11, emoney: 2_000, point: 0 });
      await until(() => onCutOff.of('balance').length === 2, 'events again after the cut');
      expect(onCutOff.seen.map((entry) => entry.event)).toEqual(['balance', 'resync', 'balance']);
    } finally {
      await cutOff.close();
      await relay.close();
    }
  });

  it('prunes stored events once they are old', async () => {
    await database.pool.query(`insert into bus_payloads (body, created_at) values ('[]', now() - interval '1 hour')`);
    const pruning = new NotifyBus({ pool: database.pool, log: quiet, payloadRetentionMs: 60_000 });
    await pruning.start();
    const onB = recorder(b);
    pruning.publish('odds', largeBatch(300));
    await until(() => onB.of('odds').length === 1, 'the stored batch on B');
    await pruning.close();
    const old = await database.pool.query(
      `select count(*)::int as n from bus_payloads where created_at < now() - interval '1 minute'`,
    );
    expect(old.rows).toEqual([{ n: 0 }]);
  });
});
