import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

import type { BetRules } from '@site/contracts/api/bets';
import { MAX_STAKE_WON } from '@site/contracts/api/bets-codes';
import type { OddsUpdate, TradingStatus } from '@site/contracts/api/sports';
import {
  cartBooks,
  removePick,
  slipConflicts,
  takesNewPrice,
  togglePick,
  type BetKind,
  type CartBook,
  type OddsChangePolicy,
  type SlipMode,
  type SlipPick,
} from '@site/contracts/rules/bet-slip';

/** Which way a picked price moved since it was picked (the cart shows ▲ or ▼). */
export type PriceChange = 'up' | 'down';

/** A price or status heard for a picked selection: from the stream, a refresh or a refused bet. */
export interface SelectionNews {
  selectionId: number;
  price?: number | null;
  status?: TradingStatus;
}

/** One book's cart. */
export interface BookSlip {
  /** each pick carries the price the member agreed to: the one a bet sends */
  picks: SlipPick[];
  stake: number;
  /** 조합 (one multi) or 단폴 (a single per pick) */
  kind: BetKind;
  /** not persisted: the arrows are about what changed while the member was looking */
  changes: Record<number, PriceChange>;
  /**
   * not persisted: a moved price the member's 배당 변경 choice did not take, by selection; the pick
   * shows "old → new" and the slip waits for 변경된 배당 수락
   */
  asked: Record<number, number>;
}

interface BetSlipState {
  slips: Record<CartBook, BookSlip>;
  /** not persisted: the book of the page on screen, whose cart its odds buttons fill */
  shown: CartBook;
  /** the member's 배당 변경 choice (kept on the server for a member, here for a guest) */
  oddsChange: OddsChangePolicy;
  /** not persisted: the member's level rules, once the cart has fetched them */
  rules: BetRules | null;
}

/** Every book's picks, stake and 조합/단폴 choice, and the guest's 배당 변경 choice. */
export const BET_SLIP_STORAGE_KEY = 'site.betSlips';
/** The single slip every page shared before each book kept its own: dropped, not guessed into a book. */
const OLD_STORAGE_KEY = 'site.betSlip';

/** Until a member's choice is known (or a guest makes one), a moved price is taken as it comes. */
export const DEFAULT_ODDS_CHANGE: OddsChangePolicy = 'any';

const emptySlip = (): BookSlip => ({ picks: [], stake: 0, kind: 'multi', changes: {}, asked: {} });

const emptySlips = (): Record<CartBook, BookSlip> =>
  Object.fromEntries(cartBooks.map((book) => [book, emptySlip()])) as Record<CartBook, BookSlip>;

type StoredSlips = Partial<Record<CartBook, Partial<Pick<BookSlip, 'picks' | 'stake' | 'kind'>>>>;

/** SPEC.md §4: each book's slip, kept across pages and reloads (only the picks, stake and kind). */
export const useBetSlip = create<BetSlipState>()(
  persist((): BetSlipState => ({ slips: emptySlips(), shown: 'korea', oddsChange: DEFAULT_ODDS_CHANGE, rules: null }), {
    name: BET_SLIP_STORAGE_KEY,
    storage: createJSONStorage(() => localStorage),
    partialize: (state) => ({
      oddsChange: state.oddsChange,
      slips: Object.fromEntries(
        cartBooks.map((book) => {
          const { picks, stake, kind } = state.slips[book];
          return [book, { picks, stake, kind }];
        }),
      ) as StoredSlips,
    }),
    merge: (stored, current) => {
      const saved = (stored ?? {}) as { slips?: StoredSlips; oddsChange?: OddsChangePolicy };
      const slips = emptySlips();
      for (const book of cartBooks) slips[book] = { ...slips[book], ...saved.slips?.[book] };
      return { ...current, slips, oddsChange: saved.oddsChange ?? current.oddsChange };
    },
    onRehydrateStorage: () => () => {
      try {
        localStorage.removeItem(OLD_STORAGE_KEY);
      } catch {
        // storage refused (private mode): nothing to clean then
      }
    },
  }),
);

