import { withParticle } from '@site/contracts/rules/korean-particles';

/** The live casino and slot lobbies, their launch and the casino rounds of the bet history. */
/**
 * The Korean words the lobby's generated art reads in a game's name (beside the English ones in its
 * code) to pick a table's picture, a slot's theme and a table's flourishes.
 */
export const koCasinoArtWords = {
  table: {
    dragonTiger: /드래곤\s*타이거|용호/,
    blackjack: /블랙잭/,
    sicbo: /식보|다이스/,
    gameShow: /게임쇼|크레이지|모노폴리|드림캐쳐|휠/,
  },
  slot: {
    egyptian: /이집트|파라오|태양의 책|북 오브/,
    dragon: /드래곤|봉황|코이|마작|포춘|부자/,
    myth: /올림푸스|제우스|신$|전쟁의 신/,
    princess: /공주|프린세스|엘프|문 /,
    fruit: /후르츠|스위트|보난자|캔디|체리/,
    gems: /스타버스트|보석|다이아/,
    western: /데드|톰스톤|반디토|와일드|트레인/,
    treasure: /아즈텍|템플|곤조|보물|골드|머니/,
    ocean: /피싱|바다|진주/,
    animal: /도그|에이프|킹콩|팬서|피기|배츠|네코|타이거/,
    neon: /점프|댄싱|리액툰즈|멘탈|파티/,
  },
  flourish: { lightning: /라이트닝/, speed: /스피드/, crown: /메가|로얄|골드/ },
} as const;

export const koCasino = {
  aggregatorTabs: '게임 제공사',
  vendorTabs: '게임사',
  allVendors: '전체',
  favourites: '즐겨찾기',
  vendorTab: (name: string, count: number) => `${name} ${count}`,
  search: '게임 검색',
  searchPlaceholder: '게임 이름 검색',
  clearSearch: '검색어 지우기',
  gameList: '게임 목록',
  loading: '게임 목록을 불러오는 중…',
  loadFailed: '게임 목록을 불러오지 못했습니다.',
  retry: '다시 시도',
  noGames: '표시할 게임이 없습니다.',
  noSearchResult: (text: string) => `'${text}'에 해당하는 게임이 없습니다.`,
  noFavourites: '즐겨찾기한 게임이 없습니다. 게임의 하트를 눌러 추가하세요.',
  maintenance: '점검중',
  lobbyMaintenance: '현재 점검중입니다. 잠시 후 이용해주세요.',
  badges: { new: 'NEW', hot: 'HOT', jackpot: 'JACKPOT' },
  addFavourite: (name: string) => `${name} 즐겨찾기 추가`,
  removeFavourite: (name: string) => `${name} 즐겨찾기 해제`,
  favouriteFailed: '즐겨찾기를 저장하지 못했습니다.',
  play: (name: string) => `${name} 실행`,
  /** SPEC.md §2, §4: the persistent confirmation before a game window opens. */
  launch: {
    casinoTitle: '라이브카지노',
    slotTitle: '슬롯게임',
    body: (what: string) =>
      `${withParticle(what, '은/는')} 새 창에서 열립니다.\n게임 이용 중 보유머니가 실시간으로 차감·지급됩니다.\n계속하시겠습니까?`,
  },
  /**
   * SPEC.md §8, verbatim (as contracts api/casino.ts casinoErrors, not imported: that module brings
   * zod into every page, docs/decisions/020): a failed open or a lobby under maintenance.
   */
  openFailed: '점검중입니다.',
} as const;
