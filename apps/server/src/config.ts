import { isIP } from 'node:net';
import { hostname } from 'node:os';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';

import { DEFAULT_SITE_BRAND } from '@site/contracts/constants';
import { DEFAULT_DATABASE_BOUNDS, type DatabaseBounds } from './db/bounds';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

// The bounds of docs/decisions/037: a request answers within 10 s or gets a 503 it can retry.
const DEFAULT_REQUEST_DEADLINE_MS = 10_000;
// Twenty requests waiting per pooled connection is a few hundred milliseconds of queue at the pool's pace.
const DEFAULT_SHED_POOL_QUEUE = 200;
const DEFAULT_SHED_EVENT_LOOP_DELAY_MS = 1_000;

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

// An empty variable (FOO= in a shell or .env file) means "not set", not "set to nothing".
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const portSchema = optionalText.pipe(
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number from 1 to 65535')
    .transform(Number)
    .pipe(z.number().int().min(1, 'must be from 1 to 65535').max(65535, 'must be from 1 to 65535'))
    .default(8080),
);

const databaseUrlSchema = optionalText.pipe(
  z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL')
    .optional(),
);

function wholeNumberSchema(fallback: number, min: number) {
  const message = `must be a whole number of ${min} or more`;
  return optionalText.pipe(
    z.string().regex(/^\d+$/, message).transform(Number).pipe(z.number().int().min(min, message)).default(fallback),
  );
}

function positiveIntSchema(fallback: number) {
  return optionalText.pipe(
    z
      .string()
      .regex(/^\d+$/, 'must be a whole number of 1 or more')
      .transform(Number)
      .pipe(z.number().int().min(1, 'must be a whole number of 1 or more'))
      .default(fallback),
  );
}

// Names proxy-addr knows, or an address, or an address/prefix.
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
function isProxyEntry(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1;
  return bits >= 0 && bits <= (family === 4 ? 32 : 128);
}

/** A comma list of addresses, CIDR ranges and proxy-addr's names; unset: undefined. */
const addressListSchema = optionalText.pipe(
  z
    .string()
    .transform((value) => value.split(',').map((entry) => entry.trim()))
    .refine(
      (entries) => entries.every(isProxyEntry),
      'must be loopback, linklocal, uniquelocal or IP addresses / CIDR ranges, separated by commas',
    )
    .optional(),
);

