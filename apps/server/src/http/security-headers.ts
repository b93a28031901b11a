import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

import { isApiRequest } from './request-path';

/**
 * One year, this host only: subdomains may be run by someone else, over plain http, and a browser
 * would refuse them for a year if we spoke for them (docs/decisions/013).
 */
export const HSTS_VALUE = 'max-age=31536000';

/** The style nonce of each response that may carry the site's page; read by sendIndexHtml. */
const styleNonces = new WeakMap<ServerResponse, string>();

/** The nonce this response's CSP allows <style> elements with, if it may be a page. */
export function styleNonceOf(reply: FastifyReply): string | undefined {
  return styleNonces.get(reply.raw);
}

const styleNonceSource = (_request: IncomingMessage, response: ServerResponse): string => {
  const nonce = styleNonces.get(response);
  return nonce ? `'nonce-${nonce}'` : '';
};

/**
 * The policy for the built site (docs/decisions/013 gives each directive's reason). Scripts only
 * from files of this origin: no inline script, no eval. Style elements need the page's nonce:
 * index.html's baseline <style> carries it, and emotion (MUI) gives it to every <style> it inserts.
 * Style attributes stay allowed: operators' popups, news and board posts keep colours and sizes
 * (apps/server/src/lib/safe-html.ts lets `style` through); an attribute cannot select or load anything.
 */
const directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", styleNonceSource],
  'style-src-attr': ["'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'https:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * Security headers on every answer, the API's JSON, errors and event streams included: helmet writes
 * them on the raw response in onRequest, so a reply that fails later or is hijacked keeps them. Must
 * be registered before any other onRequest hook that may answer (the IP block list).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  // Before helmet's own hook, which reads the nonce while it writes the CSP.
  app.addHook('onRequest', (request, reply, done) => {
    const mayBePage = (request.method === 'GET' || request.method === 'HEAD') && !isApiRequest(request);
    if (mayBePage) styleNonces.set(reply.raw, randomBytes(16).toString('base64'));
    // Behind a trusted proxy, X-Forwarded-Proto tells (Fastify's trustProxy); a browser ignores HSTS
    // over plain http anyway, but a plain-http deployment should not claim it.
    if (request.protocol === 'https') reply.raw.setHeader('strict-transport-security', HSTS_VALUE);
    done();
  });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives },
    // Set per request above: helmet's would go out on plain http too.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // frame-ancestors 'none' for browsers that predate it.
    xFrameOptions: { action: 'deny' },
    // Left on: Cross-Origin-Opener-Policy same-origin (the book windows open our own address, with
    // opener cut), Cross-Origin-Resource-Policy same-origin, nosniff, Origin-Agent-Cluster and the rest.
    // Cross-Origin-Embedder-Policy is off in helmet by default and stays off: require-corp would block
    // the https images operators put in popups and posts.
  });
}
