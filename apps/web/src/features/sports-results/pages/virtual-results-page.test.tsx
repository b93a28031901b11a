import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { VirtualRanking, VirtualResult, VirtualResultPage } from '@site/contracts/api/virtuals';

import { Address, pageOf, renderAt, scriptApi } from '../../../test/page-harness';
import VirtualResultsPage from './virtual-results-page';

const match = (id: number, changes: Partial<VirtualResult> = {}): VirtualResult => ({
  id,
  leagueKey: 'premierships',
  leagueNameKorean: '프리미어십',
  home: '리버풀 레즈',
  away: '첼시 블루스',
  startAt: '2026-03-01T04:57:00.000Z',
  status: 'finished',
  homeScore: 3,
  awayScore: 1,
  placings: [],
  winningPrices: [{ label: '승무패 홈승', price: 2.35 }],
  ...changes,
});

const horses = ['질풍노도', '천리마', '은하수', '흑진주', '백마', '적토마', '황금마차', '바람돌이'];
const race = (id: number, order: readonly number[]): VirtualResult => ({
  id,
  leagueKey: 'victoriaparks',
  leagueNameKorean: '빅토리아 파크',
  home: `제${id}경주`,
  away: '',
  startAt: '2026-03-01T05:02:00.000Z',
  status: 'finished',
  homeScore: null,
  awayScore: null,
  placings: order.map((no) => ({ no, name: horses[no - 1] ?? '' })),
  winningPrices: [
    { label: `단승 ${order[0]} ${horses[(order[0] ?? 0) - 1]}`, price: 5.4 },
    { label: `연승 ${order[0]} ${horses[(order[0] ?? 0) - 1]}`, price: 2.1 },
  ],
});

const ranking: VirtualRanking = {
  leagueKey: 'worldcups',
  leagueNameKorean: '월드컵',
  date: '2026-02-27',
  rows: [
    {
      rank: 1,
      team: '브라질',
      played: 3,
      won: 3,
      drawn: 0,
      lost: 0,
      goalsFor: 8,
      goalsAgainst: 1,
      points: 9,
      form: ['W', 'W', 'W'],
    },
  ],
};

interface Server {
  results: VirtualResult[];
  pageCount: number;
  requests: URL[];
}

function serve(server: Server) {
  scriptApi(server.requests, (url) => {
    if (url.pathname === '/api/virtuals/soccer/rankings') return ranking;
    if (!/^\/api\/virtuals\/\w+\/results$/.test(url.pathname)) return undefined;
    return pageOf(server.results, url, server.pageCount) satisfies VirtualResultPage;
  });
}

function renderPage(url: string) {
  renderAt(
    url,
    <>
      <Routes>
        <Route path="/game_result/virtuals" element={<VirtualResultsPage />} />
        <Route path="/game_result/virtuals/:sport" element={<VirtualResultsPage />} />
      </Routes>
      <Address />
    </>,
  );
}

const lastResultsCall = (server: Server) => {
  const call = server.requests.filter((url) => url.pathname.endsWith('/results')).at(-1);
  if (!call) throw new Error('no results call yet');
  return call;
};

