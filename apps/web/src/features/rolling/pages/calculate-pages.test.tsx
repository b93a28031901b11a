import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { RollingCredit, RollingSettlement, RollingSummary } from '@site/contracts/api/rolling';
import { memberEndpoints } from '@site/contracts/endpoints/members';
import { rollingEndpoints } from '@site/contracts/endpoints/rolling';

import AlertDialog from '../../../components/ui/alert-dialog';
import { useAlertQueue } from '../../../components/ui/alert';
import { closeAlert } from '../../../test/console/harness';
import { answer, answerEach, refuse, scriptCalls, sentBody } from '../../../test/scripted-calls';
import { memberUser } from '../../../test/users';
import { stubPhoneWidth } from '../../../test/phone-width';
import { useSessionStore } from '../../auth/session-store';
import CalculateCasinoPage from './calculate-casino-page';
import CalculatePage from './calculate-page';
import CalculateSportsPage from './calculate-sports-page';
import CalculateTetherPage from './calculate-tether-page';

// The member pages' lists are checked as a phone shows them: a card per row.
beforeEach(() => stubPhoneWidth());

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSessionStore.setState({ token: null });
});

const TRON = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';

const kindRow = (kind: RollingSummary['kinds'][number]['kind'], before: number, after: number, rateBp: number) => ({
  kind,
  before,
  after,
  total: before + after,
  rateBp,
});

const byKind = (amounts: Partial<RollingSummary['claimableByKind']>): RollingSummary['claimableByKind'] => ({
  sports: 0,
  live: 0,
  mini: 0,
  virtual: 0,
  casino: 0,
  slot: 0,
  ...amounts,
});

const summary = (overrides: Partial<RollingSummary> = {}): RollingSummary => ({
  from: '2026-11-01',
  to: '2026-11-24',
  kinds: [
    kindRow('sports', 12_000, 3_000, 50),
    kindRow('live', 0, 0, 50),
    kindRow('mini', 500, 0, 30),
    kindRow('virtual', 0, 0, 30),
    kindRow('casino', 8_000, 0, 20),
    kindRow('slot', 0, 1_000, 20),
  ],
  casinoBeforeTotal: 8_000,
  casinoAfterTotal: 0,
  slotBeforeTotal: 0,
  slotAfterTotal: 1_000,
  miniBeforeTotal: 500,
  miniAfterTotal: 0,
  beforeTotal: 20_500,
  afterTotal: 4_000,
  total: 24_500,
  agents: [{ maskedId: 'fr***01', kind: 'sports', stake: 2_400_000, amount: 12_000 }],
  claimable: 20_500,
  claimableByKind: byKind({ sports: 12_000, mini: 500, casino: 8_000 }),
  minSettlement: 10_000,
  approvalAbove: 100_000,
  pendingSettlement: false,
  ...overrides,
});

const settlement = (overrides: Partial<RollingSettlement> = {}): RollingSettlement => ({
  id: 7,
  kind: 'all',
  amount: 20_500,
  creditCount: 5,
  status: 'paid',
  payout: 'money',
  requestedAt: '2026-11-24T03:00:00.000Z',
  decidedAt: '2026-11-24T03:00:00.000Z',
  tetherAddress: null,
  cashRequestId: null,
  note: null,
  ...overrides,
});

const noSettlements = { items: [], page: 1, pageCount: 0, totalCount: 0 };

