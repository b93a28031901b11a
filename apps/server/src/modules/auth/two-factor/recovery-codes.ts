import { hash, randomInt } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;
// No 0/O, 1/I/L: a code copied onto paper must read back the same. 31 letters ^ 10 ≈ 2^49.5 per code.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 10;

/** Ten fresh codes as the member sees them: `ABCDE-FGHJK`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** The code as typed, without case, spaces or hyphens; undefined when it cannot be a recovery code. */
export function normalizeRecoveryCode(typed: string): string | undefined {
  const clean = typed.toUpperCase().replace(/[\s-]/g, '');
  return clean.length === LENGTH && [...clean].every((char) => ALPHABET.includes(char)) ? clean : undefined;
}

/**
 * What is stored: sha256 of the normalised code. A fast hash is enough for ~50 random bits that the
 * login limiter lets nobody guess online (the same reasoning as session tokens, docs/decisions/007).
 */
export const hashRecoveryCode = (normalized: string): string => hash('sha256', normalized, 'hex');
