import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import type { MinigameRound } from '@site/contracts/api/minigames';
import type { Card, MinigameResult } from '@site/contracts/minigame-results';
import { roadsOfKind } from '@site/contracts/rules/roads/minigame-roads';

import { BaccaratRoads } from './baccarat-roads';
import { PatternRoads } from './pattern-roads';

afterEach(cleanup);

/** Drawn rounds 1, 2, 3 … with these results, newest first as the rounds call answers. */
const roundsOf = (results: MinigameResult[]): MinigameRound[] =>
  results
    .map((result, index) => ({
      id: index + 1,
      gameId: 211,
      roundNo: index + 1,
      date: '2026-11-24',
      status: 'drawn' as const,
      opensAt: '2026-11-24T00:00:00.000Z',
      closesAt: '2026-11-24T00:00:50.000Z',
      drawsAt: '2026-11-24T00:01:00.000Z',
      secondsToClose: 0,
      secondsToDraw: 0,
      commitment: 'ab'.repeat(32),
      secret: 'cd'.repeat(16),
      result,
      resultText: null,
    }))
    .reverse();

const powerball = (power: number, balls = [1, 2, 3, 4, 5]): MinigameResult => ({
  kind: 'powerball',
  balls,
  powerball: power,
});

const card = (rank: number): Card => ({ suit: 'S', rank });
/** Player 9 against banker 2, the other way round, or 5 each. */
const baccarat = (winner: 'P' | 'B' | 'T'): MinigameResult => {
  const nine = [card(9), card(10)];
  const two = [card(2), card(10)];
  const five = [card(5), card(10)];
  if (winner === 'T') return { kind: 'baccarat', player: five, banker: five };
  return { kind: 'baccarat', player: winner === 'P' ? nine : two, banker: winner === 'P' ? two : nine };
};

const marksOf = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));

describe('the powerball roads on the page', () => {
  it('draw the chosen road with its counts and the newest run, and switch by tab', () => {
    // Powerballs 1 3 2 4 6: 홀 홀 짝 짝 짝. Sums 15 (언더) then 130 (오버) ×4.
    const high = [24, 25, 26, 27, 28];
    const rounds = roundsOf([
      powerball(1),
      powerball(3, high),
      powerball(2, high),
      powerball(4, high),
      powerball(6, high),
    ]);
    render(<PatternRoads roads={roadsOfKind('powerball')} rounds={rounds} />);
    expect(marksOf('파워볼 홀짝 출목표')).toEqual(['홀', '홀', '짝', '짝', '짝']);
    expect(screen.getByText('홀 2')).toBeInTheDocument();
    expect(screen.getByText('짝 3')).toBeInTheDocument();
    expect(screen.getByText('현재 짝 3연속')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: '일반볼 언더오버' }));
    expect(screen.getByRole('tab', { name: '일반볼 언더오버' })).toHaveAttribute('aria-selected', 'true');
    expect(marksOf('일반볼 언더오버 출목표')).toEqual(['언더', '오버', '오버', '오버', '오버']);
  });

  it('says where a run of more than six goes on in the next column', () => {
    render(
      <PatternRoads
        roads={roadsOfKind('oddeven')}
        rounds={roundsOf([1, 3, 5, 7, 9, 11, 13].map((rank) => ({ kind: 'oddeven', card: card(rank) })))}
      />,
    );
    expect(marksOf('홀/짝 출목표').at(-1)).toBe('홀 (앞 줄에서 이어짐)');
    // One road only: no tabs.
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });
});

describe('the baccarat roads on the page', () => {
  // B B P B B B P P B with a tie after round 2: the shoe worked by hand in contracts' derived-roads tests.
  const rounds = roundsOf(
    ['B', 'B', 'T', 'P', 'B', 'B', 'B', 'P', 'P', 'B'].map((winner) => baccarat(winner as 'P' | 'B' | 'T')),
  );

  it('open on the big road: a ring per win, the tie on the cell before it, and the counts', () => {
    render(<BaccaratRoads rounds={rounds} />);
    expect(marksOf('빅로드 출목표')).toEqual([
      '뱅커',
      '뱅커 타이 1',
      '플레이어',
      '뱅커',
      '뱅커',
      '뱅커',
      '플레이어',
      '플레이어',
      '뱅커',
    ]);
    expect(screen.getByText('뱅커 6')).toBeInTheDocument();
    expect(screen.getByText('타이 1')).toBeInTheDocument();
  });

  it('show 중국점: the three derived roads and what a banker or a player win adds next', () => {
    render(<BaccaratRoads rounds={rounds} />);
    fireEvent.click(screen.getByRole('tab', { name: '중국점' }));
    const colours = (name: string) =>
      marksOf(`${name} 출목표`)
        .map((label) => (label === '빨강' ? 'R' : 'b'))
        .join('');
    expect(colours('대안로')).toBe('bbRbRb');
    expect(colours('소로')).toBe('Rbbbb');
    expect(colours('바퀴로')).toBe('RR');
    const bigEyeBoy = screen.getByRole('region', { name: '대안로' });
    expect(bigEyeBoy).toHaveTextContent('다음 뱅커: 빨강');
    expect(bigEyeBoy).toHaveTextContent('다음 플레이어: 파랑');
  });

  it('show the bead road with every round, ties included', () => {
    render(<BaccaratRoads rounds={rounds} />);
    fireEvent.click(screen.getByRole('tab', { name: '비드로드' }));
    expect(marksOf('비드로드 출목표')).toHaveLength(10);
  });
});
