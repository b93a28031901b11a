import type { MarketFamily } from '@site/contracts/sports-markets';
import { formatWon } from '@site/contracts/rules/format';
import { withParticle } from '@site/contracts/rules/korean-particles';

const familyNames: Record<MarketFamily, string> = {
  winDrawLose: '승무패',
  winLose: '승패',
  handicap: '핸디캡',
  overUnder: '언더오버',
  other: '기타',
};

const match = (fixture: { home: string; away: string }): string => `(${fixture.home} vs ${fixture.away})`;

/** What a member reads when a bet is refused; every text is shown in the cart or the history as it is. */
export const betErrors = {
  bettingClosed: '현재 스포츠 베팅이 중지되었습니다.',
  /** a game the operator closed (a virtual sport's here, any minigame's too): SPEC.md §8's maintenance message */
  gameMaintenance: '점검중 입니다.',
  selectionNotFound: '선택한 경기를 찾을 수 없습니다. 베팅카트를 다시 확인해주세요.',
  duplicateSelection: '같은 선택이 두 번 담겨 있습니다.',
  sameMarket: (fixture: { home: string; away: string }) =>
    `한 경기의 같은 항목은 하나만 선택할 수 있습니다. ${match(fixture)}`,
  mixedLive: '라이브 경기와 일반 경기는 함께 베팅할 수 없습니다.',
  mixedVirtual: '가상 스포츠 경기와 일반 스포츠 경기는 함께 베팅할 수 없습니다.',
  started: (fixture: { home: string; away: string }) => `이미 시작된 경기는 베팅할 수 없습니다. ${match(fixture)}`,
  ended: (fixture: { home: string; away: string }) => `베팅이 마감된 경기입니다. ${match(fixture)}`,
  forbiddenCombo: (a: MarketFamily, b: MarketFamily, fixture: { home: string; away: string }) =>
    a === b
      ? `같은 경기의 ${withParticle(familyNames[a], '은/는')} 하나만 선택할 수 있습니다. ${match(fixture)}`
      : `같은 경기의 ${withParticle(familyNames[a], '과/와')} ${withParticle(familyNames[b], '은/는')} 함께 베팅할 수 없습니다. ${match(fixture)}`,
  sameRace: (race: { home: string }) =>
    `같은 경주의 단승·연승은 한 조합으로 베팅할 수 없습니다. 단폴로 베팅해주세요. (${race.home})`,
  singlesClosed: '현재 단폴 베팅은 허용되지 않습니다. 조합으로 베팅해주세요.',
  tooManyPicks: (max: number) => `최대 ${max}폴더까지 베팅할 수 있습니다.`,
  stakeBelowMin: (min: number) => `최소 베팅금액은 ${formatWon(min)}입니다.`,
  stakeAboveMax: (max: number) => `최대 베팅금액은 ${formatWon(max)}입니다.`,
  oddsTooHigh: '총 배당이 너무 높습니다. 선택을 줄여주세요.',
  oddsChanged: '배당이 변경되었습니다. 변경된 배당을 확인해주세요.',
  betNotFound: '베팅내역을 찾을 수 없습니다.',
  notCancellable: (reason: string) => `취소할 수 없는 베팅입니다. ${reason}`,
} as const;

/** Why a bet cannot be cancelled, completing betErrors.notCancellable. */
export const cancelReasons = {
  settled: '이미 처리된 베팅입니다.',
  cashedOut: '캐시아웃한 베팅은 취소할 수 없습니다.',
  live: '라이브 베팅은 취소할 수 없습니다.',
  virtual: '가상 스포츠 베팅은 취소할 수 없습니다.',
  disabled: '현재 베팅 취소가 허용되지 않습니다.',
  window: (minutes: number) => `베팅 후 ${minutes}분 이내에만 취소할 수 있습니다.`,
  started: '이미 시작된 경기가 포함되어 있습니다.',
  cutoff: (minutes: number) => `경기 시작 ${minutes}분 전까지만 취소할 수 있습니다.`,
} as const;
