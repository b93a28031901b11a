/** The sports of SPEC.md §1-§3: the tabs of the sports books and the side menu's sport ids. */
export const sportTabs = [
  { key: 'all', nameKorean: '전체' },
  { key: 'soccer', nameKorean: '축구', sportId: 6046, englishName: 'Football' },
  { key: 'basketball', nameKorean: '농구', sportId: 48242, englishName: 'Basketball' },
  { key: 'baseball', nameKorean: '야구', sportId: 154914, englishName: 'Baseball' },
  { key: 'volleyball', nameKorean: '배구', sportId: 154830, englishName: 'Volleyball' },
  { key: 'esports', nameKorean: 'e스포츠', englishName: 'E-Sports' },
  { key: 'hockey', nameKorean: '하키', sportId: 35232, englishName: 'Ice Hockey' },
  { key: 'other', nameKorean: '기타' },
] as const;

export type SportTabKey = (typeof sportTabs)[number]['key'];

/** SPEC.md §2: the side menu's flag query is the sport's name with spaces removed. */
export const sportFlag = (englishName: string): string => englishName.replace(/\s+/g, '');

/** The sports' own emblems (the web draws one per key); every sport has its own, 'other' is none. */
export const sportIconKeys = [
  'soccer',
  'basketball',
  'baseball',
  'volleyball',
  'esports',
  'hockey',
  'tennis',
  'tableTennis',
  'handball',
] as const;
export type SportIconKey = (typeof sportIconKeys)[number];

/**
 * Every sport the feed carries. The five with a tab and a side-menu button have the spec's ids;
 * e-sports and the sports under '기타' use the feed's own ids. Each has its own emblem: the sports
 * under '기타' once borrowed the tab's.
 */
export const sportsCatalogue = [
  { sportId: 6046, tab: 'soccer', englishName: 'Football', nameKorean: '축구', icon: 'soccer' },
  { sportId: 48242, tab: 'basketball', englishName: 'Basketball', nameKorean: '농구', icon: 'basketball' },
  { sportId: 154914, tab: 'baseball', englishName: 'Baseball', nameKorean: '야구', icon: 'baseball' },
  { sportId: 154830, tab: 'volleyball', englishName: 'Volleyball', nameKorean: '배구', icon: 'volleyball' },
  { sportId: 687890, tab: 'esports', englishName: 'E-Sports', nameKorean: 'e스포츠', icon: 'esports' },
  { sportId: 35232, tab: 'hockey', englishName: 'Ice Hockey', nameKorean: '하키', icon: 'hockey' },
  { sportId: 54094, tab: 'other', englishName: 'Tennis', nameKorean: '테니스', icon: 'tennis' },
  { sportId: 265917, tab: 'other', englishName: 'Table Tennis', nameKorean: '탁구', icon: 'tableTennis' },
  { sportId: 35709, tab: 'other', englishName: 'Handball', nameKorean: '핸드볼', icon: 'handball' },
] as const satisfies readonly {
  sportId: number;
  tab: SportTabKey;
  englishName: string;
  nameKorean: string;
  icon: SportIconKey;
}[];

/** A sport's emblem, or null for a sport the catalogue does not know. */
export const sportIconOf = (sportId: number): SportIconKey | null =>
  sportsCatalogue.find((sport) => sport.sportId === sportId)?.icon ?? null;

export type SportId = (typeof sportsCatalogue)[number]['sportId'];

/** Sport names to Korean (SPEC.md §3); unknown sports show their English name. */
export const sportNameKorean = (sportId: number): string =>
  sportsCatalogue.find((sport) => sport.sportId === sportId)?.nameKorean ?? '';

/** The sport ids a tab lists; 'all' lists every sport. */
export const sportIdsOfTab = (tab: SportTabKey): number[] =>
  sportsCatalogue.filter((sport) => tab === 'all' || sport.tab === tab).map((sport) => sport.sportId);