describe('/game_result/virtuals', () => {
  let server: Server;
  beforeEach(() => {
    server = {
      results: [
        match(11),
        match(12, { home: '아스널 건너스', leagueNameKorean: '슈퍼리그', homeScore: 0, awayScore: 2 }),
      ],
      pageCount: 1,
      requests: [],
    };
    serve(server);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('opens on virtual soccer today, every league, with scores and what each result paid', async () => {
    renderPage('/game_result/virtuals');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('가상게임 결과');
    expect(screen.getByRole('tab', { name: '가상축구' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '전체' })).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('region', { name: '가상축구' });
    const [first, second] = within(list).getAllByTestId('virtual-result') as [HTMLElement, HTMLElement];
    expect(first).toHaveAccessibleName('리버풀 레즈 vs 첼시 블루스');
    expect(within(first).getByLabelText('스코어 3:1')).toBeInTheDocument();
    expect(first).toHaveTextContent('13:57');
    expect(first).toHaveTextContent('프리미어십');
    expect(first).toHaveTextContent('적중배당 승무패 홈승 2.35');
    expect(second).toHaveTextContent('슈퍼리그');
    expect(screen.getByText('총 2경기')).toBeInTheDocument();
    const call = lastResultsCall(server);
    expect(call.pathname).toBe('/api/virtuals/soccer/results');
    expect(call.searchParams.get('league')).toBeNull();
    expect(call.searchParams.get('date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('goes to another sport’s page from its tab, keeping the day', async () => {
    renderPage('/game_result/virtuals?date=2026-02-27');
    await screen.findAllByTestId('virtual-result');
    fireEvent.click(screen.getByRole('tab', { name: '가상농구' }));
    expect(screen.getByRole('status', { name: '주소' })).toHaveTextContent(
      '/game_result/virtuals/basketball?date=2026-02-27',
    );
    await waitFor(() => expect(lastResultsCall(server).pathname).toBe('/api/virtuals/basketball/results'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('가상농구 결과');
    expect(screen.getByRole('tab', { name: 'NBA 리플레이' })).toBeInTheDocument();
  });

  it('filters by league and day, and pages through a long day', async () => {
    server.pageCount = 3;
    renderPage('/game_result/virtuals/soccer');
    await screen.findAllByTestId('virtual-result');
    fireEvent.click(screen.getByRole('tab', { name: '월드컵' }));
    await waitFor(() => expect(lastResultsCall(server).searchParams.get('league')).toBe('worldcups'));
    fireEvent.click(screen.getByRole('button', { name: '이전 날' }));
    await waitFor(() => expect(lastResultsCall(server).searchParams.get('date')).not.toBe(null));
    const day = lastResultsCall(server).searchParams.get('date');
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(lastResultsCall(server).searchParams.get('page')).toBe('2'));
    expect(lastResultsCall(server).searchParams.get('date')).toBe(day);
    expect(lastResultsCall(server).searchParams.get('size')).toBe('20');
    expect(screen.getByRole('status', { name: '주소' })).toHaveTextContent(
      `/game_result/virtuals/soccer?league=worldcups&date=${day}&page=2`,
    );
  });

  it('adds a ranked league’s table of the day', async () => {
    renderPage('/game_result/virtuals/soccer?league=worldcups&date=2026-02-27');
    const table = await screen.findByRole('table', { name: '월드컵 순위 (2026-02-27)' });
    expect(within(table).getByRole('row', { name: /브라질/ })).toHaveTextContent('브라질3300819');
    const call = server.requests.find((url) => url.pathname === '/api/virtuals/soccer/rankings');
    expect(call?.searchParams.get('league')).toBe('worldcups');
    expect(call?.searchParams.get('date')).toBe('2026-02-27');
  });

  it('shows a race’s first three and every placing on demand, with the prices paid', async () => {
    server.results = [race(21, [3, 7, 1, 8, 2, 5, 4, 6])];
    renderPage('/game_result/virtuals/horse');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('경마 결과');
    const row = await screen.findByRole('listitem', { name: '제21경주' });
    const podium = within(row).getByRole('list', { name: '순위' });
    expect(
      within(podium)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1착3은하수', '2착7황금마차', '3착1질풍노도']);
    expect(row).toHaveTextContent('적중배당 단승 3 은하수 5.40 · 연승 3 은하수 2.10');
    expect(screen.getByText('총 1경주')).toBeInTheDocument();

    fireEvent.click(within(row).getByRole('button', { name: '전체 순위' }));
    const all = within(row).getByRole('list', { name: '전체 순위' });
    expect(within(all).getAllByRole('listitem')).toHaveLength(8);
    expect(within(all).getAllByRole('listitem').at(-1)).toHaveTextContent('8착6적토마');
    fireEvent.click(within(row).getByRole('button', { name: '접기' }));
    expect(within(row).queryByRole('list', { name: '전체 순위' })).not.toBeInTheDocument();
  });

  it('says so in Korean when the day has no results', async () => {
    server.results = [];
    renderPage('/game_result/virtuals/dog');
    expect(await screen.findByText('이 날짜에 끝난 경주가 없습니다.')).toBeInTheDocument();
    cleanup();
    renderPage('/game_result/virtuals/basketball');
    expect(await screen.findByText('이 날짜에 끝난 경기가 없습니다.')).toBeInTheDocument();
  });
});
