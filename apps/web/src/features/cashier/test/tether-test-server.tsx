/**
 * For the tether pages' tests: answers valid per the contracts' schemas (checked here, so a test
 * cannot pass on an answer the server could never give), a scripted server in place of fetch that
 * records every call, and the page rendered with the site's alert dialog.
 */
import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { expect, vi } from 'vitest';

import { cashRequestSchema, tetherInfoSchema, type CashRequest, type TetherInfo } from '@site/contracts/api/cashier';

import AlertDialog from '../../../components/ui/alert-dialog';
import { useAlertQueue } from '../../../components/ui/alert';

export const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
export const TX_HASH = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90';

export const tetherInfo = (changes: Partial<TetherInfo> = {}): TetherInfo =>
  tetherInfoSchema.parse({
    maintenance: false,
    rateKrw: 1_390,
    feeBp: 150,
    deposit: { unit: 10_000, min: 50_000, max: 5_000_000 },
    withdrawal: { unit: 10_000, min: 50_000, max: 3_000_000, dailyCount: 3, dailyAmount: 5_000_000 },
    account: { bankCode: '004', bankName: 'KB국민은행', accountMasked: '123-***-**90', holderName: '홍길동' },
    pendingDeposit: null,
    pendingWithdrawal: null,
    rolling: { since: null, required: 0, done: 0, remaining: 0, met: true, byType: [] },
    ...changes,
  });

export const cashRequest = (changes: Partial<CashRequest> = {}): CashRequest =>
  cashRequestSchema.parse({
    id: 7,
    kind: 'deposit',
    channel: 'tether',
    status: 'approved',
    amount: 100_000,
    bonusKind: 'none',
    bonusAmount: 0,
    bonusCurrency: null,
    depositorName: null,
    bankName: null,
    accountMasked: null,
    usdtMicro: 71_950_000,
    rateKrw: 1_390,
    feeBp: null,
    address: 'TNXoiAJ3dct8Fjg4M9fkLFh9S2v9TXc32G',
    paymentUrl: 'https://pay.example.test/invoice/7',
    txHash: TX_HASH,
    refusalReason: null,
    createdAt: '2026-03-01T03:04:05.000Z',
    decidedAt: '2026-03-01T03:10:00.000Z',
    expiresAt: '2026-03-01T03:34:05.000Z',
    ...changes,
  });

export interface Call {
  method: string;
  /** the path under /api, without the query */
  path: string;
  query: Record<string, string>;
  body: unknown;
}
type Answer = { status?: number; body: unknown };
export type Handlers = Record<string, (call: Call) => Answer>;

/** Answers "METHOD path" from `handlers` (404 otherwise) and returns the calls, in order. */
export function scriptServer(handlers: Handlers): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://site.test');
      const call: Call = {
        method: init.method ?? 'GET',
        path: url.pathname.replace(/^\/api\//, ''),
        query: Object.fromEntries(url.searchParams),
        body: init.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
      };
      calls.push(call);
      const handler = handlers[`${call.method} ${call.path}`];
      const answer = handler?.(call) ?? { status: 404, body: { message: '신청 내역을 찾을 수 없습니다.' } };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** Renders `page` at `url` under `path` (so its :params are read), with the site's alert dialog. */
export function renderPage(page: ReactElement, url: string, path = url.split('?')[0] ?? url): QueryClient {
  useAlertQueue.setState({ queue: [] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={<p>다른 페이지</p>} />
        </Routes>
        <AlertDialog />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return queryClient;
}

/** Waits for the site's alert with this text, then closes it as the reader would. */
export async function closeAlert(text: string): Promise<void> {
  const message = await screen.findByText(text);
  const alert = message.closest<HTMLElement>('[role="dialog"]');
  if (!alert) throw new Error(`"${text}" is not in a dialog`);
  fireEvent.click(within(alert).getByRole('button', { name: '확인' }));
  await waitFor(() => expect(screen.queryByText(text)).not.toBeInTheDocument());
}

/** A stand-in for the window window.open gives: where it was sent, and whether it was closed. */
export interface FakeWindow {
  location: { href: string };
  opener: unknown;
  close: ReturnType<typeof vi.fn>;
}

/** Replaces window.open; `blocked` makes it answer null, as a popup blocker does. */
export function stubWindowOpen({ blocked = false } = {}): { open: ReturnType<typeof vi.fn>; opened: FakeWindow } {
  const opened: FakeWindow = { location: { href: 'about:blank' }, opener: window, close: vi.fn() };
  const open = vi.fn(() => (blocked ? null : opened));
  vi.stubGlobal('open', open);
  return { open, opened };
}
