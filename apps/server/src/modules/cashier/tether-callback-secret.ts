import type { Database } from '../../db/client';
import { installationSecret } from '../../lib/installation-secret';

const derived = new WeakMap<Database, Promise<string>>();

/**
 * The key the gateway signs its callbacks with: TETHER_CALLBACK_SECRET when the operator set one
 * (a real gateway's is given by the gateway); otherwise one this installation made once and keeps in
 * its database, so every process of the database (and the simulated gateway in whichever of them
 * leads) signs and checks with the same key, across restarts. Read once per process.
 */
export function tetherCallbackSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return Promise.resolve(configured);
  let secret = derived.get(db);
  if (!secret) {
    secret = installationSecret(db, 'tether-callback');
    derived.set(db, secret);
    // A failed read (the database was away) is tried again next time.
    secret.catch(() => derived.delete(db));
  }
  return secret;
}
