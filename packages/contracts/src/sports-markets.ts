/**
 * The sportsbook's market catalogue (SPEC.md §3 lookup tables): market types with their Korean
 * labels and families, the per-sport period codes, the combined-bet labels, and which markets each
 * book shows. The feed writes these keys; the site and the bet rules read them. Pure data, no zod.
 */

/** The books of the site: the five Korean-style pages, the European book and in-play. */
export const sportsBooks = ['cross', 'wintielose', 'handicap', 'special', 'live', 'europe', 'inplay'] as const;
export type SportsBook = (typeof sportsBooks)[number];

/** Books of live fixtures; the others list fixtures that have not started. */
export const liveBooks: readonly SportsBook[] = ['live', 'inplay'];
export const isLiveBook = (book: SportsBook): boolean => liveBooks.includes(book);

/** SPEC.md §4 market families, used by the in-play bet slip rule and the forbidden combinations. */
export type MarketFamily = 'overUnder' | 'winDrawLose' | 'winLose' | 'handicap' | 'other';

export const marketTypes = {
  '1X2': { nameKorean: '승무패', family: 'winDrawLose' },
  '12': { nameKorean: '승패', family: 'winLose' },
  Handicap: { nameKorean: '핸디캡', family: 'handicap' },
  'Under/Over': { nameKorean: '언더오버', family: 'overUnder' },
  '1X2 And Under/Over': { nameKorean: '승무패 + 언더오버', family: 'other' },
  'Both Teams To Score': { nameKorean: '양팀 득점', family: 'other' },
  'Odd/Even': { nameKorean: '홀짝', family: 'other' },
  'First Team To Score': { nameKorean: '첫 득점 팀', family: 'other' },
  // Races of the virtual sports: the winner, and a runner finishing within the places paid (the line).
  Winner: { nameKorean: '단승', family: 'other' },
  Place: { nameKorean: '연승', family: 'other' },
} as const satisfies Record<string, { nameKorean: string; family: MarketFamily }>;

export type MarketType = keyof typeof marketTypes;
export const marketTypeKeys = Object.keys(marketTypes) as MarketType[];

export const marketFamily = (type: MarketType): MarketFamily => marketTypes[type].family;

/** English market names to Korean labels (SPEC.md §3); unknown names are shown as they come. */
export const marketNameKorean = (type: string): string =>
  type in marketTypes ? marketTypes[type as MarketType].nameKorean : type;

/**
 * Selection names the feed uses, to Korean. Combined markets use the spec's six combined-bet
 * labels (home+over, away+over, home+under, away+under, draw+over, draw+under).
 */
export const selectionNames = {
  '1': '홈승',
  X: '무',
  '2': '원정승',
  Home: '홈',
  Away: '원정',
  Over: '오버',
  Under: '언더',
  Yes: '예',
  No: '아니오',
  Odd: '홀',
  Even: '짝',
  '1 And Over': '홈승 + 오버',
  '2 And Over': '원정승 + 오버',
  '1 And Under': '홈승 + 언더',
  '2 And Under': '원정승 + 언더',
  'X And Over': '무 + 오버',
  'X And Under': '무 + 언더',
  None: '무득점',
} as const;
export type SelectionName = keyof typeof selectionNames;

export const selectionNameKorean = (name: string): string =>
  name in selectionNames ? selectionNames[name as SelectionName] : name;

/** Period codes (SPEC.md §3): 100 full time, 101 with overtime, 102 with penalties, 40 overtime, 50 penalties. */
export const PERIOD_FULL_TIME = 100;
export const PERIOD_WITH_OVERTIME = 101;
export const PERIOD_WITH_PENALTIES = 102;
export const PERIOD_FIRST_HALF = 10;
export const PERIOD_SECOND_HALF = 20;
export const PERIOD_OVERTIME = 40;
export const PERIOD_PENALTIES = 50;

/**
 * The Korean label table of periods. A period's name is one plain word, never bracketed: labels put
 * it after the market with " · " ("언더오버 · 연장포함"), so a name with its own brackets nested them
 * ("언더오버 (풀타임(연장포함))").
 */
const commonPeriods: Record<number, string> = {
  [PERIOD_FULL_TIME]: '풀타임',
  [PERIOD_WITH_OVERTIME]: '연장포함',
  [PERIOD_WITH_PENALTIES]: '승부차기포함',
  [PERIOD_OVERTIME]: '연장전',
  [PERIOD_PENALTIES]: '승부차기',
};

/** Per-sport period labels; sports without their own entry use the common ones. */
const periodsBySport: Record<number, Record<number, string>> = {
  6046: { [PERIOD_FIRST_HALF]: '전반전', [PERIOD_SECOND_HALF]: '후반전' },
  48242: { [PERIOD_FULL_TIME]: '정규시간', [PERIOD_FIRST_HALF]: '전반전', [PERIOD_SECOND_HALF]: '후반전' },
  154914: { [PERIOD_FULL_TIME]: '정규이닝', 5: '5이닝' },
  154830: { [PERIOD_FULL_TIME]: '풀세트', 1: '1세트' },
  35232: { [PERIOD_FULL_TIME]: '정규시간', 1: '1피리어드' },
};

