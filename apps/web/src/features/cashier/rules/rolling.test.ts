import { describe, expect, it } from 'vitest';

import { gameTypeName, rollingPercent } from './rolling';

describe('rolling', () => {
  it('reads the share done, whole and within 0 to 100', () => {
    expect(rollingPercent({ required: 300_000, done: 100_000 })).toBe(33);
    expect(rollingPercent({ required: 300_000, done: 450_000 })).toBe(100);
    expect(rollingPercent({ required: 0, done: 0 })).toBe(100);
  });

  it('names the game types in Korean', () => {
    expect([1, 2, 3, 4, 5].map(gameTypeName)).toEqual(['스포츠', '라이브', '미니게임', '가상게임', '카지노']);
    expect(gameTypeName(9)).toBe('게임 9');
  });
});
