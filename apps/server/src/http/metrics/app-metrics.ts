import type { FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { BET_PRODUCTS, listenToActivity } from '../../events/activity';

/** What the pool gauges read at scrape time (pg.Pool's counters). */
export interface PoolCounts {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

/** One engine and whether this process leads it now (workers/process-workers.ts). */
export interface EngineLeadership {
  engine: string;
  leading: boolean;
}

export interface AppMetricsSources {
  /** the `host` label every series carries */
  hostName: string;
  pool?: PoolCounts;
  /** the streams open in this process */
  streamClients: () => number;
  /** every engine this process competes for; none in a process without workers (tests) */
  engines: () => readonly EngineLeadership[];
}

/** The label a request without a route (404, the SPA fallback's misses) is counted under. */
export const UNMATCHED_ROUTE = 'unmatched';

const BUS_LAG_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type RequestSeries = { inc: () => void };
type LatencySeries = { observe: (seconds: number) => void };

/**
 * The app's Prometheus registry (docs/decisions/072): its own, not prom-client's global one, so tests
 * that build several apps in one process do not collide on metric names. Counters of business events
 * hear events/activity.ts until the app closes; gauges read their source when scraped.
 */
export class AppMetrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly latency: Histogram<'method' | 'route'>;
  // A child per label set, found by one string: prom-client hashes a label object on every call otherwise.
  private readonly requestSeries = new Map<string, RequestSeries>();
  private readonly latencySeries = new Map<string, LatencySeries>();
  private readonly stopListening: () => void;

  constructor(sources: AppMetricsSources) {
    const registers = [this.registry];
    this.registry.setDefaultLabels({ host: sources.hostName });
    // Event-loop lag, heap, GC, handles: prom-client's own names (nodejs_eventloop_lag_*, ...).
    collectDefaultMetrics({ register: this.registry });

    this.requests = new Counter({
      name: 'site_http_requests_total',
      help: 'HTTP requests answered, by route template and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.latency = new Histogram({
      name: 'site_http_request_duration_seconds',
      help: 'Time from receiving a request to answering it, by route template',
      labelNames: ['method', 'route'],
      registers,
    });

    const { pool } = sources;
    new Gauge({
      name: 'site_db_pool_connections',
      help: 'Database pool connections, in use and idle',
      labelNames: ['state'],
      registers,
      collect() {
        if (!pool) return;
        this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
        this.set({ state: 'idle' }, pool.idleCount);
      },
    });
    new Gauge({
      name: 'site_db_pool_waiting',
      help: 'Queries waiting for a pooled connection',
      registers,
      collect() {
        this.set(pool?.waitingCount ?? 0);
      },
    });
    new Gauge({
      name: 'site_stream_clients',
      help: 'Server-Sent Events streams open in this process',
      registers,
      collect() {
        this.set(sources.streamClients());
      },
    });
    new Gauge({
      name: 'site_engine_leader',
      help: '1 while this process leads the engine, else 0',
      labelNames: ['engine'],
      registers,
      collect() {
        this.reset();
        for (const { engine, leading } of sources.engines()) this.set({ engine }, leading ? 1 : 0);
      },
    });

    const bets = new Counter({
      name: 'site_bets_total',
      help: 'Bets placed (committed), by product',
      labelNames: ['product'],
      registers,
    });
    const stakes = new Counter({
      name: 'site_bet_stakes_won_total',
      help: 'Stakes of the bets placed (committed), in won, by product',
      labelNames: ['product'],
      registers,
    });
    // Every product shows from the first scrape, at 0: a rate over a series that appears later misses its start.
    for (const product of BET_PRODUCTS) {
      bets.inc({ product }, 0);
      stakes.inc({ product }, 0);
    }
    const movements = new Counter({
      name: 'site_money_movements_total',
      help: 'Money movements booked on the wallet ledger (committed), by reason',
      labelNames: ['reason'],
      registers,
    });
    const moved = new Counter({
      name: 'site_money_moved_won_total',
      help: 'Money moved on the wallet ledger (committed), in won, by reason and direction (in: to the member)',
      labelNames: ['reason', 'direction'],
      registers,
    });
    const busLag = new Histogram({
      name: 'site_bus_lag_seconds',
      help: 'Time from an event published in another process to its delivery here',
      buckets: BUS_LAG_BUCKETS,
      registers,
    });
    this.stopListening = listenToActivity({
      bet: (product, stake) => {
        bets.inc({ product });
        stakes.inc({ product }, stake);
      },
      money: (reason, amount) => {
        movements.inc({ reason });
        moved.inc({ reason, direction: amount > 0 ? 'in' : 'out' }, Math.abs(amount));
      },
      busDelivered: (lagSeconds) => busLag.observe(lagSeconds),
    });
  }

  /** Counts an answered request under its route's template (bounded: never the URL itself). */
  observeRequest(request: FastifyRequest, reply: FastifyReply): void {
    const method = request.method;
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const status = reply.statusCode;
    const routeKey = `${method} ${route}`;
    const requestKey = `${routeKey} ${status}`;
    let counted = this.requestSeries.get(requestKey);
    if (!counted) {
      counted = this.requests.labels({ method, route, status: String(status) });
      this.requestSeries.set(requestKey, counted);
    }
    counted.inc();
    let timed = this.latencySeries.get(routeKey);
    if (!timed) {
      timed = this.latency.labels({ method, route });
      this.latencySeries.set(routeKey, timed);
    }
    timed.observe(reply.elapsedTime / 1000);
  }

  /** The text Prometheus scrapes. */
  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** Stops counting the process's business events (the app closed). */
  close(): void {
    this.stopListening();
  }
}
