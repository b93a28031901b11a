import type { CasinoAggregatorKey } from '@site/contracts/casino';
import type { Database } from '../../db/client';
import { installationSecret } from '../../lib/installation-secret';

const derived = new WeakMap<Database, Map<CasinoAggregatorKey, Promise<string>>>();

/**
 * The key an aggregator signs its wallet calls with (HMAC-SHA256 over the body). A real aggregator's
 * is agreed with it and configured; ours are made once per installation and kept in its database, so
 * every process (and the simulated provider in whichever of them serves the game) signs and checks
 * with the same key across restarts. Read once per process and aggregator.
 */
export function casinoWalletSecret(db: Database, aggregator: CasinoAggregatorKey): Promise<string> {
  let byAggregator = derived.get(db);
  if (!byAggregator) {
    byAggregator = new Map();
    derived.set(db, byAggregator);
  }
  let secret = byAggregator.get(aggregator);
  if (!secret) {
    secret = installationSecret(db, `casino-wallet:${aggregator}`);
    byAggregator.set(aggregator, secret);
    // A failed read (the database was away) is tried again next time.
    secret.catch(() => byAggregator.delete(aggregator));
  }
  return secret;
}
