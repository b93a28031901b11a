import type { FastifyRequest } from 'fastify';

export function pathOf(url: string): string {
  return url.split('?', 1)[0] ?? '';
}

export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

export function isApiRequest(request: FastifyRequest): boolean {
  return isApiPath(pathOf(request.url));
}
