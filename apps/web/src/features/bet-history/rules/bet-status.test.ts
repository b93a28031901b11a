import { describe, expect, it } from 'vitest';

import {
  betStatusLabel,
  gameTypeFromQuery,
  gameTypeLabel,
  gameTypeTabs,
  pickResultLabel,
  settlementColour,
  shownPickResult,
} from './bet-status';

describe('bet status labels', () => {
  it('name every settlement code of SPEC.md §4 in Korean, and 4 캐시아웃', () => {
    expect([-1, 0, 1, 2, 3, 4].map(betStatusLabel)).toEqual(['취소', '진행중', '낙첨', '당첨', '적중특례', '캐시아웃']);
  });

  it('call a pick 적중 or 미적중 rather than the whole bet’s 당첨 or 낙첨', () => {
    expect([-1, 0, 1, 2, 3].map(pickResultLabel)).toEqual(['취소', '진행중', '미적중', '적중', '적중특례']);
  });

  it('show an open pick of a cancelled or voided bet as the bet ended, never 진행중', () => {
    expect(pickResultLabel(shownPickResult(0, 3))).toBe('적중특례');
    expect(pickResultLabel(shownPickResult(0, -1))).toBe('취소');
    expect(pickResultLabel(shownPickResult(0, 4))).toBe('캐시아웃');
    // a pick that had ended keeps its own result; a running bet's open pick stays 진행중
    expect(pickResultLabel(shownPickResult(2, 3))).toBe('적중');
    expect(pickResultLabel(shownPickResult(0, 0))).toBe('진행중');
  });

  it('give each status its own colour', () => {
    const colours = [-1, 0, 1, 2, 3, 4].map(settlementColour);
    expect(new Set(colours).size).toBe(6);
  });
});

describe('game types', () => {
  it('follow SPEC.md §3: 1 sports, 2 live, 3 minigame, 4 virtual, anything else casino', () => {
    expect([1, 2, 3, 4, 5].map(gameTypeLabel)).toEqual(['스포츠', '라이브', '미니게임', '가상게임', '카지노']);
    expect(gameTypeLabel(9)).toBe('카지노');
    expect(gameTypeLabel(0)).toBe('카지노');
  });

  it('offer 전체 first, then one tab per code', () => {
    expect(gameTypeTabs.map((tab) => tab.code)).toEqual([undefined, 1, 2, 3, 4, 5]);
  });

  it('read the tab from the address, 전체 for anything unknown', () => {
    expect(gameTypeFromQuery('2')).toBe(2);
    expect(gameTypeFromQuery('5')).toBe(5);
    expect(gameTypeFromQuery(null)).toBeUndefined();
    expect(gameTypeFromQuery('7')).toBeUndefined();
    expect(gameTypeFromQuery('abc')).toBeUndefined();
  });
});
