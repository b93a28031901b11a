// Drizzle needs every table in one object (relational queries, drizzle-kit); this is the only barrel.
export * from './site-settings';
export * from './members';
export * from './sessions';
export * from './ip-blocks';
export * from './rate-counters';
export * from './messages';
export * from './site-content';
export * from './sports';
export * from './wallet';
export * from './bets';
export * from './minigames';
export * from './bus-payloads';
export * from './cashier';
export * from './installation-secrets';
export * from './casino';
export * from './tournaments';
export * from './sim-casino';
