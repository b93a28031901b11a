import type { TestProject } from 'vitest/node';
import { openPostgres } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { createDatabase, dropDatabase, testServerUrl, uniqueDatabaseName, urlForDatabase } from './postgres-admin';
import './provided-context';

/**
 * Migrates a template once per run; test files get copies (CREATE DATABASE … TEMPLATE), which
 * PostgreSQL makes by copying files, much faster than migrating each. The name is unique per run so
 * two runs against the same server do not trip over each other.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = testServerUrl();
  const template = uniqueDatabaseName('site_test_template');
  await createDatabase(serverUrl, template);
  const handle = openPostgres(urlForDatabase(serverUrl, template));
  try {
    await migrateDatabase(handle);
  } finally {
    // A template cannot be copied while anyone is connected to it.
    await handle.close();
  }
  project.provide('postgresTemplate', template);
  return () => dropDatabase(serverUrl, template);
}
