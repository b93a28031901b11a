/**
 * Calls the server through an endpoint of packages/contracts (docs/decisions/024): the path, the
 * method and the types of what goes and comes back are the endpoint's, so no call writes a path by
 * hand and no answer is cast. Queries take their cache keys from the endpoint too.
 */
import { queryOptions, type UseQueryOptions } from '@tanstack/react-query';

import { endpointKey, fillPath, type CallAnswer, type CallInput, type Endpoint } from '@site/contracts/endpoint';

import { fetchFile, sendRequest, type DownloadedFile } from './api-client';

export interface CallOptions {
  /** Statuses the caller handles itself instead of the session-ending handler (e.g. 406 at login). */
  handles?: readonly number[];
}

type AnyInput = {
  params?: Record<string, unknown>;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
};

export function call<E extends Endpoint>(
  endpoint: E,
  ...[input, options]: keyof CallInput<E> extends never
    ? [input?: CallInput<E>, options?: CallOptions]
    : [input: CallInput<E>, options?: CallOptions]
): Promise<CallAnswer<E>> {
  const { params, query, body } = (input ?? {}) as AnyInput;
  return sendRequest<CallAnswer<E>>(fillPath(endpoint.path, params), {
    method: endpoint.method,
    query,
    body,
    handles: options?.handles,
  });
}

/**
 * A GET whose answer is a file (the statement's CSV): the endpoint's path and query, the member's
 * token, the body as bytes. The caller saves it (lib/save-file.ts).
 */
export function downloadFile<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
  options?: CallOptions,
): Promise<DownloadedFile> {
  const { params, query } = input as AnyInput;
  return fetchFile(fillPath(endpoint.path, params), { query, handles: options?.handles });
}

type EndpointQueryOptions<E extends Endpoint> = Omit<
  UseQueryOptions<CallAnswer<E>, Error, CallAnswer<E>, readonly unknown[]>,
  'queryKey' | 'queryFn'
> & {
  /** Whose answer it is, where it depends on the member: their id keeps one member's answer from another. */
  scope?: string | number;
};

/** A GET as a TanStack query: keyed by the endpoint's path and the input (see `endpointKey`). */
export const endpointQuery = <E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
  { scope, ...options }: EndpointQueryOptions<E> = {},
) =>
  queryOptions({
    ...options,
    queryKey: endpointKey(endpoint, input, scope),
    queryFn: () => call<Endpoint>(endpoint, input) as Promise<CallAnswer<E>>,
  });
