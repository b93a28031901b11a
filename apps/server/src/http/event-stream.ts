import type { ServerResponse } from 'node:http';
import { constants, deflateRawSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { acceptedEncoding } from './compression';
import { errorMessages } from './messages';
import type { StreamSlots } from './stream-limit';
import { headersOfReply } from './security-headers';

/** How long a browser waits before reconnecting (the SSE retry field). */
export const STREAM_RETRY_MS = 3000;
export const STREAM_HEARTBEAT_MS = 15_000;
/** A client this far behind (a stalled connection) is dropped; it reconnects and catches up. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/** A gzip member's header (RFC 1952): deflate, no name, no time, unknown system. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255]);

/**
 * One piece of a stream, as plain text or as gzip that every gzip client can take. Each piece is
 * compressed on its own and ends with a full flush (deflate blocks, byte-aligned, nothing carried over):
 * the same bytes fit every client's stream wherever it joined, so an event is compressed once for all
 * clients, and the browser gets each event the moment it is written (nothing waits in a compressor).
 * Compressing each piece alone costs some ratio (no dictionary from earlier events); an odds batch of
 * 21 KB still goes as about 2.3 KB.
 */
export class StreamChunk {
  private deflated: Buffer | undefined;

  constructor(readonly text: string) {}

  get gzipped(): Buffer {
    this.deflated ??= deflateRawSync(this.text, { finishFlush: constants.Z_FULL_FLUSH });
    return this.deflated;
  }
}

/** The streams sent as gzip. */
const gzipStreams = new WeakSet<ServerResponse>();

/** The requests answered with a stream (request-log.ts: a stream's length is no slowness). */
const streamRequests = new WeakSet<FastifyRequest>();

export function isEventStream(request: FastifyRequest): boolean {
  return streamRequests.has(request);
}

/**
 * Turns a request into a Server-Sent Events response and calls `onClose` once when either side goes
 * away. Fastify lets go of the reply (hijack): the stream outlives the handler. Every stream of the
 * app opens here, so here each takes one of its client IP's stream slots (stream-limit.ts) and gives
 * it back when it closes; an IP holding all of its slots is answered 429 instead.
 */
export function openEventStream(request: FastifyRequest, reply: FastifyReply, onClose: () => void): ServerResponse {
  const slots: StreamSlots | undefined = request.server.streamSlots;
  const ip = request.ip;
  if (slots && !slots.take(ip)) throw new AppError(429, errorMessages.tooManyStreams);
  reply.hijack();
  streamRequests.add(request);
  const response = reply.raw;
  // gzip only: a browser's stream decoder takes concatenated deflate blocks (StreamChunk) in any order.
  const gzip = acceptedEncoding(request, ['gzip']) === 'gzip';
  response.writeHead(200, {
    // The security headers (security-headers.ts) and any other the reply was given before it was taken over.
    ...headersOfReply(reply),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // Proxies such as nginx would otherwise hold events back to fill their buffers.
    'x-accel-buffering': 'no',
    vary: 'accept-encoding',
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  });
  if (gzip) {
    gzipStreams.add(response);
    // The stream never ends cleanly with a gzip trailer: it ends when either side leaves, and a browser
    // takes an unfinished gzip stream as the dropped connection it is and reconnects as after any other.
    response.write(GZIP_HEADER);
  }
  writeEvent(response, RETRY_CHUNK);
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    slots?.release(ip);
    onClose();
  };
  request.raw.once('close', close);
  response.once('close', close);
  return response;
}

/**
 * Writes one event (text, or a chunk shared by many clients and compressed once); false when the
 * client had fallen too far behind and was dropped instead.
 */
export function writeEvent(response: ServerResponse, event: string | StreamChunk): boolean {
  if (response.writableLength > MAX_BUFFERED_BYTES) {
    response.destroy();
    return false;
  }
  const chunk = typeof event === 'string' ? new StreamChunk(event) : event;
  response.write(gzipStreams.has(response) ? chunk.gzipped : chunk.text);
  return true;
}

export const HEARTBEAT_TEXT = ': heartbeat\n\n';
/** The heartbeat every stream sends, compressed once for the process. */
export const HEARTBEAT_CHUNK = new StreamChunk(HEARTBEAT_TEXT);
const RETRY_CHUNK = new StreamChunk(`retry: ${STREAM_RETRY_MS}\n\n`);

export const eventText = (event: string, data: unknown, id?: number): string =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
