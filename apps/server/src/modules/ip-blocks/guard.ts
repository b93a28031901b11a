import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IP_BLOCKED } from '@site/contracts/api/session-codes';
import type { ErrorBody } from '@site/contracts/api/health';
import { PROBE_PATHS } from '@site/contracts/endpoints/health';
import { isApiPath, pathOf } from '../../http/request-path';
import type { IpBlockList } from './block-list';
import { headersOfReply } from '../../http/security-headers';

export const IP_BLOCKED_MESSAGE = '접속이 차단된 IP입니다.';

// The probes are for load balancers and monitoring, which may well sit on a blocked network.
const UNGUARDED_PATHS = new Set(PROBE_PATHS);

/** Answers every API request from a blocked IP with the spec's HTTP 600 before any route runs. */
export function registerIpBlockGuard(app: FastifyInstance, blockList: IpBlockList): void {
  // A callback hook answered from the list in memory: an async one cost a promise on every request.
  app.addHook('onRequest', (request, reply, done) => {
    const path = pathOf(request.url);
    if (!isApiPath(path) || UNGUARDED_PATHS.has(path)) return done();
    const blocked = blockList.isBlockedNow(request.ip);
    if (blocked === false) return done();
    if (blocked === true) return refuse(request, reply);
    blockList.isBlocked(request.ip).then(
      (isBlocked) => (isBlocked ? refuse(request, reply) : done()),
      (error: unknown) => done(error as Error),
    );
  });
}

function refuse(request: FastifyRequest, reply: FastifyReply): void {
  request.log.info({ ip: request.ip }, 'request from a blocked IP');
  sendIpBlocked(request, reply);
}

/**
 * Fastify sends only statuses 100-599 (docs/decisions/004), but Node writes any three-digit status,
 * so the answer goes out on the raw response and Fastify is told to stay out of it.
 */
function sendIpBlocked(request: FastifyRequest, reply: FastifyReply): void {
  const body = JSON.stringify({ message: IP_BLOCKED_MESSAGE } satisfies ErrorBody);
  reply.hijack();
  reply.raw.writeHead(IP_BLOCKED, 'IP Blocked', {
    // The security headers (http/security-headers.ts) the reply was given before it was taken over.
    ...headersOfReply(reply),
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    // The request body is never read; closing beats draining it for a caller we refuse anyway.
    connection: 'close',
  });
  reply.raw.end(body);
  request.log.debug({ statusCode: IP_BLOCKED }, 'request completed');
}
