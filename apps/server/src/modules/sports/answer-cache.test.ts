import { describe, expect, it } from 'vitest';
import { LocalBus, type OddsBatch } from '../../events/bus';
import { fakeClock } from '../../test/fake-clock';
import { AnswerCache, MAX_ANSWER_AGE_MS, type AnswerSource } from './answer-cache';
import type { AnswerKind } from './answer-scope';

const START = new Date('2024-03-01T03:00:00.500Z');
const NEXT_START_IN_MS = 60_000;

/** A cache over a bus and a clock the test moves; the next fixture starts a minute after START. */
function setup() {
  const bus = new LocalBus();
  const clock = fakeClock(START);
  let nextStartAsked = 0;
  // A fixture starts every NEXT_START_IN_MS from START on.
  const cache = new AnswerCache(bus, clock, async (now) => {
    nextStartAsked += 1;
    const passed = Math.floor((now.getTime() - START.getTime()) / NEXT_START_IN_MS);
    return new Date(START.getTime() + (passed + 1) * NEXT_START_IN_MS);
  });
  let loads = 0;
  /** What a member gets now for an answer of `kind` showing `fixtureIds`, and whether it was loaded for them. */
  const ask = async (key: string, kind: AnswerKind, fixtureIds: number[] = []) => {
    const before = loads;
    const source: AnswerSource<number[]> = {
      kind,
      load: async () => {
        loads += 1;
        return fixtureIds;
      },
      fixtureIdsOf: (ids) => ids,
    };
    const text = await cache.get(key, source, (ids) => JSON.stringify({ ids, version: loads }));
    return { text, loaded: loads > before };
  };
  const batch = (changes: Partial<OddsBatch>) =>
    bus.publish('odds', { selections: [], markets: [], fixtures: [], ...changes });
  return { bus, clock, cache, ask, batch, nextStartAsked: () => nextStartAsked };
}

const price = (fixtureId: number) => ({
  id: fixtureId * 100,
  marketId: fixtureId * 10,
  fixtureId,
  price: 1.9,
  status: 'open' as const,
});
const market = (fixtureId: number, status: 'open' | 'suspended' | 'closed') => ({
  id: fixtureId * 10,
  fixtureId,
  status,
});
const inPlay = (id: number) => ({ id, status: 'live' as const, live: { clock: '12:00', homeScore: 0, awayScore: 0 } });

