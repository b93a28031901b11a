import type { HTTPMethods, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { App } from '../app';
import type { Database, DatabaseHandle } from '../db/client';
import { systemClock, type Clock } from '../clock';
import { seedDemoData } from '../db/seed';
import { authHeaders } from './members';
import { loginDemoAccount, loginWithSecondFactor } from './second-factor';
import { createTestApp, type TestApp, type TestAppOptions, type TestWorkers } from './test-app';

/**
 * A test file's app on a database seeded with the demo data (the README's accounts), and an
 * administrator's token. Filled in by the file's beforeAll, closed by its afterAll.
 */
export class DemoApp {
  private testApp: TestApp | undefined;
  private appClock: Clock = systemClock;
  adminToken = '';

  get app(): App {
    return this.started().app;
  }

  get db(): Database {
    return this.started().db;
  }

  get database(): DatabaseHandle {
    return this.started().database;
  }

  get workers(): TestWorkers {
    return this.started().workers;
  }

  async start(env: Record<string, string>, options: TestAppOptions): Promise<void> {
    this.testApp = await createTestApp(env, options);
    this.appClock = options.clock ?? systemClock;
    await seedDemoData(this.testApp.db);
    await this.loginAdmin();
  }

  async close(): Promise<void> {
    await this.testApp?.close();
  }

  /** A fresh administrator session, e.g. after a test moved the clock past the old one's expiry. */
  async loginAdmin(): Promise<void> {
    this.adminToken = await this.login('admin', 'admin1234');
  }

  /** Logs a README account in, with its printed TOTP secret's current code where it has one; answers the token. */
  login(userId: string, password: string): Promise<string> {
    return loginDemoAccount(this.app, { db: this.db, clock: this.appClock }, userId, password);
  }

  /** Both login steps of an account enrolled with this base32 secret (test/second-factor.ts enrolTestMember). */
  loginWithSecret(userId: string, password: string, secret: string): Promise<string> {
    return loginWithSecondFactor(this.app, { db: this.db, clock: this.appClock }, userId, password, secret);
  }

  /** A call to the operator API as the administrator. */
  asAdmin(method: HTTPMethods, url: string, payload?: Record<string, unknown>): Promise<LightMyRequestResponse> {
    const headers = authHeaders(this.adminToken);
    return this.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  }

  private started(): TestApp {
    if (!this.testApp) throw new Error('DemoApp is used before its beforeAll ran');
    return this.testApp;
  }
}

export function useDemoApp(env: Record<string, string> = {}, options: TestAppOptions = {}): DemoApp {
  const demo = new DemoApp();
  beforeAll(() => demo.start(env, options));
  afterAll(() => demo.close());
  return demo;
}
