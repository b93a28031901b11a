import type { TestProject } from 'vitest/node';
import { openPostgres } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { createDatabase, dropDatabase, uniqueDatabaseName, urlForDatabase } from './postgres-admin';
import './provided-context';

/**
 * Migrates a template once per run; test files get copies (CREATE DATABASE … TEMPLATE), which
 * PostgreSQL makes by copying files, much faster than migrating each. The name is unique per run so
 * two runs against the same server do not trip over each other. Answers the template's removal.
 */
export async function provideMigratedTemplate(project: TestProject, serverUrl: string): Promise<() => Promise<void>> {
  const template = uniqueDatabaseName('site_test_template');
  await createDatabase(serverUrl, template);
  const handle = openPostgres(urlForDatabase(serverUrl, template));
  try {
    await migrateDatabase(handle);
  } finally {
    // A template cannot be copied while anyone is connected to it.
    await handle.close();
  }
  project.provide('testServerUrl', serverUrl);
  project.provide('postgresTemplate', template);
  return () => dropDatabase(serverUrl, template);
}
