import type { Fixture, Market, Selection } from '@site/contracts/api/sports';
import { SEOUL_OFFSET_MS } from '@site/contracts/clock';
import { signedLine, type SportsBook } from '@site/contracts/sports-markets';

import { koSports } from '../../i18n/ko-sports';
import { hiddenMarketCount, rowMarkets } from './market-lines';

/**
 * The 국내형 table: one block per game, in start order under day separators, one line per main
 * market. Every line has the home side's button, a middle cell and the away side's button, as
 * Korean sites draw them: 승무패 (the draw's price in the middle), 핸디캡 (the home side's line in
 * the middle), 언더오버 (오버 left, 언더 right, the total in the middle). Markets that do not fit
 * two sides and a middle stay behind "+N".
 */

export type KoreaLineKind = 'result' | 'handicap' | 'total' | 'twoWay';

export interface KoreaLine {
  kind: KoreaLineKind;
  market: Market;
  home: Selection;
  away: Selection;
  /** the draw of a three-way result; a two-way result has none */
  draw: Selection | null;
  /** what the middle cell says when it holds no draw: the handicap's home line, the total */
  middle: string | null;
}

export interface KoreaGame {
  fixture: Fixture;
  lines: KoreaLine[];
  /** markets behind "+N": every market the book shows that has no line here */
  hidden: number;
}

export interface KoreaDay {
  /** YYYY-MM-DD in Seoul, the separator's key */
  day: string;
  /** "11월 24일 (화)" */
  label: string;
  /** the day's fixtures in start order; each block builds its own lines, so a refetch that keeps a fixture keeps its block */
  fixtures: Fixture[];
}

const sideNames: Record<KoreaLineKind, readonly [home: readonly string[], away: readonly string[]]> = {
  result: [
    ['1', 'Home'],
    ['2', 'Away'],
  ],
  handicap: [
    ['1', 'Home'],
    ['2', 'Away'],
  ],
  total: [['Over'], ['Under']],
  twoWay: [
    ['Yes', 'Odd'],
    ['No', 'Even'],
  ],
};

const kindOf = (market: Market): KoreaLineKind | null => {
  switch (market.marketType) {
    case '1X2':
    case '12':
      return 'result';
    case 'Handicap':
      return market.line === null ? null : 'handicap';
    case 'Under/Over':
      return market.line === null ? null : 'total';
    case 'Both Teams To Score':
    case 'Odd/Even':
      return 'twoWay';
    default:
      return null;
  }
};

const named = (selections: readonly Selection[], names: readonly string[]): Selection | undefined =>
  selections.find((selection) => names.includes(selection.name));

/** A market as a table line, or null when it has no home and away side (combined markets, races). */
export function koreaLine(market: Market): KoreaLine | null {
  const kind = kindOf(market);
  if (kind === null) return null;
  const [homeNames, awayNames] = sideNames[kind];
  const home = named(market.selections, homeNames);
  const away = named(market.selections, awayNames);
  if (!home || !away) return null;
  const draw = kind === 'result' ? (named(market.selections, ['X']) ?? null) : null;
  const middle =
    kind === 'handicap' && market.line !== null ? signedLine(market.line) : kind === 'total' ? market.line : null;
  return { kind, market, home, away, draw, middle };
}

/** A game's lines: the main line of each market the book lists, in the list's order, that fits the table. */
export function koreaGame(book: SportsBook, fixture: Fixture): KoreaGame {
  const lines = rowMarkets(book, fixture.markets).flatMap((market) => koreaLine(market) ?? []);
  return { fixture, lines, hidden: hiddenMarketCount(fixture.marketCount, lines.length) };
}

/** The Seoul calendar day of an instant, as its key and as the separator reads it ("11월 24일 (화)"). */
export function seoulDay(iso: string): { day: string; label: string } {
  const seoul = new Date(Date.parse(iso) + SEOUL_OFFSET_MS);
  return {
    day: seoul.toISOString().slice(0, 10),
    label: koSports.koreaTable.dayLabel(seoul.getUTCMonth() + 1, seoul.getUTCDate(), seoul.getUTCDay()),
  };
}

/** "HH:mm" in Seoul: the day stands in the separator above. */
export const seoulClock = (iso: string): string =>
  new Date(Date.parse(iso) + SEOUL_OFFSET_MS).toISOString().slice(11, 16);

// A stable sort: games that start together keep the list's order (the server's, by league).
const byStart = (a: Fixture, b: Fixture): number => Date.parse(a.startAt) - Date.parse(b.startAt);

/** One page of a book as the table draws it: games by start time, under one separator per Seoul day. */
export function koreaDays(fixtures: readonly Fixture[]): KoreaDay[] {
  const days: KoreaDay[] = [];
  for (const fixture of [...fixtures].sort(byStart)) {
    const { day, label } = seoulDay(fixture.startAt);
    const last = days.at(-1);
    if (last?.day === day) last.fixtures.push(fixture);
    else days.push({ day, label, fixtures: [fixture] });
  }
  return days;
}