function open(path: string) {
  useAlertQueue.setState({ queue: [] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/calculate" element={<CalculatePage />} />
          <Route path="/calculateSports" element={<CalculateSportsPage />} />
          <Route path="/calculateCasino" element={<CalculateCasinoPage />} />
          <Route path="/calculateTether" element={<CalculateTetherPage />} />
        </Routes>
        <AlertDialog />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('/calculate', () => {
  it('shows each kind with my rate, the totals and the members who earned it, for the range in the address', async () => {
    const sent = scriptCalls([
      answer(rollingEndpoints.summary, summary()),
      answer(rollingEndpoints.settlements, noSettlements),
    ]);
    open('/calculate?from=2026-11-01&to=2026-11-24');
    const totals = await screen.findByRole('region', { name: '기간 합계' });
    expect(within(totals).getByText('20,500원')).toBeInTheDocument();
    expect(within(totals).getByText('4,000원')).toBeInTheDocument();
    expect(within(totals).getByText('24,500원')).toBeInTheDocument();
    const sports = screen.getByRole('listitem', { name: '스포츠' });
    expect(within(sports).getByText('0.50%')).toBeInTheDocument();
    expect(within(sports).getByText('15,000원')).toBeInTheDocument();
    const agents = screen.getByRole('region', { name: '롤링을 준 회원' });
    expect(within(agents).getByText('fr***01')).toBeInTheDocument();
    expect(screen.getByText('정산 신청 내역이 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '이벤트 정산내역 보기' })).toHaveAttribute('href', '/calculateEvent');
    expect(screen.getByRole('link', { name: '스포츠' })).toHaveAttribute('href', '/calculateSports');
    expect(sent.find((call) => call.url.pathname === '/api/calculate')?.url.search).toBe(
      '?from=2026-11-01&to=2026-11-24',
    );
  });

  it('closes 정산 신청 with the reason below the minimum, or while a request waits', async () => {
    scriptCalls([
      answer(rollingEndpoints.summary, summary({ claimable: 5_000, claimableByKind: byKind({ sports: 5_000 }) })),
      answer(rollingEndpoints.settlements, noSettlements),
    ]);
    open('/calculate');
    expect(await screen.findByRole('button', { name: '정산 신청' })).toBeDisabled();
    expect(screen.getByText('정산 가능 금액이 최소 정산 금액(10,000원)보다 적습니다.')).toBeInTheDocument();
    cleanup();
    scriptCalls([
      answer(rollingEndpoints.summary, summary({ pendingSettlement: true })),
      answer(rollingEndpoints.settlements, {
        ...noSettlements,
        items: [settlement({ status: 'pending' })],
        pageCount: 1,
      }),
    ]);
    open('/calculate');
    expect(await screen.findByRole('button', { name: '정산 신청' })).toBeDisabled();
    expect(screen.getByText('승인 대기 중인 정산 신청이 있어 새로 신청할 수 없습니다.')).toBeInTheDocument();
    expect(screen.getByText('승인대기')).toBeInTheDocument();
  });

  it('sends the kind, the payout and a key, says a pending answer waits for approval and asks for the figures and the balance again', async () => {
    useSessionStore.setState({ token: 'member-token' });
    let asked = 0;
    let balanceAsked = 0;
    const sent = scriptCalls([
      answerEach(memberEndpoints.user, () => {
        balanceAsked += 1;
        return { body: memberUser() };
      }),
      answerEach(rollingEndpoints.summary, () => {
        asked += 1;
        return { body: summary() };
      }),
      answer(rollingEndpoints.settlements, noSettlements),
      answer(rollingEndpoints.settle, settlement({ status: 'pending', amount: 20_500, decidedAt: null })),
    ]);
    open('/calculate');
    await screen.findByRole('button', { name: '정산 신청' });
    expect(screen.getByText('100,000원을 넘는 정산은 운영자 승인 후 지급됩니다.')).toBeInTheDocument();
    // The member's own figures (asked again once the session's member is known) are in before the request.
    await waitFor(() => expect(balanceAsked).toBe(1));
    await waitFor(() => expect(screen.getByRole('button', { name: '정산 신청' })).toBeEnabled());
    const before = { summary: asked, balance: balanceAsked };
    fireEvent.click(screen.getByRole('button', { name: '정산 신청' }));
    await closeAlert('20,500원 정산 신청이 접수되었습니다. 승인대기 중입니다.');
    const post = sent.find((call) => call.url.pathname === '/api/calculate/settlements' && call.body !== undefined);
    const body = post && sentBody(rollingEndpoints.settle, post);
    expect(body).toEqual({ kind: 'all', payout: 'money', idempotencyKey: expect.any(String) });
    expect(body?.idempotencyKey.length).toBeGreaterThanOrEqual(16);
    await waitFor(() =>
      expect({ summary: asked, balance: balanceAsked }).toEqual({
        summary: before.summary + 1,
        balance: before.balance + 1,
      }),
    );
  });

  it('asks a tether payout for a TRC-20 address and the withdrawal password before sending', async () => {
    const sent = scriptCalls([
      answer(rollingEndpoints.summary, summary()),
      answer(rollingEndpoints.settlements, noSettlements),
      answer(rollingEndpoints.settle, settlement({ payout: 'tether', tetherAddress: TRON, cashRequestId: 3 })),
    ]);
    open('/calculate');
    fireEvent.click(await screen.findByRole('radio', { name: '테더' }));
    fireEvent.click(screen.getByRole('button', { name: '정산 신청' }));
    expect(await screen.findAllByText('테더로 받으려면 TRC-20 주소와 출금 비밀번호를 입력해주세요.')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('받을 TRC-20 주소'), { target: { value: 'Tnotanaddress' } });
    fireEvent.change(screen.getByLabelText('출금 비밀번호'), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: '정산 신청' }));
    expect(await screen.findByText('올바른 TRC-20 주소(T로 시작하는 34자)를 입력해주세요.')).toBeInTheDocument();
    expect(sent.filter((call) => call.body !== undefined)).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('받을 TRC-20 주소'), { target: { value: TRON } });
    fireEvent.click(screen.getByRole('button', { name: '정산 신청' }));
    await closeAlert('20,500원 정산이 완료되어 테더 환전 신청이 접수되었습니다.');
    const post = sent.find((call) => call.body !== undefined);
    expect(post && sentBody(rollingEndpoints.settle, post)).toMatchObject({
      kind: 'all',
      payout: 'tether',
      address: TRON,
      withdrawalPassword: '1234',
    });
  });

  it('shows the server’s refusal in the site’s alert', async () => {
    scriptCalls([
      answer(rollingEndpoints.summary, summary()),
      answer(rollingEndpoints.settlements, noSettlements),
      refuse(rollingEndpoints.settle, 409, '승인 대기 중인 정산 신청이 있습니다. 처리된 후 다시 신청해주세요.'),
    ]);
    open('/calculate');
    fireEvent.click(await screen.findByRole('button', { name: '정산 신청' }));
    await closeAlert('승인 대기 중인 정산 신청이 있습니다. 처리된 후 다시 신청해주세요.');
  });
});

const credit = (id: number, overrides: Partial<RollingCredit> = {}): RollingCredit => ({
  id,
  at: '2026-11-24T03:05:00.000Z',
  kind: 'sports',
  maskedId: 'fr***01',
  betId: 100 + id,
  stake: 10_000,
  rateBp: 50,
  amount: 50,
  via: 'recommender',
  settled: false,
  ...overrides,
});

describe('/calculateSports and /calculateCasino', () => {
  it('lists the product’s credits with their totals, a taken-back one labelled', async () => {
    const sent = scriptCalls([
      answerEach(rollingEndpoints.credits, ({ url }) => ({
        body: {
          items: [credit(1), credit(2, { amount: -50, settled: true })],
          page: Number(url.searchParams.get('page')),
          pageCount: 2,
          totalCount: 22,
          stakeTotal: 220_000,
          amountTotal: 1_000,
        },
      })),
    ]);
    open('/calculateSports?from=2026-11-01&to=2026-11-24');
    const first = await screen.findByRole('listitem', { name: '베팅번호 101' });
    expect(within(first).getByText('50원')).toBeInTheDocument();
    expect(within(first).getByText('정산 전')).toBeInTheDocument();
    expect(within(first).getByText('2026-11-24 12:05')).toBeInTheDocument();
    const reversal = screen.getByRole('listitem', { name: '베팅번호 102' });
    expect(within(reversal).getByText('-50원')).toBeInTheDocument();
    expect(within(reversal).getByText('(베팅 취소 회수)')).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: '조회 합계' });
    expect(within(totals).getByText('220,000원')).toBeInTheDocument();
    expect(within(totals).getByText('1,000원')).toBeInTheDocument();
    expect(sent[0]?.url.searchParams.get('product')).toBe('sports');
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(sent.at(-1)?.url.searchParams.get('page')).toBe('2'));
  });

  it('asks for casino credits on /calculateCasino', async () => {
    const sent = scriptCalls([
      answer(rollingEndpoints.credits, {
        items: [],
        page: 1,
        pageCount: 0,
        totalCount: 0,
        stakeTotal: 0,
        amountTotal: 0,
      }),
    ]);
    open('/calculateCasino');
    expect(await screen.findByText('이 기간에 롤링 내역이 없습니다.')).toBeInTheDocument();
    expect(sent[0]?.url.searchParams.get('product')).toBe('casino');
  });
});

describe('/calculateTether', () => {
  it('lists the tether settlements with their address and status', async () => {
    const sent = scriptCalls([
      answer(rollingEndpoints.settlements, {
        items: [settlement({ payout: 'tether', tetherAddress: TRON, cashRequestId: 3 })],
        page: 1,
        pageCount: 1,
        totalCount: 1,
      }),
    ]);
    open('/calculateTether');
    const row = await screen.findByRole('listitem', { name: '전체 20,500원' });
    expect(within(row).getByText('지급완료')).toBeInTheDocument();
    expect(within(row).getByText(`테더 · 롤링 5건 · ${TRON}`)).toBeInTheDocument();
    expect(sent[0]?.url.searchParams.get('payout')).toBe('tether');
  });
});
