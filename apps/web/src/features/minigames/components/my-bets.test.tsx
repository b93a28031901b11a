import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Bet } from '@site/contracts/api/bets';
import { GAME_TYPE_MINIGAME, SETTLEMENT_VOID, SETTLEMENT_WON } from '@site/contracts/api/bets-codes';
import { betEndpoints } from '@site/contracts/endpoints/bets';

import { answer, scriptCalls } from '../../../test/scripted-calls';
import { MyBets } from './my-bets';

const minigameBet = (id: number, changes: Partial<Bet>): Bet => ({
  id,
  gameType: GAME_TYPE_MINIGAME,
  stake: 20_000,
  totalOdds: 1.95,
  bonusOdds: 1,
  potentialPayout: 39_000,
  status: SETTLEMENT_WON,
  payout: 39_000,
  createdAt: '2026-03-01T03:04:05.000Z',
  settledAt: '2026-03-01T03:06:00.000Z',
  cancellable: false,
  picks: [],
  stakeCashedOut: 0,
  cashedOut: 0,
  autoCashOutAt: null,
  sameGame: false,
  minigame: {
    gameId: 211,
    roundId: 9000 + id,
    roundNo: 180 + id,
    roundDate: '2026-03-01',
    marketNameKorean: '파워볼 홀짝',
    pickNameKorean: '홀',
    price: 1.95,
    result: SETTLEMENT_WON,
    resultText: null,
  },
  ...changes,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('my bets in a minigame', () => {
  it('shows a voided bet’s stake as 환급 and a won bet’s payout as 당첨금', async () => {
    scriptCalls([
      answer(betEndpoints.page, {
        items: [minigameBet(1, {}), minigameBet(2, { status: SETTLEMENT_VOID, payout: 20_000 })],
        page: 1,
        pageCount: 1,
        totalCount: 2,
      }),
    ]);
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MyBets gameId={211} loggedIn />
      </QueryClientProvider>,
    );
    const voided = await screen.findByRole('listitem', { name: '182회차 파워볼 홀짝 홀 적중특례' });
    expect(voided).toHaveTextContent('환급 20,000원');
    expect(voided).not.toHaveTextContent('당첨금');
    expect(screen.getByRole('listitem', { name: '181회차 파워볼 홀짝 홀 당첨' })).toHaveTextContent('당첨금 39,000원');
  });
});
