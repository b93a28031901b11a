import { randomBytes } from 'node:crypto';
import { eventErrors, MAX_IMAGE_BYTES } from '@site/contracts/api/site-events';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { insertImage } from './repo';

interface ImageKind {
  extension: string;
  contentType: string;
}

const startsWith = (bytes: Buffer, signature: number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);

/**
 * The image type its first bytes say, whatever the file was called: PNG, JPEG, GIF or WebP. SVG is
 * refused on purpose: it is a document that can carry scripts.
 */
export function imageKindOf(bytes: Buffer): ImageKind | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { extension: 'png', contentType: 'image/png' };
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { extension: 'jpg', contentType: 'image/jpeg' };
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) {
    return { extension: 'gif', contentType: 'image/gif' };
  }
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return { extension: 'webp', contentType: 'image/webp' };
  }
  return undefined;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The base64 an upload sent, with or without a `data:...;base64,` prefix, as bytes; `notImage` is the
 * refusal of text that is not base64 (the caller's own words).
 */
export function decodeUpload(data: string, notImage: string = eventErrors.notImage): Buffer {
  const payload = data.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (!BASE64.test(payload)) throw new AppError(400, notImage);
  return Buffer.from(payload, 'base64');
}

/**
 * Stores an uploaded image and answers its name under /api/file/download/. Checked by size and by
 * its bytes; nothing is stored when either check fails.
 */
export async function storeUploadedImage(db: Database, data: string): Promise<string> {
  const bytes = decodeUpload(data);
  if (bytes.length > MAX_IMAGE_BYTES) throw new AppError(400, eventErrors.tooLarge);
  const kind = imageKindOf(bytes);
  if (!kind) throw new AppError(400, eventErrors.notImage);
  const name = `up-${randomBytes(12).toString('hex')}.${kind.extension}`;
  await insertImage(db, { name, contentType: kind.contentType, bytes });
  return name;
}
