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

/**
 * Every sport the feed carries. The five with a tab and a side-menu button have the spec's ids;
 * e-sports and the sports under '기타' use the feed's own ids.
 */
export const sportsCatalogue = [
  { sportId: 6046, tab: 'soccer', englishName: 'Football', nameKorean: '축구' },
  { sportId: 48242, tab: 'basketball', englishName: 'Basketball', nameKorean: '농구' },
  { sportId: 154914, tab: 'baseball', englishName: 'Baseball', nameKorean: '야구' },
  { sportId: 154830, tab: 'volleyball', englishName: 'Volleyball', nameKorean: '배구' },
  { sportId: 687890, tab: 'esports', englishName: 'E-Sports', nameKorean: 'e스포츠' },
  { sportId: 35232, tab: 'hockey', englishName: 'Ice Hockey', nameKorean: '하키' },
  { sportId: 54094, tab: 'other', englishName: 'Tennis', nameKorean: '테니스' },
  { sportId: 265917, tab: 'other', englishName: 'Table Tennis', nameKorean: '탁구' },
  { sportId: 35709, tab: 'other', englishName: 'Handball', nameKorean: '핸드볼' },
] as const satisfies readonly { sportId: number; tab: SportTabKey; englishName: string; nameKorean: string }[];

export type SportId = (typeof sportsCatalogue)[number]['sportId'];

/** Sport names to Korean (SPEC.md §3); unknown sports show their English name. */
export const sportNameKorean = (sportId: number): string =>
  sportsCatalogue.find((sport) => sport.sportId === sportId)?.nameKorean ?? '';

/** The sport ids a tab lists; 'all' lists every sport. */
export const sportIdsOfTab = (tab: SportTabKey): number[] =>
  sportsCatalogue.filter((sport) => tab === 'all' || sport.tab === tab).map((sport) => sport.sportId);
