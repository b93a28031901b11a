/**
 * The server as the cashier pages' tests script it: each call is recorded (method, path with its
 * query, parsed body) and answered by the first route that matches, else 404. The pages render with
 * the site's alert dialog and the top bar's balance beside them.
 */
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { expect, vi } from 'vitest';

import AlertDialog from '../../../components/ui/alert-dialog';
import { currentUserQuery } from '../../auth/api/session';

export interface Call {
  method: string;
  url: URL;
  body: unknown;
}

/** An answer other than 200: a refusal with the server's Korean message. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

export const refuse = (status: number, message: string) => new Reply(status, { message });

export type Routes = Record<string, (call: Call) => unknown>;

/** Serves `routes` keyed "METHOD /api/path" (no query); a route answers a body (200) or a Reply. */
export function serve(routes: Routes): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://site.test');
      const method = init.method ?? 'GET';
      const call = { method, url, body: init.body ? (JSON.parse(String(init.body)) as unknown) : undefined };
      calls.push(call);
      const route = routes[`${method} ${url.pathname}`];
      if (!route) return new Response(JSON.stringify({ message: 'not here' }), { status: 404 });
      const answer = route(call);
      const { status, body } = answer instanceof Reply ? answer : new Reply(200, answer);
      // A 204 carries no body at all, as the server sends it.
      return new Response(status === 204 ? null : JSON.stringify(body), { status });
    }),
  );
  return calls;
}

/** The top bar's balance, as the site keeps it beside every page. */
function Balance() {
  const { data } = useQuery(currentUserQuery);
  return <output aria-label="보유머니">{data?.emoney}</output>;
}

export function renderPage(ui: ReactNode, url = '/'): void {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[url]}>
        <Balance />
        {ui}
        <AlertDialog />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Answers the site's alert or confirmation showing `text`, and waits for it to close. */
export async function answerDialog(text: string, button: '확인' | '취소' = '확인'): Promise<void> {
  // Generous waits: MUI's dialog is slow to mount in jsdom on a busy machine.
  const dialog = await screen.findByRole('dialog', {}, { timeout: 5_000 });
  expect(dialog).toHaveTextContent(text);
  fireEvent.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5_000 });
}

export const posts = (calls: Call[]) => calls.filter((call) => call.method === 'POST');
