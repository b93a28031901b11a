/**
 * The minigame bet of SPEC.md §4: a single object. Choosing a pick replaces it, choosing the same
 * pick again clears it. Pure functions, so the page's store and its tests share one reading.
 */
import type { MinigameMarket, MinigameSetting } from '@site/contracts/api/minigames';
import { formatNumber } from '@site/contracts/rules/format';

import { koMinigames } from '../../i18n/ko-minigames';

export interface MinigamePick {
  gameId: number;
  marketKey: string;
  marketNameKorean: string;
  pickKey: string;
  pickNameKorean: string;
  /** decimal odds as last seen on the board */
  price: number;
}

export const isSamePick = (a: MinigamePick | null, b: MinigamePick): boolean =>
  a !== null && a.gameId === b.gameId && a.marketKey === b.marketKey && a.pickKey === b.pickKey;

/** The bet after a pick button was pressed: that pick, or nothing when it was the one already chosen. */
export const choosePick = (current: MinigamePick | null, chosen: MinigamePick): MinigamePick | null =>
  isSamePick(current, chosen) ? null : chosen;

/**
 * The chosen pick against the board's markets of a new round or a refetch: its current price, or
 * null when the board no longer offers it.
 */
export function repricePick(pick: MinigamePick, markets: readonly MinigameMarket[]): MinigamePick | null {
  const offered = markets.find((m) => m.key === pick.marketKey)?.picks.find((p) => p.key === pick.pickKey);
  if (!offered) return null;
  return offered.price === pick.price ? pick : { ...pick, price: offered.price };
}

/**
 * floor(stake × odds) in whole won, capped at the game's maximum payout. Prices have two places, so
 * the product is taken on hundredths (1.15 × 1,000 is 1,150 here, not 1,149.99…); below 2^53 both
 * factors and the quotient are exact, which the stake limits keep us far inside.
 */
export function expectedPayout(stake: number, price: number, maxPayout: number): { payout: number; capped: boolean } {
  const whole = Math.max(0, Math.floor(stake));
  const payout = Math.floor((whole * Math.round(price * 100)) / 100);
  return payout > maxPayout ? { payout: maxPayout, capped: true } : { payout, capped: false };
}

/** The most a member can stake now: the balance or the game's maximum, whichever is lower. */
export const maxStakeFor = (balance: number | null, setting: Pick<MinigameSetting, 'maxStake'>): number | null =>
  balance === null ? null : Math.max(0, Math.min(balance, setting.maxStake));

/**
 * What stops the bet, in the order a member fixes it: no pick, no stake, outside the game's limits,
 * more than the balance (null for a guest, whose balance the server checks after login).
 */
export function betProblems(
  pick: MinigamePick | null,
  stake: number,
  setting: Pick<MinigameSetting, 'minStake' | 'maxStake'>,
  balance: number | null,
): string[] {
  if (!pick) return [koMinigames.noPick];
  const problems: string[] = [];
  if (!(stake > 0)) problems.push(koMinigames.noStake);
  else if (stake < setting.minStake) problems.push(koMinigames.belowMinStake(formatNumber(setting.minStake)));
  else if (stake > setting.maxStake) problems.push(koMinigames.aboveMaxStake(formatNumber(setting.maxStake)));
  if (balance !== null && stake > balance) problems.push(koMinigames.aboveBalance);
  return problems;
}
