import { createHmac, timingSafeEqual } from 'node:crypto';

/** RFC 6238's defaults, which every authenticator app assumes: 30-second steps, 6 digits, HMAC-SHA1. */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of now that are still accepted: a phone's clock a little off, a code typed as it turned. */
export const TOTP_DRIFT_STEPS = 1;

/** RFC 4226 HOTP: the code of one counter value. */
export function hotp(key: Uint8Array, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  // Dynamic truncation (RFC 4226 §5.3): four bytes at the offset the last nibble names.
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The RFC 6238 time step of a moment. */
export const totpStep = (at: Date): number => Math.floor(at.getTime() / 1000 / TOTP_STEP_SECONDS);

export const totpCode = (key: Uint8Array, at: Date, digits = TOTP_DIGITS): string => hotp(key, totpStep(at), digits);

/**
 * The step within the drift window whose code this is, or undefined. Every step of the window is
 * computed and compared in constant time, so the answer's timing tells nothing about the code.
 */
export function matchingStep(key: Uint8Array, code: string, at: Date): number | undefined {
  const now = totpStep(at);
  const given = Buffer.from(code.padEnd(TOTP_DIGITS, ' ').slice(0, TOTP_DIGITS));
  let found: number | undefined;
  for (let step = now - TOTP_DRIFT_STEPS; step <= now + TOTP_DRIFT_STEPS; step++) {
    const same = timingSafeEqual(Buffer.from(hotp(key, step)), given) && code.length === TOTP_DIGITS;
    if (same && found === undefined) found = step;
  }
  return found;
}
