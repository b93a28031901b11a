/**
 * Renders an operator section the way the site does (query client, router, the site's alert
 * dialog) against a scripted server: each call is answered by the handler named "METHOD path".
 */
import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { expect, vi } from 'vitest';

import AlertDialog from '../../components/ui/alert-dialog';
import { useAlertQueue } from '../../components/ui/alert';

export interface Call {
  method: string;
  path: string;
  body: unknown;
  /** the query string's values, when there is one */
  query?: Record<string, string>;
}
type Answer = { status?: number; body: unknown };
export type Handlers = Record<string, (call: Call) => Answer>;

export function scriptServer(handlers: Handlers): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const url = new URL(input, 'http://site.test');
      const path = url.pathname.replace(/^\/api\//, '');
      const call: Call = { method, path, body: init.body ? (JSON.parse(String(init.body)) as unknown) : undefined };
      if (url.search) call.query = Object.fromEntries(url.searchParams);
      calls.push(call);
      const handler = handlers[`${method} ${path}`];
      const answer = handler ? handler(call) : { status: 404, body: { message: `no handler for ${method} ${path}` } };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

/**
 * Whether a scripted call carried a body: a save, where the section also reads the same path
 * (a read carries none).
 */
export const carriedBody = (call: { body: unknown }): boolean => call.body !== undefined;

/** `at`: the address the page is shown at (a path with its query or #hash), '/' unless given. */
export function renderWithSite(ui: ReactElement, { at }: { at?: string } = {}): RenderResult {
  useAlertQueue.setState({ queue: [] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[at ?? '/']}>
        {ui}
        <AlertDialog />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Waits for the site's alert with this text, then closes it as the reader would. */
export async function closeAlert(text: string): Promise<void> {
  const message = await screen.findByText(text);
  const alert = message.closest<HTMLElement>('[role="dialog"]');
  if (!alert) throw new Error(`"${text}" is not in a dialog`);
  fireEvent.click(within(alert).getByRole('button', { name: '확인' }));
  // The page answers again once every dialog has finished closing.
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}
