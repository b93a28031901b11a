import type { Clock } from '../clock';
import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { EventBus } from '../events/bus';
import type { ServerLog } from '../lib/server-log';
import type { MinigameRounds } from '../modules/minigames/rounds-port';
import { AppError } from '../http/app-error';
import type { SportsFeedControl } from '../modules/sports/feed-control';
import { sportsErrors } from '../modules/sports/service';
import type { VirtualSportsProvider } from '../modules/virtuals/provider-port';
import type { FastifyPluginAsync } from 'fastify';
import { tetherCallbackSecret } from '../modules/cashier/tether-callback-secret';
import { timeLimitedGateway } from '../modules/cashier/tether-gateway-port';
import { casinoWalletSecret } from '../modules/casino/wallet-secret';
import { simCasinoPages } from '../sim/casino/page-routes';
import { SimCasino } from '../sim/casino/provider';
import type { FeedKeys } from '../sim/sports/feed-keys';
import { SportsFeed } from '../sim/sports/feed';
import { SimTetherGateway, type DeliverCallback } from '../sim/tether/gateway';
import { tetherPaymentPages } from '../sim/tether/page-routes';
import type { CasinoRoundHooks } from '../modules/casino/round-hooks';
import { CasinoRoundSweep } from './casino-round-sweep';
import { runWhileLeader, type Leadership } from './leader-lock';
import { createRoundEngine } from './minigame-rounds';
import { PruneExpiredWorker } from './prune-expired';
import { SettlementRunner } from './settlement-runner';
import { SETTLEMENT_SWEEP_INTERVAL_MS, SettlementSweep } from './settlement-sweep';
import { CasinoTablesWorker } from './casino-tables';
import { TetherGatewayWorker } from './tether-gateway';
import { TournamentPayoutWorker } from './tournament-payouts';
import { AutoCashOutWorker } from './auto-cash-out';
import { MessageCampaignWorker } from './message-campaigns';
import { RiskSweepWorker } from './risk-sweep';
import { dangerMomentOf } from '../modules/livetv/danger';
import { SimMatchFeed } from '../sim/sports/match-feed';
import { createVirtualEngine } from './virtual-sports';

export interface ProcessWorkersOptions {
  config: AppConfig;
  database: DatabaseHandle;
  bus: EventBus;
  clock: Clock;
  log: ServerLog;
  /** how often a process that does not drive an engine tries for its lock (tests shorten it) */
  leaderRetryMs?: number;
  /**
   * how the simulated tether gateway reaches our callback route (runtime/serve.ts: the app's own
   * route, through inject); answers the HTTP status
   */
  deliverTetherCallback: DeliverCallback;
  /** told when the sweep rolls a casino round back (the same hooks buildApp's wallet calls) */
  casinoRoundHooks?: readonly CasinoRoundHooks[];
  /** the installation's sports feed keys (sim/sports/feed-keys.ts), read once; needed when the feed is on */
  sportsFeedKeys?: FeedKeys;
}

const SPORTS_FEED_KEY = 'sports-feed';

/** Something that runs in the background of exactly one server process at a time. */
interface LedWork {
  key: string;
  start(): Promise<void> | void;
  stop(): Promise<void>;
}

/**
 * Every engine, runner and sweep of one server process, made once (decision 012), each driven under
 * its own PostgreSQL advisory lock (decision 014): on one database exactly one process runs the feed,
 * the minigame rounds, the virtual sports, settlement and pruning, whichever processes or machines
 * serve the site, and another takes over within seconds when that one dies. The feed, rounds and
 * virtuals exist in every process anyway: the routes catch a round up through them, and the operator
 * API reads and moves them.
 */
export class ProcessWorkers {
  /** the operator's controls of the feed (SportsFeedControl), answered only where the feed runs */
  readonly feed: SportsFeedControl | undefined;
  private readonly sportsFeed: SportsFeed | undefined;
  readonly rounds: MinigameRounds & LedWorkEngine;
  readonly virtuals: (VirtualSportsProvider & LedWorkEngine) | undefined;
  /** the simulated tether gateway: every process makes invoices and serves pages; the leader ticks it */
  readonly tetherGateway: SimTetherGateway;
  /** its payment pages, for buildApp */
  readonly tetherGatewayPages: FastifyPluginAsync;
  /**
   * the simulated game provider of the three casino aggregators: every process opens game windows and
   * takes their bets; the leader deals the live tables
   */
  readonly casinoSim: SimCasino;
  /** its game windows and tile art, for buildApp */
  readonly casinoSimPages: FastifyPluginAsync;
  private leaderships: { key: string; leadership: Leadership }[] = [];

