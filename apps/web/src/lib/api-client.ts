/**
 * The one way the site calls the server (SPEC.md §7): base /api, JSON, the member's token as
 * `X-AUTH-TOKEN: Bearer <token>`. Answers are typed by the contracts; the server validates every
 * answer against the same schemas before sending it, so the site does not parse them again
 * (docs/decisions/006). The statuses that end a session (§8) go to one handler.
 */
import { DEVICE_ID_HEADER, deviceId } from './device-id';
import {
  AUTH_HEADER,
  bearer,
  sessionEndingStatuses,
  type SessionEndingStatus,
} from '@site/contracts/api/session-codes';
import type { HttpMethod } from '@site/contracts/endpoint';

import { ko } from '../i18n/ko';

export const API_BASE = import.meta.env.VITE_API_BASE ?? '/api';

/** SPEC.md §8's text for a failure the server did not word itself. */
export const UNEXPECTED_ERROR_MESSAGE = ko.common.unexpectedError;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The answer's parsed body, for callers that read more than its message (e.g. a 409's details). */
    readonly body: unknown = null,
    /** The site's one session handler has told the member already (the session ended): say nothing more. */
    readonly announced = false,
    /** How long the server asked the site to wait before trying again (503's Retry-After), in ms. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type TokenSource = () => string | null;
type SessionEndHandler = (status: SessionEndingStatus, message: string) => void;

let readToken: TokenSource = () => null;
let onSessionEnd: SessionEndHandler = () => {};

/** The auth feature says where the token is; the app says what ending a session means. */
export function configureApiClient(options: { token?: TokenSource; onSessionEnd?: SessionEndHandler }): void {
  if (options.token) readToken = options.token;
  if (options.onSessionEnd) onSessionEnd = options.onSessionEnd;
}

export interface ApiRequest {
  method?: HttpMethod;
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** Statuses the caller handles itself instead of the session-ending handler (e.g. 406 at login). */
  handles?: readonly number[];
}

const isSessionEnding = (status: number): status is SessionEndingStatus =>
  (sessionEndingStatuses as readonly number[]).includes(status);

/** The raw request under call() (lib/call.ts), the only user: every call goes through an endpoint. */
export async function sendRequest<T>(
  path: string,
  { method = 'GET', body, query, handles = [] }: ApiRequest = {},
): Promise<T> {
  const token = readToken();
  const headers = requestHeaders(token, 'application/json');
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  const response = await fetch(requestUrl(path, query), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data: unknown = await readBody(response);
  if (response.ok) return data as T;
  throw failure(response, data, token, handles);
}

/** A file the server sends as an attachment (a statement's CSV): its bytes and the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  /** from Content-Disposition, the UTF-8 `filename*` before the plain `filename`; null when neither */
  filename: string | null;
}

/**
 * A GET whose answer is a file, under downloadFile() (lib/call.ts): the same token and the same
 * refusals as sendRequest (a refusal is JSON with its Korean message), the body kept as bytes.
 */
export async function fetchFile(
  path: string,
  { query, handles = [] }: Pick<ApiRequest, 'query' | 'handles'> = {},
): Promise<DownloadedFile> {
  const token = readToken();
  const response = await fetch(requestUrl(path, query), { headers: requestHeaders(token, '*/*') });
  if (response.ok)
    return { blob: await response.blob(), filename: attachmentName(response.headers.get('content-disposition')) };
  throw failure(response, await readBody(response), token, handles);
}

function requestHeaders(token: string | null, accept: string): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: accept,
    // SPEC.md §7 has every request carry the wildcard cross-origin header.
    'Access-Control-Allow-Origin': '*',
    [DEVICE_ID_HEADER]: deviceId(),
  };
  if (token) headers[AUTH_HEADER] = bearer(token);
  return headers;
}

const requestUrl = (path: string, query: ApiRequest['query']): string =>
  `${API_BASE}/${path.replace(/^\//, '')}${queryString(query)}`;

/** A refused call as an ApiError; a session-ending status goes to the one handler first (unless the caller handles it). */
function failure(response: Response, data: unknown, token: string | null, handles: readonly number[]): ApiError {
  const message = errorMessage(data);
  const endsTheSession = isSessionEnding(response.status) && !handles.includes(response.status);
  const announced = endsTheSession && !wasRotated(token);
  if (announced) onSessionEnd(response.status, message);
  return new ApiError(response.status, message, data, announced, retryAfterMs(response));
}

/** RFC 6266: `filename*=UTF-8''…` (percent-encoded) where given, else `filename="…"`. */
export function attachmentName(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // a malformed encoding: fall back to the plain name
    }
  }
  return /filename="([^"]*)"/i.exec(disposition)?.[1] ?? /filename=([^;]+)/i.exec(disposition)?.[1]?.trim() ?? null;
}

/**
 * A file the server answers as bytes to a signed-in caller (an identity document for the console):
 * fetched with the token, as an <img> or a link could not be, and handed over as a Blob to show
 * from memory. A refusal is an ApiError like any call's.
 */
export async function fetchBlob(path: string): Promise<Blob> {
  const headers: Record<string, string> = { 'Access-Control-Allow-Origin': '*' };
  const token = readToken();
  if (token) headers[AUTH_HEADER] = bearer(token);
  const response = await fetch(`${API_BASE}/${path.replace(/^\//, '')}`, { headers, cache: 'no-store' });
  if (response.ok) return response.blob();
  const data: unknown = await readBody(response);
  throw new ApiError(response.status, errorMessage(data), data, false, retryAfterMs(response));
}

/** Retry-After in seconds (the server never sends a date), as ms; null when absent or unreadable. */
function retryAfterMs(response: Response): number | null {
  const value = response.headers.get('retry-after');
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  return Number(value) * 1000;
}

/**
 * 503: the server was too busy or a bound ran out, and it booked nothing (docs/decisions/037). The
 * same request may be sent again after Retry-After: reads retry on their own, a member's action is
 * told to try again and keeps its idempotency key.
 */
export const isRetryLater = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 503;

/**
 * Whether the session moved to a new token while the call was on its way (a password change ends
 * the old one): an answer about the old token ends nothing, the next call carries the new one.
 */
const wasRotated = (sentToken: string | null): boolean => {
  const current = readToken();
  return sentToken !== null && current !== null && current !== sentToken;
};

const queryString = (query: ApiRequest['query']): string => {
  const entries = Object.entries(query ?? {}).filter(
    (entry): entry is [string, string | number] => entry[1] !== undefined,
  );
  return entries.length === 0 ? '' : `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)]))}`;
};

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const hasMessage = (data: unknown): data is { message: string } =>
  typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string';

/** The server's Korean message, or the site's own when the answer carried none (SPEC.md §8). */
function errorMessage(data: unknown): string {
  if (typeof data === 'string' && data.trim()) return data;
  if (hasMessage(data)) return data.message;
  return UNEXPECTED_ERROR_MESSAGE;
}

/** Whether a failed call ended the session: the site's one session handler has told the member already. */
export const endsSession = (error: unknown): boolean => error instanceof ApiError && isSessionEnding(error.status);

/**
 * What to tell a person about a failed call: the server's Korean text, unless it failed itself; a
 * 503 says to try again shortly, in the server's words or the site's own.
 */
export const userFacingMessage = (error: unknown): string => {
  if (isRetryLater(error)) return hasMessage(error.body) ? error.message : ko.common.busy;
  return error instanceof ApiError && error.status < 500 ? error.message : UNEXPECTED_ERROR_MESSAGE;
};