function updateSlip(book: CartBook, change: (slip: BookSlip) => Partial<BookSlip>): void {
  useBetSlip.setState((state) => ({
    slips: { ...state.slips, [book]: { ...state.slips[book], ...change(state.slips[book]) } },
  }));
}

/** The page on screen says which book's cart its odds buttons fill. */
export function setShownBook(book: CartBook): void {
  if (useBetSlip.getState().shown !== book) useBetSlip.setState({ shown: book });
}

/** Without the member's rules (a guest), only the rules that need none apply. */
const rulesOrOpen = (rules: BetRules | null): Pick<BetRules, 'forbiddenCombos' | 'maxPicks'> =>
  rules ?? { forbiddenCombos: [], maxPicks: Number.POSITIVE_INFINITY };

/**
 * Adds or removes a pick in one book's cart under the mode's rule. An added pick that brings in a
 * combination the rules refuse (for the cart's 조합 or 단폴) is not added; the refusal's text is
 * answered so the caller can show it. Other books' carts play no part.
 */
export function toggleSlipPick(book: CartBook, pick: SlipPick, mode: SlipMode): string | null {
  const { slips, rules } = useBetSlip.getState();
  const { picks, kind } = slips[book];
  const adding = !picks.some((p) => p.selectionId === pick.selectionId);
  const next = togglePick(picks, { ...pick, status: pick.status ?? 'open' }, mode);
  if (adding) {
    const before = new Set(slipConflicts(picks, rulesOrOpen(rules), kind));
    const introduced = slipConflicts(next, rulesOrOpen(rules), kind).find((problem) => !before.has(problem));
    if (introduced) return introduced;
  }
  updateSlip(book, (slip) => ({ picks: next, ...keptMarks(slip, next) }));
  return null;
}

export function removeSlipPick(book: CartBook, selectionId: number): void {
  updateSlip(book, (slip) => {
    const picks = removePick(slip.picks, selectionId);
    return { picks, ...keptMarks(slip, picks) };
  });
}

export function clearSlip(book: CartBook): void {
  updateSlip(book, () => ({ picks: [], changes: {}, asked: {} }));
}

/** A placed bet empties the slip and its stake: the next bet's chips start from 0, not from the last stake. */
export function clearPlacedSlip(book: CartBook): void {
  updateSlip(book, () => ({ ...emptySlip(), kind: useBetSlip.getState().slips[book].kind }));
}

/** Whole won, never negative, never past what any bet may stake (the field ignores the rest). */
export function setStake(book: CartBook, stake: number): void {
  updateSlip(book, () => ({ stake: Math.max(0, Math.min(Math.floor(stake) || 0, MAX_STAKE_WON)) }));
}

export function addToStake(book: CartBook, amount: number): void {
  setStake(book, useBetSlip.getState().slips[book].stake + amount);
}

export function setBetKind(book: CartBook, kind: BetKind): void {
  updateSlip(book, () => ({ kind }));
}

/** The slip's 조합/단폴 choice as it can be placed: 조합 when the operator does not allow singles. */
export const placeableKind = (kind: BetKind, rules: Pick<BetRules, 'singlesAllowed'> | null): BetKind =>
  rules?.singlesAllowed === false ? 'multi' : kind;

/**
 * The rules a book's slip is checked by. A virtual race is bet one pick at a time, and the server
 * takes a lone virtual pick with 단폴 off (only the sportsbook's lone pick is a forbidden single).
 */
export const cartRulesOf = <Rules extends Pick<BetRules, 'singlesAllowed'>>(book: CartBook, rules: Rules): Rules =>
  book === 'virtual' ? { ...rules, singlesAllowed: true } : rules;

export function setSlipRules(rules: BetRules | null): void {
  useBetSlip.setState({ rules });
}

export function setOddsChangePolicy(oddsChange: OddsChangePolicy): void {
  if (useBetSlip.getState().oddsChange !== oddsChange) useBetSlip.setState({ oddsChange });
}

