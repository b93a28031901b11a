// Drizzle needs every table in one object (relational queries, drizzle-kit); this is the only barrel.
export * from './site-settings';
