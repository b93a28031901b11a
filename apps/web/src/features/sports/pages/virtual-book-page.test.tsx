import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { BetRules } from '@site/contracts/api/bets';
import type { User } from '@site/contracts/api/member';
import type { MinigameSetting } from '@site/contracts/api/minigames';
import type { VirtualEvent, VirtualRanking, VirtualResult, VirtualResultPage } from '@site/contracts/api/virtuals';

import AlertDialog from '../../../components/ui/alert-dialog';
import { useAlertQueue } from '../../../components/ui/alert';
import { Address, pageOf, renderAt, scriptApi } from '../../../test/page-harness';
import type * as SessionApi from '../../auth/api/session';
import { dogRace, soccerMarkets, virtualEvent } from '../virtual-test-events';
import VirtualBookPage from './virtual-book-page';

const member: User = {
  id: 7,
  userId: 'member7',
  nickName: '회원7',
  phone: '01012345678',
  level: 1,
  levelNm: '일반',
  emoney: 100_000,
  point: 0,
  type: 1,
  role: 0,
  withdrawalType: 1,
  tendency: [],
  isLogin: true,
};

// The member is signed in: the cart knows their balance and level rules.
vi.mock('../../auth/api/session', async (original) => ({
  ...(await original<typeof SessionApi>()),
  useIsLoggedIn: () => true,
  useCurrentUser: () => member,
}));

const rules: BetRules = {
  minStake: 5_000,
  maxStake: 300_000,
  maxPayout: 30_000_000,
  maxPicks: 10,
  bonusOdds: [],
  forbiddenCombos: [],
  singlesAllowed: true,
  cancelCutoffMinutes: 10,
  cancelWindowMinutes: 5,
};

const setting = (systemMaintenanceFlg: boolean): MinigameSetting => ({
  gameId: 801,
  systemMaintenanceFlg,
  minStake: 1_000,
  maxStake: 1_000_000,
  maxPayout: 10_000_000,
});

const result = (id: number, changes: Partial<VirtualResult> = {}): VirtualResult => ({
  id,
  leagueKey: 'premierships',
  leagueNameKorean: '프리미어십',
  home: '리버풀 레즈',
  away: '첼시 블루스',
  startAt: '2026-03-01T04:57:00.000Z',
  status: 'finished',
  homeScore: 2,
  awayScore: 1,
  placings: [],
  winningPrices: [{ label: '승무패 홈승', price: 2.35 }],
  ...changes,
});

const ranking: VirtualRanking = {
  leagueKey: 'premierships',
  leagueNameKorean: '프리미어십',
  date: '2026-03-01',
  rows: [
    {
      rank: 1,
      team: '리버풀 레즈',
      played: 5,
      won: 4,
      drawn: 1,
      lost: 0,
      goalsFor: 11,
      goalsAgainst: 3,
      points: 13,
      form: ['W', 'W', 'D', 'W', 'W'],
    },
    {
      rank: 2,
      team: '첼시 블루스',
      played: 5,
      won: 2,
      drawn: 1,
      lost: 2,
      goalsFor: 7,
      goalsAgainst: 6,
      points: 7,
      form: ['L', 'W', 'D', 'W', 'L'],
    },
  ],
};

interface Server {
  maintenance: boolean;
  events: VirtualEvent[];
  results: VirtualResult[];
  requests: URL[];
}

function serve(server: Server) {
  scriptApi(server.requests, (url) => {
    if (/^\/api\/settingMinigame\/80\d$/.test(url.pathname)) return setting(server.maintenance);
    if (/^\/api\/virtuals\/\w+\/events$/.test(url.pathname)) return { items: server.events };
    if (/^\/api\/virtuals\/\w+\/results$/.test(url.pathname)) {
      return pageOf(server.results, url) satisfies VirtualResultPage;
    }
    if (url.pathname === '/api/virtuals/soccer/rankings') return ranking;
    if (url.pathname === '/api/bets/rules') return rules;
    return undefined;
  });
}

/** The odds stream is not part of these tests: a connection that never says anything. */
class SilentEventSource {
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  addEventListener() {}
  close() {}
}

function renderPage(url: string) {
  renderAt(
    url,
    <>
      <Routes>
        <Route path="/" element={<h1>홈</h1>} />
        <Route path="/minigame/bet365/:sport" element={<VirtualBookPage />} />
      </Routes>
      <Address />
      <AlertDialog />
    </>,
  );
}

