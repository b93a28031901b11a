/** What the operator API answers in the tests of this feature, with what a test changes on top. */
import type { AdminMember } from '@site/contracts/api/admin';
import type { BetLimit } from '@site/contracts/api/admin-sportsbook';
import type { CashOutSettings } from '@site/contracts/api/cash-out';

export const adminMember = (overrides: Partial<AdminMember> = {}): AdminMember => ({
  userId: 'demo',
  nickName: '데모',
  level: 1,
  levelNm: '브론즈',
  type: 1,
  role: 0,
  tendency: [],
  blocked: false,
  emoney: 1_000_000,
  point: 10_000,
  online: false,
  ...overrides,
});

export const betLimit = (overrides: Partial<BetLimit> = {}): BetLimit => ({
  level: 1,
  levelName: '브론즈',
  minStake: 5_000,
  maxStake: 1_000_000,
  maxPayout: 10_000_000,
  maxPicks: 10,
  custom: true,
  ...overrides,
});

/** The cash-out switches as the migration inserts them (docs/decisions/068): on for both products, 5 %. */
export const cashOutSettings: CashOutSettings = {
  prematchEnabled: true,
  liveEnabled: true,
  disabledSportIds: [],
  maxStake: null,
  marginPercent: 5,
  quoteSeconds: 5,
  countsForRolling: false,
  countsForTournaments: false,
};
