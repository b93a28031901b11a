import { describe, expect, it } from 'vitest';

import type { CasinoGameKind } from '@site/contracts/casino';

import { GameArt } from '../components/game-art';
import { VendorMark, vendorWordmark } from '../components/vendor-mark';
import { drawnSvg, pictureOf } from '../../../test/drawn-svg';
import { gameArtTheme } from './art-theme';

const game = (code: string, nameKorean: string, kind: CasinoGameKind) => ({ code, nameKorean, kind });

/** Live tables and slots as the simulated catalogues name them, one or more of every drawing. */
const games = [
  game('evolution-baccarat-a', '바카라 A', 'baccarat'),
  game('evolution-speed-baccarat', '스피드 바카라', 'baccarat'),
  game('cx-lightning-roulette', '라이트닝 룰렛', 'roulette'),
  game('evolution-roulette', '오토 룰렛', 'roulette'),
  game('evolution-blackjack-1', '블랙잭 1', 'baccarat'),
  game('evolution-dragon-tiger', '드래곤 타이거', 'baccarat'),
  game('evolution-sic-bo', '슈퍼 식보', 'roulette'),
  game('evolution-crazy-time', '크레이지 타임', 'roulette'),
  game('pragmatic-sweet-bonanza', '스위트 보난자', 'slot'),
  game('pragmatic-gates-of-olympus', '게이트 오브 올림푸스', 'slot'),
  game('booongo-sun-of-egypt', '태양의 이집트', 'slot'),
  game('netent-starburst', '스타버스트', 'slot'),
  game('redtiger-dragons-luck', '드래곤즈 럭', 'slot'),
  game('pragmatic-starlight-princess', '스타라이트 프린세스', 'slot'),
  game('pgsoft-treasures-aztec', '아즈텍의 보물', 'slot'),
  game('blueprint-fishin-frenzy', '피싱 프렌지', 'slot'),
  game('pgsoft-lucky-neko', '럭키 네코', 'slot'),
  game('nolimit-tombstone', '톰스톤', 'slot'),
  game('spadegaming-dancing-fever', '댄싱 피버', 'slot'),
];

describe('a game tile’s generated art', () => {
  it('draws each game’s own picture: its type or theme, seeded colours, and its name', () => {
    const pictures = games.map((each) => {
      const { markup, parsed, text, valid } = drawnSvg(<GameArt game={each} />);
      expect(valid).toBe(true);
      expect(parsed.documentElement.getAttribute('viewBox')).toBe('0 0 160 120');
      expect(text).toContain(each.nameKorean);
      return pictureOf(markup, each.nameKorean);
    });
    // Not only the names differ: every drawing differs from every other with its title taken away.
    expect(new Set(pictures).size).toBe(games.length);
  });

  it('draws the same game the same way every time', () => {
    for (const each of games.slice(0, 6)) {
      const first = pictureOf(drawnSvg(<GameArt game={each} />).markup, each.nameKorean);
      const second = pictureOf(drawnSvg(<GameArt game={{ ...each }} />).markup, each.nameKorean);
      expect(second).toBe(first);
    }
  });

  it('reads a table’s type and a slot’s theme from the game’s name and code', () => {
    const themeOf = (code: string) => {
      const found = games.find((each) => each.code === code);
      if (!found) throw new Error(code);
      const theme = gameArtTheme(found);
      return theme.product === 'table' ? theme.type : theme.theme;
    };
    expect(themeOf('evolution-baccarat-a')).toBe('baccarat');
    expect(themeOf('evolution-roulette')).toBe('roulette');
    expect(themeOf('evolution-blackjack-1')).toBe('blackjack');
    expect(themeOf('evolution-dragon-tiger')).toBe('dragonTiger');
    expect(themeOf('evolution-sic-bo')).toBe('sicbo');
    expect(themeOf('evolution-crazy-time')).toBe('gameShow');
    expect(themeOf('pragmatic-sweet-bonanza')).toBe('fruit');
    expect(themeOf('booongo-sun-of-egypt')).toBe('egyptian');
    expect(themeOf('netent-starburst')).toBe('gems');
    expect(themeOf('redtiger-dragons-luck')).toBe('dragon');
    expect(themeOf('pragmatic-gates-of-olympus')).toBe('myth');
    // A name that says nothing still gets a theme, always the same one.
    const plain = game('cq9-jump-99', '99', 'slot');
    expect(gameArtTheme(plain)).toEqual(gameArtTheme({ ...plain }));
  });
});

describe('a vendor’s mark', () => {
  it('wears the vendor’s wordmark and monogram, in colours of its own', () => {
    expect(vendorWordmark('pragmatic-live')).toEqual({ word: 'PRAGMATIC', live: true, monogram: 'PR' });
    expect(vendorWordmark('wm-live')).toEqual({ word: 'WM', live: true, monogram: 'WM' });
    expect(vendorWordmark('pgsoft')).toEqual({ word: 'PGSOFT', live: false, monogram: 'PG' });
    const evolution = drawnSvg(<VendorMark code="evolution" />);
    expect(evolution.valid).toBe(true);
    expect(evolution.text).toContain('EVOLUTION');
    const others = ['evolution', 'ezugi', 'habanero'].map((code) =>
      pictureOf(drawnSvg(<VendorMark code={code} />).markup),
    );
    expect(new Set(others).size).toBe(3);
  });
});
