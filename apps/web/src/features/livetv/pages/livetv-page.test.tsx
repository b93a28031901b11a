import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import type { LiveTvFixture, LiveTvMatch, MatchEvent } from '@site/contracts/api/livetv';

import { Address, renderAt, scriptApi } from '../../../test/page-harness';
import LiveTvPage from './livetv-page';

const football: LiveTvFixture = {
  id: 901,
  sport: 'football',
  sportId: 6046,
  league: 'K리그1',
  location: '대한민국',
  home: '울산 HD',
  away: '전북 현대',
  homeScore: 1,
  awayScore: 0,
  clock: '63′',
};

const basketball: LiveTvFixture = {
  ...football,
  id: 902,
  sport: 'basketball',
  sportId: 48242,
  league: 'KBL',
  home: '서울 SK',
  away: '원주 DB',
  homeScore: 54,
  awayScore: 47,
  clock: '3쿼터 04:12',
};

const event = (seq: number, changes: Partial<MatchEvent>): MatchEvent => ({
  seq,
  atSec: seq * 60,
  clock: `${seq}′`,
  period: 1,
  kind: 'attack',
  side: 'home',
  score: [0, 0],
  ...changes,
});

const footballMatch: LiveTvMatch = {
  ...football,
  elapsedSec: 3900,
  tracker: {
    action: 'goal',
    side: 'home',
    ball: { x: 100, y: 50 },
    run: null,
    set: null,
    eventSeq: 3,
  },
  timeline: [
    event(3, { kind: 'goal', clock: '62′', score: [1, 0] }),
    event(2, { kind: 'shotOnTarget', clock: '62′' }),
    event(1, { kind: 'yellowCard', side: 'away', clock: '40′' }),
  ],
  stats: [
    { key: 'possession', home: 58, away: 42 },
    { key: 'shotsOnTarget', home: 4, away: 1 },
  ],
  periods: [
    { period: 1, home: 0, away: 0 },
    { period: 2, home: 1, away: 0 },
  ],
};

const basketballMatch: LiveTvMatch = {
  ...basketball,
  elapsedSec: 2500,
  tracker: {
    action: 'basket',
    side: 'home',
    ball: { x: 71, y: 30 },
    run: { side: 'home', points: 9 },
    set: null,
    eventSeq: 8,
  },
  timeline: [event(8, { kind: 'basket', points: 3, clock: '3쿼터 04:20', score: [54, 47] })],
  stats: [{ key: 'threePointers', home: 7, away: 4 }],
  periods: [],
};

function serve(requests: URL[] = []) {
  scriptApi(requests, (url) => {
    if (url.pathname === '/api/livetv/fixtures') return { items: [football, basketball] };
    if (url.pathname === '/api/livetv/fixtures/901') return footballMatch;
    if (url.pathname === '/api/livetv/fixtures/902') return basketballMatch;
    return undefined;
  });
}

const renderPage = (url = '/livetv') =>
  renderAt(
    url,
    <Routes>
      <Route path="/livetv" element={<LiveTvPage />} />
      <Route path="/inplay" element={<Address />} />
    </Routes>,
  );

afterEach(cleanup);

describe('/livetv', () => {
  it("follows the first live fixture: its score, clock, the tracker's goal, the timeline and statistics", async () => {
    serve();
    renderPage();
    expect(await screen.findByTestId('livetv-score')).toHaveTextContent('1 : 0');
    expect(screen.getByTestId('livetv-clock')).toHaveTextContent('63′');
    const tracker = screen.getByRole('region', { name: '경기 트래커' });
    expect(within(tracker).getByText('울산 HD · 골!')).toBeInTheDocument();
    const timeline = screen.getByRole('region', { name: '타임라인' });
    const rows = within(timeline).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('골! · 울산 HD');
    expect(rows[2]).toHaveTextContent('경고 · 전북 현대');
    const stats = screen.getByRole('region', { name: '경기 통계' });
    expect(within(stats).getByText('볼 점유율 (%)')).toBeInTheDocument();
    expect(within(stats).getByText('58')).toBeInTheDocument();
    expect(screen.getByText('후반 1-0')).toBeInTheDocument();
  });

  it("shows a basketball team's scoring run once its sport and fixture are chosen", async () => {
    serve();
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: '농구' }));
    fireEvent.click(await screen.findByRole('button', { name: /서울 SK/ }));
    const tracker = await screen.findByRole('region', { name: '경기 트래커' });
    expect(await within(tracker).findByText('서울 SK 9-0 런')).toBeInTheDocument();
    expect(within(tracker).getByText('서울 SK · 3점슛 성공')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /울산 HD/ })).not.toBeInTheDocument();
  });

  it("one tap opens the fixture's in-play markets", async () => {
    serve();
    renderPage('/livetv?fixture=902');
    fireEvent.click(await screen.findByRole('link', { name: '인플레이 베팅하기' }));
    expect(await screen.findByRole('status', { name: '주소' })).toHaveTextContent('/inplay?fixture=902');
  });

  it('says so when nothing is in play', async () => {
    scriptApi([], (url) => (url.pathname === '/api/livetv/fixtures' ? { items: [] } : undefined));
    renderPage();
    expect(await screen.findByText('중계 중인 경기가 없습니다.')).toBeInTheDocument();
  });
});
