/**
 * The bet slip's rules (SPEC.md §4 "Bet slip rules", §9): which pick an added pick replaces, the
 * slip's odds and payout, and what stops it from being placed. Pure functions on plain arrays, so
 * the cart, its tests and the server can share one reading of the spec.
 */
import type { BetRules } from '../api/bets';
import type { TradingStatus } from '../api/sports';
import { isRaceMarket, marketTypes, type MarketFamily, type MarketType } from '../sports-markets';
import { bonusOddsFor, payoutFor, totalOddsX100, toX100 } from './bet-outcome';
import { formatNumber } from './format';

/** One pick of the slip: what the member chose and enough of the fixture to show it without a call. */
export interface SlipPick {
  selectionId: number;
  marketId: number;
  fixtureId: number;
  sportId: number;
  leagueNameKorean: string;
  home: string;
  away: string;
  /** ISO instant */
  startAt: string;
  /** a contracts market type ('1X2', 'Handicap' …); unknown types count as family 'other' */
  marketType: string;
  period: number;
  line: string | null;
  /** the feed's selection name ('1', 'Over' …) */
  selectionName: string;
  /** decimal odds as last seen */
  price: number;
  /** picked from a live (in-play) fixture */
  live: boolean;
  /** the selection's trading status as last heard; absent means open */
  status?: TradingStatus;
}

/**
 * Which replacement rule applies: the Korean-style books, the European book and the virtual sports
 * replace a pick of the same market; 'europeAnyFixture' is the spec's variant replacing any pick of
 * the same fixture; 'inplay' adds the three-picks-per-fixture rule. (A virtual race's other picks are
 * refused in a multi by slipConflicts, not replaced: a member may still want them as singles.)
 */
export type SlipMode = 'korea' | 'europe' | 'europeAnyFixture' | 'inplay' | 'virtual';

/**
 * The carts a member keeps side by side, as Korean sites do: 국내형 (cross and its sub-books, its live
 * book too), 유럽형, 인플레이 and 가상게임. Each holds its own picks and stake, so a pick of one is never
 * judged with another's.
 */
export const cartBooks = ['korea', 'europe', 'inplay', 'virtual'] as const;
export type CartBook = (typeof cartBooks)[number];

export const cartBookNamesKorean: Record<CartBook, string> = {
  korea: '국내형',
  europe: '유럽형',
  inplay: '인플레이',
  virtual: '가상게임',
};

/**
 * How the slip is placed: 'multi' (조합) is one bet on all picks together; 'singles' (단폴) is one bet
 * per pick at the same stake (with several picks, a multi-single).
 */
export type BetKind = 'multi' | 'singles';

/** SPEC.md §9: "three picks per fixture triggers replacement" (in-play). */
export const INPLAY_PICKS_PER_FIXTURE = 3;

/** A market type's family; types the contracts do not know are 'other'. */
export const familyOf = (marketType: string): MarketFamily =>
  marketType in marketTypes ? marketTypes[marketType as MarketType].family : 'other';

export const marketFamilyNamesKorean: Record<MarketFamily, string> = {
  overUnder: '언더오버',
  winDrawLose: '승무패',
  winLose: '승패',
  handicap: '핸디캡',
  other: '기타',
};

/**
 * Whether two picks are of one market to a member: the same market, or another line of the same
 * market type and period (handicap -1.5 and -2.5), which the server also takes as one market.
 */
export const isSameMarket = (a: SlipPick, b: SlipPick): boolean =>
  a.fixtureId === b.fixtureId &&
  (a.marketId === b.marketId || (a.marketType === b.marketType && a.period === b.period));

/**
 * Adds a pick under the mode's rule and answers the new slip (the input is never changed).
 * - A selection already in the slip is ignored (the same array comes back).
 * - Same fixture and same market (isSameMarket): the earlier pick is replaced (every mode).
 * - 'europeAnyFixture': any earlier pick of the same fixture is replaced.
 * - 'inplay': when the fixture already holds three picks, one pick whose family differs from the new
 *   pick's stays (the earliest such pick) and the fixture's other picks go, then the new one is added.
 *   The spec names "the pick whose market family differs" in the singular; we read it as: the new
 *   pick keeps one companion of another family, so a fixture never grows past three picks and never
 *   ends up holding two picks of the new pick's family. If no pick differs, all of them go.
 */
export function addPick(picks: readonly SlipPick[], pick: SlipPick, mode: SlipMode): SlipPick[] {
  if (picks.some((p) => p.selectionId === pick.selectionId)) return picks as SlipPick[];
  const sameFixture = (p: SlipPick) => p.fixtureId === pick.fixtureId;

  let next =
    mode === 'europeAnyFixture' ? picks.filter((p) => !sameFixture(p)) : picks.filter((p) => !isSameMarket(p, pick));

  if (mode === 'inplay') {
    const ofFixture = next.filter(sameFixture);
    if (ofFixture.length >= INPLAY_PICKS_PER_FIXTURE) {
      const kept = ofFixture.find((p) => familyOf(p.marketType) !== familyOf(pick.marketType));
      next = next.filter((p) => !sameFixture(p) || p === kept);
    }
  }
  return [...next, pick];
}

