/**
 * Registers a route from its endpoint (packages/contracts/src/endpoint.ts, docs/decisions/024): the
 * method and path come from the description the site calls, and the schemas given here must be the
 * ones it names, so neither can drift. The summary and tag go to the API docs (/api/docs).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { AnswersOf, CallAnswer, Endpoint, InputOf } from '@site/contracts/endpoint';
import type { Permission } from '@site/contracts/staff';
import type { z } from 'zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A console route's staff permission, from its endpoint: the admin scope refuses a caller whose
     * role lacks it, and refuses to start with a route that names none (modules/admin/permission-check.ts).
     */
    permission?: Permission;
  }
}

/** The path every endpoint's path is under. */
export const API_PREFIX = '/api';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The request a handler receives: params, query and body as the endpoint's schemas parsed them. */
export type EndpointRequest<E> = FastifyRequest<{
  Params: Parsed<InputOf<E>['params']>;
  Querystring: Parsed<InputOf<E>['query']>;
  Body: Parsed<InputOf<E>['body']>;
}>;

/** A handler answers with one of the endpoint's answers, or sends it itself through `reply`. */
export type EndpointHandler<E> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<CallAnswer<E> | FastifyReply> | CallAnswer<E> | FastifyReply;

/** The endpoint's own schemas, given as values: the types they must have come from the endpoint. */
export type EndpointSchemas<E> = InputOf<E> & { answers: AnswersOf<E> };

export type RouteOptions = Omit<RouteShorthandOptions, 'schema'>;

export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  schemas: EndpointSchemas<E>,
  handler: EndpointHandler<E>,
  options: RouteOptions = {},
): void {
  const { params, query, body, answers } = schemas as EndpointSchemas<Endpoint>;
  app.route({
    ...options,
    ...(endpoint.permission && { config: { ...options.config, permission: endpoint.permission } }),
    method: endpoint.method,
    url: urlUnder(app.prefix, endpoint.path),
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.tag],
      ...(params && { params }),
      ...(query && { querystring: query }),
      ...(body && { body }),
      response: answers,
    },
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => unknown,
  });
}

/**
 * The endpoint's path relative to the plugin registering it: the operator's routes are registered
 * under /api/admin, and their endpoints say `/admin/...`.
 */
export function urlUnder(prefix: string, path: string): string {
  const full = `${API_PREFIX}${path}`;
  if (!full.startsWith(prefix)) throw new Error(`${path} cannot be registered under ${prefix}`);
  return full.slice(prefix.length) || '/';
}
