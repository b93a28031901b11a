import type { FastifyInstance } from 'fastify';
import { errorMessages } from './messages';
import { sendError } from './error-handler';
import { isApiPath, pathOf } from './request-path';
import { isAssetPath, sendIndexHtml, type WebSite } from './web-site';

/**
 * Anything no route or file answered. Page addresses belong to the web app's router (history mode),
 * so a GET for one gets index.html; API calls and missing assets get a JSON 404 a client can read.
 */
export function registerNotFoundHandler(app: FastifyInstance, site: WebSite | undefined): void {
  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request.url);
    if (isApiPath(path)) return sendError(reply, 404, errorMessages.apiNotFound);
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    // A missing hashed asset is a stale chunk; HTML in its place would be cached as if it were JavaScript.
    if (site && isPageRequest && !isAssetPath(path)) return sendIndexHtml(reply, site);
    return sendError(reply, 404, errorMessages.pageNotFound);
  });
}
