import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Bet, BetPage } from '@site/contracts/api/bets';
import type { CasinoBetInfo } from '@site/contracts/api/casino';
import type { MinigameBetInfo } from '@site/contracts/api/minigames';

import AlertDialog from '../../../components/ui/alert-dialog';
import { useAlertQueue } from '../../../components/ui/alert';
import { currentUserQuery } from '../../auth/api/session';
import BetResultPage from './bet-result-page';

/** The top bar's balance, as the site keeps it on screen beside every page. */
function Balance() {
  const { data } = useQuery(currentUserQuery);
  return <output aria-label="보유머니">{data?.emoney}</output>;
}

const bet = (changes: Partial<Bet> = {}): Bet => ({
  id: 41,
  gameType: 1,
  stake: 10_000,
  totalOdds: 3.7,
  bonusOdds: 1,
  potentialPayout: 37_000,
  status: 0,
  payout: null,
  createdAt: '2026-03-01T03:04:05.000Z',
  settledAt: null,
  cancellable: true,
  stakeCashedOut: 0,
  cashedOut: 0,
  autoCashOutAt: null,
  sameGame: false,
  minigame: null,
  picks: [
    {
      id: 1,
      selectionId: 11,
      fixtureId: 101,
      sportId: 6046,
      leagueNameKorean: 'K리그1',
      home: '울산',
      away: '전북',
      startAt: '2026-03-01T10:00:00.000Z',
      marketType: 'Handicap',
      period: 100,
      line: '-1.5',
      selectionName: 'Home',
      price: 1.85,
      result: 0,
      homeScore: null,
      awayScore: null,
    },
    {
      id: 2,
      selectionId: 12,
      fixtureId: 102,
      sportId: 48242,
      leagueNameKorean: 'KBL',
      home: '서울 SK',
      away: '부산 KCC',
      startAt: '2026-03-01T09:00:00.000Z',
      marketType: '1X2',
      period: 100,
      line: null,
      selectionName: '2',
      price: 2,
      result: 2,
      homeScore: 80,
      awayScore: 91,
    },
  ],
  ...changes,
});

const minigameInfo: MinigameBetInfo = {
  gameId: 211,
  roundId: 9001,
  roundNo: 185,
  roundDate: '2026-03-01',
  marketNameKorean: '파워볼 홀짝',
  pickNameKorean: '홀',
  price: 1.95,
  result: 2,
  resultText: '파워볼 7 홀 · 일반볼 합 74 언더',
};

/** A won bet on eos 파워볼 1분: one pick on one round, no sports picks. */
const minigameBet = (changes: Partial<Bet> = {}): Bet => ({
  ...bet(),
  id: 77,
  gameType: 3,
  stake: 20_000,
  totalOdds: 1.95,
  bonusOdds: 1,
  potentialPayout: 39_000,
  status: 2,
  payout: 39_000,
  settledAt: '2026-03-01T03:06:00.000Z',
  cancellable: false,
  picks: [],
  stakeCashedOut: 0,
  cashedOut: 0,
  autoCashOutAt: null,
  sameGame: false,
  minigame: minigameInfo,

  ...changes,
});

const casinoInfo: CasinoBetInfo = {
  aggregator: 'playfun',
  product: 'casino',
  vendorNameKorean: '에볼루션',
  gameNameKorean: '스피드 바카라 A',
  providerRoundId: 'EVO-20260301-0042',
  win: 95_000,
  detail: '뱅커 승 (6:4)',
};

/** A won round of Evolution's baccarat, launched through the playfun lobby. */
const casinoBet = (changes: Partial<Bet> = {}): Bet => ({
  ...bet(),
  id: 91,
  gameType: 5,
  stake: 50_000,
  totalOdds: 1,
  potentialPayout: 0,
  status: 2,
  payout: 95_000,
  settledAt: '2026-03-01T03:07:00.000Z',
  cancellable: false,
  picks: [],
  casino: casinoInfo,
  ...changes,
});

interface Server {
  bets: Bet[];
  cancelAnswer: { status: number; body: unknown };
  requests: string[];
  balance: number;
}