const eventRequests = (server: Server) => server.requests.filter((url) => url.pathname.endsWith('/events'));

let server: Server;
let now = 1_000;

beforeEach(() => {
  useAlertQueue.setState({ queue: [] });
  now = 1_000;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  vi.stubGlobal('EventSource', SilentEventSource);
  server = {
    maintenance: false,
    events: [
      virtualEvent({ id: 5001, markets: soccerMarkets() }),
      virtualEvent({ id: 5002, home: '리버풀 레즈', away: '첼시 블루스', markets: soccerMarkets() }),
      virtualEvent({
        id: 5003,
        startAt: '2026-03-01T05:06:00.000Z',
        secondsToStart: 263,
        home: '아스널 건너스',
        away: '토트넘 스퍼스',
        markets: soccerMarkets(),
      }),
    ],
    results: [result(4001), result(4002, { home: '아스널 건너스', away: '토트넘 스퍼스', homeScore: 0, awayScore: 0 })],
    requests: [],
  };
  serve(server);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/minigame/bet365/{sport}: the virtual book', () => {
  it('shows the league’s matches by start with a countdown, and a pressed price goes into the cart', async () => {
    renderPage('/minigame/bet365/soccer?league=premierships');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('가상축구');
    const slot = await screen.findByRole('region', { name: '14:03 시작' });
    expect(within(slot).getByRole('timer')).toHaveAccessibleName('시작까지 1:23');
    expect(screen.getByRole('region', { name: '14:06 시작' })).toHaveTextContent('시작까지4:23');
    expect(screen.getByRole('tab', { name: '프리미어십' })).toHaveAttribute('aria-selected', 'true');
    expect(eventRequests(server).at(-1)?.searchParams.get('league')).toBe('premierships');

    const match = within(slot).getAllByTestId('fixture-row')[0] as HTMLElement;
    expect(match).toHaveTextContent('런던 레드vs맨체스터 블루');
    for (const label of ['승무패', '언더오버 2.5', '양팀 득점', '오버 2.5', '예'])
      expect(match).toHaveTextContent(label);
    const home = within(match).getByRole('button', { name: /^홈승/ });
    expect(home).toHaveTextContent('2.10');
    fireEvent.click(home);
    expect(home).toHaveAttribute('aria-pressed', 'true');

    // The cart (a dock on a phone) holds the pick with the match and the price.
    // Generous waits: the cart's code loads lazily, and MUI's sheet is slow to mount in jsdom.
    fireEvent.click(await screen.findByRole('button', { name: '베팅카트 열기 (1경기)' }, { timeout: 5_000 }));
    const cart = await screen.findByRole('region', { name: '가상게임 베팅카트' }, { timeout: 5_000 });
    const pick = within(cart).getByRole('listitem', { name: '런던 레드 vs 맨체스터 블루 홈승' });
    expect(pick).toHaveTextContent('프리미어십');
    expect(pick).toHaveTextContent('승무패 · 풀타임');
    expect(pick).toHaveTextContent('2.10');
  });

  it('keeps the chosen league in the address and asks for its events', async () => {
    renderPage('/minigame/bet365/soccer');
    await screen.findByRole('region', { name: '14:03 시작' });
    expect(eventRequests(server).at(-1)?.searchParams.get('league')).toBe('eurocups');
    fireEvent.click(screen.getByRole('tab', { name: '월드컵' }));
    await waitFor(() => expect(eventRequests(server).at(-1)?.searchParams.get('league')).toBe('worldcups'));
    expect(screen.getByRole('status', { name: '주소' })).toHaveTextContent('/minigame/bet365/soccer?league=worldcups');
  });

  it('closes betting when the server’s seconds run out, and asks for the list again', async () => {
    server.events = [virtualEvent({ id: 5101, secondsToStart: 3, markets: soccerMarkets() })];
    renderPage('/minigame/bet365/soccer?league=premierships');
    const slot = await screen.findByRole('region', { name: '14:03 시작' });
    expect(within(slot).getByRole('timer')).toHaveAccessibleName('시작까지 0:03');
    const asked = eventRequests(server).length;

    // The server now has it running, with its result 60 seconds away.
    server.events = [
      virtualEvent({ id: 5101, status: 'live', secondsToStart: 0, secondsToResult: 60, markets: soccerMarkets() }),
    ];
    now += 3_000;
    await waitFor(() => expect(within(slot).getByText('베팅마감')).toBeInTheDocument());
    expect(within(slot).getByRole('button', { name: '홈승 베팅 마감' })).toBeDisabled();
    await waitFor(() => expect(eventRequests(server).length).toBeGreaterThan(asked));
    await waitFor(() => expect(within(slot).getByRole('timer')).toHaveTextContent('결과까지 1:00'));
    expect(slot).toHaveTextContent('경기중');

    // The result is in: the server lists the match as finished a while longer; the book leaves it
    // to the recent results, which are asked again.
    const resultsAsked = server.requests.filter((url) => url.pathname.endsWith('/results')).length;
    server.events = [
      virtualEvent({
        id: 5101,
        status: 'finished',
        secondsToStart: 0,
        live: { clock: '종료', homeScore: 2, awayScore: 1 },
        markets: soccerMarkets(),
      }),
    ];
    now += 60_000;
    expect(await screen.findByText('예정된 경기가 없습니다. 잠시 후 다시 확인해주세요.')).toBeInTheDocument();
    expect(screen.queryByTestId('fixture-row')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(server.requests.filter((url) => url.pathname.endsWith('/results')).length).toBeGreaterThan(resultsAsked),
    );
  });

  it('shows the league’s recent results and today’s team table', async () => {
    renderPage('/minigame/bet365/soccer?league=premierships');
    const recent = await screen.findByRole('region', { name: '최근 결과' });
    const [first, second] = within(recent).getAllByTestId('virtual-result') as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('리버풀 레즈2 : 1첼시 블루스');
    expect(first).toHaveTextContent('적중배당 승무패 홈승 2.35');
    expect(second).toHaveTextContent('0 : 0');
    const resultsCall = server.requests.find((url) => url.pathname === '/api/virtuals/soccer/results');
    expect(resultsCall?.searchParams.get('league')).toBe('premierships');
    expect(resultsCall?.searchParams.get('size')).toBe('10');
    expect(within(recent).getByRole('link', { name: /전체 결과 보기/ })).toHaveAttribute(
      'href',
      '/game_result/virtuals/soccer?league=premierships',
    );

    const table = await screen.findByRole('table', { name: '프리미어십 순위' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['순위', '팀', '경기', '승', '무', '패', '득', '실', '승점', '최근 5경기']);
    const leader = within(table).getByRole('row', { name: /리버풀 레즈/ });
    expect(
      within(leader)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '5', '4', '1', '0', '11', '3', '13', '승승무승승']);
    expect(within(leader).getByRole('img')).toHaveAccessibleName('승 승 무 승 승');
  });

  it('shows a race’s runners with their trap numbers and 단승 / 연승 prices', async () => {
    server.events = [dogRace()];
    server.results = [];
    renderPage('/minigame/bet365/dog');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('개경주');
    const race = await screen.findByRole('article', { name: '제12경주' });
    const runners = within(race).getAllByTestId('runner');
    expect(runners.map((runner) => runner.getAttribute('aria-label'))).toEqual([
      '1 번개호',
      '2 바람개비',
      '3 은빛화살',
      '4 새벽별',
      '5 천둥이',
      '6 질풍',
    ]);
    expect(race).toHaveTextContent('연승 (2착 이내)');
    const third = runners[2] as HTMLElement;
    expect(within(third).getByTestId('runner-badge')).toHaveTextContent('3');
    expect(within(third).getByRole('button', { name: /^단승/ })).toHaveTextContent('6.00');
    const place = within(third).getByRole('button', { name: /^연승/ });
    expect(place).toHaveTextContent('1.80');
    fireEvent.click(place);
    expect(place).toHaveAttribute('aria-pressed', 'true');
    // Races have no team table, and the book says there is no result yet.
    expect(await screen.findByText('아직 끝난 경기가 없습니다.')).toBeInTheDocument();
    expect(server.requests.some((url) => url.pathname.includes('rankings'))).toBe(false);
  });

  it('sends the member home with the spec’s message when the game is under maintenance', async () => {
    server.maintenance = true;
    renderPage('/minigame/bet365/horse');
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5_000 });
    expect(dialog).toHaveTextContent('점검중 입니다.');
    fireEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('홈');
    expect(screen.getByRole('status', { name: '주소' })).toHaveTextContent(/^\/$/);
    expect(eventRequests(server)).toEqual([]);
  });
});
