import type { SportsFeedStatus } from '@site/contracts/api/sports';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { EventBus } from '../../events/bus';
import type { SportsFeedControl } from '../../modules/sports/feed-control';
import { SerialTicker } from '../serial-ticker';
import {
  loadFixtureIds,
  loadOpenState,
  maxFixtureId,
  moveOpenFixturesEarlier,
  upsertCatalogue,
  writeTick,
  type TradingStatus,
} from './feed-store';
import type { FeedKeys } from './feed-keys';
import { fixtureSpec, type FixtureSpec } from './fixture-spec';
import {
  liveMarketStatus,
  liveTradingStatuses,
  phaseOf,
  pricesAt,
  type FixturePhase,
  type TrackedFixture,
} from './fixture-state';
import { formatLine } from './markets';
import type { MatchProgress, Pair } from './match-plan';
import { unit } from './random';
import { cancelledResults, settleMarket } from './results';
import {
  FILL_ID_BASE,
  HORIZON_MS,
  SLOT_MS,
  fillStartAt,
  firstIdOfSlot,
  fixtureIdsOfSlot,
  isFillId,
  slotOf,
  slotStartOf,
  VIRTUAL_ID_BASE,
} from './schedule';
import { splitUpdate, TickBatch } from './tick-batch';

export interface SportsFeedOptions {
  db: Database;
  clock: Clock;
  bus: EventBus;
  /** the installation's keys (feed-keys.ts sportsFeedKeys); a test's own */
  keys: FeedKeys;
  /** live fixtures kept running at least */
  minLiveFixtures: number;
  /** in-play price changes per second, across all live fixtures */
  liveChangesPerSecond: number;
  /** the runner's interval (start()); ticks called directly ignore it */
  tickMs: number;
  onError?: (error: unknown) => void;
}

/** What one tick did. */
export interface TickSummary {
  created: number;
  started: number;
  finished: number;
  cancelled: number;
  priceChanges: number;
}

/** Share of pre-match fixtures whose prices move in a given second. */
const PREMATCH_MOVES_PER_SECOND = 0.005;
/** A late tick catches up on state at once, but does not make up for more than this much missed trading. */
const MAX_CATCH_UP_SEC = 5;

interface LiveEntry {
  fixture: TrackedFixture;
  progress: MatchProgress;
  /** each market's status from the score and clock (liveMarketStatus), before the price check */
  base: Map<number, TradingStatus>;
  /** new prices this tick, or null to keep them */
  prices: Map<number, number> | null;
}

/**
 * The simulated sports provider. Each tick brings the tables up to `now`: publishes fixtures up to
 * three days ahead, starts, plays and ends matches by their plans, moves prices, keeps enough matches
 * in play, writes it all in one transaction and publishes one odds batch. Ticks run one at a time.
 */
export class SportsFeed implements SportsFeedControl {
  private readonly tracked = new Map<number, TrackedFixture>();
  private readonly knownSlotIds = new Set<number>();
  /** open fixtures listed before fixtures were committed to (the migration adding fixtures.commitment): see settleUncommitted */
  private readonly uncommitted = new Set<number>();
  private nextSlot = 0;
  /** how far advance() has brought the future closer, in total */
  private shiftMs = 0;
  private nextFillId = FILL_ID_BASE;
  /** odds batches this feed has published (the operator panel shows it; streams number batches themselves) */
  private seq = 0;
  private lastTickMs: number | null = null;
  private budgetCarry = 0;
  private liveCursor = 0;
  private loaded = false;
  private readonly ticker: SerialTicker;

  constructor(private readonly options: SportsFeedOptions) {
    this.ticker = new SerialTicker(() => this.tick(), options.tickMs, options.onError);
  }

  /** A first tick (catalogue, fixtures, live matches), then one every tickMs; failures go to onError. */
  start(): Promise<void> {
    return this.ticker.start();
  }

