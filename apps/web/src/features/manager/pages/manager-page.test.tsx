import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  zeroPartnerFigures,
  type PartnerFigures,
  type PartnerMember,
  type PartnerOverview,
} from '@site/contracts/api/manager';
import type { User } from '@site/contracts/api/member';
import { rollingKinds, type RollingSettlement, type RollingSummary } from '@site/contracts/api/rolling';
import { managerEndpoints } from '@site/contracts/endpoints/manager';
import { rollingEndpoints } from '@site/contracts/endpoints/rolling';

import AlertDialog from '../../../components/ui/alert-dialog';
import { useAlertQueue } from '../../../components/ui/alert';
import { closeAlert } from '../../../test/console/harness';
import { answer, answerEach, scriptCalls, sentBody } from '../../../test/scripted-calls';
import { stubPhoneWidth } from '../../../test/phone-width';
import type * as SessionModule from '../../auth/api/session';
import ManagerPage from './manager-page';

const session = vi.hoisted(() => ({
  user: null as User | null,
}));

// The console's door (a proven second factor) has its own browser test: here the session is proven.
vi.mock('../../auth/exports/second-factor-gate', () => ({
  SecondFactorGate: ({ children }: { children: React.ReactNode }) => children,
}));

vi.mock('../../auth/api/session', async (original) => ({
  ...(await original<typeof SessionModule>()),
  useCurrentUser: () => session.user,
}));

const manager: User = {
  id: 4,
  userId: 'manager',
  nickName: '김매니저',
  phone: '01012345678',
  level: 5,
  levelNm: '골드',
  emoney: 2_500_000,
  point: 12_345,
  type: 2,
  role: 0,
  withdrawalType: 1,
  tendency: [],
  isLogin: true,
};

const figures = (extra: Partial<PartnerFigures> = {}): PartnerFigures => ({ ...zeroPartnerFigures, ...extra });

const overview: PartnerOverview = {
  me: {
    userId: 'manager',
    nickName: '김매니저',
    depth: 2,
    parentNickName: '본사장',
    rates: rollingKinds.map((kind) => ({ kind, rollingBp: kind === 'sports' ? 150 : 0, losingBp: 3_000 })),
  },
  counts: { members: 12, activeToday: 3, subPartners: 2 },
  today: { day: '2026-11-25', ...figures({ deposits: 300_000, stakes: 120_000, wins: 150_000, netLoss: -30_000 }) },
};

const member = (id: number, extra: Partial<PartnerMember> = {}): PartnerMember => ({
  id,
  userId: `user${id}`,
  nickName: `회원${id}`,
  emoney: 10_000 * id,
  level: 2,
  levelNm: '브론즈',
  blocked: false,
  lastLoginAt: '2026-11-24T03:05:00.000Z',
  joinedAt: '2026-11-01T03:00:00.000Z',
  partnerNickName: '김매니저',
  ...extra,
});

function Address() {
  const location = useLocation();
  return <p data-testid="address">{location.pathname + location.search}</p>;
}

