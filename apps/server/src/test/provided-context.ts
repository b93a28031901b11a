import type { DatabaseEngine } from '../db/client';

// Values the vitest config and global setups hand to test files through inject().
declare module 'vitest' {
  export interface ProvidedContext {
    testEngine: DatabaseEngine;
    /** tarball of a migrated PGlite data directory (server-pglite) */
    pgliteDumpPath: string;
    /** name of the migrated database each test database is copied from (server-postgres) */
    postgresTemplate: string;
  }
}

export {};