/** 변경된 배당 수락: the book's picks take the moved prices the member was asked about. */
export function acceptAskedPrices(book: CartBook): void {
  updateSlip(book, (slip) => ({
    picks: slip.picks.map((p) => {
      const asked = slip.asked[p.selectionId];
      return asked === undefined ? p : { ...p, price: asked };
    }),
    asked: {},
  }));
}

/** Whether the book's cart waits for the member to accept moved prices. */
export const hasAskedPrices = (slip: Pick<BookSlip, 'asked'>): boolean => Object.keys(slip.asked).length > 0;

/** The arrows and the asked prices of the picks still in the cart. */
function keptMarks(slip: BookSlip, picks: readonly SlipPick[]): Pick<BookSlip, 'changes' | 'asked'> {
  const changes: Record<number, PriceChange> = {};
  const asked: Record<number, number> = {};
  for (const p of picks) {
    const change = slip.changes[p.selectionId];
    if (change) changes[p.selectionId] = change;
    const price = slip.asked[p.selectionId];
    if (price !== undefined) asked[p.selectionId] = price;
  }
  return { changes, asked };
}

/**
 * One book's picks with what was heard: a price the member's 배당 변경 choice takes replaces the
 * pick's (marked ▲ or ▼); one it does not take is asked about; a price back where the member agreed
 * asks nothing any more. A null price means the selection can no longer be bet on. Answers the same
 * slip when nothing about its picks changed.
 */
function slipWithNews(slip: BookSlip, byId: Map<number, SelectionNews>, policy: OddsChangePolicy): BookSlip {
  let changed = false;
  const changes = { ...slip.changes };
  const asked: Record<number, number> = {};
  const picks = slip.picks.map((p) => {
    const item = byId.get(p.selectionId);
    const wasAsked = slip.asked[p.selectionId];
    let stillAsked = wasAsked;
    let next = p;
    if (item?.price === null) {
      next = { ...next, status: 'closed' };
    } else if (item?.price !== undefined) {
      const shown = wasAsked ?? p.price;
      if (item.price !== shown) changes[p.selectionId] = item.price > shown ? 'up' : 'down';
      stillAsked = undefined;
      if (item.price !== p.price) {
        if (takesNewPrice(policy, p.price, item.price)) next = { ...next, price: item.price };
        else stillAsked = item.price;
      }
      if (changes[p.selectionId] !== slip.changes[p.selectionId] || stillAsked !== wasAsked) changed = true;
    }
    if (stillAsked !== undefined) asked[p.selectionId] = stillAsked;
    if (item?.status && item.status !== (next.status ?? 'open')) next = { ...next, status: item.status };
    if (next !== p) changed = true;
    return next;
  });
  return changed ? { ...slip, picks, changes, asked } : slip;
}

/**
 * Applies what was heard about picked selections to every book's cart (the stream and a refresh
 * keep all of them current, not only the one on screen). Nothing happens, and nothing re-renders,
 * unless a picked selection actually changed.
 */
export function applySelectionNews(news: readonly SelectionNews[]): void {
  if (news.length === 0) return;
  const { slips, oddsChange } = useBetSlip.getState();
  const byId = new Map(news.map((item) => [item.selectionId, item]));
  let changed = false;
  const next = { ...slips };
  for (const book of cartBooks) {
    const slip = slips[book];
    if (slip.picks.length === 0) continue;
    next[book] = slipWithNews(slip, byId, oddsChange);
    if (next[book] !== slip) changed = true;
  }
  if (changed) useBetSlip.setState({ slips: next });
}

/** Every picked selection of every book, once each. */
export const allPicks = (): SlipPick[] => {
  const seen = new Map<number, SlipPick>();
  for (const book of cartBooks) for (const p of useBetSlip.getState().slips[book].picks) seen.set(p.selectionId, p);
  return [...seen.values()];
};

/**
 * An odds stream batch: selection prices and statuses, markets suspended or closed, and fixtures
 * that ended (or started, which ends betting on a pre-match pick).
 */
export function applyOddsUpdate(update: OddsUpdate): void {
  const picks = allPicks();
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
