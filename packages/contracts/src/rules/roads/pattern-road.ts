/**
 * The six-row pattern road (육매, 줄 그림) Korean powerball, ladder and odd/even sites draw under a
 * game: one circle per round, oldest at the top left; a run of one outcome goes down its column and
 * the other outcome starts the next column.
 *
 * A run longer than six rows carries on at the top of a new column, as most Korean powerball and
 * ladder sites draw it (not baccarat's dragon tail turning right, big-road.ts). A two-outcome road
 * otherwise never puts one outcome in two neighbouring columns, so the continuation stays legible;
 * the column is still marked `continued`, for the screen to show the run unbroken.
 */

export const PATTERN_ROWS = 6;

/** One round on a road: which round, and what it counts as there. */
export interface RoadEntry<O extends string> {
  roundId: number;
  outcome: O;
}

export interface PatternColumn<O extends string> {
  outcome: O;
  /** this column carries on the run of the one before it (a run longer than `rows`) */
  continued: boolean;
  entries: RoadEntry<O>[];
}

/** The columns of these entries (oldest first), at most `rows` a column. */
export function patternRoad<O extends string>(
  entries: readonly RoadEntry<O>[],
  rows: number = PATTERN_ROWS,
): PatternColumn<O>[] {
  const columns: PatternColumn<O>[] = [];
  for (const entry of entries) {
    const last = columns.at(-1);
    if (last && last.outcome === entry.outcome && last.entries.length < rows) last.entries.push(entry);
    else columns.push({ outcome: entry.outcome, continued: last?.outcome === entry.outcome, entries: [entry] });
  }
  return columns;
}

/** How long the newest run is: the number of latest rounds in a row with the newest round's outcome. */
export function currentRun<O extends string>(entries: readonly RoadEntry<O>[]): { outcome: O; length: number } | null {
  const newest = entries.at(-1);
  if (!newest) return null;
  let length = 0;
  for (let index = entries.length - 1; index >= 0 && entries[index]?.outcome === newest.outcome; index--) length++;
  return { outcome: newest.outcome, length };
}

/** How often each of `outcomes` came. */
export function outcomeCounts<O extends string>(
  entries: readonly RoadEntry<O>[],
  outcomes: readonly O[],
): Record<O, number> {
  const counts = Object.fromEntries(outcomes.map((outcome) => [outcome, 0])) as Record<O, number>;
  for (const entry of entries) counts[entry.outcome] += 1;
  return counts;
}
