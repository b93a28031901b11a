/** Test data for the bet slip's tests on both sides: a pre-match pick of 울산 vs 전북, changed where a test says. */
import type { SlipPick } from './bet-slip';

export const testPick = (overrides: Partial<SlipPick> = {}): SlipPick => ({
  selectionId: 1,
  marketId: 10,
  fixtureId: 100,
  sportId: 6046,
  leagueNameKorean: 'K리그1',
  home: '울산',
  away: '전북',
  startAt: '2026-05-01T10:00:00.000Z',
  marketType: '1X2',
  period: 100,
  line: null,
  selectionName: '1',
  price: 1.85,
  live: false,
  ...overrides,
});
