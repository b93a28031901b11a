import { describe, expect, it } from 'vitest';

import { bigRoad } from './big-road';
import { gridWidth, placeColumns } from './road-grid';
import { shoe } from './road-test-shoes';

/** Each cell as "round outcome@column,row", with +N ties and pairs as p/b. */
const cellsOf = (letters: string) =>
  bigRoad(shoe(letters)).cells.map(
    (cell) =>
      `${cell.roundId}${cell.outcome}@${cell.column},${cell.row}` +
      `${cell.ties ? `+${cell.ties}` : ''}${cell.playerPair ? 'p' : ''}${cell.bankerPair ? 'b' : ''}`,
  );

describe('the big road', () => {
  it('starts a column when the winner changes and marks ties and pairs on the cells', () => {
    // Round 1 a tie before any win (drawn on the first cell), 4 and 5 ties after round 3, 6 a player win with a player pair.
    expect(cellsOf('T B B T T Pp B')).toEqual(['2B@0,0+1', '3B@0,1+2', '6P@1,0p', '7B@2,0']);
  });

  it('turns a run past six rows right along the bottom (the dragon tail), and the next runs start beside it', () => {
    // B, P, then eight B (rounds 3-10), then P.
    expect(cellsOf('B P BBBBBBBB P')).toEqual([
      '1B@0,0',
      '2P@1,0',
      '3B@2,0',
      '4B@2,1',
      '5B@2,2',
      '6B@2,3',
      '7B@2,4',
      '8B@2,5',
      '9B@3,5',
      '10B@4,5',
      '11P@3,0',
    ]);
  });

  it('turns a run right above an earlier tail it runs into, and the ties stay on their cell', () => {
    // Rounds 1-8: B×8 (tail along row 5 to column 2); 9-15: P×7 down column 1 to row 4, blocked by the
    // tail at (1,5): turns right along row 4; 16 a tie on round 15; 17 B starts at column 2.
    const road = bigRoad(shoe('BBBBBBBB PPPPPPP T B'));
    const where = road.cells.map((cell) => [cell.roundId, cell.column, cell.row, cell.ties]);
    expect(where.slice(8)).toEqual([
      [9, 1, 0, 0],
      [10, 1, 1, 0],
      [11, 1, 2, 0],
      [12, 1, 3, 0],
      [13, 1, 4, 0],
      [14, 2, 4, 0],
      [15, 3, 4, 1],
      [17, 2, 0, 0],
    ]);
    // The derived roads read the runs' true lengths, however they are drawn.
    expect(road.columns.map((column) => column.length)).toEqual([8, 7, 1]);
    expect(gridWidth(road.cells)).toBe(4);
  });

  it('is empty for no rounds or only ties', () => {
    expect(bigRoad([]).cells).toEqual([]);
    expect(bigRoad(shoe('TT')).cells).toEqual([]);
  });
});

describe('the grid', () => {
  it('starts a column further right while its top cell is taken by an earlier tail', () => {
    // A six-cell column fills column 0; a seven-cell column starts at column 1 and turns at row 5 onto
    // column 2; a short run could take column 2's top, so the run after goes on at column 3's.
    const placed = placeColumns([[1], [2, 3, 4, 5, 6, 7, 8], [9], [10]], 6);
    expect(placed.map((place) => `${place.column},${place.row}`)).toEqual([
      '0,0',
      '1,0',
      '1,1',
      '1,2',
      '1,3',
      '1,4',
      '1,5',
      '2,5',
      '2,0',
      '3,0',
    ]);
  });
});
