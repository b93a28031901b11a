import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { EventSummary } from '@site/contracts/api/events';
import { eventEndpoints } from '@site/contracts/endpoints/events';

import { answer, answerEach, refuse, scriptCalls } from '../../../test/scripted-calls';
import EventDetailPage from './event-detail-page';
import EventListPage from './event-list-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
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
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/event" element={<EventListPage />} />
          <Route path="/event/:id" element={<EventDetailPage />} />
        </Routes>
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
        body: '<p>첫 충전 <b>10%</b> 보너스</p><img src="/api/file/download/up-abc.png" alt="배너">',
      }),
    ]);
    open('/event/1');
    expect(await screen.findByRole('heading', { name: '이벤트 1' })).toBeInTheDocument();
    expect(screen.getByText('진행중')).toBeInTheDocument();
    expect(screen.getByText('기간: 2026-11-20 ~ 2026-12-20')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: '배너' })).toHaveAttribute('src', '/api/file/download/up-abc.png');
  });

  it('says the event cannot be found for an unknown id', async () => {
    scriptCalls([refuse(eventEndpoints.detail, 404, '이벤트를 찾을 수 없습니다.')]);
    open('/event/999');
    expect(await screen.findByText('이벤트를 찾을 수 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '목록으로' })).toHaveAttribute('href', '/event');
  });
});
