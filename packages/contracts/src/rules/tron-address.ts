/**
 * TRC-20 (Tron) addresses: 34 base58 characters starting with T, which decode to 25 bytes: the
 * version byte 0x41, the 20-byte account and a 4-byte checksum (the first four bytes of SHA-256
 * applied twice to the first 21). Checked whole, so a mistyped character is caught before money
 * is sent to an address nobody owns.
 */
import { sha256 } from '@noble/hashes/sha2.js';

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const TRON_VERSION = 0x41;
const DECODED_LENGTH = 25;

export const TRON_ADDRESS_LENGTH = 34;

function base58Decode(text: string): Uint8Array | undefined {
  let value = 0n;
  for (const character of text) {
    const digit = ALPHABET.indexOf(character);
    if (digit < 0) return undefined;
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value & 0xffn));
    value >>= 8n;
  }
  // Each leading '1' stands for a leading zero byte.
  for (const character of text) {
    if (character !== '1') break;
    bytes.unshift(0);
  }
  return Uint8Array.from(bytes);
}

export function base58Encode(bytes: Uint8Array): string {
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) + BigInt(byte);
  let text = '';
  while (value > 0n) {
    text = (ALPHABET[Number(value % 58n)] ?? '') + text;
    value /= 58n;
  }
  for (const byte of bytes) {
    if (byte !== 0) break;
    text = `1${text}`;
  }
  return text;
}

const checksumOf = (payload: Uint8Array): Uint8Array => sha256(sha256(payload)).subarray(0, 4);

export function isTronAddress(text: string): boolean {
  if (text.length !== TRON_ADDRESS_LENGTH || !text.startsWith('T')) return false;
  const bytes = base58Decode(text);
  if (!bytes || bytes.length !== DECODED_LENGTH || bytes[0] !== TRON_VERSION) return false;
  const checksum = checksumOf(bytes.subarray(0, 21));
  return checksum.every((byte, index) => byte === bytes[21 + index]);
}

/** The address of a 20-byte account (the simulated gateway makes its deposit addresses with it). */
export function tronAddressOf(account: Uint8Array): string {
  if (account.length !== 20) throw new RangeError('a Tron account is 20 bytes');
  const payload = Uint8Array.from([TRON_VERSION, ...account]);
  return base58Encode(Uint8Array.from([...payload, ...checksumOf(payload)]));
}
