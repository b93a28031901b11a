/** A lobby as the server answers it, for the casino feature's component tests. */
import type { CasinoGame, CasinoLobby } from '@site/contracts/api/casino';

const game = (code: string, vendor: string, nameKorean: string, changes: Partial<CasinoGame> = {}): CasinoGame => ({
  code,
  vendor,
  nameKorean,
  kind: 'baccarat',
  art: '',
  tags: [],
  favourite: false,
  maintenance: false,
  ...changes,
});

/** Evolution's three tables (one of them off), and Pragmatic Play switched off as a whole. */
export const testLobby = (changes: Partial<CasinoLobby> = {}): CasinoLobby => ({
  aggregator: 'playfun',
  product: 'casino',
  maintenance: false,
  vendors: [
    { code: 'evolution', nameKorean: '에볼루션', gameCount: 3, maintenance: false },
    { code: 'pragmatic', nameKorean: '프라그마틱', gameCount: 1, maintenance: true },
  ],
  games: [
    game('evo-speed-a', 'evolution', '스피드 바카라 A', { tags: ['hot'] }),
    game('evo-roulette', 'evolution', '라이트닝 룰렛', { kind: 'roulette', tags: ['new'], favourite: true }),
    game('evo-squeeze', 'evolution', '바카라 스퀴즈', { maintenance: true }),
    game('pp-mega', 'pragmatic', '메가 바카라'),
  ],
  ...changes,
});
