/**
 * What a game's tile draws, read from the game itself: a table's type (its kind, or a name that says
 * 블랙잭, 드래곤 타이거, 식보 or a game show) and a slot's theme from the words of its name and code,
 * so 스위트 보난자 gets fruit and 태양의 이집트 a pyramid without anyone choosing art by hand.
 */
import type { CasinoGameKind } from '@site/contracts/casino';

import { koCasinoArtWords } from '../../../i18n/ko-casino';
import { seedOf } from '../../../lib/art-seed';

export const tableArtTypes = ['baccarat', 'roulette', 'blackjack', 'dragonTiger', 'sicbo', 'gameShow'] as const;
export type TableArtType = (typeof tableArtTypes)[number];

export const slotThemes = [
  'fruit',
  'gems',
  'dragon',
  'egyptian',
  'myth',
  'animal',
  'princess',
  'treasure',
  'ocean',
  'western',
  'neon',
] as const;
export type SlotTheme = (typeof slotThemes)[number];

export type GameArtTheme = { product: 'table'; type: TableArtType } | { product: 'slot'; theme: SlotTheme };

/** Extra marks a table's name earns: 라이트닝 a bolt, 스피드 speed lines, VIP and 메가 a crown. */
export interface TableFlourish {
  lightning: boolean;
  speed: boolean;
  crown: boolean;
}

interface ArtSubject {
  code: string;
  nameKorean: string;
  kind: CasinoGameKind;
}

/** A name or code's words in English (the code) or in Korean (the name, words kept in i18n). */
const either = (english: RegExp, korean: RegExp) => new RegExp(`${english.source}|${korean.source}`, 'i');
const tableKo = koCasinoArtWords.table;
const slotKo = koCasinoArtWords.slot;

const TABLE_WORDS: readonly (readonly [TableArtType, RegExp])[] = [
  ['dragonTiger', either(/dragon-?tiger/, tableKo.dragonTiger)],
  ['blackjack', either(/blackjack/, tableKo.blackjack)],
  ['sicbo', either(/sic-?bo/, tableKo.sicbo)],
  ['gameShow', either(/crazy|monopoly|dream-catcher|deal-or|wheel/, tableKo.gameShow)],
];

/** The first theme whose words the name or code holds; the order puts the most telling words first. */
const SLOT_WORDS: readonly (readonly [SlotTheme, RegExp])[] = [
  ['egyptian', either(/egypt|pharaoh|cleopatra|book-of-(sun|dead|ra)/, slotKo.egyptian)],
  ['dragon', either(/dragon|fenghuang|koi|mahjong|fortune-tiger|wealth/, slotKo.dragon)],
  ['myth', either(/olympus|zeus|god-of|thor/, slotKo.myth)],
  ['princess', either(/princess|elven|moon|starlight|fairy/, slotKo.princess)],
  ['fruit', either(/fruit|sweet|bonanza|candy|cherry/, slotKo.fruit)],
  ['gems', either(/starburst|gem|jewel|diamond|nova/, slotKo.gems)],
  ['western', either(/dead|tomb|bandito|wild|train|sheriff/, slotKo.western)],
  ['treasure', either(/aztec|temple|gonzo|treasure|gold|money/, slotKo.treasure)],
  ['ocean', either(/fish|ocean|sea|pearl/, slotKo.ocean)],
  ['animal', either(/dog|ape|kong|panther|piggy|bats|neko|tiger|cat/, slotKo.animal)],
  ['neon', either(/jump|dancing|reactoonz|mental|party|disco/, slotKo.neon)],
];

const FLOURISH_WORDS = {
  lightning: either(/lightning/, koCasinoArtWords.flourish.lightning),
  speed: either(/speed/, koCasinoArtWords.flourish.speed),
  crown: either(/vip|mega|royal|gold/, koCasinoArtWords.flourish.crown),
};

const words = (game: ArtSubject) => `${game.code} ${game.nameKorean}`;

export function gameArtTheme(game: ArtSubject): GameArtTheme {
  const text = words(game);
  if (game.kind === 'slot') {
    const found = SLOT_WORDS.find(([, pattern]) => pattern.test(text));
    // A name that says nothing still gets a theme of its own, the same one every time.
    const theme = found ? found[0] : (slotThemes[seedOf(game.code) % slotThemes.length] ?? 'gems');
    return { product: 'slot', theme };
  }
  const named = TABLE_WORDS.find(([, pattern]) => pattern.test(text));
  return { product: 'table', type: named ? named[0] : game.kind };
}

export function tableFlourish(game: ArtSubject): TableFlourish {
  const text = words(game);
  return {
    lightning: FLOURISH_WORDS.lightning.test(text),
    speed: FLOURISH_WORDS.speed.test(text),
    crown: FLOURISH_WORDS.crown.test(text),
  };
}