  /**
   * Stops ticking and forgets what it held in memory: the process may lose the feed's lock and another
   * drive the feed meanwhile, so a later start() must read the tables afresh.
   */
  async stop(): Promise<void> {
    await this.ticker.stop();
    this.tracked.clear();
    this.knownSlotIds.clear();
    this.uncommitted.clear();
    this.lastTickMs = null;
    this.budgetCarry = 0;
    this.loaded = false;
  }

  tick(now: Date = this.options.clock.now()): Promise<TickSummary> {
    return this.ticker.run(() => this.runTick(now.getTime()));
  }

  /** Every fixture not yet over starts `seconds` earlier; then a tick plays what is now due. */
  advance(seconds: number): Promise<void> {
    return this.ticker.run(async () => {
      const now = this.options.clock.now();
      await this.ensureLoaded(now.getTime());
      const ms = seconds * 1000;
      await moveOpenFixturesEarlier(this.options.db, ms, now);
      for (const fixture of this.tracked.values()) fixture.startAtMs -= ms;
      this.shiftMs += ms;
      await this.runTick(now.getTime());
    });
  }

  status(): SportsFeedStatus {
    let liveFixtures = 0;
    let scheduledFixtures = 0;
    for (const fixture of this.tracked.values()) {
      if (fixture.status === 'live') liveFixtures++;
      else scheduledFixtures++;
    }
    return { running: this.ticker.isActive, liveFixtures, scheduledFixtures, seq: this.seq };
  }

  private async ensureLoaded(nowMs: number): Promise<void> {
    if (this.loaded) return;
    const { db, keys } = this.options;
    await upsertCatalogue(db);
    const state = await loadOpenState(db);
    const byFixture = <T extends { fixtureId: number }>(rows: T[]) => {
      const grouped = new Map<number, T[]>();
      for (const row of rows) {
        const list = grouped.get(row.fixtureId);
        if (list) list.push(row);
        else grouped.set(row.fixtureId, [row]);
      }
      return grouped;
    };
    const markets = byFixture(state.markets);
    const selections = byFixture(state.selections);
    for (const row of state.fixtures) {
      if (row.commitment === null) this.uncommitted.add(row.id);
      this.tracked.set(row.id, {
        spec: fixtureSpec(keys, row.id, row.leagueId),
        startAtMs: row.startAt.getTime(),
        status: row.status,
        clock: row.liveClock,
        score: row.homeScore === null || row.awayScore === null ? null : [row.homeScore, row.awayScore],
        markets: new Map((markets.get(row.id) ?? []).map((market) => [market.id, market.status])),
        selections: new Map(
          (selections.get(row.id) ?? []).map((selection) => [
            selection.id,
            { priceX100: selection.priceX100, status: selection.status },
          ]),
        ),
        priceSuspended: new Set(),
      });
    }
    // A feed fast-forwarded before the restart goes on from where it was: its open fixtures show how far.
    for (const fixture of this.tracked.values()) {
      if (isFillId(fixture.spec.id)) continue;
      this.shiftMs = Math.max(this.shiftMs, slotStartOf(fixture.spec.id) - fixture.startAtMs);
    }
    const firstSlot = slotOf(nowMs);
    for (const id of await loadFixtureIds(db, firstIdOfSlot(firstSlot), FILL_ID_BASE)) this.knownSlotIds.add(id);
    this.nextSlot = firstSlot + 1;
    const maxFillId = await maxFixtureId(db, FILL_ID_BASE, VIRTUAL_ID_BASE);
    this.nextFillId = Math.max(FILL_ID_BASE, (maxFillId ?? FILL_ID_BASE - 1) + 1);
    this.loaded = true;
  }