export const removePick = (picks: readonly SlipPick[], selectionId: number): SlipPick[] =>
  picks.filter((p) => p.selectionId !== selectionId);

/** A pick's button: chosen again it leaves the slip, otherwise it is added under the mode's rule. */
export const togglePick = (picks: readonly SlipPick[], pick: SlipPick, mode: SlipMode): SlipPick[] =>
  picks.some((p) => p.selectionId === pick.selectionId)
    ? removePick(picks, pick.selectionId)
    : addPick(picks, pick, mode);

export interface SlipTotals {
  /** product of the prices, floored to two places; 0 for an empty slip */
  totalOdds: number;
  /** the bonus for the number of picks (bet-outcome's bonusOddsFor), 1 when none */
  bonusOdds: number;
  /** stake × total odds × bonus odds in whole won, never above the level's maximum payout */
  expectedPayout: number;
  /** the payout was cut to the maximum */
  capped: boolean;
}

export function slipTotals(
  // Only the prices count: the odds calculator totals bare prices with the cart's own arithmetic.
  picks: readonly Pick<SlipPick, 'price'>[],
  stake: number,
  rules: Pick<BetRules, 'bonusOdds' | 'maxPayout'>,
): SlipTotals {
  if (picks.length === 0) return { totalOdds: 0, bonusOdds: 1, expectedPayout: 0, capped: false };
  // The arithmetic of placement and settlement (bet-outcome.ts), on whole hundredths: the product
  // floored to two places, as floorTo2 would, but without float noise, so the cart promises to the
  // won what the server will store.
  const oddsX100 = totalOddsX100(picks.map((p) => toX100(p.price)));
  const bonusOdds = bonusOddsFor(rules.bonusOdds, picks.length);
  const payout = payoutFor(Math.max(0, Math.floor(stake)), oddsX100, toX100(bonusOdds));
  const capped = payout > rules.maxPayout;
  return { totalOdds: oddsX100 / 100, bonusOdds, expectedPayout: capped ? rules.maxPayout : payout, capped };
}

/** Korean texts of the slip's problems (shown in the cart; the server may answer with the same). */
export const slipMessages = {
  noPicks: '베팅할 경기를 선택해주세요.',
  forbiddenCombo: (a: MarketFamily, b: MarketFamily) =>
    `같은 경기의 ${marketFamilyNamesKorean[a]} + ${marketFamilyNamesKorean[b]} 조합은 베팅할 수 없습니다.`,
  tooManyPicks: (max: number) => `최대 ${max}경기까지 선택할 수 있습니다.`,
  liveWithPrematch: '인플레이 경기와 프리매치 경기는 함께 베팅할 수 없습니다.',
  noStake: '베팅금액을 입력해주세요.',
  belowMinStake: (min: number) => `최소 베팅금액은 ${formatNumber(min)}원입니다.`,
  aboveMaxStake: (max: number) => `최대 베팅금액은 ${formatNumber(max)}원입니다.`,
  aboveBalance: '보유머니가 부족합니다.',
  suspended: '베팅이 중지된 경기가 있습니다. 해당 경기를 삭제해주세요.',
  sameRace: '같은 경주의 단승·연승은 한 조합으로 베팅할 수 없습니다.',
  /** the operator turned 단폴 off: one pick alone is a single, whatever the cart calls it */
  onePickRefused: '현재 단폴 베팅은 허용되지 않습니다. 2경기 이상 조합해주세요.',
} as const;

/** Whether the picks of one fixture hold the forbidden pair (two picks of it when both are one family). */
function holdsPair(families: readonly MarketFamily[], [a, b]: readonly [MarketFamily, MarketFamily]): boolean {
  if (a === b) return families.filter((f) => f === a).length >= 2;
  return families.includes(a) && families.includes(b);
}

/**
 * Whether two picks are of one virtual race (단승 and 연승 of one runner, or of two): their outcomes
 * hang together, so a multi of them is a correlated bet the site does not offer.
 */
export const isSameRace = (a: SlipPick, b: SlipPick): boolean =>
  a.fixtureId === b.fixtureId && isRaceMarket(a.marketType) && isRaceMarket(b.marketType);

/** Whether the picks hold two race-market picks of one race fixture. */
export function holdsSameRace(picks: readonly Pick<SlipPick, 'fixtureId' | 'marketType'>[]): boolean {
  const races = picks.filter((p) => isRaceMarket(p.marketType)).map((p) => p.fixtureId);
  return new Set(races).size !== races.length;
}

/**
 * What makes the picks themselves unacceptable, whatever the stake: a same-fixture combination the
 * operator forbids, two picks of one race, more picks than allowed, live picks mixed with pre-match
 * ones. The cart refuses an added pick that brings one of these in. As singles (단폴) each pick is its
 * own bet, so only the number of picks (bets) is limited.
 */
