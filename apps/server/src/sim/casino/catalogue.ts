/**
 * The three simulated aggregators' catalogues: who they carry and which games. Every live game is
 * dealt by the baccarat or roulette table engine, every slot by the one slot machine; the names,
 * vendors and art are each aggregator's own, as real catalogues differ.
 */
import type { CasinoAggregatorKey, CasinoGameKind, CasinoProduct } from '@site/contracts/casino';
import type { CatalogueGame, CatalogueVendor } from '../../modules/casino/aggregator-port';

type Tag = CatalogueGame['tags'][number];

interface VendorSpec {
  code: string;
  nameKorean: string;
  product: CasinoProduct;
  /** [code suffix, Korean name, kind, tags] */
  games: readonly (readonly [string, string, CasinoGameKind, (readonly Tag[])?])[];
}

const live = (code: string, nameKorean: string, games: VendorSpec['games']): VendorSpec => ({
  code,
  nameKorean,
  product: 'casino',
  games,
});
const slots = (code: string, nameKorean: string, names: readonly (readonly [string, string, (readonly Tag[])?])[]) => ({
  code,
  nameKorean,
  product: 'slot' as const,
  games: names.map(([suffix, name, tags]) => [suffix, name, 'slot', tags] as const),
});

const CATALOGUES: Record<CasinoAggregatorKey, readonly VendorSpec[]> = {
  playfun: [
    live('evolution', '에볼루션', [
      ['baccarat-a', '바카라 A', 'baccarat', ['hot']],
      ['speed-baccarat', '스피드 바카라', 'baccarat'],
      ['korean-baccarat', '코리안 스피드 바카라', 'baccarat', ['new']],
      ['roulette', '오토 룰렛', 'roulette'],
    ]),
    live('pragmatic-live', '프라그마틱 라이브', [
      ['baccarat-1', '바카라 1', 'baccarat'],
      ['mega-baccarat', '메가 바카라', 'baccarat', ['new']],
      ['mega-roulette', '메가 룰렛', 'roulette', ['hot']],
    ]),
    live('dreamgaming', '드림게이밍', [
      ['baccarat-c01', '바카라 C01', 'baccarat'],
      ['roulette', '유러피안 룰렛', 'roulette'],
    ]),
    live('sexygaming', '섹시게이밍', [
      ['baccarat-101', '섹시 바카라 101', 'baccarat', ['hot']],
      ['baccarat-102', '섹시 바카라 102', 'baccarat'],
    ]),
    live('asiagaming', '아시아게이밍', [
      ['baccarat-vip', 'VIP 바카라', 'baccarat'],
      ['roulette', '아시아 룰렛', 'roulette'],
    ]),
    slots('pragmatic', '프라그마틱 플레이', [
      ['sweet-bonanza', '스위트 보난자', ['hot']],
      ['gates-of-olympus', '게이트 오브 올림푸스', ['hot', 'jackpot']],
      ['dog-house', '더 도그 하우스'],
      ['starlight-princess', '스타라이트 프린세스', ['new']],
    ]),
    slots('habanero', '하바네로', [
      ['koi-gate', '코이 게이트', ['jackpot']],
      ['hot-hot-fruit', '핫핫 후르츠'],
      ['wealth-inn', '부자 여관'],
    ]),
    slots('pgsoft', 'PG소프트', [
      ['mahjong-ways', '마작 웨이즈', ['hot']],
      ['fortune-tiger', '포춘 타이거', ['new']],
      ['lucky-neko', '럭키 네코'],
    ]),
    slots('booongo', '부운고', [
      ['sun-of-egypt', '태양의 이집트'],
      ['book-of-sun', '태양의 책', ['new']],
    ]),
    slots('playngo', '플레이앤고', [
      ['book-of-dead', '북 오브 데드', ['hot']],
      ['reactoonz', '리액툰즈'],
      ['moon-princess', '문 프린세스'],
    ]),
  ],
  cx: [
    live('evolution', '에볼루션', [
      ['lightning-baccarat', '라이트닝 바카라', 'baccarat', ['hot']],
      ['no-commission', '노커미션 바카라', 'baccarat'],
      ['lightning-roulette', '라이트닝 룰렛', 'roulette', ['hot']],
    ]),
    live('microgaming-live', '마이크로게이밍 라이브', [
      ['baccarat-playboy', '플레이보이 바카라', 'baccarat'],
      ['roulette', '골드 룰렛', 'roulette'],
    ]),
    live('wm-live', 'WM 라이브', [
      ['baccarat-1', 'WM 바카라 1', 'baccarat', ['new']],
      ['baccarat-2', 'WM 바카라 2', 'baccarat'],
    ]),
    live('ezugi', '이주기', [
      ['baccarat-knockout', '녹아웃 바카라', 'baccarat'],
      ['roulette', '다이아몬드 룰렛', 'roulette'],
    ]),
    live('bota', '보타카지노', [['baccarat-a', '보타 바카라 A', 'baccarat', ['new']]]),
    slots('netent', '넷엔트', [
      ['starburst', '스타버스트', ['hot']],
      ['gonzos-quest', '곤조스 퀘스트'],
      ['dead-or-alive', '데드 오어 얼라이브'],
    ]),
    slots('redtiger', '레드타이거', [
      ['dragons-luck', '드래곤즈 럭', ['jackpot']],
      ['piggy-riches', '피기 리치스'],
    ]),
    slots('relax', '릴렉스게이밍', [
      ['money-train', '머니 트레인', ['hot']],
      ['temple-tumble', '템플 텀블'],
    ]),
    slots('cq9', 'CQ9', [
      ['jump-high', '점프 하이'],
      ['god-of-war', '전쟁의 신', ['new']],
      ['lucky-bats', '럭키 배츠'],
    ]),
    slots('nolimit', '노리밋시티', [
      ['mental', '멘탈', ['new']],
      ['tombstone', '톰스톤'],
    ]),
  ],
  vinus: [
    live('pragmatic-live', '프라그마틱 라이브', [
      ['speed-baccarat', '스피드 바카라 1', 'baccarat', ['hot']],
      ['roulette', '로얄 룰렛', 'roulette'],
    ]),
    live('skywind-live', '스카이윈드 라이브', [
      ['baccarat', '스카이 바카라', 'baccarat'],
      ['roulette', '스카이 룰렛', 'roulette', ['new']],
    ]),
    live('allbet', '올벳', [
      ['baccarat-vip', '올벳 VIP 바카라', 'baccarat', ['hot']],
      ['baccarat-b', '올벳 바카라 B', 'baccarat'],
    ]),
    live('vivo', '비보게이밍', [['baccarat', '비보 바카라', 'baccarat']]),
    live('taishan', '타이산', [
      ['baccarat', '타이산 바카라', 'baccarat', ['new']],
      ['roulette', '타이산 룰렛', 'roulette'],
    ]),
    slots('habanero', '하바네로', [
      ['happy-ape', '해피 에이프'],
      ['fenghuang', '봉황', ['jackpot']],
    ]),
    slots('pgsoft', 'PG소프트', [
      ['treasures-aztec', '아즈텍의 보물', ['hot']],
      ['wild-bandito', '와일드 반디토'],
    ]),
    slots('evoplay', '에보플레이', [
      ['elven-princesses', '엘프 공주들', ['new']],
      ['fruit-super-nova', '후르츠 슈퍼 노바'],
    ]),
    slots('blueprint', '블루프린트', [
      ['fishin-frenzy', '피싱 프렌지', ['hot']],
      ['king-kong-cash', '킹콩 캐시'],
    ]),
    slots('spadegaming', '스페이드게이밍', [
      ['gold-panther', '골드 팬서'],
      ['dancing-fever', '댄싱 피버', ['new']],
    ]),
  ],
};