  constructor(private readonly options: ProcessWorkersOptions) {
    const { config, database, bus, clock, log } = options;
    const onError = (what: string) => (error: unknown) => log.error({ err: error }, `${what} failed`);
    const keys = options.sportsFeedKeys;
    if (config.sportsFeed.enabled && !keys) throw new Error('the sports feed needs its keys (sportsFeedKeys)');
    this.sportsFeed =
      keys && config.sportsFeed.enabled
        ? new SportsFeed({
            onError: onError('sports feed tick'),
            db: database.db,
            clock,
            bus,
            keys,
            tickMs: config.sportsFeed.tickMs,
            minLiveFixtures: config.sportsFeed.minLiveFixtures,
            liveChangesPerSecond: config.sportsFeed.liveChangesPerSecond,
          })
        : undefined;
    this.feed = this.sportsFeed && this.controlWhereLed(this.sportsFeed);
    this.rounds = createRoundEngine({ db: database.db, clock, bus, onError: onError('minigame round tick') });
    this.virtuals = config.virtuals.enabled
      ? createVirtualEngine({ db: database.db, clock, bus, onError: onError('virtual sports tick') })
      : undefined;
    this.tetherGateway = new SimTetherGateway({
      db: database.db,
      clock,
      paymentBaseUrl: config.tether.paymentBaseUrl,
      confirmations: config.tether.confirmations,
      callbackSecret: () => tetherCallbackSecret(database.db, config.tether.callbackSecret),
      deliver: options.deliverTetherCallback,
    });
    this.tetherGatewayPages = tetherPaymentPages(this.tetherGateway);
    this.casinoSim = new SimCasino({
      db: database.db,
      clock,
      walletBaseUrl: config.casinoSim.walletBaseUrl,
      secretOf: (aggregator) => casinoWalletSecret(database.db, aggregator),
    });
    this.casinoSimPages = simCasinoPages(this.casinoSim);
  }

  /** Starts competing for every engine's lock; each starts in this process once it holds its lock. */
  start(): void {
    const { database, leaderRetryMs, log } = this.options;
    this.leaderships = this.ledWork().map((work) => ({
      key: work.key,
      leadership: runWhileLeader({
        connection: database.pool,
        key: work.key,
        start: () => work.start(),
        stop: () => work.stop(),
        log,
        ...(leaderRetryMs ? { retryMs: leaderRetryMs } : {}),
      }),
    }));
  }

  /** Every engine this process competes for, and whether it leads it now (site_engine_leader). */
  leadership(): { engine: string; leading: boolean }[] {
    return this.leaderships.map(({ key, leadership }) => ({ engine: key, leading: leadership.leading }));
  }

  /** Which engines this process drives right now (health, logs, tests). */
  leading(): string[] {
    return this.leaderships.filter(({ leadership }) => leadership.leading).map(({ key }) => key);
  }

  /**
   * Fast-forwarding is done by the process that drives the feed: another one moving fixtures under it
   * would race its ticks (and its memory of them). A follower says so; the operator's retry, answered by
   * another process, gets through.
   */
  private controlWhereLed(feed: SportsFeed): SportsFeedControl {
    return {
      advance: async (seconds) => {
        if (!this.leading().includes(SPORTS_FEED_KEY)) throw new AppError(409, sportsErrors.feedElsewhere);
        await feed.advance(seconds);
      },
      status: () => feed.status(),
    };
  }

  /** Stops every engine this process drives and gives its locks up. */
  async stop(): Promise<void> {
    await Promise.all(this.leaderships.map(({ leadership }) => leadership.close()));
    this.leaderships = [];
  }

  private ledWork(): LedWork[] {
    const { config } = this.options;
    const engines: LedWork[] = [];
    if (this.sportsFeed) engines.push({ key: SPORTS_FEED_KEY, ...bound(this.sportsFeed) });
    // MINIGAMES=off / VIRTUALS=off: this process never drives them (another deployment does).
    if (config.minigames.enabled) engines.push({ key: 'minigame-rounds', ...bound(this.rounds) });
    if (this.virtuals) engines.push({ key: 'virtual-sports', ...bound(this.virtuals) });
    return [
      ...engines,
      this.settlement(),
      this.pruning(),
      this.tetherChain(),
      this.tournamentPayouts(),
      this.autoCashOuts(),
      this.casinoRounds(),
      this.casinoTables(),
      this.messageCampaigns(),
      this.riskSweep(),
    ];
  }

  /** Settlement on results events, and the sweep that settles whatever no event announced. */
  private settlement(): LedWork {
    const { database, bus, clock, log } = this.options;
    let running: { runner: SettlementRunner; sweep: SettlementSweep } | undefined;
    return {
      key: 'settlement',
      start: async () => {
        // Fresh ones each time this process leads: a stopped runner does not start again.
        const runner = new SettlementRunner({ db: database.db, clock, bus, log });
        const sweep = new SettlementSweep({
          db: database.db,
          clock,
          bus,
          intervalMs: SETTLEMENT_SWEEP_INTERVAL_MS,
          log,
        });
        running = { runner, sweep };
        runner.start();
        await sweep.start();
      },
      stop: async () => {
        await Promise.all([running?.runner.stop(), running?.sweep.stop()]);
        running = undefined;
      },
    };
  }