  private async runTick(nowMs: number): Promise<TickSummary> {
    await this.ensureLoaded(nowMs);
    const batch = new TickBatch();
    const summary: TickSummary = { created: 0, started: 0, finished: 0, cancelled: 0, priceChanges: 0 };
    const elapsedSec =
      this.lastTickMs === null ? 1 : Math.min(MAX_CATCH_UP_SEC, Math.max(0, (nowMs - this.lastTickMs) / 1000));
    const live: LiveEntry[] = [];
    const scheduled: TrackedFixture[] = [];

    const created = this.scheduleAhead(nowMs, batch);
    summary.created += created.length;
    for (const fixture of this.tracked.values()) this.process(fixture, nowMs, batch, live, scheduled, summary);
    for (const fixture of created) this.process(fixture, nowMs, batch, live, [], summary);
    summary.created += this.fillLive(nowMs, batch, live, summary);
    this.chooseLiveRepricing(nowMs, elapsedSec, live);
    for (const entry of live) this.writeLive(entry, batch);
    this.driftPrematch(nowMs, elapsedSec, scheduled, batch);

    await writeTick(this.options.db, batch.writes, new Date(nowMs));
    batch.commit();
    this.lastTickMs = nowMs;
    summary.priceChanges = batch.priceChanges;
    this.publish(batch);
    return summary;
  }

  private publish(batch: TickBatch): void {
    const { bus } = this.options;
    if (batch.hasUpdate) {
      for (const part of splitUpdate(batch.update)) {
        this.seq += 1;
        bus.publish('odds', part);
      }
    }
    if (batch.resulted.length > 0) bus.publish('fixturesResulted', { fixtureIds: batch.resulted });
  }

  /** New fixtures for the grid slots that came within the horizon since the last tick. */
  private scheduleAhead(nowMs: number, batch: TickBatch): TrackedFixture[] {
    const naturalNow = nowMs + this.shiftMs;
    const lastSlot = slotOf(naturalNow + HORIZON_MS);
    const created: TrackedFixture[] = [];
    for (let slot = Math.max(this.nextSlot, slotOf(naturalNow) + 1); slot <= lastSlot; slot++) {
      for (const id of fixtureIdsOfSlot(this.options.keys.planSeed, slot)) {
        if (this.knownSlotIds.has(id)) continue;
        // Kick-offs stay on the grid after a fast-forward by a part of a slot.
        const startAtMs = Math.ceil((slotStartOf(id) - this.shiftMs) / SLOT_MS) * SLOT_MS;
        created.push(this.createFixture(fixtureSpec(this.options.keys, id), startAtMs, nowMs, batch));
        batch.onCommit(() => this.knownSlotIds.add(id));
      }
    }
    batch.onCommit(() => (this.nextSlot = Math.max(this.nextSlot, lastSlot + 1)));
    return created;
  }

  /**
   * Starts matches (already under way) until at least minLiveFixtures are in play, avoiding teams that
   * are playing already while the league tables have teams to spare.
   */
  private fillLive(nowMs: number, batch: TickBatch, live: LiveEntry[], summary: TickSummary): number {
    const { keys, minLiveFixtures } = this.options;
    const busy = new Set(live.flatMap((entry) => [entry.fixture.spec.home, entry.fixture.spec.away]));
    const maxAttempts = 20 * minLiveFixtures + 100;
    let attempts = 0;
    let created = 0;
    while (live.length < minLiveFixtures && attempts < maxAttempts) {
      let chosen: { spec: FixtureSpec; startAtMs: number } | undefined;
      for (let tries = 0; tries < 10 && attempts < maxAttempts; tries++, attempts++) {
        const id = this.nextFillId++;
        const spec = fixtureSpec(keys, id);
        const startAtMs = fillStartAt(keys.planSeed, id, nowMs, spec.plan.durationSec);
        // A provider lists no match that is already called off.
        if (phaseOf(spec, startAtMs, nowMs).kind !== 'live') continue;
        chosen = { spec, startAtMs };
        if (!busy.has(spec.home) && !busy.has(spec.away)) break;
      }
      if (!chosen) break;
      const fixture = this.createFixture(chosen.spec, chosen.startAtMs, nowMs, batch);
      this.process(fixture, nowMs, batch, live, [], summary);
      busy.add(chosen.spec.home).add(chosen.spec.away);
      created++;
    }
    return created;
  }

