import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { useBuilder } from '../../bet-slip/builder/builder-store';
import { clearSlip, useBetSlip } from '../../bet-slip/store';
import { fixture, market } from '../test-fixtures';
import { BuilderModeBar } from './builder-mode';
import { MarketLine } from './market-line';

const game = fixture();
const result = market({ marketType: '12' });
const firstId = result.selections[0]?.id;

function renderView() {
  render(
    <>
      <BuilderModeBar fixtureId={game.id} />
      <MarketLine fixture={game} market={result} mode="europe" live={false} />
    </>,
  );
}

const cartPicks = () => Object.values(useBetSlip.getState().slips).flatMap((slip) => slip.picks);
const builderPicks = () => useBuilder.getState().picks.map((p) => p.selectionId);

beforeEach(() => {
  useBuilder.setState({ fixtureId: null, picks: [], stake: 0, priceVersion: 0 });
  for (const book of ['korea', 'europe', 'inplay', 'virtual'] as const) clearSlip(book);
  useBetSlip.setState({ shown: 'europe' });
});

afterEach(cleanup);

describe('같은 경기 조합 on a fixture’s view', () => {
  it('sends the pressed prices to the builder slip while it is on, and to the cart again once it is off', () => {
    renderView();
    fireEvent.click(screen.getByRole('button', { name: '같은 경기 조합 만들기' }));
    expect(screen.getByText('같은 경기 조합 중: 배당을 누르면 아래 조합에 담깁니다.')).toBeInTheDocument();
    const price = screen.getByRole('button', { name: /1\.85/ });
    fireEvent.click(price);
    expect(builderPicks()).toEqual([firstId]);
    expect(cartPicks()).toEqual([]);
    expect(price).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(screen.getByRole('button', { name: '일반 베팅으로 돌아가기' }));
    expect(builderPicks()).toEqual([]);
    expect(price).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(price);
    expect(cartPicks().map((p) => p.selectionId)).toEqual([firstId]);
  });
});
