import { describe, expect, it } from 'vitest';

import { groupMarketsByPeriod, hiddenMarketCount, orderedSelections, rowMarkets, selectionLabel } from './market-lines';
import { market } from './test-fixtures';

describe('selection and market labels', () => {
  it('names a button by its market’s selection (handicap sides with their lines)', () => {
    const result = market({ marketType: '1X2' });
    expect(selectionLabel(result, { name: '1' })).toBe('홈승');
    expect(selectionLabel(result, { name: 'X' })).toBe('무');
    expect(selectionLabel(result, { name: '2' })).toBe('원정승');
    expect(selectionLabel(market({ marketType: 'Handicap', line: '-1.5' }), { name: '2' })).toBe('원정 +1.5');
  });

  it('orders buttons home, draw, away and over before under', () => {
    const names = orderedSelections([
      { id: 1, name: '2', price: 2, status: 'open' },
      { id: 2, name: 'X', price: 3, status: 'open' },
      { id: 3, name: '1', price: 4, status: 'open' },
    ]).map((selection) => selection.name);
    expect(names).toEqual(['1', 'X', '2']);
    expect(
      orderedSelections([
        { id: 1, name: 'Under', price: 2, status: 'open' },
        { id: 2, name: 'Over', price: 2, status: 'open' },
      ]).map((selection) => selection.name),
    ).toEqual(['Over', 'Under']);
  });
});

describe('rowMarkets', () => {
  const full1x2 = market({ marketType: '1X2' });
  const ot12 = market({ marketType: '12', period: 101 });
  const handicap = market({ marketType: 'Handicap', line: '-0.5' });
  const half = market({ marketType: 'Under/Over', period: 10, line: '1.5' });
  const total = market({ marketType: 'Under/Over', line: '2.5' });
  const btts = market({ marketType: 'Both Teams To Score' });

  it('shows the main line of every kind a Korean-style book sent, results first', () => {
    const otherHandicap = market({ marketType: 'Handicap', line: '-1.5' });
    const otherTotal = market({ marketType: 'Under/Over', line: '3.5' });
    expect(rowMarkets('cross', [total, handicap, otherHandicap, otherTotal, full1x2])).toEqual([
      full1x2,
      handicap,
      total,
    ]);
    expect(rowMarkets('special', [btts, half])).toEqual([btts, half]);
  });

  it('shows the European result, handicap and total, leaving the rest for "+N"', () => {
    expect(rowMarkets('europe', [btts, half, total, handicap, full1x2])).toEqual([full1x2, handicap, total]);
  });

  it('takes the with-overtime market where the sport has one, as these books count overtime', () => {
    const otTotal = market({ marketType: 'Under/Over', period: 101, line: '160.5' });
    expect(rowMarkets('inplay', [btts, full1x2, ot12, total, otTotal])).toEqual([ot12, otTotal]);
  });

  it("takes the feed's first line of a kind, its main line", () => {
    const other = market({ marketType: 'Handicap', line: '-1.5' });
    expect(rowMarkets('europe', [other, handicap])).toEqual([other]);
  });

  it('counts the markets behind "+N", never below zero', () => {
    expect(hiddenMarketCount(12, 3)).toBe(9);
    expect(hiddenMarketCount(2, 3)).toBe(0);
  });
});

describe('groupMarketsByPeriod', () => {
  it('groups by period, full time first, overtime and penalties last, each by market type', () => {
    const groups = groupMarketsByPeriod(6046, [
      market({ marketType: 'Under/Over', period: 40, line: '0.5' }),
      market({ marketType: 'Under/Over', period: 10, line: '0.5' }),
      market({ marketType: 'Under/Over', line: '2.5' }),
      market({ marketType: '1X2', period: 10 }),
      market({ marketType: '12', period: 101 }),
      market({ marketType: 'Under/Over', line: '1.5' }),
      market({ marketType: '1X2' }),
    ]);
    expect(groups.map((group) => group.label)).toEqual(['풀타임', '연장포함', '전반전', '연장전']);
    expect(groups[0]?.markets.map((m) => `${m.marketType} ${m.line ?? ''}`.trim())).toEqual([
      '1X2',
      'Under/Over 1.5',
      'Under/Over 2.5',
    ]);
    expect(groups[2]?.markets.map((m) => m.marketType)).toEqual(['1X2', 'Under/Over']);
  });
});
