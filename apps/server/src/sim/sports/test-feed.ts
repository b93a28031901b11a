import type { Database, DatabaseHandle } from '../../db/client';
import { rawRows } from '../../db/raw-query';
import { LocalBus, type EventBus, type OddsBatch } from '../../events/bus';
import { createTestDatabase } from '../../test/test-db';
import { fakeClock, type FakeClock } from '../../test/fake-clock';
import type { FeedKeys } from './feed-keys';
import { SportsFeed } from './feed';
import { testFeedKeys } from './test-keys';

/** A feed on a fresh test database with a clock only the test moves; nothing runs on a timer. */
export interface FeedUnderTest {
  feed: SportsFeed;
  bus: EventBus;
  clock: FakeClock;
  db: Database;
  database: DatabaseHandle;
  /** every odds batch and result event published so far */
  updates: OddsBatch[];
  resulted: number[][];
  close(): Promise<void>;
}

export interface FeedTestOptions {
  /** the installation's keys; the tests' fixed ones (test-keys.ts) unless given */
  keys?: FeedKeys;
  start?: Date;
  minLiveFixtures?: number;
  liveChangesPerSecond?: number;
  database?: DatabaseHandle;
}

export async function createFeedUnderTest(options: FeedTestOptions = {}): Promise<FeedUnderTest> {
  const database = options.database ?? (await createTestDatabase());
  const clock = fakeClock(options.start);
  const bus = new LocalBus();
  const updates: OddsBatch[] = [];
  const resulted: number[][] = [];
  bus.subscribe('odds', (update) => updates.push(update));
  bus.subscribe('fixturesResulted', ({ fixtureIds }) => resulted.push(fixtureIds));
  const feed = new SportsFeed({
    db: database.db,
    clock,
    bus,
    keys: options.keys ?? testFeedKeys,
    tickMs: 1000,
    minLiveFixtures: options.minLiveFixtures ?? 12,
    liveChangesPerSecond: options.liveChangesPerSecond ?? 20,
  });
  return {
    feed,
    bus,
    clock,
    db: database.db,
    database,
    updates,
    resulted,
    close: async () => {
      await feed.stop();
      if (!options.database) await database.close();
    },
  };
}

/** Rows of a raw query, for the tests to look at what the feed wrote. */
export const query = rawRows;
