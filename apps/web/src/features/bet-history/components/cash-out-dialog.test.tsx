import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Bet, BetPage } from '@site/contracts/api/bets';
import type { CashOutQuote } from '@site/contracts/api/cash-out';

import AlertDialog from '../../../components/ui/alert-dialog';
import { useAlertQueue } from '../../../components/ui/alert';
import { ToastStack } from '../../../components/ui/toast-stack';
import { clearToasts, expectToast } from '../../../test/toasts';
import { currentUserQuery } from '../../auth/api/session';
import { useSessionStore } from '../../auth/session-store';
import BetResultPage from '../pages/bet-result-page';

function Balance() {
  const { data } = useQuery(currentUserQuery);
  return <output aria-label="보유머니">{data?.emoney}</output>;
}

const openBet: Bet = {
  id: 41,
  gameType: 2,
  stake: 10_000,
  totalOdds: 3.7,
  bonusOdds: 1,
  potentialPayout: 37_000,
  status: 0,
  payout: null,
  createdAt: '2026-03-01T03:04:05.000Z',
  settledAt: null,
  cancellable: false,
  stakeCashedOut: 0,
  cashedOut: 0,
  autoCashOutAt: null,
  sameGame: false,
  minigame: null,
  picks: [],
};

const quoteOf = (amount: number, id: string): CashOutQuote => ({
  betId: 41,
  amount,
  stake: 10_000,
  minAmount: Math.ceil(amount / 10 / 10) * 10,
  quoteId: id,
  // far enough ahead of the test's clock that the dialog shows no countdown to renew at
  expiresAt: new Date(Date.now() + 120_000).toISOString(),
  expiresInSeconds: 120,
});

interface Server {
  bet: Bet;
  balance: number;
  offer: number | null;
  /** what POST /cash-out answers, in turn */
  takes: ((body: { quoteId: string; amount: number }) => { status: number; body: unknown })[];
  sent: { method: string; url: string; body: unknown }[];
}

