/**
 * For a page's component tests: a scripted API in place of fetch that records every address asked
 * for, and the page rendered as the site would at an address, with a fresh query cache each time.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';

/**
 * Answers each GET the page makes with `answer(url)` as JSON, or 404 when it answers undefined,
 * and adds its address to `requests` first, so that a test can check what was asked.
 */
export function scriptApi(requests: URL[], answer: (url: URL) => unknown): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://site.test');
      requests.push(url);
      const body = answer(url);
      return body === undefined
        ? new Response(JSON.stringify({ message: 'not here' }), { status: 404 })
        : new Response(JSON.stringify(body));
    }),
  );
}

/** A paged list's answer holding every one of `items`, on the page the request asks for (?page=). */
export const pageOf = <T,>(items: T[], url: URL, pageCount = 1) => ({
  items,
  page: Number(url.searchParams.get('page')),
  pageCount,
  totalCount: items.length,
});

/** Renders `ui` (a page, or the routes to it) at `url`. A failed call is not retried: the test sees it at once. */
export function renderAt(url: string, ui: ReactNode): void {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The router's current address, read by role status named 주소: where the page went after a click. */
export function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="주소">{`${pathname}${search}`}</output>;
}
