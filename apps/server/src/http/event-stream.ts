import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { errorMessages } from './messages';
import type { StreamSlots } from './stream-limit';

/** How long a browser waits before reconnecting (the SSE retry field). */
export const STREAM_RETRY_MS = 3000;
export const STREAM_HEARTBEAT_MS = 15_000;
/** A client this far behind (a stalled connection) is dropped; it reconnects and catches up. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

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
  const response = reply.raw;
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // Proxies such as nginx would otherwise hold events back to fill their buffers.
    'x-accel-buffering': 'no',
  });
  response.write(`retry: ${STREAM_RETRY_MS}\n\n`);
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

/** Writes one event; false when the client had fallen too far behind and was dropped instead. */
export function writeEvent(response: ServerResponse, text: string): boolean {
  if (response.writableLength > MAX_BUFFERED_BYTES) {
    response.destroy();
    return false;
  }
  response.write(text);
  return true;
}

export const HEARTBEAT_TEXT = ': heartbeat\n\n';

export const eventText = (event: string, data: unknown, id?: number): string =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
