import type { OddsUpdate } from '@site/contracts/api/sports';
import type { VirtualSport, VirtualSportKey } from '@site/contracts/virtual-leagues';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { FixtureRace } from '../../db/schema/sports';
import type { EventBus } from '../../events/bus';
import type { VirtualSportsProvider } from '../../modules/virtuals/provider-port';
import { SerialTicker } from '../serial-ticker';
import { runMsOf, virtualLeagueEntries, virtualLeagueOf, virtualLeaguesOf, type VirtualLeagueEntry } from './catalogue';
import { eventSpecOf, eventsOfSlot, type VirtualEventSpec } from './event-spec';
import { drawOutcome, runnerNoOf, selectionResults } from './outcome';
import { cryptoRandom, type VirtualRandom } from './random';
import { eventIdsOfSlot, eventKeyOf, idRangeFrom, nextStepMs, slotAt, slotMsOf } from './schedule';
import {
  finishEvents,
  insertEvents,
  loadOpenEvents,
  nextScheduledEventIds,
  startEvents,
  statusesInRanges,
  storedMarketsOf,
  upsertVirtualCatalogue,
  type EventFinish,
  type FinishedEvents,
  type OpenEvent,
  type StartedEvents,
} from './store';

export interface VirtualEngineOptions {
  db: Database;
  clock: Clock;
  bus: EventBus;
  /**
   * settles the bets on these finished events, before their results are announced: the betting
   * core's settlement, which workers/virtual-sports.ts hands in (a provider settles no bet itself)
   */
  settle: (fixtureIds: number[]) => Promise<unknown>;
  /** where results come from; the operating system's cryptographic source by default */
  random?: VirtualRandom;
  /** the runner's interval (start()); ticks called directly ignore it */
  tickMs?: number;
  onError?: (error: unknown) => void;
}

export interface VirtualTickSummary {
  created: number;
  started: number;
  finished: number;
}

/** Slots of every league published ahead, so a member always has the next events to bet on. */
export const SLOTS_AHEAD = 3;
/** How far past the slots ahead an engine looks for slots to publish when the operator played some early. */
const MAX_SLOTS_SCANNED = SLOTS_AHEAD + 12;

/** The clock text of an event under way. */
const runningText = (id: number): string =>
  eventKeyOf(id)?.league.sport.format === 'race' ? '가상 경주중' : '가상 경기중';

/**
 * Runs the virtual sports as a provider would. Each tick brings the tables up to now: publishes
 * every league's next SLOTS_AHEAD slots of events with open markets, closes betting on the events
 * whose slot has started (live, markets suspended), and once an event has run its time draws its
 * result from the random source, writes it with every selection's result, settles the bets and
 * publishes `fixturesResulted`. Changes go out on the odds stream so open carts see the lock.
 *
 * After downtime, the events found past their time are finished then (their bets were placed
 * before the start, so a late result is as fair as a punctual one); the slots that would have run
 * meanwhile are never created, since nobody could have bet on them.
 *
 * Several engines (servers) can run on one database: ids come from league and slot, inserts skip
 * what exists, and every step is a conditional update answering the rows it changed, so each event
 * is created, started and finished once, by whichever engine gets there first.
 */
export class VirtualEngine implements VirtualSportsProvider {
  private readonly ticker: SerialTicker;
  private readonly random: VirtualRandom;
  private catalogueReady = false;
  /** before this instant nothing is due (no slot starts, no result) */
  private nextStepAtMs = Number.NEGATIVE_INFINITY;

  constructor(private readonly options: VirtualEngineOptions) {
    this.random = options.random ?? cryptoRandom;
    this.ticker = new SerialTicker(() => this.catchUp(), options.tickMs ?? 1000, options.onError);
  }

  /** A first tick (catching up after downtime), then one every tickMs; failures go to onError. */
  start(): Promise<void> {
    return this.ticker.start();
  }

  stop(): Promise<void> {
    return this.ticker.stop();
  }

  leagueOf(sport: VirtualSportKey, leagueKey: string): VirtualLeagueEntry | undefined {
    return virtualLeagueOf(sport, leagueKey);
  }

  leaguesOf(sport: VirtualSportKey): VirtualLeagueEntry[] {
    return virtualLeaguesOf(sport);
  }

  runMs(sport: VirtualSport): number {
    return runMsOf(sport);
  }

  slotMs(sport: VirtualSport): number {
    return slotMsOf(sport);
  }

  runnerNoOf(selectionName: string): number {
    return runnerNoOf(selectionName);
  }

  /** Brings every league up to `now`, whether or not a step is due. */
  tick(now: Date = this.options.clock.now()): Promise<VirtualTickSummary> {
    return this.ticker.run(() => this.runTick(now));
  }

  /**
   * A tick when a step is due: what the runner calls every second, and what a request calls first
   * on a server that runs no runner (its events are as current as the runner's would be).
   */
  async catchUp(): Promise<void> {
    if (this.options.clock.now().getTime() < this.nextStepAtMs) return;
    await this.tick();
  }

  /**
   * The operator's (and the tests') shortcut: the league's next events start and finish now, their
   * bets settled; then the league is topped up with slots again. Answers the events played.
   */
  playNow(league: VirtualLeagueEntry): Promise<number[]> {
    return this.ticker.run(async () => {
      const { db, clock } = this.options;
      const now = clock.now();
      await this.runTick(now);
      const ids = await nextScheduledEventIds(db, league.id, now);
      const started = await startEvents(db, ids, { now, liveClock: runningText, startAt: now });
      const open: OpenEvent[] = started.ids.map((id) => ({ id, startAt: now, status: 'live', race: null }));
      const finished = await this.finish(open, now);
      this.publish({ created: [], started, finished });
      await this.settle(finished.ids);
      await this.runTick(now);
      return finished.ids;
    });
  }

