/**
 * Baccarat's big road (대로, 빅로드) from the shoe's beads (bead-road.ts): banker and player wins only,
 * a new column whenever the winner changes, placed with the dragon tail (road-grid.ts). A tie takes
 * no cell: it is counted on the cell before it (the green line across it); ties before the first
 * banker or player win are counted on that first cell, where scoreboards draw them. Pairs are marked
 * on the cell of their round; a tie round's pairs show on the bead road only.
 */
import type { Bead } from './bead-road';
import { placeColumns, runsOf, type GridPlace } from './road-grid';

export type BigRoadOutcome = 'P' | 'B';

export interface BigRoadCell {
  roundId: number;
  outcome: BigRoadOutcome;
  /** ties dealt after this round (or before it, on the shoe's first cell) */
  ties: number;
  playerPair: boolean;
  bankerPair: boolean;
}

export interface BigRoad {
  /** the columns as the derived roads read them: one run of one winner each, however it is drawn */
  columns: BigRoadCell[][];
  cells: (BigRoadCell & GridPlace)[];
}

/** The big road of these beads, oldest first. */
export function bigRoad(beads: readonly Bead[]): BigRoad {
  const cells: BigRoadCell[] = [];
  let leadingTies = 0;
  for (const bead of beads) {
    const last = cells.at(-1);
    if (bead.outcome === 'T') {
      if (last) last.ties += 1;
      else leadingTies += 1;
      continue;
    }
    cells.push({
      roundId: bead.roundId,
      outcome: bead.outcome,
      ties: cells.length === 0 ? leadingTies : 0,
      playerPair: bead.playerPair,
      bankerPair: bead.bankerPair,
    });
  }
  const columns = runsOf(cells, (cell) => cell.outcome);
  return { columns, cells: placeColumns(columns) };
}
