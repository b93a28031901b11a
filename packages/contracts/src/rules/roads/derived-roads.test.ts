import { describe, expect, it } from 'vitest';

import { bigRoad } from './big-road';
import { derivedEntries, nextColour, placeDerived, type DerivedRoadKey } from './derived-roads';
import { shoe } from './road-test-shoes';

/**
 * Two shoes worked by hand on paper (big-road column lengths, then each rule cell by cell).
 *
 * Shoe 1: B B P B B B P P B — columns B2 P1 B3 P2 B1.
 * Shoe 2: P P P P B P B B B P P P P P B P P, with ties and a pair on the way (they change nothing) —
 *         columns P4 B1 P1 B3 P5 B1 P2.
 */
const SHOE_1 = 'BBPBBBPPB';
const SHOE_2 = 'PPTPP B P BbBB PPPPP TB PP';

const colours = (letters: string, key: DerivedRoadKey) =>
  derivedEntries(bigRoad(shoe(letters)), key)
    .map((entry) => (entry.colour === 'red' ? 'R' : 'b'))
    .join('');

describe('대안로 (big eye boy), one column back', () => {
  it('on shoe 1', () => {
    // Column 1 has no second cell, so the road starts at column 2's first.
    // c2r0: P1 vs B2 differ → b; c2r1: c1 ends at row 1 → b; c2r2: c1 had neither r2 nor r1 → R;
    // c3r0: B3 vs P1 → b; c3r1: c2 has r1 → R; c4r0: P2 vs B3 → b.
    expect(colours(SHOE_1, 'bigEyeBoy')).toBe('bbRbRb');
  });

  it('on shoe 2', () => {
    // c2r0: 1 vs 4 b; c3r0: 1 vs 1 R; c3r1 b; c3r2 R; c4r0: 3 vs 1 b; c4r1 R; c4r2 R; c4r3 (c3 ends at 3) b;
    // c4r4 R; c5r0: 5 vs 3 b; c6r0: 1 vs 5 b; c6r1: c5 ends at 1 → b.
    expect(colours(SHOE_2, 'bigEyeBoy')).toBe('bRbRbRRbRbbb');
  });
});

describe('소로 (small road), two columns back', () => {
  it('on shoe 1', () => {
    // c2r1: c0 has r1 → R; c2r2: c0 ends at 2 → b; c3r0: B3 vs B2 → b; c3r1: c1 ends at 1 → b; c4r0: P2 vs P1 → b.
    expect(colours(SHOE_1, 'smallRoad')).toBe('Rbbbb');
  });

  it('on shoe 2', () => {
    // c3r0: 1 vs 4 b; c3r1: c1 ends at 1 b; c3r2 R; c4r0: 3 vs 1 b; c4r1: c2 ends at 1 b; c4r2-4 R R R;
    // c5r0: 5 vs 1 b; c6r0: 1 vs 3 b; c6r1: c4 has r1 → R.
    expect(colours(SHOE_2, 'smallRoad')).toBe('bbRbbRRRbbR');
  });
});

describe('바퀴로 (cockroach pig), three columns back', () => {
  it('on shoe 1', () => {
    // c3r1: c0 has r1 → R; c4r0: P2 vs B2 → R.
    expect(colours(SHOE_1, 'cockroachPig')).toBe('RR');
  });

  it('on shoe 2', () => {
    // c3r1, c3r2: c0 has them → R R; c4r0: 3 vs 4 b; c4r1: c1 ends at 1 b; c4r2-4 R R R; c5r0: 5 vs 1 b;
    // c6r0: 1 vs 1 R; c6r1: c3 has r1 → R.
    expect(colours(SHOE_2, 'cockroachPig')).toBe('RRbbRRRbRR');
  });
});

describe('the derived roads', () => {
  it('are empty until the big road reaches their starting point', () => {
    // 대안로 starts at column 1's second cell, else column 2's first; 소로 and 바퀴로 a column later each.
    expect(colours('BP', 'bigEyeBoy')).toBe('');
    expect(colours('BPB', 'bigEyeBoy')).toBe('R');
    expect(colours('BPP', 'bigEyeBoy')).toBe('b');
    expect(colours('BPB', 'smallRoad')).toBe('');
    expect(colours('BPBP', 'smallRoad')).toBe('R');
    expect(colours('BPBP', 'cockroachPig')).toBe('');
    expect(colours('BPBPB', 'cockroachPig')).toBe('R');
  });

  it('name the big-road round each entry was read at', () => {
    // Shoe 1's big eye boy starts at round 4 (column 2's first); round 9 is the last.
    const entries = derivedEntries(bigRoad(shoe(SHOE_1)), 'bigEyeBoy');
    expect(entries.map((entry) => entry.roundId)).toEqual([4, 5, 6, 7, 8, 9]);
  });

  it('are drawn as big roads of their own: a column per colour', () => {
    const placed = placeDerived(derivedEntries(bigRoad(shoe(SHOE_2)), 'smallRoad'));
    // bb R bb RRR bb R
    expect(placed.map((entry) => `${entry.colour[0]}${entry.column},${entry.row}`)).toEqual([
      'b0,0',
      'b0,1',
      'r1,0',
      'b2,0',
      'b2,1',
      'r3,0',
      'r3,1',
      'r3,2',
      'b4,0',
      'b4,1',
      'r5,0',
    ]);
  });

  it('tell what a banker or a player win would add next', () => {
    const road = bigRoad(shoe(SHOE_1));
    // Columns B2 P1 B3 P2 B1. Another B: c4r1 against c3 (2 long) → R. A P: new column, B1 vs P2 → b.
    expect(nextColour(road, 'bigEyeBoy', 'B')).toBe('red');
    expect(nextColour(road, 'bigEyeBoy', 'P')).toBe('blue');
    expect(nextColour(bigRoad(shoe('B')), 'bigEyeBoy', 'P')).toBeNull();
    expect(nextColour(bigRoad(shoe('BP')), 'bigEyeBoy', 'B')).toBe('red');
  });
});
