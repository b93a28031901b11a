/**
 * The three roads derived from the big road (중국점): 대안로 (big eye boy), 소로 (small road) and
 * 바퀴로 (cockroach pig). Each big-road cell from the road's starting point on adds one red or blue
 * entry, by comparing the big road with itself `offset` columns back (1, 2 and 3):
 *   - a cell that starts a new column: red when the two columns before it, `offset` apart, are as long
 *     as each other (the shoe repeats its shape), blue when not;
 *   - a cell further down its column: red when the column `offset` back has a cell in this row, or has
 *     none in this row nor the one above (both keep going, or that one ended long before); blue when
 *     that column ended exactly at the row above (the shape breaks here).
 * The road starts at the second cell of column `offset` (0-based), or at the first cell of the column
 * after it when that column has one cell. Red means repetition (order), blue chaos. Each derived road
 * is drawn as a big road of its own: a new column when the colour changes, the dragon tail past six.
 */
import type { BigRoad } from './big-road';
import { placeColumns, runsOf, type GridPlace } from './road-grid';

export type DerivedRoadKey = 'bigEyeBoy' | 'smallRoad' | 'cockroachPig';
export type DerivedColour = 'red' | 'blue';

export const derivedRoadKeys: readonly DerivedRoadKey[] = ['bigEyeBoy', 'smallRoad', 'cockroachPig'];

const OFFSET: Record<DerivedRoadKey, number> = { bigEyeBoy: 1, smallRoad: 2, cockroachPig: 3 };

export interface DerivedEntry {
  /** the big-road round this entry was read at */
  roundId: number;
  colour: DerivedColour;
}

/** The colours the road reads from big-road columns of these lengths, in the order the cells came. */
export function derivedColours(columnLengths: readonly number[], offset: number): DerivedColour[] {
  const length = (column: number) => columnLengths[column] ?? 0;
  const colours: DerivedColour[] = [];
  columnLengths.forEach((cells, column) => {
    for (let row = 0; row < cells; row++) {
      if (column < offset || (column === offset && row === 0)) continue;
      const repeats = row === 0 ? length(column - 1) === length(column - 1 - offset) : length(column - offset) !== row;
      colours.push(repeats ? 'red' : 'blue');
    }
  });
  return colours;
}

/** The derived road's entries, oldest first. */
export function derivedEntries(road: BigRoad, key: DerivedRoadKey): DerivedEntry[] {
  const offset = OFFSET[key];
  const colours = derivedColours(
    road.columns.map((column) => column.length),
    offset,
  );
  // The entries belong to the big road's cells from the starting point on, in order.
  const cells = road.columns.flat();
  const skipped = cells.length - colours.length;
  return colours.map((colour, index) => ({ roundId: cells[skipped + index]?.roundId ?? 0, colour }));
}

/** The derived road placed on its grid. */
export const placeDerived = (entries: readonly DerivedEntry[]): (DerivedEntry & GridPlace)[] =>
  placeColumns(runsOf(entries, (entry) => entry.colour));

/**
 * What the next entry of the derived road would be if the next round were won by `outcome`: the
 * question scoreboards answer beside the roads (다음 뱅커 / 다음 플레이어), null while the road has
 * not started yet.
 */
export function nextColour(road: BigRoad, key: DerivedRoadKey, outcome: 'P' | 'B'): DerivedColour | null {
  const lengths = road.columns.map((column) => column.length);
  const lastOutcome = road.columns.at(-1)?.[0]?.outcome;
  const next = lastOutcome === outcome ? [...lengths.slice(0, -1), (lengths.at(-1) ?? 0) + 1] : [...lengths, 1];
  const before = derivedColours(lengths, OFFSET[key]).length;
  const after = derivedColours(next, OFFSET[key]);
  return after.length > before ? (after.at(-1) ?? null) : null;
}
