import { createHash, randomBytes } from 'node:crypto';

/** How long a launch address opens a game: the new window loads it at once; minutes cover a slow phone. */
export const LAUNCH_TOKEN_TTL_MS = 3 * 60_000;

/** A new random token (what the launch address carries) and the hash that is stored of it. */
export function newLaunchToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashLaunchToken(token) };
}

export const hashLaunchToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A wallet session's id, handed to the provider with authenticate's answer. */
export const newWalletSessionId = (): string => randomBytes(32).toString('hex');
