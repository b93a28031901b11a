/**
 * For component tests: fetch replaced by a script of the server's answers, written per endpoint, so
 * a stubbed answer is typed by the same contract the server answers with and an invalid one fails
 * typecheck (`answer(betEndpoints.place, { id: 1 })` does not compile: a bet has more than an id).
 */
import { vi } from 'vitest';

import type { CallAnswer, CallInput, Endpoint } from '@site/contracts/endpoint';

import { API_BASE } from '../lib/api-client';

export interface ScriptedReply {
  status: number;
  body: unknown;
}

/** What one call of the script sent: its address (path and query) and its parsed body. */
export interface SentCall {
  url: URL;
  body: unknown;
}

interface ScriptLine {
  endpoint: Endpoint;
  reply: (sent: SentCall) => ScriptedReply | 'network down';
}

/** The endpoint answers `body` (typed by the endpoint), every time it is called. */
export const answer = <E extends Endpoint>(endpoint: E, body: CallAnswer<E>, status = 200): ScriptLine => ({
  endpoint,
  reply: () => ({ status, body }),
});

/** The endpoint answers each call with what `reply` makes of it: a fake server whose state moves with the calls. */
export const answerEach = <E extends Endpoint>(
  endpoint: E,
  reply: (sent: SentCall) => { status?: 200 | 201 | 204; body: CallAnswer<E> } | Refusal,
): ScriptLine => ({
  endpoint,
  reply: (sent) => {
    const next = reply(sent);
    return { status: next.status ?? 200, body: next.body };
  },
});

/** The endpoint refuses with a status and the server's Korean message. */
export const refuse = (endpoint: Endpoint, status: number, message: string): ScriptLine => ({
  endpoint,
  reply: () => ({ status, body: { message } }),
});

/** A refusal: the server's Korean message, and whatever else the status carries (a 409's changes). */
export interface Refusal {
  status: number;
  body: { message: string } & Record<string, unknown>;
}

/** The endpoint answers each call with the next of `replies`; the fetch fails once they run out. */
export const answerInTurn = <E extends Endpoint>(
  endpoint: E,
  replies: ReadonlyArray<{ status?: 200 | 201; body: CallAnswer<E> } | Refusal | 'network down'>,
): ScriptLine => {
  const left = [...replies];
  return {
    endpoint,
    reply: () => {
      const next = left.shift() ?? 'network down';
      return next === 'network down' ? next : { status: next.status ?? 200, body: next.body };
    },
  };
};

/** The body a call sent, as the endpoint types it. */
export const sentBody = <E extends Endpoint>(_endpoint: E, call: SentCall) =>
  call.body as CallInput<E> extends { body: infer B } ? B : never;

/**
 * Replaces fetch: each request is answered by the first line whose endpoint has its method and
 * path; a request no line expects fails the test. Answers the calls as they were sent.
 */
export function scriptCalls(lines: ScriptLine[]): SentCall[] {
  const sent: SentCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://site.test');
      const method = init.method ?? 'GET';
      const line = lines.find((l) => l.endpoint.method === method && pathPattern(l.endpoint).test(url.pathname));
      if (!line) throw new Error(`unexpected call ${method} ${url.pathname}`);
      const call = { url, body: init.body === undefined ? undefined : (JSON.parse(String(init.body)) as unknown) };
      sent.push(call);
      const reply = line.reply(call);
      if (reply === 'network down') throw new TypeError('Failed to fetch');
      // A 204 has no body at all, as the server sends it.
      return new Response(reply.status === 204 ? null : JSON.stringify(reply.body), { status: reply.status });
    }),
  );
  return sent;
}

const pathPattern = (endpoint: Endpoint): RegExp =>
  new RegExp(`^${API_BASE}${endpoint.path.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
