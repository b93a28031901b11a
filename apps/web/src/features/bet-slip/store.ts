import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

import type { BetRules } from '@site/contracts/api/bets';
import { MAX_STAKE_WON } from '@site/contracts/api/bets-codes';
import type { OddsUpdate, TradingStatus } from '@site/contracts/api/sports';
import { removePick, slipConflicts, togglePick, type SlipMode, type SlipPick } from '@site/contracts/rules/bet-slip';

/** Which way a picked price moved since it was picked (the cart shows ▲ or ▼). */
export type PriceChange = 'up' | 'down';

/** A price or status heard for a picked selection: from the stream, a refresh or a refused bet. */
export interface SelectionNews {
  selectionId: number;
  price?: number | null;
  status?: TradingStatus;
}

interface BetSlipState {
  picks: SlipPick[];
  stake: number;
  /** not persisted: the arrows are about what changed while the member was looking */
  changes: Record<number, PriceChange>;
  /** not persisted: the member's level rules, once the cart has fetched them */
  rules: BetRules | null;
}

export const BET_SLIP_STORAGE_KEY = 'site.betSlip';

/** SPEC.md §4: one bet slip, kept across pages and reloads (only the picks and the stake). */
export const useBetSlip = create<BetSlipState>()(
  persist((): BetSlipState => ({ picks: [], stake: 0, changes: {}, rules: null }), {
    name: BET_SLIP_STORAGE_KEY,
    storage: createJSONStorage(() => localStorage),
    partialize: (state) => ({ picks: state.picks, stake: state.stake }),
  }),
);

/** Without the member's rules (a guest), only the rules that need none apply. */
const rulesOrOpen = (rules: BetRules | null): Pick<BetRules, 'forbiddenCombos' | 'maxPicks'> =>
  rules ?? { forbiddenCombos: [], maxPicks: Number.POSITIVE_INFINITY };

/**
 * Adds or removes a pick under the mode's rule. An added pick that brings in a combination the
 * rules refuse is not added; the refusal's text is answered so the caller can show it.
 */
export function toggleSlipPick(pick: SlipPick, mode: SlipMode): string | null {
  const { picks, rules } = useBetSlip.getState();
  const adding = !picks.some((p) => p.selectionId === pick.selectionId);
  const next = togglePick(picks, { ...pick, status: pick.status ?? 'open' }, mode);
  if (adding) {
    const before = new Set(slipConflicts(picks, rulesOrOpen(rules)));
    const introduced = slipConflicts(next, rulesOrOpen(rules)).find((problem) => !before.has(problem));
    if (introduced) return introduced;
  }
  useBetSlip.setState((state) => ({ picks: next, changes: withoutMissing(state.changes, next) }));
  return null;
}

export function removeSlipPick(selectionId: number): void {
  useBetSlip.setState((state) => {
    const picks = removePick(state.picks, selectionId);
    return { picks, changes: withoutMissing(state.changes, picks) };
  });
}

export function clearSlip(): void {
  useBetSlip.setState({ picks: [], changes: {} });
}

/** Whole won, never negative, never past what any bet may stake (the field ignores the rest). */
export function setStake(stake: number): void {
  useBetSlip.setState({ stake: Math.max(0, Math.min(Math.floor(stake) || 0, MAX_STAKE_WON)) });
}

export function addToStake(amount: number): void {
  setStake(useBetSlip.getState().stake + amount);
}

export function setSlipRules(rules: BetRules | null): void {
  useBetSlip.setState({ rules });
}

const withoutMissing = (changes: Record<number, PriceChange>, picks: readonly SlipPick[]) => {
  const kept: Record<number, PriceChange> = {};
  for (const p of picks) {
    const change = changes[p.selectionId];
    if (change) kept[p.selectionId] = change;
  }
  return kept;
};

/**
 * Applies what was heard about picked selections: a new price marks the pick ▲ or ▼, a status
 * replaces the pick's. A null price means the selection can no longer be bet on. Nothing happens
 * (and nothing re-renders) unless a picked selection actually changed.
 */
export function applySelectionNews(news: readonly SelectionNews[]): void {
  const { picks, changes } = useBetSlip.getState();
  if (picks.length === 0 || news.length === 0) return;
  const byId = new Map(news.map((item) => [item.selectionId, item]));
  let changed = false;
  const nextChanges = { ...changes };
  const nextPicks = picks.map((p) => {
    const item = byId.get(p.selectionId);
    if (!item) return p;
    let next = p;
    if (item.price === null) {
      next = { ...next, status: 'closed' };
    } else if (item.price !== undefined && item.price !== p.price) {
      nextChanges[p.selectionId] = item.price > p.price ? 'up' : 'down';
      next = { ...next, price: item.price };
    }
    if (item.status && item.status !== (next.status ?? 'open')) next = { ...next, status: item.status };
    if (next !== p) changed = true;
    return next;
  });
  if (changed) useBetSlip.setState({ picks: nextPicks, changes: nextChanges });
}

/**
 * An odds stream batch: selection prices and statuses, markets suspended or closed, and fixtures
 * that ended (or started, which ends betting on a pre-match pick).
 */
export function applyOddsUpdate(update: OddsUpdate): void {
  const { picks } = useBetSlip.getState();
  if (picks.length === 0) return;
  const news: SelectionNews[] = [];
  const picked = new Set(picks.map((p) => p.selectionId));
  for (const s of update.selections) {
    if (picked.has(s.id)) news.push({ selectionId: s.id, price: s.price, status: s.status });
  }
  const markets = new Map(update.markets.map((m) => [m.id, m.status]));
  const fixtures = new Map(update.fixtures.map((f) => [f.id, f.status]));
  for (const p of picks) {
    const marketStatus = markets.get(p.marketId);
    // A market that stops trading stops its selections; one that reopens leaves them to their own news.
    if (marketStatus && marketStatus !== 'open') news.push({ selectionId: p.selectionId, status: marketStatus });
    const fixtureStatus = fixtures.get(p.fixtureId);
    const over = fixtureStatus === 'finished' || fixtureStatus === 'cancelled';
    if (over || (fixtureStatus === 'live' && !p.live)) news.push({ selectionId: p.selectionId, status: 'closed' });
  }
  applySelectionNews(mergeNews(news));
}

/** Later news about one selection wins, except that a stopped status is never undone by the same batch. */
function mergeNews(news: readonly SelectionNews[]): SelectionNews[] {
  const merged = new Map<number, SelectionNews>();
  for (const item of news) {
    const earlier = merged.get(item.selectionId);
    if (!earlier) {
      merged.set(item.selectionId, item);
      continue;
    }
    const stopped = [earlier.status, item.status].find((status) => status && status !== 'open');
    merged.set(item.selectionId, { ...earlier, ...item, status: stopped ?? item.status ?? earlier.status });
  }
  return [...merged.values()];
}
