import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { TournamentDetail, TournamentSummary } from '@site/contracts/api/tournaments';
import { casinoEndpoints } from '@site/contracts/endpoints/casino';
import { tournamentEndpoints } from '@site/contracts/endpoints/tournaments';

import { answer, refuse, scriptCalls } from '../../../test/scripted-calls';
import { renderWithSite } from '../../../test/console/harness';
import { TournamentsPage } from './tournaments-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const running: TournamentSummary = {
  id: 7,
  title: '주간 슬롯 토너먼트',
  product: 'slot',
  metric: 'total-stake',
  minStake: 1_000,
  status: 'running',
  startsAt: '2026-11-20T00:00:00.000Z',
  endsAt: '2026-11-27T00:00:00.000Z',
  secondsToStart: 0,
  secondsToEnd: 93_784,
  prizes: [
    { rank: 1, amount: 1_000_000 },
    { rank: 2, amount: 500_000 },
  ],
  entrants: 3,
  joined: true,
};

const detail: TournamentDetail = {
  ...running,
  leaders: [
    { rank: 1, nickName: '홍**', score: 90_000, prize: 1_000_000, mine: false },
    { rank: 2, nickName: '나의닉네임', score: 40_000, prize: 500_000, mine: true },
    { rank: 3, nickName: '김**', score: 10_000, prize: 0, mine: false },
  ],
  me: { rank: 2, nickName: '나의닉네임', score: 40_000, prize: 500_000, mine: true },
};

const open = () => renderWithSite(<TournamentsPage product="slot" title="토너먼트" />);

describe('/tournament', () => {
  it("shows '점검중입니다.' and no tournament when the event slot setting is off", async () => {
    const sent = scriptCalls([answer(casinoEndpoints.eventSlotSetting, { useFlag: false })]);
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('점검중입니다.');
    expect(sent.map((call) => call.url.pathname)).toEqual(['/api/eventSlot/set']);
  });

  it('shows the load-failure text of SPEC §8 when the setting cannot be loaded', async () => {
    scriptCalls([]); // every call fails: the network is down
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('문제가 발생했습니다. 시스템관리자에게 문의해주세요.');
  });

  it("shows the server's own text when the failed answer carries one", async () => {
    scriptCalls([refuse(casinoEndpoints.eventSlotSetting, 503, '잠시 후 다시 시도해주세요.')]);
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('잠시 후 다시 시도해주세요.');
  });

  it("lists the running tournament with its countdown and prizes, and highlights the member's row", async () => {
    scriptCalls([
      answer(casinoEndpoints.eventSlotSetting, { useFlag: true }),
      answer(tournamentEndpoints.jackpot, { pool: 12_345_678, growthPerHour: 0, lastWin: null }),
      answer(tournamentEndpoints.list, { current: [running], finished: [] }),
      answer(tournamentEndpoints.detail, detail),
    ]);
    open();
    const board = await screen.findByRole('table', { name: '실시간 순위' });
    const mine = within(board)
      .getAllByRole('row')
      .filter((row) => row.getAttribute('aria-current') === 'true');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toHaveTextContent('2위나의닉네임40,000원500,000원');
    expect(screen.getByText('내 순위 2위')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('종료까지 1일 2:03:04');
    expect(screen.getByRole('table', { name: '상금표' })).toHaveTextContent('1위1,000,000원');
    expect(screen.getByRole('button', { name: '참가중' })).toBeDisabled();
    expect(await screen.findByText('₩ 12,345,678')).toBeInTheDocument();
  });
});
