import { describe, expect, it } from 'vitest';

import { minigameName } from './minigame-bet';

describe('a minigame bet’s game', () => {
  it('is named by its provider and game in Korean', () => {
    expect(minigameName(211)).toBe('EOS 파워볼 1분');
    expect(minigameName(303)).toBe('로투스 식보');
    expect(minigameName(217)).toBe('엔트리 파워사다리');
    expect(minigameName(253)).toBe('넥스트 바카라');
  });

  it('names the side menu’s games of their own', () => {
    expect(minigameName(901)).toBe('동행 파워볼');
    expect(minigameName(904)).toBe('스피드키노');
  });

  it('falls back to its id when the table does not know it', () => {
    expect(minigameName(9999)).toBe('미니게임 9999');
  });
});