function open(path = '/manager', user: User | null = manager) {
  session.user = user;
  useAlertQueue.setState({ queue: [] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/manager"
            element={
              <>
                <ManagerPage />
                <Address />
              </>
            }
          />
        </Routes>
        <AlertDialog />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/manager 요약', () => {
  it("shows the account card, the partner's place in the tree, counts, today's figures and rates", async () => {
    scriptCalls([answer(managerEndpoints.overview, overview)]);
    open();
    expect(screen.getByRole('heading', { level: 1, name: '파트너 콘솔' })).toBeInTheDocument();
    expect(screen.getByText('김매니저님, 안녕하세요.')).toBeInTheDocument();
    expect(screen.getByText('2,500,000원')).toBeInTheDocument();
    expect(await screen.findByText('2단계 파트너')).toBeInTheDocument();
    expect(screen.getByText('본사장')).toBeInTheDocument();
    expect(screen.getByText('12명')).toBeInTheDocument();
    const today = screen.getByRole('heading', { name: '오늘의 수치 (2026-11-25)' }).closest('section') as HTMLElement;
    expect(within(today).getByText('300,000원')).toBeInTheDocument();
    expect(within(today).getByText('-30,000원')).toBeInTheDocument();
    const sports = screen.getByRole('row', { name: /스포츠/ });
    expect(sports).toHaveTextContent('1.50%');
    expect(sports).toHaveTextContent('30.00%');
  });

  it("offers the partner's referral code and sign-up link to copy, and the way to withdraw its balance", async () => {
    scriptCalls([answer(managerEndpoints.overview, overview)]);
    open();
    const referral = screen.getByRole('heading', { name: '내 추천 코드' }).closest('section') as HTMLElement;
    expect(referral).toHaveTextContent('추천 코드manager');
    expect(referral).toHaveTextContent(`추천 링크${window.location.origin}/?ref=manager`);
    expect(within(referral).getByRole('button', { name: '추천 링크 복사' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '환전 신청' })).toHaveAttribute('href', '/exchange');
    expect(await screen.findByText('2단계 파트너')).toBeInTheDocument();
  });

  it('says it is loading while the account is not there yet', async () => {
    scriptCalls([answer(managerEndpoints.overview, overview)]);
    open('/manager', null);
    expect(screen.getByText('계정 정보를 불러오는 중…')).toHaveAttribute('role', 'status');
    expect(await screen.findByText('2단계 파트너')).toBeInTheDocument();
  });

  it('keeps the chosen tab in the address', async () => {
    scriptCalls([
      answer(managerEndpoints.overview, overview),
      answer(managerEndpoints.subPartners, { from: '2026-11-01', to: '2026-11-25', items: [] }),
    ]);
    open();
    fireEvent.click(screen.getByRole('tab', { name: '하위 파트너' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/manager?tab=sub-partners');
    expect(await screen.findByText('하위 파트너가 없습니다.')).toBeInTheDocument();
  });
});

describe('/manager?tab=members', () => {
  it("lists the members, searches them, and opens one's cash and bets", async () => {
    const sent = scriptCalls([
      answerEach(managerEndpoints.members, ({ url }) =>
        url.searchParams.get('q')
          ? { body: { items: [member(2, { blocked: true })], page: 1, pageCount: 1, totalCount: 1 } }
          : { body: { items: [member(1), member(2)], page: 1, pageCount: 1, totalCount: 2 } },
      ),
      answer(managerEndpoints.memberCash, {
        items: [
          {
            id: 5,
            kind: 'deposit',
            channel: 'won',
            amount: 50_000,
            status: 'approved',
            createdAt: '2026-11-24T01:00:00.000Z',
            decidedAt: '2026-11-24T01:10:00.000Z',
          },
        ],
        page: 1,
        pageCount: 1,
        totalCount: 1,
      }),
      answer(managerEndpoints.memberBets, {
        items: [
          {
            id: 77,
            gameType: 3,
            stake: 10_000,
            totalOdds: 1.95,
            status: 2,
            payout: 19_500,
            createdAt: '2026-11-24T02:00:00.000Z',
            settledAt: '2026-11-24T02:05:00.000Z',
          },
        ],
        page: 1,
        pageCount: 1,
        totalCount: 1,
      }),
    ]);
    open('/manager?tab=members');
    const first = await screen.findByRole('row', { name: /user1/ });
    expect(first).toHaveTextContent('회원1');
    expect(first).toHaveTextContent('10,000원');
    expect(first).toHaveTextContent('Lv.2 브론즈');
    expect(first).toHaveTextContent('정상');
    expect(first).toHaveTextContent('김매니저');
    expect(screen.getByText('총 2명')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('searchbox', { name: '회원 검색' }), { target: { value: '회원2' } });
    await waitFor(() => expect(screen.queryByRole('row', { name: /user1/ })).not.toBeInTheDocument());
    expect(sent.at(-1)?.url.searchParams.get('q')).toBe('회원2');
    expect(screen.getByRole('row', { name: /user2/ })).toHaveTextContent('차단');

    fireEvent.click(screen.getByRole('button', { name: 'user2 상세 보기' }));
    const dialog = await screen.findByRole('dialog', { name: '회원2 (user2)' });
    const cash = await within(dialog).findByRole('row', { name: /충전/ });
    expect(cash).toHaveTextContent('50,000원');
    expect(cash).toHaveTextContent('완료');
    expect(sent.some(({ url }) => url.pathname.endsWith('/manager/members/2/cash'))).toBe(true);

    fireEvent.click(within(dialog).getByRole('tab', { name: '베팅' }));
    const bet = await within(dialog).findByRole('row', { name: /#77/ });
    expect(bet).toHaveTextContent('미니게임');
    expect(bet).toHaveTextContent('1.95');
    expect(bet).toHaveTextContent('당첨');
    expect(bet).toHaveTextContent('19,500원');
  });
});

describe('/manager?tab=daily', () => {
  it('shows each day newest first and the totals, and asks again for another range', async () => {
    const sent = scriptCalls([
      answerEach(managerEndpoints.daily, ({ url }) => {
        const from = url.searchParams.get('from') ?? '';
        return {
          body: {
            from,
            to: from,
            days: [
              { day: '2026-11-01', ...figures({ deposits: 100_000, stakes: 50_000, netLoss: 50_000, losing: 15_000 }) },
              { day: '2026-11-02', ...figures({ withdrawals: 40_000, cashNet: -40_000, rolling: 750 }) },
            ],
            totals: figures({
              deposits: 100_000,
              withdrawals: 40_000,
              cashNet: 60_000,
              stakes: 50_000,
              netLoss: 50_000,
              rolling: 750,
              losing: 15_000,
            }),
          },
        };
      }),
    ]);
    open('/manager?tab=daily');
    const table = await screen.findByRole('table', { name: '일별 정산' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.querySelector('td')?.textContent)).toEqual([
      undefined,
      '2026-11-02',
      '2026-11-01',
      '합계',
    ]);
    expect(rows[3]).toHaveTextContent('60,000원');
    expect(rows[3]).toHaveTextContent('15,000원');
    expect(rows[1]).toHaveTextContent('-40,000원');
    const first = sent[0]?.url.searchParams;
    expect(first?.get('from')).toMatch(/^\d{4}-\d{2}-01$/);

    fireEvent.change(screen.getByLabelText('시작일'), { target: { value: '2026-10-01' } });
    await waitFor(() => expect(sent.at(-1)?.url.searchParams.get('from')).toBe('2026-10-01'));
    const calls = sent.length;
    fireEvent.change(screen.getByLabelText('시작일'), { target: { value: '2025-01-01' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('기간은 최대 92일입니다.');
    expect(sent).toHaveLength(calls);
  });
});

describe('/manager?tab=sub-partners', () => {
  it("shows each sub-partner's rates, members and figures", async () => {
    scriptCalls([
      answer(managerEndpoints.subPartners, {
        from: '2026-11-01',
        to: '2026-11-25',
        items: [
          {
            userId: 'partner1',
            nickName: '하위파트너',
            rates: rollingKinds.map((kind) => ({ kind, rollingBp: kind === 'casino' ? 100 : 0, losingBp: 0 })),
            memberCount: 4,
            deposits: 200_000,
            withdrawals: 0,
            cashNet: 200_000,
            stakes: 90_000,
            wins: 120_000,
            netLoss: -30_000,
            rolling: 900,
          },
        ],
      }),
    ]);
    open('/manager?tab=sub-partners');
    const row = await screen.findByRole('row', { name: /하위파트너 \(partner1\)/ });
    expect(row).toHaveTextContent('4명');
    expect(row).toHaveTextContent('카지노 1.00%/0.00%');
    expect(row).toHaveTextContent('-30,000원');
    expect(row).toHaveTextContent('900원');
  });
});

describe('/manager?tab=rolling', () => {
  const summary = (extra: Partial<RollingSummary> = {}): RollingSummary => ({
    from: '2026-11-01',
    to: '2026-11-25',
    kinds: rollingKinds.map((kind) => ({
      kind,
      before: kind === 'sports' ? 15_000 : 0,
      after: kind === 'sports' ? 5_000 : 0,
      total: kind === 'sports' ? 20_000 : 0,
      rateBp: kind === 'sports' ? 150 : 0,
    })),
    casinoBeforeTotal: 0,
    casinoAfterTotal: 0,
    slotBeforeTotal: 0,
    slotAfterTotal: 0,
    miniBeforeTotal: 0,
    miniAfterTotal: 0,
    beforeTotal: 15_000,
    afterTotal: 5_000,
    total: 20_000,
    agents: [],
    claimable: 15_000,
    claimableByKind: { sports: 15_000, live: 0, mini: 0, virtual: 0, casino: 0, slot: 0 },
    minSettlement: 10_000,
    approvalAbove: null,
    pendingSettlement: false,
    ...extra,
  });
  const settlement: RollingSettlement = {
    id: 3,
    kind: 'all',
    amount: 15_000,
    creditCount: 4,
    status: 'paid',
    payout: 'money',
    requestedAt: '2026-11-25T01:00:00.000Z',
    decidedAt: '2026-11-25T01:00:00.000Z',
    tetherAddress: null,
    cashRequestId: null,
    note: null,
  };

  it("shows the partner's own rolling per kind this month and asks for its settlement as /calculate does", async () => {
    // As a phone shows it: a card per kind.
    stubPhoneWidth();
    const sent = scriptCalls([
      answer(rollingEndpoints.summary, summary()),
      answer(rollingEndpoints.settlements, { items: [settlement], page: 1, pageCount: 1, totalCount: 1 }),
      answer(rollingEndpoints.settle, { ...settlement, status: 'pending' }),
    ]);
    open('/manager?tab=rolling');
    const sports = await screen.findByRole('listitem', { name: '스포츠' });
    expect(sports).toHaveTextContent('1.50%');
    expect(sports).toHaveTextContent('20,000원');
    expect(sent.find(({ url }) => url.pathname.endsWith('/calculate'))?.url.search).toBe('');
    fireEvent.click(screen.getByRole('button', { name: '정산 신청' }));
    await closeAlert('15,000원 정산 신청이 접수되었습니다. 승인대기 중입니다.');
    const post = sent.find(({ url, body }) => url.pathname.endsWith('/calculate/settlements') && body);
    expect(post && sentBody(rollingEndpoints.settle, post)).toMatchObject({ kind: 'all', payout: 'money' });
  });

  it('keeps the button off while a settlement waits for an operator', async () => {
    scriptCalls([
      answer(rollingEndpoints.summary, summary({ pendingSettlement: true, approvalAbove: 100_000 })),
      answer(rollingEndpoints.settlements, { items: [], page: 1, pageCount: 0, totalCount: 0 }),
    ]);
    open('/manager?tab=rolling');
    expect(await screen.findByText('승인 대기 중인 정산 신청이 있어 새로 신청할 수 없습니다.')).toBeInTheDocument();
    expect(screen.getByText('100,000원을 넘는 정산은 운영자 승인 후 지급됩니다.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '정산 신청' })).toBeDisabled();
  });
});