function serve(server: Server) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      server.requests.push(`${method} ${input}`);
      let status = 200;
      let body: unknown = null;
      if (method === 'GET' && input.startsWith('/api/bets?')) {
        const page: BetPage = { items: server.bets, page: 1, pageCount: 1, totalCount: server.bets.length };
        body = page;
      } else if (method === 'POST' && input === '/api/bets/41/cancel') {
        ({ status, body } = server.cancelAnswer);
        if (status === 200) {
          server.bets = server.bets.map((b) => ({ ...b, status: -1, cancellable: false }));
          server.balance += 10_000;
        }
      } else if (input === '/api/member/user') {
        body = { emoney: server.balance };
      } else status = 404;
      return new Response(JSON.stringify(body), { status });
    }),
  );
}

function renderPage(url = '/bet_result') {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[url]}>
        <Balance />
        <BetResultPage />
        <AlertDialog />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function answerDialog(text: string, button: '확인' | '취소') {
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(text);
  fireEvent.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('/bet_result', () => {
  let server: Server;
  beforeEach(() => {
    useAlertQueue.setState({ queue: [] });
    server = { bets: [bet()], cancelAnswer: { status: 200, body: {} }, requests: [], balance: 990_000 };
    serve(server);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows each bet with its picks, money and status in Korean', async () => {
    renderPage();
    const card = await screen.findByRole('article', { name: 'No.41 진행중' });
    const picks = within(card).getAllByTestId('bet-pick');
    expect(picks[0]).toHaveTextContent('울산');
    expect(picks[0]).toHaveTextContent('핸디캡 · 풀타임');
    expect(picks[0]).toHaveTextContent('홈 -1.5');
    expect(picks[0]).toHaveTextContent('1.85');
    expect(picks[0]).toHaveTextContent('진행중');
    expect(picks[1]).toHaveTextContent('80 : 91');
    expect(picks[1]).toHaveTextContent('원정승');
    expect(picks[1]).toHaveTextContent('적중');
    expect(card).toHaveTextContent('26-03-01 12:04:05');
    expect(card).toHaveTextContent('10,000원');
    expect(card).toHaveTextContent('37,000원');
    // Nothing is paid yet: the payout reads '-', not 0원, while the bet is in progress.
    expect(card).toHaveTextContent('당첨금-');
    expect(card).toHaveTextContent('3.70');
  });

  it('asks the server for the chosen game type and the last seven days', async () => {
    renderPage();
    await screen.findByRole('article');
    expect(server.requests.find((r) => r.includes('/api/bets'))).toMatch(
      /^GET \/api\/bets\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}&page=1&size=10$/,
    );
    fireEvent.click(screen.getByRole('tab', { name: '라이브' }));
    await waitFor(() => expect(server.requests.at(-1)).toMatch(/[?&]gameType=2&/));
    expect(screen.getByRole('tab', { name: '라이브' })).toHaveAttribute('aria-selected', 'true');
  });

  it('cancels a bet after the member confirms, then shows it cancelled and refetches the balance', async () => {
    renderPage();
    const card = await screen.findByRole('article', { name: 'No.41 진행중' });
    expect(await screen.findByRole('status', { name: '보유머니' })).toHaveTextContent('990000');
    fireEvent.click(within(card).getByRole('button', { name: '베팅취소' }));
    await answerDialog('이 베팅을 취소하시겠습니까?', '확인');
    await answerDialog('베팅이 취소되었습니다.', '확인');
    await waitFor(() => expect(screen.getByRole('status', { name: '보유머니' })).toHaveTextContent('1000000'));
    const cancelled = await screen.findByRole('article', { name: 'No.41 취소' });
    // The stake came back: the card says so instead of a payout of nothing.
    expect(cancelled).toHaveTextContent('환급10,000원');
    expect(cancelled).not.toHaveTextContent(/(?<!예상 )당첨금/);
    expect(within(cancelled).queryByRole('button', { name: '베팅취소' })).not.toBeInTheDocument();
    expect(server.requests).toContain('POST /api/bets/41/cancel');
  });

  it('does nothing when the member thinks better of it', async () => {
    renderPage();
    const card = await screen.findByRole('article', { name: 'No.41 진행중' });
    fireEvent.click(within(card).getByRole('button', { name: '베팅취소' }));
    await answerDialog('이 베팅을 취소하시겠습니까?', '취소');
    expect(server.requests.filter((r) => r.startsWith('POST'))).toEqual([]);
  });

  it('shows the server’s Korean reason when it refuses', async () => {
    server.cancelAnswer = { status: 409, body: { message: '경기 시작 10분 전까지만 취소할 수 있습니다.' } };
    renderPage();
    const card = await screen.findByRole('article', { name: 'No.41 진행중' });
    fireEvent.click(within(card).getByRole('button', { name: '베팅취소' }));
    await answerDialog('이 베팅을 취소하시겠습니까?', '확인');
    await answerDialog('경기 시작 10분 전까지만 취소할 수 있습니다.', '확인');
    expect(screen.getByRole('article', { name: 'No.41 진행중' })).toBeInTheDocument();
  });

  it('shows a minigame bet with its game, round, pick, draw and payout', async () => {
    server.bets = [minigameBet()];
    renderPage('/bet_result?type=3');
    const card = await screen.findByRole('article', { name: 'No.77 당첨' });
    const pick = within(card).getByTestId('bet-pick');
    expect(pick).toHaveTextContent('EOS 파워볼 1분');
    expect(pick).toHaveTextContent('2026-03-01 185회차');
    expect(pick).toHaveTextContent('파워볼 홀짝');
    expect(pick).toHaveTextContent('홀');
    expect(pick).toHaveTextContent('1.95');
    expect(pick).toHaveTextContent('파워볼 7 홀 · 일반볼 합 74 언더');
    expect(pick).toHaveTextContent('적중');
    expect(card).toHaveTextContent('미니게임');
    expect(card).toHaveTextContent('20,000원');
    expect(card).toHaveTextContent('당첨금39,000원');
    // One pick: its odds, and no folder bonus.
    expect(card).toHaveTextContent('배당1.95');
    expect(card).not.toHaveTextContent('보너스 배당');
    expect(within(card).queryByRole('button', { name: '베팅취소' })).not.toBeInTheDocument();
    expect(server.requests.find((r) => r.includes('/api/bets'))).toMatch(/[?&]gameType=3&/);
  });

  it('shows a minigame bet still waiting for its draw', async () => {
    server.bets = [
      minigameBet({
        status: 0,
        payout: null,
        settledAt: null,
        stakeCashedOut: 0,
        cashedOut: 0,
        autoCashOutAt: null,
        sameGame: false,
        minigame: { ...minigameInfo, result: 0, resultText: null },
      }),
    ];
    renderPage('/bet_result?type=3');
    const card = await screen.findByRole('article', { name: 'No.77 진행중' });
    const pick = within(card).getByTestId('bet-pick');
    expect(pick).toHaveTextContent('추첨 전');
    expect(pick).toHaveTextContent('진행중');
    expect(card).toHaveTextContent('당첨금-');
  });

  it('shows a casino round with its vendor, game, round id, result, stake and win', async () => {
    server.bets = [casinoBet()];
    renderPage('/bet_result?type=5');
    const card = await screen.findByRole('article', { name: 'No.91 당첨' });
    const round = within(card).getByTestId('bet-pick');
    expect(round).toHaveTextContent('에볼루션');
    expect(round).toHaveTextContent('스피드 바카라 A');
    // the round reads as its time (Seoul); the provider's id is kept in the time's tooltip for support
    expect(round).not.toHaveTextContent('EVO-20260301-0042');
    expect(within(round).getByTitle('라운드 ID EVO-20260301-0042')).toHaveTextContent('26-03-01 12:04:05');
    expect(round).toHaveTextContent('뱅커 승 (6:4)');
    expect(round).toHaveTextContent('적중');
    expect(card).toHaveTextContent('카지노');
    expect(card).toHaveTextContent('베팅금액50,000원');
    expect(card).toHaveTextContent('당첨금95,000원');
    // A round has no odds to show.
    expect(card).not.toHaveTextContent('배당');
  });

  it('shows a voided bet’s stake as 환급, not a payout of 0원', async () => {
    server.bets = [bet({ status: 3, payout: 10_000, settledAt: '2026-03-01T12:00:00.000Z', cancellable: false })];
    renderPage();
    const card = await screen.findByRole('article', { name: 'No.41 적중특례' });
    expect(card).toHaveTextContent('환급10,000원');
    expect(card).toHaveTextContent('예상 당첨금37,000원');
    expect(card).not.toHaveTextContent(/(?<!예상 )당첨금/);
    // the open pick ended with the bet: it reads 적중특례 like the bet, not 진행중; the won pick keeps 적중
    const [open, won] = within(card).getAllByTestId('bet-pick');
    expect(open).toHaveTextContent('적중특례');
    expect(open).not.toHaveTextContent('진행중');
    expect(won).toHaveTextContent('적중');
  });

  it('shows a cancelled casino round’s stake as 환급, not its win of 0원', async () => {
    server.bets = [casinoBet({ status: -1, payout: 50_000, casino: { ...casinoInfo, win: 0, detail: null } })];
    renderPage('/bet_result?type=5');
    const card = await screen.findByRole('article', { name: 'No.91 취소' });
    expect(card).toHaveTextContent('환급50,000원');
    expect(card).not.toHaveTextContent('당첨금');
    // it ended without a line from the provider: not 진행 중
    expect(within(card).getByTestId('bet-pick')).not.toHaveTextContent('진행 중');
  });

  it('shows a casino round still being played', async () => {
    server.bets = [
      casinoBet({ status: 0, payout: null, settledAt: null, casino: { ...casinoInfo, win: 0, detail: null } }),
    ];
    renderPage('/bet_result?type=5');
    const card = await screen.findByRole('article', { name: 'No.91 진행중' });
    expect(within(card).getByTestId('bet-pick')).toHaveTextContent('진행 중');
    expect(card).toHaveTextContent('당첨금0원');
  });

  it('shows a virtual bet with its sport and league, a match pick and a race’s runner', async () => {
    const [matchPick, otherPick] = bet().picks as [Bet['picks'][number], Bet['picks'][number]];
    server.bets = [
      bet({
        id: 88,
        gameType: 4,
        cancellable: false,
        picks: [
          {
            ...matchPick,
            sportId: 9001,
            leagueNameKorean: '프리미어십',
            home: '런던 레드',
            away: '맨체스터 블루',
            marketType: '1X2',
            line: null,
            selectionName: '1',
          },
          {
            ...otherPick,
            sportId: 9003,
            leagueNameKorean: '골든힐 파크',
            home: '제12경주',
            away: '',
            marketType: 'Place',
            line: '2',
            selectionName: '1 번개호',
            homeScore: null,
            awayScore: null,
          },
        ],
      }),
    ];
    renderPage('/bet_result?type=4');
    const card = await screen.findByRole('article', { name: 'No.88 진행중' });
    expect(card).toHaveTextContent('가상게임');
    const [match, race] = within(card).getAllByTestId('bet-pick') as [HTMLElement, HTMLElement];
    expect(match).toHaveTextContent('가상축구 프리미어십');
    expect(match).toHaveTextContent('런던 레드 vs 맨체스터 블루');
    expect(match).toHaveTextContent('홈승');
    expect(race).toHaveTextContent('개경주 골든힐 파크');
    expect(race).toHaveTextContent('제12경주');
    expect(race).not.toHaveTextContent('vs');
    expect(race).toHaveTextContent('연승 (2착 이내)');
    expect(race).toHaveTextContent('1 번개호');
  });

  it('says so when the period has no bets', async () => {
    server.bets = [];
    renderPage('/bet_result?type=3');
    expect(await screen.findByText('선택한 기간에 베팅내역이 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '미니게임' })).toHaveAttribute('aria-selected', 'true');
  });
});
