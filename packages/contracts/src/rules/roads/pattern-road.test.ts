import { describe, expect, it } from 'vitest';

import { currentRun, outcomeCounts, patternRoad, type RoadEntry } from './pattern-road';

/** Entries of rounds 1, 2, 3 … with these outcomes, oldest first. */
const entriesOf = (outcomes: string): RoadEntry<string>[] =>
  [...outcomes].map((outcome, index) => ({ roundId: index + 1, outcome }));

/** The road as columns of outcome letters, a continued column marked with a leading '+'. */
const drawn = (outcomes: string) =>
  patternRoad(entriesOf(outcomes)).map(
    (column) => `${column.continued ? '+' : ''}${column.entries.map((entry) => entry.outcome).join('')}`,
  );

describe('the six-row pattern road', () => {
  it('goes down a column while the outcome repeats and starts a column when it changes', () => {
    // 홀 홀 짝 홀 짝 짝 짝 as o/e
    expect(drawn('ooeoeee')).toEqual(['oo', 'e', 'o', 'eee']);
  });

  it('carries a run past six rows on at the top of a new column, marked as continued', () => {
    expect(drawn('ooooooooeeo')).toEqual(['oooooo', '+oo', 'ee', 'o']);
    // Thirteen in a row fill two columns and start a third.
    expect(drawn('eeeeeeeeeeeeeo')).toEqual(['eeeeee', '+eeeeee', '+e', 'o']);
  });

  it('keeps the rounds in their columns, oldest first', () => {
    const [first, second] = patternRoad(entriesOf('oeee'));
    expect(first?.entries.map((entry) => entry.roundId)).toEqual([1]);
    expect(second?.entries.map((entry) => entry.roundId)).toEqual([2, 3, 4]);
    expect(patternRoad([])).toEqual([]);
  });

  it('counts each outcome and the newest run', () => {
    expect(outcomeCounts(entriesOf('ooeoeee'), ['o', 'e'])).toEqual({ o: 3, e: 4 });
    expect(outcomeCounts([], ['o', 'e'])).toEqual({ o: 0, e: 0 });
    expect(currentRun(entriesOf('ooeoeee'))).toEqual({ outcome: 'e', length: 3 });
    expect(currentRun(entriesOf('o'))).toEqual({ outcome: 'o', length: 1 });
    expect(currentRun([])).toBeNull();
  });
});
