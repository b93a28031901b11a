import { hostname } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives a runnable configuration when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: undefined,
      seedDemo: true,
      siteBrand: '골드벳',
      logLevel: 'info',
      slowRequestMs: 1000,
      trustProxy: false,
      metricsAllow: [],
      siteHostName: hostname(),
      loginLimits: {
        attemptsPerIpPerMinute: 30,
        failuresPerUserIp: 10,
        slowdownAfterFailures: 5,
        slowdownMaxMs: 60_000,
      },
      joinLimits: { checksPerIpPer10Min: 30, checksPerMinAllIps: 120, joinsPerIpPerHour: 5, accountsPerPhone: 3 },
      passwordCheckLimitPer15Min: 5,
      pruneIntervalMs: 300_000,
      streamsPerIp: 10,
      workers: 1,
      bus: 'auto',
      sportsFeed: { enabled: true, tickMs: 1000, minLiveFixtures: 12, liveChangesPerSecond: 20 },
      minigames: { enabled: true },
      virtuals: { enabled: true },
    });
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.webDist).toMatch(/\/apps\/web\/dist$/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u:p@db:5432/site',
      DATA_DIR: '/var/site',
      SEED_DEMO: '0',
      SITE_BRAND: '실버벳',
      LOG_LEVEL: 'warn',
      SLOW_REQUEST_MS: '250',
      WEB_DIST: '/srv/web',
      TRUST_PROXY: 'loopback, 10.0.0.0/8,::1',
      METRICS_ALLOW: '10.77.0.1, 192.168.0.0/16',
      SITE_HOST_NAME: 'app1',
      LOGIN_LIMIT_PER_IP_PER_MIN: '60',
      LOGIN_LOCK_AFTER_FAILURES: '5',
      LOGIN_SLOWDOWN_AFTER_FAILURES: '3',
      LOGIN_SLOWDOWN_MAX_SEC: '30',
      JOIN_CHECKS_PER_IP_PER_10_MIN: '20',
      JOIN_CHECKS_PER_MIN_ALL_IPS: '90',
      JOIN_LIMIT_PER_IP_PER_HOUR: '2',
      JOIN_LIMIT_PER_PHONE: '1',
      PASSWORD_FAILURES_PER_15_MIN: '4',
      PRUNE_INTERVAL_SEC: '60',
      STREAMS_PER_IP: '4',
      WORKERS: '3',
      DB_POOL_SIZE: '20',
      DB_ACQUIRE_TIMEOUT_MS: '1500',
      DB_STATEMENT_TIMEOUT_MS: '4000',
      DB_LOCK_TIMEOUT_MS: '1000',
      DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '8000',
      REQUEST_DEADLINE_MS: '6000',
      SHUTDOWN_DRAIN_MS: '3000',
      SHED_POOL_QUEUE: '50',
      SHED_EVENT_LOOP_DELAY_MS: '300',
      BUS: 'postgres',

      SPORTS_FEED: 'off',
      SPORTS_FEED_TICK_MS: '250',
      SPORTS_FEED_LIVE_FIXTURES: '300',
      SPORTS_FEED_CHANGES_PER_SECOND: '200',
      MINIGAMES: 'off',
      VIRTUALS: 'off',
      TETHER_CALLBACK_SECRET: 'a-long-enough-secret',
      TETHER_CONFIRMATIONS: '6',
      TETHER_GATEWAY_TICK_MS: '500',
      TETHER_PAYMENT_BASE_URL: 'https://pay.example.com',
      CASINO_ROUND_TIMEOUT_MS: '60000',
      CASINO_TABLES_TICK_MS: '250',
      CASINO_WALLET_BASE_URL: 'https://site.example.com',
    });
    expect(config).toEqual({
      port: 9000,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u:p@db:5432/site',
      dataDir: '/var/site',
      identityDocumentsDir: '/var/site/identity-documents',
      seedDemo: false,
      siteBrand: '실버벳',
      logLevel: 'warn',
      slowRequestMs: 250,
      webDist: '/srv/web',
      trustProxy: ['loopback', '10.0.0.0/8', '::1'],
      metricsAllow: ['10.77.0.1', '192.168.0.0/16'],
      siteHostName: 'app1',
      loginLimits: {
        attemptsPerIpPerMinute: 60,
        failuresPerUserIp: 5,
        slowdownAfterFailures: 3,
        slowdownMaxMs: 30_000,
      },
      joinLimits: { checksPerIpPer10Min: 20, checksPerMinAllIps: 90, joinsPerIpPerHour: 2, accountsPerPhone: 1 },
      passwordCheckLimitPer15Min: 4,
      pruneIntervalMs: 60_000,
      streamsPerIp: 4,
      workers: 3,
      database: {
        poolSize: 20,
        acquireTimeoutMs: 1500,
        statementTimeoutMs: 4000,
        lockTimeoutMs: 1000,
        idleInTransactionTimeoutMs: 8000,
      },
      requestDeadlineMs: 6000,
      shutdownDrainMs: 3000,
      loadShedding: { poolQueue: 50, eventLoopDelayMs: 300 },
      bus: 'postgres',
      sportsFeed: { enabled: false, tickMs: 250, minLiveFixtures: 300, liveChangesPerSecond: 200 },
      minigames: { enabled: false },
      virtuals: { enabled: false },
      tether: {
        callbackSecret: 'a-long-enough-secret',
        confirmations: 6,
        tickMs: 500,
        gatewayTimeoutMs: 5_000,
        paymentBaseUrl: 'https://pay.example.com',
      },
      casinoRoundTimeoutMs: 60_000,
      casinoSim: { tickMs: 250, walletBaseUrl: 'https://site.example.com' },
    });
  });

  it('opens the payment pages on this machine when no payment address is configured', () => {
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '9100' }).tether).toEqual({
      callbackSecret: undefined,
      confirmations: 3,
      tickMs: 2000,
      gatewayTimeoutMs: 5_000,
      paymentBaseUrl: 'http://127.0.0.1:9100',
    });
    expect(loadConfig({ HOST: '::1', PORT: '9100' }).tether.paymentBaseUrl).toBe('http://[::1]:9100');
  });

  it('has the casino games call the wallet of this server when no wallet address is configured', () => {
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '9100' }).casinoSim).toEqual({
      tickMs: 500,
      walletBaseUrl: 'http://127.0.0.1:9100',
    });
  });

  it('refuses a short callback secret without printing it', () => {
    expect(() => loadConfig({ TETHER_CALLBACK_SECRET: 'short' })).toThrow(
      /TETHER_CALLBACK_SECRET: must be at least 16/,
    );
    expect(() => loadConfig({ TETHER_CALLBACK_SECRET: 'short' })).not.toThrow(/short"/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' })).toMatchObject({ port: 8080, databaseUrl: undefined });
  });

  it('rejects a bad PORT, naming the variable and the value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(
      /PORT: must be a whole number from 1 to 65535 \(got "eighty"\)/,
    );
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT: must be from 1 to 65535/);
  });

  it('lists every bad variable at once, without echoing the database URL', () => {
    let message = '';
    try {
      loadConfig({ PORT: '0', SEED_DEMO: 'yes', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://root:secret@db' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/PORT:/);
    expect(message).toMatch(/SEED_DEMO: must be 0 or 1/);
    expect(message).toMatch(/LOG_LEVEL: must be one of/);
    expect(message).toMatch(/DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/);
    expect(message).not.toContain('secret');
  });

  it('refuses a proxy list it cannot read and abuse limits below 1', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY: must be loopback/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ METRICS_ALLOW: 'prometheus' })).toThrow(/METRICS_ALLOW: must be loopback/);
    expect(() => loadConfig({ LOGIN_LIMIT_PER_IP_PER_MIN: '0' })).toThrow(/LOGIN_LIMIT_PER_IP_PER_MIN/);
    expect(() => loadConfig({ LOGIN_LOCK_AFTER_FAILURES: 'ten' })).toThrow(/LOGIN_LOCK_AFTER_FAILURES/);
    expect(() => loadConfig({ LOGIN_SLOWDOWN_MAX_SEC: '0' })).toThrow(/LOGIN_SLOWDOWN_MAX_SEC/);
    expect(() => loadConfig({ JOIN_LIMIT_PER_PHONE: '-1' })).toThrow(/JOIN_LIMIT_PER_PHONE/);
    expect(() => loadConfig({ PASSWORD_FAILURES_PER_15_MIN: '0' })).toThrow(/PASSWORD_FAILURES_PER_15_MIN/);
    expect(() => loadConfig({ PRUNE_INTERVAL_SEC: '1.5' })).toThrow(/PRUNE_INTERVAL_SEC/);
  });

  it('runs the minigame rounds unless told off, and refuses anything but on or off', () => {
    expect(loadConfig({ MINIGAMES: 'on' }).minigames).toEqual({ enabled: true });
    expect(loadConfig({ MINIGAMES: 'off' }).minigames).toEqual({ enabled: false });
    expect(() => loadConfig({ MINIGAMES: '1' })).toThrow(/MINIGAMES: must be on or off \(got "1"\)/);
  });

  it('runs the virtual sports unless told off, and refuses anything but on or off', () => {
    expect(loadConfig({ VIRTUALS: 'on' }).virtuals).toEqual({ enabled: true });
    expect(loadConfig({ VIRTUALS: 'off' }).virtuals).toEqual({ enabled: false });
    expect(() => loadConfig({ VIRTUALS: 'yes' })).toThrow(/VIRTUALS: must be on or off \(got "yes"\)/);
  });

  it('refuses a sports feed setting it cannot use, and lets the bench ask for no live fixtures at all', () => {
    expect(() => loadConfig({ SPORTS_FEED: 'yes' })).toThrow(/SPORTS_FEED: must be on or off \(got "yes"\)/);
    expect(() => loadConfig({ SPORTS_FEED_TICK_MS: '10' })).toThrow(
      /SPORTS_FEED_TICK_MS: must be a whole number of 50/,
    );
    expect(() => loadConfig({ SPORTS_FEED_SEED: '20240301' })).toThrow(/SPORTS_FEED_SEED.*no longer used/);
    expect(() => loadConfig({ SPORTS_FEED_CHANGES_PER_SECOND: '1.5' })).toThrow(/SPORTS_FEED_CHANGES_PER_SECOND/);
    expect(loadConfig({ SPORTS_FEED_LIVE_FIXTURES: '0' }).sportsFeed.minLiveFixtures).toBe(0);
  });
});
