import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { installationSecrets } from '../db/schema/installation-secrets';

/**
 * The installation's secret of this name: the one stored in the database, or a new random one stored
 * now. Two processes asking at once both insert-or-keep and then read the same row, so every process
 * of a database ends up with one value, and it survives restarts.
 */
export async function installationSecret(db: Database, name: string): Promise<string> {
  await db
    .insert(installationSecrets)
    .values({ name, secret: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select().from(installationSecrets).where(eq(installationSecrets.name, name));
  if (!row) throw new Error(`installation secret ${name} missing after insert`);
  return row.secret;
}
