import type { DatabaseEngine } from '../db/client';

// Values the vitest config and global setups hand to test files through inject().
declare module 'vitest' {
  export interface ProvidedContext {
    testEngine: DatabaseEngine;
    /** postgres://… of the server test databases are created on (the embedded one, or TEST_DATABASE_URL) */
    testServerUrl: string;
    /** name of the migrated database each test database is copied from */
    postgresTemplate: string;
  }
}

export {};
