import { crc32, deflateSync } from 'node:zlib';

import type { APIRequestContext } from '@playwright/test';

import type { AdminVerification } from '@site/contracts/api/verification';
import { AUTH_HEADER, bearer } from '@site/contracts/api/session-codes';

import { asAdmin } from './api';

/** The smallest PNG (1×1): a document photo as far as the server's byte check goes. */
export const DOCUMENT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * The member's identity verified as a member and an operator would (docs/decisions/064): the request
 * with a document through the member's session, then the shared administrator's approval. Every test
 * that withdraws needs it first.
 */
export async function verifyIdentity(request: APIRequestContext, token: string, userId: string): Promise<void> {
  const submitted = await request.post('/api/member/verification', {
    headers: { [AUTH_HEADER]: bearer(token) },
    data: {
      legalName: '홍길동',
      birthDate: '1990-01-01',
      documentType: 'resident_card',
      document: `data:image/png;base64,${DOCUMENT_PNG.toString('base64')}`,
    },
  });
  if (!submitted.ok()) throw new Error(`verification: ${submitted.status()} ${await submitted.text()}`);
  const queue = (await asAdmin(request, 'GET', 'verifications')) as AdminVerification[];
  const mine = queue.find((row) => row.userId === userId);
  if (!mine) throw new Error(`verification of ${userId} is not in the queue`);
  await asAdmin(request, 'POST', `verifications/${mine.id}/approve`);
}

/**
 * A PNG of `width`×`height` in two colours (an ID card's photo as far as a browser shows it): made here,
 * so the preview and the console's image have something to show in screenshots.
 */
export function cardPng(width = 320, height = 200): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Array.from({ length: height }, (_, y) => {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const photo = x > 20 && x < 110 && y > 40 && y < 160;
      row.set(photo ? [120, 140, 170] : y < 30 ? [40, 90, 160] : [235, 240, 245], 1 + x * 3);
    }
    return row;
  });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
