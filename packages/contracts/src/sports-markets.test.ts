import { describe, expect, it } from 'vitest';

import {
  isMarketInBook,
  marketLineLabel,
  marketPeriodLabel,
  periodLabel,
  selectionLabel,
  signedLine,
} from './sports-markets';

describe('selection labels (odds buttons, cart and bet history)', () => {
  it('names result and combined selections in Korean', () => {
    expect(selectionLabel({ marketType: '1X2', line: null, selectionName: '1' })).toBe('홈승');
    expect(selectionLabel({ marketType: '1X2', line: null, selectionName: 'X' })).toBe('무');
    expect(selectionLabel({ marketType: '1X2 And Under/Over', line: '2.5', selectionName: 'X And Under' })).toBe(
      '무 + 언더',
    );
  });

  it('gives the home side the handicap line and the away side the opposite one', () => {
    expect(selectionLabel({ marketType: 'Handicap', line: '-1.5', selectionName: '1' })).toBe('홈 -1.5');
    expect(selectionLabel({ marketType: 'Handicap', line: '-1.5', selectionName: '2' })).toBe('원정 +1.5');
    expect(selectionLabel({ marketType: 'Handicap', line: '0.0', selectionName: 'Away' })).toBe('원정 0');
  });

  it('puts the total on over and under', () => {
    expect(selectionLabel({ marketType: 'Under/Over', line: '2.5', selectionName: 'Over' })).toBe('오버 2.5');
    expect(selectionLabel({ marketType: 'Under/Over', line: '8.5', selectionName: 'Under' })).toBe('언더 8.5');
  });

  it('shows a race’s runner as the server names it, never as 홈승 or 원정승', () => {
    expect(selectionLabel({ marketType: 'Winner', line: null, selectionName: '1' })).toBe('1');
    expect(selectionLabel({ marketType: 'Place', line: '3', selectionName: '번개호' })).toBe('번개호');
  });

  it('signs lines, keeping the feed’s decimals', () => {
    expect(signedLine('1.5')).toBe('+1.5');
    expect(signedLine('2.0', true)).toBe('-2.0');
    expect(signedLine('-0.5', true)).toBe('+0.5');
    expect(signedLine('0')).toBe('0');
    expect(signedLine('abc')).toBe('abc');
  });
});

describe('market labels (the one Korean label table)', () => {
  it('names the market with the sport’s period after a dot, never nesting brackets', () => {
    expect(marketPeriodLabel({ marketType: 'Handicap', sportId: 154914, period: 100 })).toBe('핸디캡 · 정규이닝');
    expect(marketPeriodLabel({ marketType: '1X2', sportId: 6046, period: 10 })).toBe('승무패 · 전반전');
    expect(marketPeriodLabel({ marketType: '12', sportId: 48242, period: 101 })).toBe('승패 · 연장포함');
    expect(marketPeriodLabel({ marketType: 'Under/Over', sportId: 6046, period: 102 })).toBe('언더오버 · 승부차기포함');
  });

  it('gives every period a plain name without brackets', () => {
    const sports = [6046, 48242, 154914, 154830, 35232, 54094];
    const periods = [1, 5, 10, 20, 40, 50, 100, 101, 102];
    for (const sportId of sports)
      for (const period of periods) expect(periodLabel(sportId, period)).not.toMatch(/[()]/);
    expect(periodLabel(154914, 101)).toBe('연장포함');
    expect(periodLabel(6046, 100)).toBe('풀타임');
  });

  it('labels a list’s market line with its total and, when not full time, its period', () => {
    expect(marketLineLabel(6046, { marketType: '1X2', period: 100, line: null })).toBe('승무패');
    expect(marketLineLabel(6046, { marketType: 'Under/Over', period: 10, line: '1.5' })).toBe('언더오버 1.5 · 전반전');
    expect(marketLineLabel(48242, { marketType: '12', period: 101, line: null })).toBe('승패 · 연장포함');
    expect(marketLineLabel(48242, { marketType: '12', period: 101, line: null }, { withPeriod: false })).toBe('승패');
  });

  it('names a race’s market by the places it pays rather than a period', () => {
    expect(marketPeriodLabel({ marketType: 'Winner', sportId: 9003, period: 100, line: null })).toBe('단승');
    expect(marketPeriodLabel({ marketType: 'Place', sportId: 9004, period: 100, line: '3' })).toBe('연승 (3착 이내)');
  });
});

describe('which book shows a market', () => {
  it('keeps overtime markets out of the Korean-style books and puts other periods under special', () => {
    expect(isMarketInBook('cross', { marketType: 'Handicap', period: 100 })).toBe(true);
    expect(isMarketInBook('cross', { marketType: '12', period: 101 })).toBe(false);
    expect(isMarketInBook('wintielose', { marketType: 'Under/Over', period: 100 })).toBe(false);
    expect(isMarketInBook('special', { marketType: '1X2', period: 10 })).toBe(true);
    expect(isMarketInBook('special', { marketType: '12', period: 101 })).toBe(false);
    expect(isMarketInBook('europe', { marketType: '12', period: 101 })).toBe(true);
  });
});
