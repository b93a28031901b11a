import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import './provided-context';

// Error code PostgreSQL gives when a template is briefly in use by a parallel CREATE DATABASE.
const OBJECT_IN_USE = '55006';

/** The server the running test project creates its databases on (set by its global setup). */
export function testServerUrl(): string {
  return inject('testServerUrl');
}

export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}

export function urlForDatabase(serverUrl: string, databaseName: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

export async function createDatabase(serverUrl: string, name: string, template?: string): Promise<void> {
  const templateClause = template ? ` template ${quoteIdent(template)}` : '';
  for (let attempt = 1; ; attempt++) {
    try {
      await withClient(serverUrl, (client) => client.query(`create database ${quoteIdent(name)}${templateClause}`));
      return;
    } catch (error) {
      if (!isObjectInUse(error) || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withClient(serverUrl, (client) => client.query(`drop database if exists ${quoteIdent(name)} with (force)`));
}

async function withClient<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function isObjectInUse(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === OBJECT_IN_USE;
}