  private createFixture(spec: FixtureSpec, startAtMs: number, nowMs: number, batch: TickBatch): TrackedFixture {
    const fixture: TrackedFixture = {
      spec,
      startAtMs,
      status: 'scheduled',
      clock: null,
      score: null,
      markets: new Map(),
      selections: new Map(),
      priceSuspended: new Set(),
    };
    const prices = pricesAt(this.options.keys.priceSeed, spec, null, nowMs);
    batch.writes.newFixtures.push({
      id: spec.id,
      sport_id: spec.league.sportId,
      location_id: spec.league.locationId,
      league_id: spec.league.id,
      home: spec.home,
      away: spec.away,
      start_at: new Date(startAtMs).toISOString(),
      commitment: spec.commitment,
    });
    for (const market of spec.markets) {
      batch.writes.newMarkets.push({
        id: market.id,
        fixture_id: spec.id,
        market_type: market.marketType,
        period: market.period,
        line: formatLine(market.line),
        status: 'open',
        sort: market.sort,
      });
      fixture.markets.set(market.id, 'open');
      market.selections.forEach((selection, sort) => {
        const priceX100 = prices.get(selection.id) as number;
        batch.writes.newSelections.push({
          id: selection.id,
          market_id: market.id,
          fixture_id: spec.id,
          name: selection.name,
          price_x100: priceX100,
          status: 'open',
          sort,
        });
        fixture.selections.set(selection.id, { priceX100, status: 'open' });
      });
    }
    batch.update.fixtures.push({ id: spec.id, status: 'scheduled', live: null });
    batch.onCommit(() => this.tracked.set(spec.id, fixture));
    return fixture;
  }

  private process(
    fixture: TrackedFixture,
    nowMs: number,
    batch: TickBatch,
    live: LiveEntry[],
    scheduled: TrackedFixture[],
    summary: TickSummary,
  ): void {
    const phase = phaseOf(fixture.spec, fixture.startAtMs, nowMs);
    if (this.uncommitted.has(fixture.spec.id) && this.settleUncommitted(fixture, phase, nowMs, batch)) {
      summary.cancelled++;
      return;
    }
    switch (phase.kind) {
      case 'scheduled':
        if (fixture.status === 'scheduled') scheduled.push(fixture);
        return;
      case 'live':
        if (fixture.status === 'scheduled') summary.started++;
        live.push(this.playLive(fixture, phase.progress, nowMs, batch));
        return;
      case 'finished':
      case 'cancelled':
        summary[phase.kind]++;
        this.end(fixture, phase, batch);
        return;
    }
  }

  /**
   * A fixture listed before fixtures had commitments: one not started yet is committed to now, before
   * its kick-off; one already under way was drawn from a seed anyone could know, and its match under
   * the secret would not be the one members saw, so it is called off (its bets are cancelled). True
   * when it was called off.
   */
  private settleUncommitted(fixture: TrackedFixture, phase: FixturePhase, nowMs: number, batch: TickBatch): boolean {
    const { id, commitment } = fixture.spec;
    batch.onCommit(() => this.uncommitted.delete(id));
    if (fixture.status === 'scheduled' && phase.kind === 'scheduled') {
      batch.writes.commitments.push({ id, commitment });
      return false;
    }
    this.end(fixture, { kind: 'cancelled', atMs: nowMs, progress: null }, batch);
    return true;
  }

