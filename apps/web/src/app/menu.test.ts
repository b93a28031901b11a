import { describe, expect, it } from 'vitest';

import { activeMenuPath } from './menu';
import { topBar } from './site-map';

describe('the highlighted menu entry', () => {
  const highlighted = (pathname: string) =>
    topBar.find((entry) => entry.path === activeMenuPath(pathname, topBar))?.label ?? null;

  it('lights 가상게임 alone on a virtual sport, 미니게임 alone on a minigame', () => {
    expect(highlighted('/minigame/bet365/horse')).toBe('가상게임');
    expect(highlighted('/minigame/bet365/soccer')).toBe('가상게임');
    expect(highlighted('/minigame/eos/powerball1')).toBe('미니게임');
    expect(highlighted('/minigame')).toBe('미니게임');
  });

  it('lights 국내형 스포츠 on every Korean-style book and 경기결과 on every results page', () => {
    expect(highlighted('/korea/handicap')).toBe('국내형 스포츠');
    expect(highlighted('/korea')).toBe('국내형 스포츠');
    expect(highlighted('/game_result/virtuals/dog')).toBe('경기결과');
    expect(highlighted('/game_result')).toBe('경기결과');
  });

  it('lights nothing on a page no entry stands for', () => {
    expect(highlighted('/charge')).toBeNull();
    expect(highlighted('/korean')).toBeNull();
  });
});
