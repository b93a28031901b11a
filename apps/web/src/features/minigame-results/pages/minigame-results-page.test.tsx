import '@testing-library/jest-dom/vitest';
import { createHash } from 'node:crypto';

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { MinigameRound, MinigameRoundPage } from '@site/contracts/api/minigames';

import { pageOf, renderAt, scriptApi } from '../../../test/page-harness';
import MinigameResultsPage from './minigame-results-page';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const round = (id: number, roundNo: number, changes: Partial<MinigameRound> = {}): MinigameRound => {
  const secret = `secret-${id}`;
  return {
    id,
    gameId: 211,
    roundNo,
    date: '2026-03-01',
    status: 'drawn',
    opensAt: '2026-03-01T03:00:00.000Z',
    closesAt: '2026-03-01T03:00:50.000Z',
    drawsAt: '2026-03-01T03:01:00.000Z',
    secondsToClose: 0,
    secondsToDraw: 0,
    commitment: sha256(`211:${id}:${secret}`),
    secret,
    result: { kind: 'powerball', balls: [3, 9, 14, 21, 27], powerball: 7 },
    resultText: '파워볼 7 홀 · 일반볼 합 74 언더',
    ...changes,
  };
};

interface Server {
  rounds: MinigameRound[];
  pageCount: number;
  requests: URL[];
}

function serve(server: Server) {
  scriptApi(server.requests, (url) => {
    if (!/^\/api\/minigame\/games\/\d+\/rounds$/.test(url.pathname)) return undefined;
    return pageOf(server.rounds, url, server.pageCount) satisfies MinigameRoundPage;
  });
}

const renderPage = (url = '/game_result/minigame') => renderAt(url, <MinigameResultsPage />);

const lastRequest = (server: Server) => {
  const request = server.requests.at(-1);
  if (!request) throw new Error('no request yet');
  return request;
};

describe('/game_result/minigame', () => {
  let server: Server;
  beforeEach(() => {
    server = { rounds: [round(902, 12), round(901, 11)], pageCount: 1, requests: [] };
    serve(server);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('opens on eos 파워볼 1분 today and lists its rounds with result, time and proof', async () => {
    renderPage();
    const list = await screen.findByRole('region', { name: 'EOS 파워볼 1분' });
    const rows = within(list).getAllByTestId('minigame-round');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveAccessibleName('12회차');
    expect(rows[0]).toHaveTextContent('12:01:00');
    expect(rows[0]).toHaveTextContent('파워볼 7 홀 · 일반볼 합 74 언더');
    expect(rows[0]).toHaveTextContent(server.rounds[0]?.commitment.slice(0, 10) ?? 'missing');
    expect(lastRequest(server).pathname).toBe('/api/minigame/games/211/rounds');
    expect(lastRequest(server).searchParams.get('date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(screen.getByRole('tab', { name: 'EOS' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '파워볼 1분' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('총 2회차')).toBeInTheDocument();
  });

  it('verifies a round: the secret hashes to the published commitment', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '12회차 검증' }));
    const row = screen.getByRole('listitem', { name: '12회차' });
    await waitFor(() => expect(within(row).getByRole('status')).toHaveTextContent('일치'));
    expect(within(row).getByRole('status')).not.toHaveTextContent('불일치');
    expect(row).toHaveTextContent('secret-902');
    expect(row).toHaveTextContent('sha256("211:902:비밀값")');
  });

  it('says 불일치 when the revealed secret does not give the published hash', async () => {
    server.rounds = [round(903, 13, { secret: 'tampered' })];
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '13회차 검증' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('불일치'));
  });

  it('offers no check for a cancelled round, which has no secret', async () => {
    server.rounds = [round(904, 14, { status: 'cancelled', secret: null, result: null, resultText: null })];
    renderPage();
    const row = await screen.findByRole('listitem', { name: '14회차' });
    expect(row).toHaveTextContent('취소된 회차');
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks for the game chosen by provider and name, and for the day before', async () => {
    renderPage('/game_result/minigame?date=2026-02-10');
    await screen.findAllByTestId('minigame-round');
    expect(lastRequest(server).searchParams.get('date')).toBe('2026-02-10');

    fireEvent.click(screen.getByRole('tab', { name: '로투스' }));
    await waitFor(() => expect(lastRequest(server).pathname).toBe('/api/minigame/games/301/rounds'));
    fireEvent.click(screen.getByRole('tab', { name: '식보' }));
    await waitFor(() => expect(lastRequest(server).pathname).toBe('/api/minigame/games/303/rounds'));
    expect(await screen.findByRole('region', { name: '로투스 식보' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: '이전 날' }));
    await waitFor(() => expect(lastRequest(server).searchParams.get('date')).toBe('2026-02-09'));
    fireEvent.click(screen.getByRole('button', { name: '다음 날' }));
    fireEvent.click(screen.getByRole('button', { name: '다음 날' }));
    await waitFor(() => expect(lastRequest(server).searchParams.get('date')).toBe('2026-02-11'));
  });

  it('cannot step past today, when no round has been drawn yet', async () => {
    renderPage();
    await screen.findAllByTestId('minigame-round');
    expect(screen.getByRole('button', { name: '다음 날' })).toBeDisabled();
  });

  it('pages through a long day', async () => {
    server.pageCount = 3;
    renderPage();
    await screen.findAllByTestId('minigame-round');
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(lastRequest(server).searchParams.get('page')).toBe('2'));
  });

  it('says so when the day has no drawn round', async () => {
    server.rounds = [];
    renderPage();
    expect(await screen.findByText('이 날짜에 추첨된 회차가 없습니다.')).toBeInTheDocument();
  });
});
