/**
 * One server call, described once (docs/decisions/024): its method, its path under /api, a Korean
 * summary for the API docs, and — as types only — the zod schemas of its path params, query, body
 * and answers per status. The server registers its route from this description with those very
 * schemas (apps/server/src/http/route.ts) and the site calls it through it (apps/web/src/lib/call.ts),
 * so a path, a method or a payload cannot differ between the two.
 *
 * This module and the `*-endpoints.ts` modules that use it import the schemas with `import type`:
 * the site's bundles get the method and path strings, never zod (docs/decisions/002).
 */
import type { z } from 'zod';
import type { Permission } from './staff';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The schemas of what a call sends; each part is there only where the endpoint has it. */
export interface InputSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
}

/** Answer schemas by status; a 2xx answer is what the call resolves to. */
export type AnswerSchemas = Partial<Record<200 | 201 | 202 | 204, z.ZodType>>;

export interface Endpoint<In extends InputSchemas = InputSchemas, Out extends AnswerSchemas = AnswerSchemas> {
  readonly method: HttpMethod;
  /** Under /api, with `:name` for each path param: `/bets/:id/cancel`. */
  readonly path: string;
  /** One Korean line for the API docs. */
  readonly summary: string;
  /** The API docs' group: the feature the call belongs to. */
  readonly tag: string;
  /**
   * Console calls (`/admin/...`) only: the staff permission a caller needs (packages/contracts/src/staff.ts,
   * docs/decisions/075). The server refuses every console route without one.
   */
  readonly permission?: Permission;
  /** Never set: carries the schemas' types from here to the server and the site. */
  readonly schemas?: { input: In; answers: Out };
}

/** The input of a call that sends nothing but its token. */
export type NoInput = Record<never, never>;

/**
 * Describes a call. Its schemas are named as types: `endpoint<{ body: typeof placeBetSchema },
 * { 201: typeof betSchema }>({ method: 'POST', path: '/bets', summary: '베팅하기', tag: '베팅' })`.
 */
export const endpoint = <In extends InputSchemas, Out extends AnswerSchemas>(
  description: Omit<Endpoint, 'schemas'>,
): Endpoint<In, Out> => description;

export type InputOf<E> = E extends Endpoint<infer In, AnswerSchemas> ? In : never;
export type AnswersOf<E> = E extends Endpoint<InputSchemas, infer Out> ? Out : never;

/**
 * What the site sends: the schemas' input types (a query's defaults stay optional), and only the
 * parts the endpoint has, so a call without a body cannot be given one.
 */
export type CallInput<E> = {
  [K in keyof InputOf<E>]: InputOf<E>[K] extends z.ZodType ? z.input<InputOf<E>[K]> : never;
};

/** What the site receives: any of the endpoint's answers. */
export type CallAnswer<E> = {
  [S in keyof AnswersOf<E>]: AnswersOf<E>[S] extends z.ZodType ? z.output<AnswersOf<E>[S]> : never;
}[keyof AnswersOf<E>];

/** The path with its params filled in: `/bets/:id/cancel` with `{ id: 7 }` is `/bets/7/cancel`. */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The cache key of a GET: the path's segments, then what was sent, then whose answer it is where
 * the answer depends on the member (`scope`: their id). Keys share their leading segments, so
 * invalidating `['bets']` refreshes `/bets` and `/bets/:id` alike.
 */
export const endpointKey = (endpoint: Endpoint, input: object = {}, scope?: string | number): readonly unknown[] => [
  ...pathKey(endpoint),
  input,
  ...(scope === undefined ? [] : [scope]),
];

/** The leading part of the keys of an endpoint's answers and of every path under it, for invalidating. */
export const pathKey = (endpoint: Endpoint): readonly string[] => endpoint.path.split('/').filter(Boolean);