describe('AnswerCache: what an odds batch drops', () => {
  it('keeps a pre-match list while the batches only move in-play prices and clocks', async () => {
    const { ask, batch } = setup();
    batch({ fixtures: [inPlay(9)] });
    expect((await ask('cross', 'prematch', [1, 2])).loaded).toBe(true);
    batch({ fixtures: [inPlay(9)], selections: [price(9)], markets: [market(9, 'suspended')] });
    batch({ selections: [price(9)], markets: [market(9, 'open')] });
    expect((await ask('cross', 'prematch', [1, 2])).loaded).toBe(false);
  });

  it('drops a pre-match list when a price of a fixture it shows changes, and only that list', async () => {
    const { ask, batch } = setup();
    await ask('page 1', 'prematch', [1, 2]);
    await ask('page 2', 'prematch', [3, 4]);
    batch({ selections: [price(2)] });
    expect((await ask('page 1', 'prematch', [1, 2])).loaded).toBe(true);
    expect((await ask('page 2', 'prematch', [3, 4])).loaded).toBe(false);
  });

  it('drops every pre-match answer when a fixture is added, cancelled or a pre-match market opens or closes', async () => {
    const { ask, batch } = setup();
    const changes: Partial<OddsBatch>[] = [
      { fixtures: [{ id: 50, status: 'scheduled', live: null }] },
      { fixtures: [{ id: 51, status: 'cancelled', live: null }] },
      { markets: [market(52, 'closed')] },
    ];
    for (const change of changes) {
      await ask('counts', 'prematch');
      await ask('page 1', 'prematch', [1, 2]);
      batch(change);
      expect((await ask('counts', 'prematch')).loaded).toBe(true);
      expect((await ask('page 1', 'prematch', [1, 2])).loaded).toBe(true);
    }
  });

  it('takes a fixture first seen in play as one that just started: pre-match answers go', async () => {
    const { ask, batch } = setup();
    await ask('counts', 'prematch');
    batch({ fixtures: [inPlay(7)] });
    expect((await ask('counts', 'prematch')).loaded).toBe(true);
    // Known to be in play now: its clock moving again is no pre-match change.
    batch({ fixtures: [inPlay(7)], markets: [market(7, 'suspended')] });
    expect((await ask('counts', 'prematch')).loaded).toBe(false);
  });

  it('learns the fixtures in play from a live list, so their market changes keep the pre-match answers', async () => {
    const { ask, batch } = setup();
    await ask('inplay', 'live', [8]);
    await ask('cross', 'prematch', [1]);
    batch({ markets: [market(8, 'suspended')] });
    expect((await ask('cross', 'prematch', [1])).loaded).toBe(false);
  });

  it('drops in-play answers with every batch', async () => {
    const { ask, batch } = setup();
    await ask('inplay', 'live', [8]);
    batch({ selections: [price(1)] });
    expect((await ask('inplay', 'live', [8])).loaded).toBe(true);
  });

  it('drops a fixture view only when that fixture changes', async () => {
    const { ask, batch } = setup();
    await ask('fixture 5', 'fixture', [5]);
    batch({ fixtures: [{ id: 60, status: 'scheduled', live: null }], selections: [price(6)] });
    expect((await ask('fixture 5', 'fixture', [5])).loaded).toBe(false);
    batch({ markets: [market(5, 'suspended')] });
    expect((await ask('fixture 5', 'fixture', [5])).loaded).toBe(true);
  });

  it('does not keep an answer whose load was under way when a batch came', async () => {
    const { ask, batch } = setup();
    const first = ask('cross', 'prematch', [1]);
    batch({ selections: [price(3)] });
    await first;
    expect((await ask('cross', 'prematch', [1])).loaded).toBe(true);
  });

  it('drops everything on resync (batches from other servers may be lost)', async () => {
    const { ask, bus } = setup();
    await ask('fixture 5', 'fixture', [5]);
    bus.publish('resync');
    expect((await ask('fixture 5', 'fixture', [5])).loaded).toBe(true);
  });
});

describe('AnswerCache: time', () => {
  it('keeps pre-match answers until the next fixture starts, then asks when the one after starts', async () => {
    const { ask, clock, nextStartAsked } = setup();
    await ask('cross', 'prematch', [1]);
    await ask('europe', 'prematch', [1]);
    expect(nextStartAsked()).toBe(1);
    clock.advance(MAX_ANSWER_AGE_MS - 1);
    expect((await ask('cross', 'prematch', [1])).loaded).toBe(false);
    // Past the start (and the longest age): the fixture that started must not be listed any more.
    clock.advance(NEXT_START_IN_MS);
    expect((await ask('cross', 'prematch', [1])).loaded).toBe(true);
    expect(nextStartAsked()).toBeGreaterThan(1);
  });

  it('asks for the next start again after a new fixture is announced (it may start sooner)', async () => {
    const { ask, batch, nextStartAsked } = setup();
    await ask('cross', 'prematch', [1]);
    batch({ fixtures: [{ id: 70, status: 'scheduled', live: null }] });
    await ask('cross', 'prematch', [1]);
    expect(nextStartAsked()).toBe(2);
  });

  it('keeps nothing longer than the longest age, whatever the bus says', async () => {
    const { ask, clock } = setup();
    await ask('fixture 5', 'fixture', [5]);
    clock.advance(MAX_ANSWER_AGE_MS);
    expect((await ask('fixture 5', 'fixture', [5])).loaded).toBe(true);
  });

  it('keeps a countdown answer for its second only', async () => {
    const { ask, clock } = setup();
    await ask('virtuals', 'second');
    clock.advance(400);
    expect((await ask('virtuals', 'second')).loaded).toBe(false);
    clock.advance(200);
    expect((await ask('virtuals', 'second')).loaded).toBe(true);
  });
});
