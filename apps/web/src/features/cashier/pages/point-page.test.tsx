import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { historyEntrySchema, type HistoryEntry } from '@site/contracts/api/cashier';

import { useAlertQueue } from '../../../components/ui/alert';
import { useSessionStore } from '../../auth/session-store';
import { historyPage, pointRules } from '../test/fixtures';
import { answerDialog, posts, renderPage, serve, type Call } from '../test/fake-server';
import PointPage from './point-page';

const entry = (changes: Partial<HistoryEntry>): HistoryEntry =>
  historyEntrySchema.parse({
    id: 1,
    currency: 'money',
    reason: 'deposit',
    amount: 100_000,
    balanceAfter: 150_000,
    memo: null,
    createdAt: '2026-03-01T03:04:05.000Z',
    ...changes,
  });

const moneyEntries = [
  entry({ id: 2, reason: 'bet_stake', amount: -30_000, balanceAfter: 120_000 }),
  entry({ id: 1, reason: 'deposit', amount: 100_000, balanceAfter: 150_000 }),
];
const pointEntries = [
  entry({ id: 5, currency: 'point', reason: 'point_convert', amount: -2_000, balanceAfter: 3_000 }),
];

let points: number;
let calls: Call[];

function start() {
  calls = serve({
    'GET /api/member/user': () => ({ emoney: 120_000, point: points }),
    'GET /api/points': () => pointRules,
    'GET /api/cashier/history': ({ url }) =>
      historyPage(url.searchParams.get('currency') === 'point' ? pointEntries : moneyEntries),
    'POST /api/points/convert': ({ body }) => {
      points -= (body as { amount: number }).amount;
      return { emoney: 125_000, point: points };
    },
  });
  renderPage(<PointPage />, '/mywallet/point');
}

const historyCalls = () => calls.filter((call) => call.url.pathname === '/api/cashier/history');

describe('/mywallet/point', () => {
  beforeEach(() => {
    useAlertQueue.setState({ queue: [] });
    useSessionStore.setState({ token: 'member-token' });
    points = 5_000;
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    useSessionStore.setState({ token: null });
  });

  it('lists money movements with Korean reasons, signed coloured amounts and the balance after', async () => {
    start();
    const spent = await screen.findByRole('listitem', { name: '베팅 -30,000원' });
    expect(spent).toHaveTextContent('잔액 120,000원');
    expect(spent).toHaveTextContent('26-03-01 12:04:05');
    const deposit = screen.getByRole('listitem', { name: '충전 +100,000원' });
    // Money out and money in are told apart by colour as well as by the sign.
    const colour = (row: HTMLElement) => getComputedStyle(within(row).getByTestId('history-amount')).color;
    expect(colour(spent)).not.toBe(colour(deposit));
    expect(historyCalls()[0]?.url.search).toMatch(
      /^\?currency=money&from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}&page=1&size=20$/,
    );
  });

  it('shows the points ledger on the 포인트 tab', async () => {
    start();
    await screen.findByRole('listitem', { name: '베팅 -30,000원' });
    fireEvent.click(screen.getByRole('tab', { name: '포인트' }));
    expect(await screen.findByRole('listitem', { name: '포인트 전환 -2,000P' })).toHaveTextContent('잔액 3,000P');
    expect(historyCalls().at(-1)?.url.searchParams.get('currency')).toBe('point');
    expect(screen.getByRole('tab', { name: '포인트' })).toHaveAttribute('aria-selected', 'true');
  });

  it('asks for the chosen days', async () => {
    start();
    await screen.findByRole('listitem', { name: '베팅 -30,000원' });
    fireEvent.click(screen.getByRole('button', { name: '오늘' }));
    await waitFor(() => {
      const query = historyCalls().at(-1)?.url.searchParams;
      expect(query?.get('from')).toBe(query?.get('to'));
    });
  });

  it('refuses points below the operator’s minimum and sends nothing', async () => {
    start();
    await waitFor(() => expect(screen.getByRole('status', { name: '보유 포인트' })).toHaveTextContent('5,000P'));
    fireEvent.change(screen.getByLabelText('전환할 포인트'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: '머니로 전환' }));
    expect(await screen.findByText('포인트는 1,000P부터 전환할 수 있습니다.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('전환할 포인트'), { target: { value: '1050' } });
    fireEvent.click(screen.getByRole('button', { name: '머니로 전환' }));
    expect(await screen.findByText('포인트는 100P 단위로 전환할 수 있습니다.')).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);
  });

  it('converts the confirmed points and shows the points left', async () => {
    start();
    await screen.findByText('1,000P부터 100P 단위로 보유머니로 전환할 수 있습니다.');
    fireEvent.change(screen.getByLabelText('전환할 포인트'), { target: { value: '2000' } });
    fireEvent.click(screen.getByRole('button', { name: '머니로 전환' }));
    await answerDialog('2,000P를 보유머니 2,000원으로 전환하시겠습니까?');
    await answerDialog('포인트를 보유머니로 전환했습니다.');
    expect(posts(calls).map((call) => call.body)).toEqual([
      { amount: 2_000, idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    ]);
    await waitFor(() => expect(screen.getByRole('status', { name: '보유 포인트' })).toHaveTextContent('3,000P'));
  });
});
