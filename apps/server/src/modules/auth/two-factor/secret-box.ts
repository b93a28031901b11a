import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Database } from '../../../db/client';
import { installationSecret } from '../../../lib/installation-secret';

const VERSION = 'v1';
const IV_BYTES = 12;

/**
 * The key the TOTP secrets are sealed with at rest: derived from an installation secret, so a copy of
 * the two-factor table alone (a leaked dump, a log of a query) does not give anyone's codes away.
 * Read through whichever executor the caller holds, so it works inside a transaction too.
 */
async function sealingKey(db: Database): Promise<Buffer> {
  const secret = await installationSecret(db, 'two-factor');
  return Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'hex'), Buffer.alloc(0), 'totp-secret-seal', 32));
}

/** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>`, base64url; the member id is bound in, so a row copied to another member does not open. */
export async function seal(db: Database, memberId: number, secret: Buffer): Promise<string> {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', await sealingKey(db), iv);
  cipher.setAAD(Buffer.from(String(memberId)));
  const body = Buffer.concat([cipher.update(secret), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export async function unseal(db: Database, memberId: number, sealed: string): Promise<Buffer> {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('two-factor secret: unknown format');
  const decipher = createDecipheriv('aes-256-gcm', await sealingKey(db), Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(String(memberId)));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
}
