/**
 * Test support for identity verification: a member approved without going through the queue, as every
 * test that withdraws needs (the cashier kit's giveBankAccount calls it), and the images a request sends.
 */
import type { Database } from '../../db/client';
import { insertVerification } from './repo';

/** Approves the member's identity as an operator would have (no document file: nothing reads it). */
export async function approveIdentity(db: Database, memberId: number, now: Date = new Date()): Promise<void> {
  await insertVerification(db, {
    memberId,
    legalName: '홍길동',
    birthDate: '1990-01-01',
    documentKey: 'test-approved',
    documentType: 'resident_card',
    status: 'approved',
    decidedAt: now,
    createdAt: now,
  });
}

/** The smallest PNG (1×1, transparent), as the bytes a phone's photo would be checked by. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A JPEG's first bytes: all the server looks at to tell its type. */
export const JPEG_BYTES = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 7)]);

/** A GIF: an image, but not a document type the queue takes. */
export const GIF_BYTES = Buffer.concat([Buffer.from('GIF89a', 'ascii'), Buffer.alloc(20, 1)]);

export const dataUrl = (bytes: Buffer, type = 'image/png'): string => `data:${type};base64,${bytes.toString('base64')}`;