export const periodLabel = (sportId: number, period: number): string =>
  periodsBySport[sportId]?.[period] ?? commonPeriods[period] ?? `${period}`;

/** What joins a market's name to its period: "핸디캡 · 정규이닝". */
export const LABEL_JOINER = ' · ';

/** What a market shows in the site's lists: its type, and for lines the line, e.g. "언더오버 2.5". */
export interface MarketKey {
  marketType: MarketType;
  period: number;
}

const MAIN_KOREAN_TYPES: readonly MarketType[] = ['1X2', '12', 'Handicap', 'Under/Over'];

/**
 * Which markets each book shows. Korean-style books take full time without overtime (period 100);
 * cross shows the main markets, wintielose only the result, handicap the lines, special the rest
 * (other periods and other markets). The European and in-play books show every market, with overtime.
 */
export function isMarketInBook(book: SportsBook, { marketType, period }: MarketKey): boolean {
  switch (book) {
    case 'europe':
    case 'inplay':
      return true;
    case 'cross':
    case 'live':
      return period === PERIOD_FULL_TIME && MAIN_KOREAN_TYPES.includes(marketType);
    case 'wintielose':
      return period === PERIOD_FULL_TIME && (marketType === '1X2' || marketType === '12');
    case 'handicap':
      return period === PERIOD_FULL_TIME && (marketType === 'Handicap' || marketType === 'Under/Over');
    case 'special':
      return (
        !(period === PERIOD_FULL_TIME && MAIN_KOREAN_TYPES.includes(marketType)) && period !== PERIOD_WITH_OVERTIME
      );
  }
}

/** The virtual races' markets: their selections are runners, named as the server names them. */
export const isRaceMarket = (marketType: string): boolean => marketType === 'Winner' || marketType === 'Place';

/** A race market as people read it: "단승", and "연승 (3착 이내)" with the places a Place bet is paid on. */
export const raceMarketLabel = (marketType: string, line: string | null): string =>
  marketType === 'Place' && line !== null
    ? `${marketNameKorean(marketType)} (${line}착 이내)`
    : marketNameKorean(marketType);

const isHomeSide = (name: string): boolean => name === '1' || name === 'Home';
const isAwaySide = (name: string): boolean => name === '2' || name === 'Away';

/** A line as people read it: a sign on every non-zero line, the feed's decimals kept ("+1.5", "-2.0", "0"). */
export function signedLine(line: string, negate = false): string {
  const value = Number(line);
  if (!Number.isFinite(value)) return line;
  const signed = negate ? -value : value;
  if (signed === 0) return '0';
  const decimals = line.split('.')[1]?.length ?? 0;
  const text = Math.abs(signed).toFixed(decimals);
  return signed > 0 ? `+${text}` : `-${text}`;
}

/**
 * How a selection reads on an odds button, in the cart and in the bet history: "홈승", "홈 -1.5",
 * "오버 2.5". A handicap's sides are 홈 and 원정 (the feed names them '1' and '2'); the feed's line is
 * the home side's, so the away side carries the opposite line.
 */
export function selectionLabel({
  marketType,
  line,
  selectionName,
}: {
  marketType: string;
  line: string | null;
  selectionName: string;
}): string {
  // A runner is never 홈승: '1' there is trap 1 (or the runner's own name), shown as it comes.
  if (isRaceMarket(marketType)) return selectionName;
  if (marketType === 'Handicap' && line !== null) {
    if (isHomeSide(selectionName)) return `${selectionNames.Home} ${signedLine(line)}`;
    if (isAwaySide(selectionName)) return `${selectionNames.Away} ${signedLine(line, true)}`;
  }
  const name = selectionNameKorean(selectionName);
  return marketType === 'Under/Over' && line !== null ? `${name} ${line}` : name;
}

/**
 * A market with the period it is settled on, as the cart, the fixture dialog and the bet history
 * show it: "핸디캡 · 정규이닝", "승패 · 연장포함". A race has no periods: its market says the places
 * paid instead ("연승 (2착 이내)").
 */
export const marketPeriodLabel = ({
  marketType,
  sportId,
  period,
  line = null,
}: {
  marketType: string;
  sportId: number;
  period: number;
  line?: string | null;
}): string =>
  isRaceMarket(marketType)
    ? raceMarketLabel(marketType, line)
    : `${marketNameKorean(marketType)}${LABEL_JOINER}${periodLabel(sportId, period)}`;

/**
 * A market in a book's list: the name with the total's line, and the period when it is not full
 * time ("언더오버 1.5 · 전반전"), unless it stands under its period's heading already.
 */
export function marketLineLabel(
  sportId: number,
  market: { marketType: string; period: number; line: string | null },
  { withPeriod = true }: { withPeriod?: boolean } = {},
): string {
  const name = marketNameKorean(market.marketType);
  const withLine = market.marketType === 'Under/Over' && market.line !== null ? `${name} ${market.line}` : name;
  return !withPeriod || market.period === PERIOD_FULL_TIME
    ? withLine
    : `${withLine}${LABEL_JOINER}${periodLabel(sportId, market.period)}`;
}
