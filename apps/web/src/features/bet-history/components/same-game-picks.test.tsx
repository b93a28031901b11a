import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import type { Bet, BetPick } from '@site/contracts/api/bets';
import { SETTLEMENT_PENDING } from '@site/contracts/api/bets-codes';

import { BetCard } from './bet-card';

const pick = (id: number, partial: Partial<BetPick>): BetPick => ({
  id,
  selectionId: id,
  fixtureId: 100,
  sportId: 6046,
  leagueNameKorean: '프리미어리그',
  home: '아스널',
  away: '첼시',
  startAt: '2026-11-29T12:00:00.000Z',
  marketType: '1X2',
  period: 100,
  line: null,
  selectionName: '1',
  price: 1.8,
  result: SETTLEMENT_PENDING,
  homeScore: null,
  awayScore: null,
  ...partial,
});

const bet = (sameGame: boolean): Bet => ({
  id: 7,
  gameType: 1,
  stake: 10_000,
  totalOdds: 3.05,
  bonusOdds: 1,
  potentialPayout: 30_500,
  status: SETTLEMENT_PENDING,
  payout: null,
  createdAt: '2026-11-29T09:00:00.000Z',
  settledAt: null,
  cancellable: false,
  picks: [pick(1, {}), pick(2, { marketType: 'Total', line: '2.5', selectionName: 'Over', price: 1.9 })],
  stakeCashedOut: 0,
  cashedOut: 0,
  autoCashOutAt: null,
  sameGame,
  minigame: null,
});

afterEach(cleanup);

describe('a same-match bet in the history', () => {
  it('is labelled 같은 경기 조합, with its joint price and its picks under its one fixture', () => {
    render(<BetCard bet={bet(true)} />);
    const card = screen.getByRole('article');
    expect(within(card).getByTestId('same-game-badge')).toHaveTextContent('같은 경기 조합');
    expect(within(card).getByText('조합 배당').nextSibling).toHaveTextContent('3.05');
    expect(within(card).getByText('보너스 배당').nextSibling).toHaveTextContent('-');
    const picks = within(card).getByTestId('same-game-picks');
    // The match is named once, above its picks.
    expect(picks.textContent?.match(/아스널/g)).toHaveLength(1);
    expect(within(picks).getAllByTestId('bet-pick')).toHaveLength(2);
  });

  it('leaves a normal combination as it was', () => {
    render(<BetCard bet={bet(false)} />);
    expect(screen.queryByTestId('same-game-badge')).not.toBeInTheDocument();
    expect(screen.getByText('총 배당')).toBeInTheDocument();
  });
});