  /** The clock and score of a match in play; its markets' states, and new prices when the score or a reopening asks. */
  private playLive(fixture: TrackedFixture, progress: MatchProgress, nowMs: number, batch: TickBatch): LiveEntry {
    const { spec } = fixture;
    const starting = fixture.status === 'scheduled';
    const base = new Map<number, TradingStatus>();
    let reopened = false;
    for (const market of spec.markets) {
      const status = liveMarketStatus(fixture, market, progress);
      base.set(market.id, status);
      // A market suspended for its prices waits for the next repricing; one suspended around a goal reopens now.
      const waiting = fixture.priceSuspended.has(market.id);
      if (fixture.markets.get(market.id) === 'suspended' && status === 'open' && !waiting) reopened = true;
    }
    const scored = !sameScore(fixture.score, progress.score);
    if (starting || scored || fixture.clock !== progress.clock) {
      const [homeScore, awayScore] = progress.score;
      batch.writes.fixtureUpdates.push({
        id: spec.id,
        status: 'live',
        live_clock: progress.clock,
        home_score: homeScore,
        away_score: awayScore,
        period_scores: starting || scored ? progress.periodScores : null,
        finished_at: null,
        secret: null,
      });
      batch.update.fixtures.push({
        id: spec.id,
        status: 'live',
        live: { clock: progress.clock, homeScore, awayScore },
      });
      batch.onCommit(() => {
        fixture.status = 'live';
        fixture.clock = progress.clock;
        fixture.score = progress.score;
      });
    }
    const reprice = starting || scored || reopened;
    return {
      fixture,
      progress,
      base,
      prices: reprice ? pricesAt(this.options.keys.priceSeed, spec, progress, nowMs) : null,
    };
  }

  /** Final score and every selection's result (or the cancellation), markets closed. */
  private end(
    fixture: TrackedFixture,
    phase: Extract<FixturePhase, { kind: 'finished' | 'cancelled' }>,
    batch: TickBatch,
  ): void {
    const { spec } = fixture;
    const finished = phase.kind === 'finished';
    for (const market of spec.markets) {
      const results = finished
        ? settleMarket(market, spec.plan.periodScores, spec.firstScorer)
        : cancelledResults(market);
      if (fixture.markets.get(market.id) !== 'closed') {
        batch.writes.marketUpdates.push({ id: market.id, status: 'closed' });
        batch.update.markets.push({ id: market.id, fixtureId: spec.id, status: 'closed' });
      }
      market.selections.forEach((selection, index) => {
        const current = fixture.selections.get(selection.id);
        if (!current) return;
        batch.writes.selectionUpdates.push({
          id: selection.id,
          price_x100: current.priceX100,
          status: 'closed',
          result: results[index] ?? null,
        });
        if (current.status !== 'closed') {
          batch.update.selections.push({
            id: selection.id,
            marketId: market.id,
            fixtureId: spec.id,
            price: current.priceX100 / 100,
            status: 'closed',
          });
        }
      });
    }
    const score = finished ? spec.finalScore : null;
    batch.writes.fixtureUpdates.push({
      id: spec.id,
      status: phase.kind,
      live_clock: finished ? '종료' : null,
      home_score: score?.[0] ?? null,
      away_score: score?.[1] ?? null,
      period_scores: finished ? spec.plan.periodScores : (phase.progress?.periodScores ?? null),
      finished_at: new Date(finished ? phase.endMs : phase.atMs).toISOString(),
      // Revealed with the result, never before: with it anyone can replay the match (verify:fixture).
      secret: spec.secret,
    });
    batch.update.fixtures.push({
      id: spec.id,
      status: phase.kind,
      live: score ? { clock: '종료', homeScore: score[0], awayScore: score[1] } : null,
    });
    batch.resulted.push(spec.id);
    batch.onCommit(() => this.tracked.delete(spec.id));
  }

