/**
 * What a game's tile draws, read from the game itself: a table's type (its kind, or a name that says
 * 블랙잭, 드래곤 타이거, 식보 or a game show) and a slot's theme from the words of its name and code,
 * so 스위트 보난자 gets fruit and 태양의 이집트 a pyramid without anyone choosing art by hand.
 */
import type { CasinoGameKind } from '@site/contracts/casino';

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

const TABLE_WORDS: readonly (readonly [TableArtType, RegExp])[] = [
  ['dragonTiger', /dragon-?tiger|드래곤\s*타이거|용호/i],
  ['blackjack', /blackjack|블랙잭/i],
  ['sicbo', /sic-?bo|식보|다이스/i],
  ['gameShow', /crazy|monopoly|dream-catcher|deal-or|wheel|게임쇼|크레이지|모노폴리|드림캐쳐|휠/i],
];

/** The first theme whose words the name or code holds; the order puts the most telling words first. */
const SLOT_WORDS: readonly (readonly [SlotTheme, RegExp])[] = [
  ['egyptian', /egypt|pharaoh|cleopatra|book-of-(sun|dead|ra)|이집트|파라오|태양의 책|북 오브/i],
  ['dragon', /dragon|fenghuang|koi|mahjong|fortune-tiger|wealth|드래곤|봉황|코이|마작|포춘|부자/i],
  ['myth', /olympus|zeus|god-of|thor|올림푸스|제우스|신$|전쟁의 신/i],
  ['princess', /princess|elven|moon|starlight|fairy|공주|프린세스|엘프|문 /i],
  ['fruit', /fruit|sweet|bonanza|candy|cherry|후르츠|스위트|보난자|캔디|체리/i],
  ['gems', /starburst|gem|jewel|diamond|nova|스타버스트|보석|다이아/i],
  ['western', /dead|tomb|bandito|wild|train|sheriff|데드|톰스톤|반디토|와일드|트레인/i],
  ['treasure', /aztec|temple|gonzo|treasure|gold|money|아즈텍|템플|곤조|보물|골드|머니/i],
  ['ocean', /fish|ocean|sea|pearl|피싱|바다|진주/i],
  ['animal', /dog|ape|kong|panther|piggy|bats|neko|tiger|cat|도그|에이프|킹콩|팬서|피기|배츠|네코|타이거/i],
  ['neon', /jump|dancing|reactoonz|mental|party|disco|점프|댄싱|리액툰즈|멘탈|파티/i],
];

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
    lightning: /lightning|라이트닝/i.test(text),
    speed: /speed|스피드/i.test(text),
    crown: /vip|mega|메가|royal|로얄|gold|골드/i.test(text),
  };
}
