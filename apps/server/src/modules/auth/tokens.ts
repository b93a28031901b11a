import { hash, randomBytes } from 'node:crypto';

// 32 random bytes are 43 base64url characters; anything else cannot be one of ours.
const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const BEARER_PATTERN = /^Bearer\s+(\S+)$/i;

export function newSessionToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** What the sessions table keeps instead of the token: a stolen table must not log anyone in. */
export function hashToken(token: string): string {
  // The one-shot hash: no Hash object per call (this runs on every signed-in request).
  return hash('sha256', token, 'hex');
}

/** The token of an `X-AUTH-TOKEN: Bearer <token>` header, or undefined when there is none that could be valid. */
export function tokenFromHeader(header: string | string[] | undefined): string | undefined {
  if (typeof header !== 'string') return undefined;
  const token = BEARER_PATTERN.exec(header.trim())?.[1];
  return token !== undefined && TOKEN_PATTERN.test(token) ? token : undefined;
}