function serve(server: Server) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = init.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
      server.sent.push({ method, url: input, body });
      const reply = (status: number, value: unknown) => new Response(JSON.stringify(value), { status });
      if (input === '/api/member/user') return reply(200, { id: 5, emoney: server.balance });
      if (input.startsWith('/api/bets?')) {
        const page: BetPage = { items: [server.bet], page: 1, pageCount: 1, totalCount: 1 };
        return reply(200, page);
      }
      if (input.startsWith('/api/bets/cash-out-offers?'))
        return reply(200, {
          offers: [
            server.offer === null
              ? {
                  betId: 41,
                  amount: null,
                  reason: 'suspended',
                  message: '지금은 배당이 중지되어 캐시아웃할 수 없습니다.',
                }
              : { betId: 41, amount: server.offer, reason: null, message: null },
          ],
        });
      if (input === '/api/bets/41/cash-out' && method === 'GET') return reply(200, quoteOf(12_340, 'first'));
      if (input === '/api/bets/41/cash-out' && method === 'POST') {
        const next = server.takes.shift();
        if (!next) return reply(500, { message: 'no more takes' });
        const answer = next(body as { quoteId: string; amount: number });
        return reply(answer.status, answer.body);
      }
      if (input === '/api/bets/41/auto-cash-out' && method === 'PUT') {
        server.bet = { ...server.bet, autoCashOutAt: (body as { at: number | null }).at };
        return reply(200, server.bet);
      }
      return reply(404, { message: `no answer for ${method} ${input}` });
    }),
  );
}

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/bet_result']}>
        <Balance />
        <BetResultPage />
        <AlertDialog />
        <ToastStack />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('캐시아웃 on /bet_result', () => {
  let server: Server;
  beforeEach(() => {
    useAlertQueue.setState({ queue: [] });
    clearToasts();
    useSessionStore.setState({ token: 'member-token', expiresAt: Date.now() + 3_600_000 });
    server = { bet: openBet, balance: 990_000, offer: 12_340, takes: [], sent: [] };
    serve(server);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    useSessionStore.setState({ token: null, expiresAt: null });
  });

  it('shows the offer on the open bet, or the reason in a word while there is none', async () => {
    server.offer = null;
    renderPage();
    const card = await screen.findByRole('article', { name: 'No.41 진행중' });
    expect(await within(card).findByText('일시 중지')).toBeInTheDocument();
    expect(within(card).queryByTestId('cash-out-offer')).not.toBeInTheDocument();
    expect(server.sent.find((call) => call.url.startsWith('/api/bets/cash-out-offers'))?.url).toBe(
      '/api/bets/cash-out-offers?ids=41',
    );
  });

  it('takes part of the offer; a moved quote (409) shows the new figure, and taking it pays and shows the bet and balance', async () => {
    server.takes = [
      () => ({
        status: 409,
        body: { message: '캐시아웃 금액이 변경되었습니다. 새 금액을 확인해주세요.', quote: quoteOf(11_000, 'second') },
      }),
      ({ amount }) => {
        server.balance += amount;
        server.bet = { ...server.bet, stakeCashedOut: 5_000, cashedOut: amount, potentialPayout: 18_500 };
        return { status: 200, body: { bet: server.bet, paid: amount, balance: server.balance } };
      },
    ];
    renderPage();
    const card = await screen.findByRole('article', { name: 'No.41 진행중' });
    fireEvent.click(await within(card).findByRole('button', { name: '캐시아웃 12,340원' }));

    const dialog = await screen.findByRole('dialog', { name: /캐시아웃 · No\.41/ });
    expect(await within(dialog).findByTestId('cash-out-quote')).toHaveTextContent('12,340원');
    fireEvent.click(within(dialog).getByRole('button', { name: '일부 캐시아웃' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: '캐시아웃할 금액' }), { target: { value: '6170' } });
    expect(within(dialog).getByTestId('cash-out-stake-left')).toHaveTextContent('5,000원');
    expect(dialog).toHaveTextContent('계속 진행할 베팅의 예상 당첨금18,500원');
    fireEvent.click(within(dialog).getByRole('button', { name: '6,170원 캐시아웃' }));

    // The quote moved: the same half of the stake is now worth 5,500원 of the new 11,000원.
    const moved = await within(dialog).findByRole('alert');
    expect(moved).toHaveTextContent('캐시아웃 금액이 변경되었습니다. 새 금액을 확인해주세요.');
    expect(moved).toHaveTextContent('6,170원 → 5,500원');
    expect(server.balance).toBe(990_000);
    fireEvent.click(within(moved).getByRole('button', { name: '5,500원으로 캐시아웃' }));

    await expectToast('베팅 No.41 · 5,500원 지급');
    await expectToast('남은 베팅금액 5,000원은 계속 진행됩니다.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status', { name: '보유머니' })).toHaveTextContent('995500');
    expect(server.sent.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { quoteId: 'first', amount: 6_170 },
      { quoteId: 'second', amount: 5_500 },
    ]);
    const line = await within(card).findByTestId('cash-out-line');
    expect(line).toHaveTextContent('캐시아웃 금액5,500원남은 베팅금액5,000원');
  });

  it('sets an auto cash-out value and shows it on the bet', async () => {
    renderPage();
    const card = await screen.findByRole('article', { name: 'No.41 진행중' });
    fireEvent.click(await within(card).findByRole('button', { name: '캐시아웃 12,340원' }));
    const dialog = await screen.findByRole('dialog', { name: /캐시아웃 · No\.41/ });
    fireEvent.change(within(dialog).getByRole('textbox', { name: '자동 캐시아웃 금액' }), {
      target: { value: '20000' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '설정' }));
    const saved = await screen.findByText('자동 캐시아웃을 20,000원으로 설정했습니다.');
    fireEvent.click(
      within(saved.closest<HTMLElement>('[role="dialog"]') ?? document.body).getByRole('button', { name: '확인' }),
    );
    expect(server.sent.find((call) => call.method === 'PUT')?.body).toEqual({ at: 20_000 });
    expect(within(dialog).getByTestId('auto-cash-out-now')).toHaveTextContent('20,000원');
    expect(await within(card).findByTestId('cash-out-line')).toHaveTextContent('자동 캐시아웃20,000원');
  });
});
