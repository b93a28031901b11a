import { createHash, createHmac } from 'node:crypto';
import type { Database } from '../../db/client';
import { installationSecret } from '../../lib/installation-secret';

/**
 * The simulated feed's keys, all from one 256-bit secret this installation made for itself and keeps
 * in its database (installation_secrets 'sports-feed'; never configured, printed or logged):
 *
 * - planSeed: the public plan (which fixtures, when, which teams, their ratings). Published with every
 *   fixture's proof (verify:fixture needs it); it decides nothing the fixture list does not show.
 * - priceSeed: the prices' drift and margins. Not published; it decides no result either.
 * - fixtureSecret(id): HMAC-SHA256(installation secret, "sports-fixture:<id>"), hex. How the match is
 *   played (its events, scores, a cancellation) is drawn from it alone, with the public plan's model.
 *   Its commitment is published with the fixture before kick-off and the secret after the end.
 */
export interface FeedKeys {
  planSeed: number;
  priceSeed: number;
  fixtureSecret(fixtureId: number): string;
}

export const SPORTS_FEED_SECRET_NAME = 'sports-feed';

export function feedKeysOf(installation: string): FeedKeys {
  const derive = (label: string) => createHmac('sha256', installation).update(label).digest();
  return {
    planSeed: derive('sports-plan-seed').readUInt32BE(0),
    priceSeed: derive('sports-price-seed').readUInt32BE(0),
    fixtureSecret: (fixtureId) => derive(`sports-fixture:${fixtureId}`).toString('hex'),
  };
}

/** This installation's feed keys: the same in every process of the database and after restarts. */
export async function sportsFeedKeys(db: Database): Promise<FeedKeys> {
  return feedKeysOf(await installationSecret(db, SPORTS_FEED_SECRET_NAME));
}

/** sha256 hex of `${fixtureId}:${secret}`: published before kick-off, checked against the revealed secret. */
export function fixtureCommitmentOf(fixtureId: number, secret: string): string {
  return createHash('sha256').update(`${fixtureId}:${secret}`).digest('hex');
}