  /**
   * In play, prices move about liveChangesPerSecond times a second in all: matches take turns being
   * repriced (model plus a small tremble) until this tick's share of changes is used.
   */
  private chooseLiveRepricing(nowMs: number, elapsedSec: number, live: LiveEntry[]): void {
    const rate = this.options.liveChangesPerSecond;
    const candidates = live
      .filter((entry) => entry.prices === null && !entry.progress.suspended)
      .sort((a, b) => a.fixture.spec.id - b.fixture.spec.id);
    if (rate <= 0 || candidates.length === 0) return;
    const budget = rate * elapsedSec + this.budgetCarry;
    const start = this.liveCursor % candidates.length;
    let changes = 0;
    let visited = 0;
    while (changes < budget && visited < candidates.length) {
      const entry = candidates[(start + visited) % candidates.length] as LiveEntry;
      visited++;
      entry.prices = pricesAt(this.options.keys.priceSeed, entry.fixture.spec, entry.progress, nowMs);
      changes += countPriceChanges(entry);
    }
    this.liveCursor = start + visited;
    this.budgetCarry = Math.max(-rate, Math.min(rate, budget - changes));
  }

  /** A few pre-match fixtures a second get new prices (the market's opinion drifting). */
  private driftPrematch(nowMs: number, elapsedSec: number, scheduled: TrackedFixture[], batch: TickBatch): void {
    const chance = Math.min(1, PREMATCH_MOVES_PER_SECOND * elapsedSec);
    const second = Math.floor(nowMs / 1000);
    for (const fixture of scheduled) {
      if (unit(this.options.keys.priceSeed, 'drift-due', fixture.spec.id, second) >= chance) continue;
      const prices = pricesAt(this.options.keys.priceSeed, fixture.spec, null, nowMs);
      this.writeMarkets(fixture, new Map(fixture.markets), prices, batch);
    }
  }

  /** A live fixture's markets: suspended where this tick's prices are too short, written with their prices. */
  private writeLive(entry: LiveEntry, batch: TickBatch): void {
    const { fixture } = entry;
    const { statuses, priceSuspended } = liveTradingStatuses(fixture, entry.base, entry.prices);
    this.writeMarkets(fixture, statuses, entry.prices, batch);
    batch.onCommit(() => (fixture.priceSuspended = priceSuspended));
  }

  private writeMarkets(
    fixture: TrackedFixture,
    statuses: Map<number, TradingStatus>,
    prices: Map<number, number> | null,
    batch: TickBatch,
  ): void {
    const { spec } = fixture;
    for (const market of spec.markets) {
      const status = statuses.get(market.id) ?? 'closed';
      if (fixture.markets.get(market.id) !== status) {
        batch.writes.marketUpdates.push({ id: market.id, status });
        batch.update.markets.push({ id: market.id, fixtureId: spec.id, status });
        batch.onCommit(() => fixture.markets.set(market.id, status));
      }
      for (const selection of market.selections) {
        const current = fixture.selections.get(selection.id);
        if (!current) continue;
        const priceX100 = status === 'open' ? (prices?.get(selection.id) ?? current.priceX100) : current.priceX100;
        if (priceX100 === current.priceX100 && status === current.status) continue;
        if (priceX100 !== current.priceX100) batch.priceChanges++;
        batch.writes.selectionUpdates.push({ id: selection.id, price_x100: priceX100, status, result: null });
        batch.update.selections.push({
          id: selection.id,
          marketId: market.id,
          fixtureId: spec.id,
          price: priceX100 / 100,
          status,
        });
        batch.onCommit(() => fixture.selections.set(selection.id, { priceX100, status }));
      }
    }
  }
}

function countPriceChanges({ fixture, base, prices }: LiveEntry): number {
  const { statuses } = liveTradingStatuses(fixture, base, prices);
  let changes = 0;
  for (const market of fixture.spec.markets) {
    if (statuses.get(market.id) !== 'open') continue;
    for (const selection of market.selections) {
      const current = fixture.selections.get(selection.id);
      if (current && prices?.get(selection.id) !== current.priceX100) changes++;
    }
  }
  return changes;
}

function sameScore(a: Pair | null, b: Pair): boolean {
  return a !== null && a[0] === b[0] && a[1] === b[1];
}
