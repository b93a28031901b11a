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
