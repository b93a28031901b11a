import type { TestProject } from 'vitest/node';
import { provideMigratedTemplate } from './template-database';

/** The server-postgres project: test databases on the PostgreSQL server TEST_DATABASE_URL names (CI's). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set; the server-postgres project needs it');
  return provideMigratedTemplate(project, serverUrl);
}