/** Where a game's tile art is served (sim/casino/page-routes.ts draws it). */
export const gameArtPath = (aggregator: CasinoAggregatorKey, code: string): string =>
  `/sim-casino/art/${aggregator}/${code}.svg`;

export interface AggregatorCatalogue {
  vendors: CatalogueVendor[];
  games: CatalogueGame[];
}

const built = new Map<CasinoAggregatorKey, AggregatorCatalogue>();

/** One aggregator's vendors and games; the first game of each product is its menu entry's default. */
export function catalogueOf(aggregator: CasinoAggregatorKey): AggregatorCatalogue {
  let catalogue = built.get(aggregator);
  if (catalogue) return catalogue;
  const specs = CATALOGUES[aggregator];
  const vendors = specs.map(({ code, nameKorean, product }) => ({ code, nameKorean, product }));
  const games: CatalogueGame[] = [];
  for (const vendor of specs) {
    for (const [suffix, nameKorean, kind, tags = []] of vendor.games) {
      const code = `${vendor.code}-${suffix}`;
      const first = !games.some((game) => game.product === vendor.product);
      games.push({
        code,
        vendor: vendor.code,
        product: vendor.product,
        kind,
        nameKorean,
        art: gameArtPath(aggregator, code),
        tags,
        ...(first ? { lobbyDefault: true } : {}),
      });
    }
  }
  catalogue = { vendors, games };
  built.set(aggregator, catalogue);
  return catalogue;
}

export function findGame(aggregator: CasinoAggregatorKey, code: string): CatalogueGame | undefined {
  return catalogueOf(aggregator).games.find((game) => game.code === code);
}
