/**
 * The bet builder's slip (같은 경기 조합, docs/decisions/069): one fixture at a time, the picks taken
 * from its markets (one per market), the stake, and how many times the fixture's prices moved since
 * (the joint price is asked again on each move). Kept apart from the carts: the carts' rule against
 * two picks of one match stays as it is.
 */
import { create } from 'zustand';

import { BUILDER_MAX_PICKS } from '@site/contracts/api/bet-builder-codes';
import type { OddsUpdate } from '@site/contracts/api/sports';
import type { SlipPick } from '@site/contracts/rules/bet-slip';

import { koBetBuilder } from '../../../i18n/ko-bet-builder';

export interface BuilderState {
  /** the fixture whose view is in builder mode; null when none is */
  fixtureId: number | null;
  picks: SlipPick[];
  stake: number;
  /** counts the stream's changes to this fixture's prices or state; a change asks the joint price again */
  priceVersion: number;
}

const empty: BuilderState = { fixtureId: null, picks: [], stake: 0, priceVersion: 0 };

export const useBuilder = create<BuilderState>()(() => empty);

/** Builder mode on for this fixture (a new fixture starts an empty slip, keeping the stake) or off (the picks go). */
export function setBuilderMode(fixtureId: number, on: boolean): void {
  const state = useBuilder.getState();
  if (on) {
    if (state.fixtureId !== fixtureId) useBuilder.setState({ fixtureId, picks: [], priceVersion: 0 });
  } else if (state.fixtureId === fixtureId) useBuilder.setState({ fixtureId: null, picks: [] });
}

/** Two lines of one market type and period are one market to the builder, as to the carts (checkSlip). */
const sameMarketOf = (a: SlipPick, b: SlipPick): boolean => a.marketType === b.marketType && a.period === b.period;

/**
 * A price pressed in builder mode: taken, or taken out when already there. A market gives one pick
 * (another of its selections replaces it, which the answer says); past the most the builder takes,
 * nothing changes and the answer says why. Null when there is nothing to say.
 */
export function toggleBuilderPick(pick: SlipPick): string | null {
  const { fixtureId, picks } = useBuilder.getState();
  if (fixtureId !== pick.fixtureId) return null;
  if (picks.some((p) => p.selectionId === pick.selectionId)) {
    useBuilder.setState({ picks: picks.filter((p) => p.selectionId !== pick.selectionId) });
    return null;
  }
  const sameMarket = picks.findIndex((p) => sameMarketOf(p, pick));
  if (sameMarket >= 0) {
    useBuilder.setState({ picks: picks.map((p, index) => (index === sameMarket ? pick : p)) });
    return koBetBuilder.sameMarketReplaced;
  }
  if (picks.length >= BUILDER_MAX_PICKS) return koBetBuilder.tooMany(BUILDER_MAX_PICKS);
  useBuilder.setState({ picks: [...picks, pick] });
  return null;
}

export const removeBuilderPick = (selectionId: number): void =>
  useBuilder.setState((state) => ({ picks: state.picks.filter((p) => p.selectionId !== selectionId) }));

export const clearBuilderPicks = (): void => useBuilder.setState({ picks: [] });

export const setBuilderStake = (stake: number): void => useBuilder.setState({ stake });

/** After a placed bet: the picks go, the mode and the fixture stay (another combination may follow). */
export const clearPlacedBuilder = (): void => useBuilder.setState({ picks: [], stake: 0 });

/**
 * One odds stream batch: the picks' own prices and statuses follow it, and any change to the builder's
 * fixture (a price, a market, the score or clock) counts as a move of the joint price.
 */
export function applyOddsToBuilder(update: OddsUpdate): void {
  const { fixtureId, picks } = useBuilder.getState();
  if (fixtureId === null) return;
  const touched =
    update.selections.some((s) => s.fixtureId === fixtureId) ||
    update.markets.some((m) => m.fixtureId === fixtureId) ||
    update.fixtures.some((f) => f.id === fixtureId);
  if (!touched) return;
  const news = new Map(update.selections.map((s) => [s.id, s]));
  useBuilder.setState((state) => ({
    priceVersion: state.priceVersion + 1,
    picks: picks.some((p) => news.has(p.selectionId))
      ? picks.map((p) => {
          const change = news.get(p.selectionId);
          return change ? { ...p, price: change.price, status: change.status } : p;
        })
      : picks,
  }));
}

/** Whether this selection is in the builder slip of its fixture. */
export const useInBuilder = (selectionId: number): boolean =>
  useBuilder((state) => state.picks.some((p) => p.selectionId === selectionId));

/** Whether this fixture's view is in builder mode. */
export const useBuilderOn = (fixtureId: number): boolean => useBuilder((state) => state.fixtureId === fixtureId);
