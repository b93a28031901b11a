import { createHmac } from 'node:crypto';

/**
 * A stream of unsigned 32-bit integers from a secret, the same anywhere it is recomputed:
 *
 *   block i = HMAC-SHA256(key = the secret as UTF-8 text, message = label followed by i in decimal)
 *   stream  = block 0 ‖ block 1 ‖ …, read 4 bytes at a time as big-endian unsigned integers
 *
 * The minigames' rounds use it with no label ("0", "1", …); a sports fixture reads one stream per
 * label ("plan:0", …, "match-events:0", …). Without the secret nothing in it can be guessed, however
 * much of it has been seen.
 */
export function hmacUint32Stream(secret: string, label = ''): () => number {
  let counter = 0;
  let block = Buffer.alloc(0);
  let offset = 0;
  return () => {
    if (offset + 4 > block.length) {
      block = createHmac('sha256', secret).update(`${label}${counter}`).digest();
      counter++;
      offset = 0;
    }
    const value = block.readUInt32BE(offset);
    offset += 4;
    return value;
  };
}
