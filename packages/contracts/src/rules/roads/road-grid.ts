/**
 * Where the casino roads (big-road.ts, derived-roads.ts) put each entry on their six-row grid: a
 * column goes down until the bottom row or an occupied cell, then turns right along that row (the
 * "dragon tail", 용꼬리); the next column starts at the top of the grid column after the previous
 * column's first, or further right while that cell is taken by an earlier tail.
 */

export const ROAD_ROWS = 6;

export interface GridPlace {
  /** the grid column, from 0 at the left */
  column: number;
  /** the row, from 0 at the top */
  row: number;
}

/** Each item of these columns (oldest first) with its place on the grid. */
export function placeColumns<T>(columns: readonly (readonly T[])[], rows: number = ROAD_ROWS): (T & GridPlace)[] {
  const taken = new Set<string>();
  const isTaken = (column: number, row: number) => taken.has(`${column}:${row}`);
  const placed: (T & GridPlace)[] = [];
  let start = -1;
  for (const items of columns) {
    start += 1;
    while (isTaken(start, 0)) start += 1;
    let column = start;
    let row = 0;
    let turned = false;
    items.forEach((item, index) => {
      if (index > 0) {
        // Once turned, the tail keeps going right: the rows below stay the earlier columns'.
        if (!turned && row + 1 < rows && !isTaken(column, row + 1)) row += 1;
        else {
          turned = true;
          column += 1;
        }
      }
      taken.add(`${column}:${row}`);
      placed.push({ ...item, column, row });
    });
  }
  return placed;
}

/** Consecutive items of the same key as columns: a new column whenever the key changes. */
export function runsOf<T>(items: readonly T[], keyOf: (item: T) => string): T[][] {
  const runs: T[][] = [];
  for (const item of items) {
    const last = runs.at(-1);
    const head = last?.[0];
    if (last && head !== undefined && keyOf(head) === keyOf(item)) last.push(item);
    else runs.push([item]);
  }
  return runs;
}

/** How many columns wide the placed grid is. */
export const gridWidth = (placed: readonly GridPlace[]): number =>
  placed.reduce((width, place) => Math.max(width, place.column + 1), 0);
