import { randomBytes } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

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

/** Helmet's options (docs/decisions/013). */
const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives },
  // Set per request below: helmet's would go out on plain http too.
  strictTransportSecurity: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // frame-ancestors 'none' for browsers that predate it.
  xFrameOptions: { action: 'deny' },
  // Left on: Cross-Origin-Opener-Policy same-origin (the book windows open our own address, with
  // opener cut), Cross-Origin-Resource-Policy same-origin, nosniff, Origin-Agent-Cluster and the rest.
  // Cross-Origin-Embedder-Policy is off in helmet by default and stays off: require-corp would block
  // the https images operators put in popups and posts.
};

type Headers = Record<string, string>;

/** What helmet writes on a response that is not a page (no style nonce): the same on every such answer. */
function headersWithoutNonce(applyHelmet: ReturnType<typeof helmet>): Headers {
  const written: Headers = {};
  const recorder = {
    setHeader: (name: string, value: string) => {
      written[name.toLowerCase()] = String(value);
    },
    removeHeader: () => undefined,
  };
  applyHelmet({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return Object.freeze(written);
}

/**
 * Security headers on every answer, the API's JSON, errors and event streams included, set in onRequest,
 * so a reply that fails later keeps them. Must be registered before any other onRequest hook that may
 * answer (the IP block list). Helmet itself runs only for what may be a page (its CSP carries that
 * response's style nonce; written on the raw response); every other answer gets the headers helmet wrote
 * once at start-up, among the reply's own headers (building helmet's headers on each call cost the API
 * about a tenth of its throughput). Not on the raw response: Node then merges the reply's headers into
 * the raw ones one setHeader at a time (writeHead's slow path), which cost more than the rest of the
 * hook. A reply taken over (hijacked: event streams, the IP block's 600) writes reply.getHeaders() in
 * its own head.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const applyHelmet = helmet(helmetOptions);
  const apiHeaders = headersWithoutNonce(applyHelmet);
  const apiHeadersOverHttps: Headers = Object.freeze({ ...apiHeaders, 'strict-transport-security': HSTS_VALUE });
  app.addHook('onRequest', (request, reply, done) => {
    // Behind a trusted proxy, X-Forwarded-Proto tells (Fastify's trustProxy); a browser ignores HSTS
    // over plain http anyway, but a plain-http deployment should not claim it.
    const https = request.protocol === 'https';
    const mayBePage = (request.method === 'GET' || request.method === 'HEAD') && !isApiRequest(request);
    if (mayBePage) {
      const raw = reply.raw;
      styleNonces.set(raw, randomBytes(16).toString('base64'));
      applyHelmet(request.raw, raw, () => undefined);
      if (https) raw.setHeader('strict-transport-security', HSTS_VALUE);
    } else {
      reply.headers(https ? apiHeadersOverHttps : apiHeaders);
    }
    done();
  });
}

/**
 * The headers a reply was given (the security headers among them), for a reply taken over (hijacked)
 * that writes its own head on the raw response.
 */
export function headersOfReply(reply: FastifyReply): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value;
  return headers;
}