  private async runTick(now: Date): Promise<VirtualTickSummary> {
    const { db } = this.options;
    if (!this.catalogueReady) {
      await upsertVirtualCatalogue(db);
      this.catalogueReady = true;
    }
    const nowMs = now.getTime();
    const open = await loadOpenEvents(db);
    const due = open.filter((event) => isOver(event, nowMs));
    const starting = open.filter(
      (event) => event.status === 'scheduled' && !isOver(event, nowMs) && event.startAt.getTime() <= nowMs,
    );

    const finished = await this.finish(due, now);
    const started = await startEvents(
      db,
      starting.map((event) => event.id),
      { now, liveClock: runningText },
    );
    const created = await this.publishAhead(nowMs, now);
    this.publish({ created, started, finished });
    await this.settle(finished.ids);
    this.nextStepAtMs = nextStepMs(nowMs);
    return { created: created.length, started: started.ids.length, finished: finished.ids.length };
  }

  /** Draws and writes the results of the events; answers what this engine finished. */
  private async finish(events: readonly OpenEvent[], now: Date): Promise<FinishedEvents> {
    if (events.length === 0) return { ids: [], scores: new Map(), markets: [], selections: [] };
    const markets = await storedMarketsOf(
      this.options.db,
      events.map((event) => event.id),
    );
    const finishes: EventFinish[] = [];
    for (const event of events) {
      const spec = eventSpecOf(event.id);
      if (!spec) continue;
      const outcome = drawOutcome(spec.model, spec.runners, this.random);
      const race: FixtureRace | null = spec.runners
        ? {
            runners: event.race?.runners ?? spec.runners.map(({ no, name }) => ({ no, name })),
            placings: outcome.placings,
          }
        : null;
      finishes.push({
        id: event.id,
        homeScore: outcome.homeScore,
        awayScore: outcome.awayScore,
        periodScores: outcome.periodScores,
        race,
        results: selectionResults(outcome, markets.get(event.id) ?? []),
      });
    }
    return finishEvents(this.options.db, finishes, now);
  }

  /** Creates the missing events of every league's next slots; answers the events this engine created. */
  private async publishAhead(nowMs: number, now: Date): Promise<VirtualEventSpec[]> {
    const { db } = this.options;
    const firstSlots = new Map(
      virtualLeagueEntries.map((league) => [league.sportIndex, slotAt(league.sport, nowMs) + 1]),
    );
    const statuses = await statusesInRanges(
      db,
      [...firstSlots].map(([sportIndex, slot]) => idRangeFrom(sportIndex, slot)),
    );
    const wanted: VirtualEventSpec[] = [];
    for (const league of virtualLeagueEntries) {
      const first = firstSlots.get(league.sportIndex) as number;
      let ahead = 0;
      for (let slot = first; slot < first + MAX_SLOTS_SCANNED && ahead < SLOTS_AHEAD; slot++) {
        const ids = eventIdsOfSlot(league, slot);
        const stored = ids.map((id) => statuses.get(id));
        // A slot the operator already played does not count: the league needs another one ahead.
        if (stored.some((status) => status !== undefined && status !== 'scheduled')) continue;
        ahead++;
        if (stored.some((status) => status === undefined)) {
          wanted.push(...eventsOfSlot(league, slot).filter((event) => !statuses.has(event.id)));
        }
      }
    }
    const created = new Set(await insertEvents(db, wanted, now));
    return wanted.filter((event) => created.has(event.id));
  }

  private async settle(fixtureIds: number[]): Promise<void> {
    if (fixtureIds.length === 0) return;
    const { bus, settle } = this.options;
    try {
      // Settled here, before the results are announced, so a caller of playNow finds the bets settled.
      await settle(fixtureIds);
    } finally {
      bus.publish('fixturesResulted', { fixtureIds });
    }
  }

  /** One odds batch with what this engine changed: new events, betting closed, results. */
  private publish({
    created,
    started,
    finished,
  }: {
    created: VirtualEventSpec[];
    started: StartedEvents;
    finished: FinishedEvents;
  }): void {
    const update: Omit<OddsUpdate, 'seq'> = { selections: [], markets: [], fixtures: [] };
    for (const event of created) update.fixtures.push({ id: event.id, status: 'scheduled', live: null });
    for (const [changes, status] of [
      [started, 'suspended'],
      [finished, 'closed'],
    ] as const) {
      for (const market of changes.markets) update.markets.push({ ...market, status });
      for (const selection of changes.selections) {
        const { id, marketId, fixtureId, priceX100 } = selection;
        update.selections.push({ id, marketId, fixtureId, price: priceX100 / 100, status });
      }
    }
    for (const id of started.ids) {
      update.fixtures.push({ id, status: 'live', live: { clock: runningText(id), homeScore: 0, awayScore: 0 } });
    }
    for (const id of finished.ids) {
      const score = finished.scores.get(id);
      const live = score ? { clock: '종료', homeScore: score[0], awayScore: score[1] } : null;
      update.fixtures.push({ id, status: 'finished', live });
    }
    if (update.fixtures.length + update.markets.length + update.selections.length === 0) return;
    const { bus } = this.options;
    bus.publish('odds', update);
  }
}

/** Whether an event has run its time and its result is due. */
function isOver(event: OpenEvent, nowMs: number): boolean {
  const key = eventKeyOf(event.id);
  const runMs = key ? runMsOf(key.league.sport) : 0;
  return event.startAt.getTime() + runMs <= nowMs;
}
