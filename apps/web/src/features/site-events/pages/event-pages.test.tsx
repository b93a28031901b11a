import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { EventDetail, EventRewards, EventSummary } from '@site/contracts/api/site-events';
import { eventEndpoints } from '@site/contracts/endpoints/site-events';

import { closeAlert } from '../../../test/console/harness';
import { answer, answerEach, answerInTurn, refuse, scriptCalls } from '../../../test/scripted-calls';
import { useSessionStore } from '../../auth/session-store';
import AlertDialog from '../../../components/ui/alert-dialog';
import { useAlertQueue } from '../../../components/ui/alert';
import EventDetailPage from './event-detail-page';
import EventListPage from './event-list-page';
import EventRewardsPage from './event-rewards-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSessionStore.setState({ token: null });
});

const event = (id: number, state: EventSummary['state'] = 'running'): EventSummary => ({
  id,
  title: `이벤트 ${id}`,
  startsAt: '2026-11-20T00:00:00.000Z',
  endsAt: '2026-12-20T00:00:00.000Z',
  thumbnail: id === 1 ? 'up-abc.png' : null,
  state,
});

function open(path: string) {
  useAlertQueue.setState({ queue: [] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/event" element={<EventListPage />} />
          <Route path="/event/:id" element={<EventDetailPage />} />
          <Route path="/calculateEvent" element={<EventRewardsPage />} />
        </Routes>
        <AlertDialog />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('/event', () => {
  it('lists the chosen tab 15 a page, with thumbnails, states and page numbers', async () => {
    const sent = scriptCalls([
      answerEach(eventEndpoints.list, ({ url }) => {
        const tab = url.searchParams.get('tab');
        const page = Number(url.searchParams.get('page'));
        if (tab === 'ended') return { body: { items: [event(40, 'ended')], total: 1, page: 1, pageSize: 15 } };
        const first = (page - 1) * 15 + 1;
        const count = page === 1 ? 15 : 2;
        return {
          body: {
            items: Array.from({ length: count }, (_, at) => event(first + at)),
            total: 17,
            page,
            pageSize: 15,
          },
        };
      }),
    ]);
    open('/event');
    expect(await screen.findAllByRole('link', { name: /^이벤트 \d+$/ })).toHaveLength(15);
    const first = screen.getByRole('link', { name: '이벤트 1' });
    expect(first).toHaveAttribute('href', '/event/1');
    expect(within(first).getByText('진행중')).toBeInTheDocument();
    expect(first.querySelector('img')).toHaveAttribute('src', '/api/file/download/up-abc.png');

    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByRole('link', { name: '이벤트 17' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^이벤트 \d+$/ })).toHaveLength(2);

    fireEvent.click(screen.getByRole('tab', { name: '종료' }));
    const ended = await screen.findByRole('link', { name: '이벤트 40' });
    expect(within(ended).getByText('종료')).toBeInTheDocument();
    expect(sent.map((call) => call.url.search)).toEqual(['?tab=all&page=1', '?tab=all&page=2', '?tab=ended&page=1']);
  });

  it('says so when a tab has no event', async () => {
    scriptCalls([answer(eventEndpoints.list, { items: [], total: 0, page: 1, pageSize: 15 })]);
    open('/event?tab=running');
    expect(await screen.findByText('진행 중인 이벤트가 없습니다.')).toBeInTheDocument();
  });
});

describe('/event/{id}', () => {
  it('shows the title, state, period and the body with its image', async () => {
    scriptCalls([
      answer(eventEndpoints.detail, {
        ...event(1),
        participation: null,
        body: '<p>첫 충전 <b>10%</b> 보너스</p><img src="/api/file/download/up-abc.png" alt="배너">',
      }),
    ]);
    open('/event/1');
    expect(await screen.findByRole('heading', { name: '이벤트 1' })).toBeInTheDocument();
    expect(screen.getByText('진행중')).toBeInTheDocument();
    expect(screen.getByText('기간: 2026-11-20 ~ 2026-12-20')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: '배너' })).toHaveAttribute('src', '/api/file/download/up-abc.png');
    expect(screen.queryByRole('button', { name: '참여하기' })).not.toBeInTheDocument();
  });

  it('says the event cannot be found for an unknown id', async () => {
    scriptCalls([refuse(eventEndpoints.detail, 404, '이벤트를 찾을 수 없습니다.')]);
    open('/event/999');
    expect(await screen.findByText('이벤트를 찾을 수 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '목록으로' })).toHaveAttribute('href', '/event');
  });
});

const rewarded = (joined: boolean, state: EventSummary['state'] = 'running'): EventDetail => ({
  ...event(3, state),
  body: '<p>참여하기를 눌러주세요.</p>',
  participation: {
    reward: '룰렛 300 쿠폰',
    expiry: '지급일부터 7일간 사용할 수 있습니다.',
    condition: '충전 이력이 있는 회원만 참여할 수 있습니다.',
    joined,
  },
});

describe('/event/{id} participation', () => {
  it('joins with 참여하기, says what was given and then shows 참여완료', async () => {
    useSessionStore.setState({ token: 'member-token' });
    const sent = scriptCalls([
      answerInTurn(eventEndpoints.detail, [{ body: rewarded(false) }, { body: rewarded(true) }]),
      answer(eventEndpoints.join, { reward: '룰렛 300 쿠폰', couponId: 9 }),
    ]);
    open('/event/3');
    const section = await screen.findByRole('region', { name: '참여 보상' });
    expect(within(section).getByText('룰렛 300 쿠폰')).toBeInTheDocument();
    expect(within(section).getByText('충전 이력이 있는 회원만 참여할 수 있습니다.')).toBeInTheDocument();
    fireEvent.click(within(section).getByRole('button', { name: '참여하기' }));
    await closeAlert('이벤트에 참여했습니다. 쿠폰함에 지급: 룰렛 300 쿠폰');
    expect(await screen.findByRole('button', { name: '참여완료' })).toBeDisabled();
    expect(screen.getByRole('link', { name: '내 이벤트 보상 보기' })).toHaveAttribute('href', '/calculateEvent');
    expect(sent.filter((call) => call.url.pathname === '/api/events/3/join')).toHaveLength(1);
  });

  it('shows the server’s refusal and keeps 참여하기', async () => {
    useSessionStore.setState({ token: 'member-token' });
    scriptCalls([
      answer(eventEndpoints.detail, rewarded(false)),
      refuse(eventEndpoints.join, 400, '첫 충전 후 참여할 수 있습니다.'),
    ]);
    open('/event/3');
    fireEvent.click(await screen.findByRole('button', { name: '참여하기' }));
    await closeAlert('첫 충전 후 참여할 수 있습니다.');
    expect(await screen.findByRole('button', { name: '참여하기' })).toBeEnabled();
  });

  it('asks a guest to log in without calling the server, and disables 참여하기 on an ended event', async () => {
    const sent = scriptCalls([answerInTurn(eventEndpoints.detail, [{ body: rewarded(false) }])]);
    open('/event/3');
    fireEvent.click(await screen.findByRole('button', { name: '참여하기' }));
    await closeAlert('로그인 후 이용해주세요.');
    expect(sent.filter((call) => call.url.pathname.endsWith('/join'))).toHaveLength(0);
    cleanup();
    scriptCalls([answer(eventEndpoints.detail, rewarded(false, 'ended'))]);
    open('/event/3');
    expect(await screen.findByRole('button', { name: '참여하기' })).toBeDisabled();
    expect(screen.getByText('진행중인 이벤트만 참여할 수 있습니다.')).toBeInTheDocument();
  });
});

const rewards: EventRewards = {
  from: '2026-11-18',
  to: '2026-11-24',
  items: [
    {
      key: 'coupon:2',
      at: '2026-11-24T03:05:00.000Z',
      source: 'event',
      title: '첫 충전 이벤트',
      reward: '룰렛 300 쿠폰',
      kind: 'coupon',
      amount: null,
      couponState: 'usable',
    },
    {
      key: 'ledger:7',
      at: '2026-11-23T15:10:00.000Z',
      source: 'attendance',
      title: '2026-11-24 매일 출석',
      reward: '100 포인트',
      kind: 'point',
      amount: 100,
      couponState: null,
    },
    {
      key: 'coupon:1',
      at: '2026-11-20T01:00:00.000Z',
      source: 'attendance',
      title: '2026-11-20 연속 7일 출석',
      reward: '포인트 쿠폰 1,000P',
      kind: 'coupon',
      amount: 1_000,
      couponState: 'expired',
    },
  ],
  totals: { money: 0, point: 100, coupons: 2, usableCoupons: 1 },
};

describe('/calculateEvent', () => {
  it('lists the rewards with Seoul times, coupon states and totals for the chosen days', async () => {
    useSessionStore.setState({ token: 'member-token' });
    const sent = scriptCalls([
      answerEach(eventEndpoints.rewards, ({ url }) =>
        url.searchParams.get('from') === '2026-11-01'
          ? { body: { ...rewards, items: [], totals: { money: 0, point: 0, coupons: 0, usableCoupons: 0 } } }
          : { body: rewards },
      ),
    ]);
    open('/calculateEvent?from=2026-11-18&to=2026-11-24');
    const first = await screen.findByRole('listitem', { name: '첫 충전 이벤트 룰렛 300 쿠폰' });
    const list = screen.getByRole('region', { name: '받은 보상' });
    expect(within(first).getByText('2026-11-24 12:05')).toBeInTheDocument();
    expect(within(first).getByText('사용가능')).toBeInTheDocument();
    expect(within(first).getByText('[이벤트]')).toBeInTheDocument();
    const credit = within(list).getByRole('listitem', { name: '2026-11-24 매일 출석 100 포인트' });
    expect(within(credit).getByText('2026-11-24 00:10')).toBeInTheDocument();
    expect(within(credit).getByText('즉시 지급')).toBeInTheDocument();
    expect(within(list).getByText('기간만료')).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: '기간 합계' });
    expect(within(totals).getByText('100P')).toBeInTheDocument();
    expect(within(totals).getByText('2장 (사용가능 1장)')).toBeInTheDocument();
    expect(sent[0]?.url.search).toBe('?from=2026-11-18&to=2026-11-24');

    fireEvent.change(screen.getByLabelText('시작일'), { target: { value: '2026-11-01' } });
    expect(await screen.findByText('이 기간에 받은 보상이 없습니다.')).toBeInTheDocument();
  });
});
