// RFC 6238 codes for the demo accounts' two-factor sign-in (README): the browser tests and the benches log
// the operator in with them.
import { createHmac } from 'node:crypto';

/** The TOTP secrets the README prints beside the demo operator's and partners' passwords. */
export const DEMO_TWO_FACTOR_SECRETS = /** @type {Record<string, string>} */ ({
  admin: 'ADMINDEMOTOTPSECRETGOLDBETAAAAAA',
  manager: 'MANAGERDEMOTOTPSECRETGOLDBETAAAA',
  partner1: 'PARTNERDEMOTOTPSECRETGOLDBETAAAA',
  // One staff account per role but the owner's (admin), as apps/server/src/db/demo-data.ts seeds them.
  subadmin: 'SUBADMINDEMOTOTPSECRETGOLDBETAAA',
  cashier: 'CASHIERDEMOTOTPSECRETGOLDBETAAAA',
  support: 'SUPPORTDEMOTOTPSECRETGOLDBETAAAA',
  risk: 'RISKDEMOTOTPSECRETGOLDBETAAAAAAA',
  viewer: 'VIEWERDEMOTOTPSECRETGOLDBETAAAAA',
});

export const STEP_MS = 30_000;

/**
 * @param {string} text
 * @returns {Buffer}
 */
function base32Decode(text) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of text.toUpperCase().replace(/[\s=]/g, ''))
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  return Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
}

/**
 * RFC 6238 (HMAC-SHA1, 6 digits, 30-second steps): the code of a base32 secret at a moment.
 * @param {string} secret
 * @param {number} [at]
 * @returns {string}
 */
export function totp(secret, at = Date.now()) {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / STEP_MS)));
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}
