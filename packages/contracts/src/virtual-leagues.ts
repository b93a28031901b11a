/**
 * The bet365 virtual sports' leagues (SPEC.md §2 table, Korean names from §3). Apart from the minigame
 * table so that the site's first load, which needs that table for its routes, does not carry these.
 */
export interface VirtualLeague {
  key: string;
  nameEnglish: string;
  nameKorean: string;
}

export const virtualLeagues: Readonly<Record<string, readonly VirtualLeague[]>> = {
  soccer: [
    { key: 'eurocups', nameEnglish: 'Euro Cup', nameKorean: '유로컵' },
    { key: 'premierships', nameEnglish: 'Premiership', nameKorean: '프리미어십' },
    { key: 'superleagues', nameEnglish: 'Superleague', nameKorean: '슈퍼리그' },
    { key: 'worldcups', nameEnglish: 'World Cup', nameKorean: '월드컵' },
  ],
  basketball: [
    { key: 'bakergardens', nameEnglish: 'Baker Gardens', nameKorean: '베이커 가든스' },
    { key: 'nbareplay', nameEnglish: 'NBA Re-Play', nameKorean: 'NBA 리플레이' },
    { key: 'waterportarena', nameEnglish: 'Waterport Arena', nameKorean: '워터포트 아레나' },
  ],
  dog: [
    { key: 'goldenhillparks', nameEnglish: 'Goldenhill Park', nameKorean: '골든힐 파크' },
    { key: 'hillsideparks', nameEnglish: 'Hillside Park', nameKorean: '힐사이드 파크' },
  ],
  horse: [
    { key: 'britanniaways', nameEnglish: 'Britannia Way', nameKorean: '브리타니아 웨이' },
    { key: 'festivaldowns', nameEnglish: 'Festival Downs', nameKorean: '페스티벌 다운스' },
    { key: 'victoriaparks', nameEnglish: 'Victoria Park', nameKorean: '빅토리아 파크' },
  ],
};