const envSchema = z.object({
  PORT: portSchema,
  HOST: optionalText.pipe(z.string().default('127.0.0.1')),
  DATABASE_URL: databaseUrlSchema,
  DATA_DIR: optionalText.pipe(z.string().default(path.join(repoRoot, 'data'))),
  // Members' identity documents (docs/decisions/064): a folder no route serves; default DATA_DIR/identity-documents.
  IDENTITY_DOCUMENTS_DIR: optionalText,
  SEED_DEMO: optionalText.pipe(z.enum(['0', '1'], 'must be 0 or 1').default('1')),
  SITE_BRAND: optionalText.pipe(z.string().default(DEFAULT_SITE_BRAND)),
  LOG_LEVEL: optionalText.pipe(z.enum(logLevels, `must be one of ${logLevels.join(', ')}`).default('info')),
  SLOW_REQUEST_MS: positiveIntSchema(1000),
  WEB_DIST: optionalText.pipe(z.string().default(path.join(repoRoot, 'apps/web/dist'))),
  // Unset: X-Forwarded-For is ignored and the socket address is the client (safe without a proxy in front).
  TRUST_PROXY: addressListSchema,
  // Who may read /metrics besides loopback, judged by the socket's address (docs/decisions/072).
  METRICS_ALLOW: addressListSchema,
  SITE_HOST_NAME: optionalText,
  LOGIN_LIMIT_PER_IP_PER_MIN: positiveIntSchema(30),
  LOGIN_LOCK_AFTER_FAILURES: positiveIntSchema(10),
  LOGIN_SLOWDOWN_AFTER_FAILURES: positiveIntSchema(5),
  LOGIN_SLOWDOWN_MAX_SEC: positiveIntSchema(60),
  JOIN_CHECKS_PER_IP_PER_10_MIN: positiveIntSchema(30),
  JOIN_CHECKS_PER_MIN_ALL_IPS: positiveIntSchema(120),
  JOIN_LIMIT_PER_IP_PER_HOUR: positiveIntSchema(5),
  JOIN_LIMIT_PER_PHONE: positiveIntSchema(3),
  PASSWORD_FAILURES_PER_15_MIN: positiveIntSchema(5),
  PRUNE_INTERVAL_SEC: positiveIntSchema(300),
  STREAMS_PER_IP: positiveIntSchema(10),
  WORKERS: positiveIntSchema(1),
  DB_POOL_SIZE: positiveIntSchema(DEFAULT_DATABASE_BOUNDS.poolSize),
  DB_ACQUIRE_TIMEOUT_MS: positiveIntSchema(DEFAULT_DATABASE_BOUNDS.acquireTimeoutMs),
  DB_STATEMENT_TIMEOUT_MS: positiveIntSchema(DEFAULT_DATABASE_BOUNDS.statementTimeoutMs),
  DB_LOCK_TIMEOUT_MS: positiveIntSchema(DEFAULT_DATABASE_BOUNDS.lockTimeoutMs),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: positiveIntSchema(DEFAULT_DATABASE_BOUNDS.idleInTransactionTimeoutMs),
  REQUEST_DEADLINE_MS: positiveIntSchema(DEFAULT_REQUEST_DEADLINE_MS),
  // Behind a balancer: longer than its health checks take to see /api/ready fail (docs/decisions/072).
  SHUTDOWN_DRAIN_MS: wholeNumberSchema(0, 0),
  SHED_POOL_QUEUE: positiveIntSchema(DEFAULT_SHED_POOL_QUEUE),
  SHED_EVENT_LOOP_DELAY_MS: positiveIntSchema(DEFAULT_SHED_EVENT_LOOP_DELAY_MS),
  BUS: optionalText.pipe(z.enum(['auto', 'local', 'postgres'], 'must be auto, local or postgres').default('auto')),
  SPORTS_FEED: optionalText.pipe(z.enum(['on', 'off'], 'must be on or off').default('on')),
  // The feed's results come from a secret the installation makes and keeps (sim/sports/feed-keys.ts);
  // a seed set here would be ignored, so one left over from an older setup is refused, not trusted.
  SPORTS_FEED_SEED: optionalText.pipe(
    z.undefined('is no longer used: the feed keeps its own secret (docs/decisions/050-unpredictable-sports-feed.md)'),
  ),
  SPORTS_FEED_TICK_MS: wholeNumberSchema(1000, 50),
  SPORTS_FEED_LIVE_FIXTURES: wholeNumberSchema(12, 0),
  SPORTS_FEED_CHANGES_PER_SECOND: wholeNumberSchema(20, 0),
  MINIGAMES: optionalText.pipe(z.enum(['on', 'off'], 'must be on or off').default('on')),
  VIRTUALS: optionalText.pipe(z.enum(['on', 'off'], 'must be on or off').default('on')),
  TETHER_CALLBACK_SECRET: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  TETHER_CONFIRMATIONS: positiveIntSchema(3),
  TETHER_GATEWAY_TICK_MS: wholeNumberSchema(2000, 100),
  TETHER_GATEWAY_TIMEOUT_MS: wholeNumberSchema(5_000, 100),
  CASINO_ROUND_TIMEOUT_MS: wholeNumberSchema(10 * 60_000, 1000),
  CASINO_TABLES_TICK_MS: wholeNumberSchema(500, 100),
  CASINO_WALLET_BASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^https?:\/\/[^?#]+$/, 'must be an http:// or https:// URL, e.g. https://site.example.com')
      .optional(),
  ),
  TETHER_PAYMENT_BASE_URL: optionalText.pipe(
    z
      .string()
      .regex(
        /^https?:\/\/[^/?#]+$/,
        'must be an http:// or https:// origin without a path, e.g. https://pay.example.com',
      )
      .optional(),
  ),
});

export type LogLevel = (typeof logLevels)[number];

export interface AppConfig {
  port: number;
  host: string;
  /** absent: the embedded PostgreSQL server in dataDir is used */
  databaseUrl: string | undefined;
  dataDir: string;
  /**
   * where members' identity document images are kept (IDENTITY_DOCUMENTS_DIR, default
   * dataDir/identity-documents): outside the web root, read only by the console's document route
   */
  identityDocumentsDir: string;
  seedDemo: boolean;
  siteBrand: string;
  logLevel: LogLevel;
  /** requests answered slower than this are logged at warn; the others at debug (http/request-log.ts) */
  slowRequestMs: number;
  webDist: string;
  /** proxies whose X-Forwarded-For names the client (Fastify's trustProxy); false: none */
  trustProxy: string[] | false;
  /** besides loopback, the socket addresses /metrics answers (METRICS_ALLOW); empty: loopback only */
  metricsAllow: string[];
  /** the `host` label of every metric (SITE_HOST_NAME, default the machine's name) */
  siteHostName: string;
  /** the brakes on password guessing (modules/auth/login-limiter.ts), counted in the database */
  loginLimits: LoginLimitsConfig;
  /** the brakes on sign-up and its id / nickname checks (modules/members/account-limits.ts) */
  joinLimits: JoinLimitsConfig;
  /** wrong current passwords a member may give PUT member/user within 15 minutes before 429 */
  passwordCheckLimitPer15Min: number;
  /** the pause between two prunings of expired rate counters and sessions (workers/prune-expired.ts) */
  pruneIntervalMs: number;
  /** Server-Sent Events streams (odds, rounds, balance together) one client IP may hold open in this process */
  streamsPerIp: number;
  /** server processes on one port (node:cluster); above 1 the first process only supervises them */
  workers: number;
  /** how long anything waits on the database: pool, statements, locks, idle transactions (db/bounds.ts) */
  database: DatabaseBounds;
  /** a request not answered by then gets 503 + Retry-After, and its transaction does not commit */
  requestDeadlineMs: number;
  /** how long a shutting-down process keeps serving after /api/ready turned 503, before it closes */
  shutdownDrainMs: number;
  /** when new requests are refused at once with 503 instead of queueing (http/load-shedding.ts) */
  loadShedding: LoadSheddingConfig;
  /**
   * how events reach the streams: `local` in this process only; `postgres` over LISTEN/NOTIFY, so every
   * server on the database hears them; `auto` is local for one process on the embedded database, else postgres
   */
  bus: 'auto' | 'local' | 'postgres';
  /** the simulated sports feed (sim/sports): whether this process runs it, and how */
  sportsFeed: SportsFeedConfig;
  /**
   * whether this process runs the minigame rounds' runner (sim/minigames/round-engine.ts); without it
   * a game's round still moves on when someone asks for it, so one runner can serve several servers
   */
  minigames: { enabled: boolean };
  /**
   * the bet365 virtual sports (sim/virtuals/engine.ts): with it this process runs their engine and
   * serves their pages (/api/virtuals); without it neither, and their events stop being created
   */
  virtuals: { enabled: boolean };
  /** the simulated tether (USDT TRC-20) gateway (sim/tether) and the signed callbacks it sends */
  tether: TetherConfig;
  /** a casino round still open this long after its first debit is rolled back (workers/casino-round-sweep.ts) */
  casinoRoundTimeoutMs: number;
  /** the simulated game provider of the casino aggregators (sim/casino) */
  casinoSim: CasinoSimConfig;
}

export interface LoadSheddingConfig {
  /** requests waiting for a pooled connection at which new ones are refused */
  poolQueue: number;
  /** the event loop's mean delay past which new requests are refused */
  eventLoopDelayMs: number;
}

export interface CasinoSimConfig {
  /** how often the live tables' worker looks for a phase that is over (CASINO_TABLES_TICK_MS) */
  tickMs: number;
  /**
   * where the provider reaches our seamless wallet (CASINO_WALLET_BASE_URL, its /api/casino/wallet
   * routes); unset: this server on the loopback address and its port
   */
  walletBaseUrl: string;
}

export interface TetherConfig {
  /**
   * the HMAC key of the gateway's callbacks (TETHER_CALLBACK_SECRET); unset: one the installation
   * makes once and keeps in its database (lib/installation-secret.ts), shared by all its processes
   */
  callbackSecret: string | undefined;
  /** confirmations a paid invoice needs before the gateway calls back (one per gateway tick) */
  confirmations: number;
  /** how often the gateway's worker adds confirmations, delivers callbacks and expires invoices */
  tickMs: number;
  /**
   * how long the cashier waits for one call of the gateway (TETHER_GATEWAY_TIMEOUT_MS) before it gives
   * up on it; shorter than the request deadline, so an operator hears how the payout stands
   */
  gatewayTimeoutMs: number;
  /**
   * where members' browsers reach the payment pages (TETHER_PAYMENT_BASE_URL); unset: this server on
   * the loopback address and its port, which only the same machine can open (development, demos)
   */
  paymentBaseUrl: string;
}

export interface LoginLimitsConfig {
  /** attempts one IP may make per minute, whatever the userIds */
  attemptsPerIpPerMinute: number;
  /** failures of one userId from one IP within 15 minutes before that pair is refused */
  failuresPerUserIp: number;
  /** failures of one userId from anywhere after which each attempt waits 1 s, 2 s, 4 s … */
  slowdownAfterFailures: number;
  /** the longest of those waits */
  slowdownMaxMs: number;
}

export interface JoinLimitsConfig {
  /** answers telling a taken id or nickname from a free one (checks and joins) per IP per 10 minutes */
  checksPerIpPer10Min: number;
  /** the same answers from every IP together per minute: the ceiling many IPs cannot spread past (docs/decisions/048) */
  checksPerMinAllIps: number;
  /** accounts one IP may create per hour */
  joinsPerIpPerHour: number;
  /** accounts that may hold one phone number */
  accountsPerPhone: number;
}

export interface SportsFeedConfig {
  enabled: boolean;
  tickMs: number;
  /** live fixtures the feed keeps running at least (it starts more when fewer are live) */
  minLiveFixtures: number;
  /** in-play price changes per second across all live fixtures */
  liveChangesPerSecond: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment once; throws ConfigError naming every bad variable, so one fix-and-retry is enough. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const value = env[name];
      // A database URL carries a password, the callback secret is one; neither may end up in logs.
      const secret = name === 'DATABASE_URL' || name === 'TETHER_CALLBACK_SECRET';
      const shown = value === undefined || secret ? '' : ` (got ${JSON.stringify(value)})`;
      return `  ${name}: ${issue.message}${shown}`;
    });
    throw new ConfigError(`Invalid environment variables:\n${lines.join('\n')}`);
  }
  const vars = parsed.data;
  return {
    port: vars.PORT,
    host: vars.HOST,
    databaseUrl: vars.DATABASE_URL,
    dataDir: path.resolve(vars.DATA_DIR),
    identityDocumentsDir: path.resolve(vars.IDENTITY_DOCUMENTS_DIR ?? path.join(vars.DATA_DIR, 'identity-documents')),
    seedDemo: vars.SEED_DEMO === '1',
    siteBrand: vars.SITE_BRAND,
    logLevel: vars.LOG_LEVEL,
    slowRequestMs: vars.SLOW_REQUEST_MS,
    webDist: path.resolve(vars.WEB_DIST),
    trustProxy: vars.TRUST_PROXY ?? false,
    metricsAllow: vars.METRICS_ALLOW ?? [],
    siteHostName: vars.SITE_HOST_NAME ?? hostname(),
    loginLimits: {
      attemptsPerIpPerMinute: vars.LOGIN_LIMIT_PER_IP_PER_MIN,
      failuresPerUserIp: vars.LOGIN_LOCK_AFTER_FAILURES,
      slowdownAfterFailures: vars.LOGIN_SLOWDOWN_AFTER_FAILURES,
      slowdownMaxMs: vars.LOGIN_SLOWDOWN_MAX_SEC * 1000,
    },
    joinLimits: {
      checksPerIpPer10Min: vars.JOIN_CHECKS_PER_IP_PER_10_MIN,
      checksPerMinAllIps: vars.JOIN_CHECKS_PER_MIN_ALL_IPS,
      joinsPerIpPerHour: vars.JOIN_LIMIT_PER_IP_PER_HOUR,
      accountsPerPhone: vars.JOIN_LIMIT_PER_PHONE,
    },
    passwordCheckLimitPer15Min: vars.PASSWORD_FAILURES_PER_15_MIN,
    pruneIntervalMs: vars.PRUNE_INTERVAL_SEC * 1000,
    streamsPerIp: vars.STREAMS_PER_IP,
    workers: vars.WORKERS,
    database: {
      poolSize: vars.DB_POOL_SIZE,
      acquireTimeoutMs: vars.DB_ACQUIRE_TIMEOUT_MS,
      statementTimeoutMs: vars.DB_STATEMENT_TIMEOUT_MS,
      lockTimeoutMs: vars.DB_LOCK_TIMEOUT_MS,
      idleInTransactionTimeoutMs: vars.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    requestDeadlineMs: vars.REQUEST_DEADLINE_MS,
    shutdownDrainMs: vars.SHUTDOWN_DRAIN_MS,
    loadShedding: { poolQueue: vars.SHED_POOL_QUEUE, eventLoopDelayMs: vars.SHED_EVENT_LOOP_DELAY_MS },
    bus: vars.BUS,
    sportsFeed: {
      enabled: vars.SPORTS_FEED === 'on',
      tickMs: vars.SPORTS_FEED_TICK_MS,
      minLiveFixtures: vars.SPORTS_FEED_LIVE_FIXTURES,
      liveChangesPerSecond: vars.SPORTS_FEED_CHANGES_PER_SECOND,
    },
    minigames: { enabled: vars.MINIGAMES === 'on' },
    virtuals: { enabled: vars.VIRTUALS === 'on' },
    tether: {
      callbackSecret: vars.TETHER_CALLBACK_SECRET,
      confirmations: vars.TETHER_CONFIRMATIONS,
      tickMs: vars.TETHER_GATEWAY_TICK_MS,
      gatewayTimeoutMs: vars.TETHER_GATEWAY_TIMEOUT_MS,
      paymentBaseUrl: vars.TETHER_PAYMENT_BASE_URL ?? loopbackOrigin(vars.HOST, vars.PORT),
    },
    casinoRoundTimeoutMs: vars.CASINO_ROUND_TIMEOUT_MS,
    casinoSim: {
      tickMs: vars.CASINO_TABLES_TICK_MS,
      walletBaseUrl: vars.CASINO_WALLET_BASE_URL ?? loopbackOrigin(vars.HOST, vars.PORT),
    },
  };
}

/** This server as the same machine reaches it: a wildcard or loopback host becomes 127.0.0.1. */
function loopbackOrigin(host: string, port: number): string {
  const wildcard = host === '0.0.0.0' || host === '::' || host === 'localhost';
  if (wildcard) return `http://127.0.0.1:${port}`;
  return isIP(host) === 6 ? `http://[${host}]:${port}` : `http://${host}:${port}`;
}
