import type { FastifyRequest } from 'fastify';

/** The address without its query (indexOf and slice: this runs on every request, twice). */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
}

export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

export function isApiRequest(request: FastifyRequest): boolean {
  return isApiPath(pathOf(request.url));
}
