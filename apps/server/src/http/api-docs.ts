/**
 * The API's documentation, generated from the routes as registered (docs/decisions/024): OpenAPI 3.1
 * at /api/docs/json and Swagger UI at /api/docs. Every /api route is registered from its endpoint,
 * so its Korean summary, group and zod schemas are the ones the site calls it with; the document
 * cannot describe a call that differs from what the server does.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { AUTH_HEADER } from '@site/contracts/api/session-codes';
import type { Permission } from '@site/contracts/staff';

import { isApiPath } from './request-path';

export const API_DOCS_PATH = '/api/docs';

const description = [
  '회원 사이트와 운영 콘솔이 쓰는 API입니다. 모든 요청과 응답은 JSON이며, 로그인한 호출은',
  `\`${AUTH_HEADER}: Bearer <토큰>\` 헤더를 보냅니다 (토큰은 /member/login의 응답).`,
  '오류 응답은 `{ "message": "<한국어 안내>" }` 한 가지 모양이며, 555·556·406·600·500은 세션을 끝냅니다.',
  '/admin 아래의 호출은 관리자만, 그 직원 역할이 호출의 권한을 가질 때만 부를 수 있습니다.',
].join('\n');

/** An /api route as registered, with what the docs show of it. */
export interface RegisteredApiRoute {
  method: string;
  url: string;
  summary: string | undefined;
  tags: readonly string[] | undefined;
  /** a console route's staff permission (http/route.ts puts it in the route's config) */
  permission: Permission | undefined;
}

const registeredRoutes = new WeakMap<FastifyInstance, RegisteredApiRoute[]>();

/** Every /api route of the app as it was registered (the docs' own page excepted), for checking the docs. */
export const apiRoutesOf = (app: FastifyInstance): readonly RegisteredApiRoute[] => registeredRoutes.get(app) ?? [];

/**
 * Swagger UI inserts a <style> element of its own; the site's policy allows style elements only with
 * a page's nonce (http/security-headers.ts). The docs show nothing a member wrote, so their pages
 * alone allow inline styles; scripts stay this origin's files only.
 */
function allowDocsInlineStyles(_request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') {
    reply.header('content-security-policy', policy.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'"));
  }
  done();
}

/** Registers the document and its page; must run before the routes so that it sees each one. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  const routes: RegisteredApiRoute[] = [];
  registeredRoutes.set(app, routes);
  app.addHook('onRoute', (options) => {
    if (!isApiPath(options.url) || options.url.startsWith(API_DOCS_PATH)) return;
    // HEAD is added by Fastify beside each GET; the docs show the GET.
    for (const method of [options.method].flat().filter((m) => m !== 'HEAD')) {
      const schema = options.schema as { summary?: string; tags?: string[] } | undefined;
      routes.push({
        method,
        url: options.url,
        summary: schema?.summary,
        tags: schema?.tags,
        permission: options.config?.permission,
      });
    }
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: '회원 사이트 API', version: '1', description },
      components: {
        securitySchemes: { memberToken: { type: 'apiKey', in: 'header', name: AUTH_HEADER } },
      },
      // Every call may carry the token; the ones that need it answer 555 without (SPEC.md §8).
      security: [{ memberToken: [] }],
    },
    transform: (input) => {
      // The site's pages and the simulated providers' pages are not part of the API.
      if (!isApiPath(input.url)) return { schema: { ...input.schema, hide: true }, url: input.url };
      return jsonSchemaTransform(input);
    },
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    theme: { title: '회원 사이트 API 문서' },
    uiHooks: { onRequest: allowDocsInlineStyles },
    // The operations open folded: the list of groups is the table of contents.
    uiConfig: { docExpansion: 'none', deepLinking: true },
  });
}
