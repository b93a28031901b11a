import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Answers smaller than this go as they are: gzip's own header and the CPU are not worth it. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Brotli at quality 3: a page of fixtures (32 KB of JSON) in about 200 µs of CPU and 4.0 KB, where
 * quality 4 took about 320 µs for 3.8 KB; every fresh answer (a list the cache did not hold) pays it
 * once. Quality 11 (zlib's default) takes tens of milliseconds.
 */
const BROTLI_QUALITY = 3;

export type ContentEncoding = 'br' | 'gzip';

/**
 * Compresses the API's answers and index.html for browsers that accept it. Registered before the
 * routes (its hook is added to each route as it is made). Answers that are compressed already pass as
 * they are: the built assets (precompressed .br/.gz files, web-site.ts) and the books' cached answers
 * (compressed once per answer, answer-cache.ts). Streams are hijacked replies, never seen here
 * (event-stream.ts compresses them itself).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
}

/** Browsers send a handful of distinct accept-encoding headers: each is read once. */
const MAX_KNOWN_HEADERS = 100;
const knownHeaders = new Map<string, ReadonlySet<string>>();

/** The encoding to answer `request` with, br before gzip; undefined: as it is. */
export function acceptedEncoding(request: FastifyRequest, offered: readonly ContentEncoding[] = ['br', 'gzip']) {
  const header = request.headers['accept-encoding'];
  if (!header) return undefined;
  let accepted = knownHeaders.get(header);
  if (!accepted) {
    accepted = acceptedBy(header);
    if (knownHeaders.size < MAX_KNOWN_HEADERS) knownHeaders.set(header, accepted);
  }
  const names = accepted;
  return offered.find((encoding) => names.has(encoding) || names.has('*'));
}

/** The encodings an accept-encoding header accepts (q > 0). */
function acceptedBy(header: string): ReadonlySet<string> {
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name.trim());
  }
  return accepted;
}

/** `text` compressed as it would be sent with that content-encoding. */
export function compressText(text: string, encoding: ContentEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : gzipSync(text);
}