export function slipConflicts(
  picks: readonly SlipPick[],
  rules: Pick<BetRules, 'forbiddenCombos' | 'maxPicks'>,
  kind: BetKind = 'multi',
): string[] {
  const problems: string[] = [];
  if (kind === 'singles') {
    if (picks.length > rules.maxPicks) problems.push(slipMessages.tooManyPicks(rules.maxPicks));
    return problems;
  }
  const familiesByFixture = new Map<number, MarketFamily[]>();
  for (const p of picks) {
    const families = familiesByFixture.get(p.fixtureId) ?? [];
    families.push(familyOf(p.marketType));
    familiesByFixture.set(p.fixtureId, families);
  }
  for (const combo of rules.forbiddenCombos) {
    if ([...familiesByFixture.values()].some((families) => holdsPair(families, combo))) {
      problems.push(slipMessages.forbiddenCombo(combo[0], combo[1]));
    }
  }
  if (holdsSameRace(picks)) problems.push(slipMessages.sameRace);
  if (picks.length > rules.maxPicks) problems.push(slipMessages.tooManyPicks(rules.maxPicks));
  if (picks.some((p) => p.live) && picks.some((p) => !p.live)) problems.push(slipMessages.liveWithPrematch);
  return problems;
}

/**
 * Everything that stops the slip from being placed, in the order a member fixes them. `balance` is
 * null for a guest (the balance is checked once they log in).
 */
export function slipProblems(
  picks: readonly SlipPick[],
  stake: number,
  rules: Pick<BetRules, 'forbiddenCombos' | 'maxPicks' | 'minStake' | 'maxStake'> &
    Partial<Pick<BetRules, 'singlesAllowed'>>,
  balance: number | null,
  kind: BetKind = 'multi',
): string[] {
  if (picks.length === 0) return [slipMessages.noPicks];
  const problems = slipConflicts(picks, rules, kind);
  if (rules.singlesAllowed === false && picks.length === 1) problems.push(slipMessages.onePickRefused);
  if (picks.some((p) => (p.status ?? 'open') !== 'open')) problems.push(slipMessages.suspended);
  if (!(stake > 0)) problems.push(slipMessages.noStake);
  else if (stake < rules.minStake) problems.push(slipMessages.belowMinStake(rules.minStake));
  else if (stake > rules.maxStake) problems.push(slipMessages.aboveMaxStake(rules.maxStake));
  if (balance !== null && totalStakeOf(picks, stake, kind) > balance) problems.push(slipMessages.aboveBalance);
  return problems;
}

/** What the slip debits: the stake once for a multi, once per pick for singles. */
export const totalStakeOf = (picks: readonly SlipPick[], stake: number, kind: BetKind): number =>
  kind === 'singles' ? stake * picks.length : stake;

export interface SinglesTotals {
  /** the stake × the number of picks */
  totalStake: number;
  /** each pick's expected payout as a single, in the slip's order, never above the maximum payout */
  payouts: number[];
  /** every single won */
  totalPayout: number;
}

/** The singles (단폴) of the slip at one stake each, with the arithmetic of placement (bet-outcome.ts). */
export function singlesTotals(
  picks: readonly SlipPick[],
  stake: number,
  rules: Pick<BetRules, 'bonusOdds' | 'maxPayout'>,
): SinglesTotals {
  const whole = Math.max(0, Math.floor(stake));
  const bonusX100 = toX100(bonusOddsFor(rules.bonusOdds, 1));
  const payouts = picks.map((p) => Math.min(payoutFor(whole, toX100(p.price), bonusX100), rules.maxPayout));
  return {
    totalStake: whole * picks.length,
    payouts,
    totalPayout: payouts.reduce((sum, payout) => sum + payout, 0),
  };
}

/**
 * 배당 변경 (the member's choice, kept per member): what happens when a picked price moves. 'any'
 * takes every new price, 'higher' takes a rise and asks about a fall, 'ask' asks about every move.
 */
export type OddsChangePolicy = 'any' | 'higher' | 'ask';

/** Whether the slip takes a moved price at once (otherwise the member is asked to accept it). */
export const takesNewPrice = (policy: OddsChangePolicy, before: number, after: number): boolean =>
  policy === 'any' || (policy === 'higher' && after > before);

/** The operator's bound on a moved price the server takes by itself: 10% of the price the member saw. */
export const DEFAULT_ODDS_MOVE_LIMIT_PERCENT = 10;

/**
 * Whether placement takes a price that moved from the one the member sent (both ×100) at the current
 * price: the member's 배당 변경 choice takes it, and it moved by at most `limitPercent` of the price
 * sent, either way (the operator's bound: beyond it the member is asked again, whatever they chose).
 */
export const takesMovedPrice = (
  policy: OddsChangePolicy,
  limitPercent: number,
  sentX100: number,
  currentX100: number,
): boolean =>
  takesNewPrice(policy, sentX100, currentX100) && Math.abs(currentX100 - sentX100) * 100 <= limitPercent * sentX100;
