import { createHmac } from 'node:crypto';

/** The TOTP secrets the README prints beside the demo operator's and partners' passwords. */
export const DEMO_TWO_FACTOR_SECRETS: Record<string, string> = {
  admin: 'ADMINDEMOTOTPSECRETGOLDBETAAAAAA',
  manager: 'MANAGERDEMOTOTPSECRETGOLDBETAAAA',
  partner1: 'PARTNERDEMOTOTPSECRETGOLDBETAAAA',
};

const STEP_MS = 30_000;

function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of text.toUpperCase().replace(/[\s=]/g, ''))
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  return Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
}

/** RFC 6238 (HMAC-SHA1, 6 digits, 30-second steps): the code of a base32 secret at a moment. */
export function totp(secret: string, at: number = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / STEP_MS)));
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/**
 * Codes to try, in order, for a login of an account other tests may have just logged in with the same
 * code (a used step is refused): now's, then the next step's, which the server accepts as drift.
 */
export const codesToTry = (secret: string, at: number = Date.now()): string[] => [
  totp(secret, at),
  totp(secret, at + STEP_MS),
];

/** Waits until the next 30-second step begins, when two fresh codes are open again. */
export const nextStep = (): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, STEP_MS - (Date.now() % STEP_MS) + 100));