  /** The simulated chain's confirmations, the gateway's callbacks and the unpaid deposits' expiry. */
  private tetherChain(): LedWork {
    const { database, clock, bus, config, log } = this.options;
    const worker = new TetherGatewayWorker({
      db: database.db,
      clock,
      bus,
      gateway: this.tetherGateway,
      payouts: timeLimitedGateway(this.tetherGateway, config.tether.gatewayTimeoutMs),
      tickMs: config.tether.tickMs,
      onError: (error) => log.error({ err: error }, 'tether gateway tick failed'),
    });
    return { key: 'tether-gateway', start: () => worker.start(), stop: () => worker.stop() };
  }

  /** Tournament prizes, paid once each tournament has ended. */
  private tournamentPayouts(): LedWork {
    const { database, clock, bus, log } = this.options;
    const worker = new TournamentPayoutWorker({
      db: database.db,
      clock,
      bus,
      onError: (error) => log.error({ err: error }, 'tournament payouts failed'),
    });
    return { key: 'tournament-payouts', start: () => worker.start(), stop: () => worker.stop() };
  }

  /** Auto cash-outs whose threshold the offer reached, taken in full. */
  private autoCashOuts(): LedWork {
    const { database, clock, bus, log, sportsFeedKeys } = this.options;
    const worker = new AutoCashOutWorker({
      db: database.db,
      clock,
      bus,
      // The tracker of the simulated feed's matches tells the danger moments, as it does to /livetv.
      danger: sportsFeedKeys && dangerMomentOf(new SimMatchFeed(sportsFeedKeys)),
      onError: (error) => log.error({ err: error }, 'auto cash-out failed'),
    });
    return { key: 'auto-cash-out', start: () => worker.start(), stop: () => worker.stop() };
  }

  /** The risk sweep: flags for the console's 리스크 플래그 tab, raised once each. */
  private riskSweep(): LedWork {
    const { database, clock, log } = this.options;
    const worker = new RiskSweepWorker({
      db: database.db,
      clock,
      onError: (error) => log.error({ err: error }, 'risk sweep failed'),
    });
    return { key: 'risk-sweep', start: () => worker.start(), stop: () => worker.stop() };
  }

  /** Casino rounds a provider left open past CASINO_ROUND_TIMEOUT_MS, rolled back once. */
  private casinoRounds(): LedWork {
    const { database, clock, bus, config, log, casinoRoundHooks = [] } = this.options;
    const sweep = new CasinoRoundSweep({
      db: database.db,
      clock,
      bus,
      hooks: casinoRoundHooks,
      timeoutMs: config.casinoRoundTimeoutMs,
      onError: (error) => log.error({ err: error }, 'casino round sweep failed'),
    });
    return { key: 'casino-round-sweep', start: () => sweep.start(), stop: () => sweep.stop() };
  }

  /** The simulated live casino tables' rounds (sim/casino/tables.ts). */
  private casinoTables(): LedWork {
    const { config, log } = this.options;
    const worker = new CasinoTablesWorker({
      sim: this.casinoSim,
      tickMs: config.casinoSim.tickMs,
      onError: (error) => log.error({ err: error }, 'casino tables tick failed'),
    });
    return { key: 'casino-tables', start: () => worker.start(), stop: () => worker.stop() };
  }

  /** 쪽지 to segments of members, a batch a second until each campaign is done. */
  private messageCampaigns(): LedWork {
    const { database, clock, bus, log } = this.options;
    const worker = new MessageCampaignWorker({
      db: database.db,
      clock,
      bus,
      onError: (error) => log.error({ err: error }, 'message campaign batch failed'),
    });
    return { key: 'message-campaigns', start: () => worker.start(), stop: () => worker.stop() };
  }

  private pruning(): LedWork {
    const { database, clock, config, log } = this.options;
    const worker = new PruneExpiredWorker({
      db: database.db,
      clock,
      intervalMs: config.pruneIntervalMs,
      onError: (error) => log.error({ err: error }, 'pruning expired counters and sessions failed'),
    });
    return { key: 'prune-expired', start: () => worker.start(), stop: () => worker.stop() };
  }
}

/** An engine with a runner this process can start and stop. */
interface LedWorkEngine {
  start(): Promise<void>;
  stop(): Promise<void>;
}

const bound = (engine: LedWorkEngine) => ({ start: () => engine.start(), stop: () => engine.stop() });
