import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { cashRequestPageSchema } from '@site/contracts/api/cashier';

import { cashRequest, renderPage, scriptServer } from '../test/tether-test-server';
import CryptoListPage from './crypto-list-page';

const deposit = cashRequest();
const withdrawal = cashRequest({
  id: 8,
  kind: 'withdrawal',
  status: 'pending',
  amount: 1_000_000,
  usdtMicro: 708_633_093,
  feeBp: 150,
  txHash: null,
  paymentUrl: null,
  createdAt: '2026-03-02T15:30:00.000Z',
  decidedAt: null,
  expiresAt: null,
});

const pageAnswer = (page: number, pageCount: number) =>
  cashRequestPageSchema.parse({ items: page === 1 ? [withdrawal, deposit] : [], page, pageCount, totalCount: 17 });

describe('/crypto', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists each tether request with its Seoul date, kind, won, USDT, rate, status and short hash, leading to its details', async () => {
    const calls = scriptServer({ 'GET crypto': (call) => ({ body: pageAnswer(Number(call.query.page), 1) }) });
    renderPage(<CryptoListPage />, '/crypto');
    const depositRow = await screen.findByRole('link', { name: /26-03-01 12:04:05/ });
    expect(depositRow).toHaveAttribute('href', '/crypto/view/7');
    for (const text of ['충전', '100,000원', '71.95 USDT', '1,390원', '완료', 'a1b2c3…7e8f90'])
      expect(within(depositRow).getByText(text)).toBeInTheDocument();

    const withdrawalRow = screen.getByRole('link', { name: /26-03-03 00:30:00/ });
    expect(withdrawalRow).toHaveAttribute('href', '/crypto/view/8');
    for (const text of ['환전', '1,000,000원', '708.633093 USDT', '대기', '-'])
      expect(within(withdrawalRow).getByText(text)).toBeInTheDocument();

    expect(screen.getByText('총 17건')).toBeInTheDocument();
    expect(calls.find((call) => call.path === 'crypto')?.query).toEqual({ page: '1', size: '15' });
  });

  it('asks for the next 15 when another page is chosen', async () => {
    const calls = scriptServer({ 'GET crypto': (call) => ({ body: pageAnswer(Number(call.query.page), 2) }) });
    renderPage(<CryptoListPage />, '/crypto');
    const pager = await screen.findByRole('navigation', { name: '테더 입출금 내역 페이지' });
    fireEvent.click(within(pager).getByRole('button', { name: /2/ }));
    await waitFor(() => expect(calls.some((call) => call.path === 'crypto' && call.query.page === '2')).toBe(true));
    expect(await screen.findByText('테더 입출금 내역이 없습니다.')).toBeInTheDocument();
  });

  it('says so when the member has no tether requests', async () => {
    scriptServer({
      'GET crypto': () => ({ body: cashRequestPageSchema.parse({ items: [], page: 1, pageCount: 0, totalCount: 0 }) }),
    });
    renderPage(<CryptoListPage />, '/crypto');
    expect(await screen.findByText('테더 입출금 내역이 없습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /상세/ })).not.toBeInTheDocument();
  });
});
