import {
  GAME_TYPE_LIVE,
  GAME_TYPE_SPORTS,
  GAME_TYPE_VIRTUAL,
  SETTLEMENT_PENDING,
  type Bet,
  type OddsChangedBody,
  type PlaceBet,
  type PlaceSingles,
} from '@site/contracts/api/bets';
import { holdsSameRace, slipMessages, takesMovedPrice, type OddsChangePolicy } from '@site/contracts/rules/bet-slip';
import { bonusOddsFor, payoutFor, totalOddsX100, toX100 } from '@site/contracts/rules/bet-outcome';
import { marketTypes, type MarketFamily } from '@site/contracts/sports-markets';
import { virtualSports } from '@site/contracts/virtual-leagues';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { BetPickRow } from '../../db/schema/bets';
import type { MemberRow } from '../../db/schema/members';
import type { EventBus } from '../../events/bus';
import { AppError } from '../../http/app-error';
import type { RequestFields } from '../ledger/fingerprint';
import type { SportsSettings } from '@site/contracts/api/admin-sportsbook';
import { hedgingErrors } from '@site/contracts/api/hedging';
import { betErrors } from './errors';
import { isGameInMaintenance } from './game-switch';
import { loadBetPreferences } from './preferences';
import { betAnswer, cancelRefusal, memberBet } from './history';
import { placeAllOnce, placeOnce, type HeldMoney } from './place-once';
import { fixturesHeldForSlip, insertBetWithPicks, loadPickSources, type PickSource } from './placement-repo';
import type { PickView } from './repo';
import type { BetRulesSource } from './rules-source';

export interface BetDeps {
  db: Database;
  clock: Clock;
  bus: EventBus;
}

export interface PlacementDeps extends BetDeps {
  /** the settings and limits every bet checks, kept in memory until an operator changes them */
  rules: BetRulesSource;
}

// bets.total_odds_x100 is an int4.
export const MAX_TOTAL_ODDS_X100 = 2_147_483_647;

const familyOf = (marketType: string): MarketFamily =>
  marketType in marketTypes ? marketTypes[marketType as keyof typeof marketTypes].family : 'other';

/**
 * Places a bet once per idempotency key (placeOnce: every check, the stored bet and the debit in one
 * transaction) and answers it as the member's history will show it. A used key answers its bet only
 * when the request is the same slip (same stake, selections and prices: slipRequest).
 */
export async function placeBet(
  { db, clock, bus, rules }: PlacementDeps,
  member: MemberRow,
  input: PlaceBet,
): Promise<{ bet: Bet; created: boolean }> {
  const selectionIds = input.picks.map((pick) => pick.selectionId);
  const placementRules = await rulesFor(rules, member);
  const placed = await placeOnce({ db, bus, clock }, member.id, {
    idempotencyKey: input.idempotencyKey,
    source: 'sports',
    // Every slip, pre-match, live or virtual, holds its fixtures before it reads them, so the state the
    // checks see stays true until the bet is stored: a fixture finished meanwhile refuses the bet, and
    // one finished after it waits for the commit, and its settlement then finds the bet.
    // Lock order, the same everywhere: the member's row before any fixture (claimKey's statement). The
    // writers of fixtures (feed, virtual engine) never lock a member, and settlement and cancellation lock a
    // bet and then its member but no fixture, so no transaction holds a fixture while it waits for a member.
    hold: fixturesHeldForSlip(selectionIds),
    request: slipRequest('multi', input),
    store: (tx, money) => placeNewBet({ tx, money, clock, rules: placementRules, member, input, selectionIds }),
  });
  if (placed.created) return { bet: placed.stored.answer, created: true };
  return {
    bet: await memberBet(db, clock.now(), member.id, placed.betId, placementRules.settings),
    created: false,
  };
}

/**
 * Places each pick as its own single bet at the stake (단폴; several picks make a multi-single), all
 * or none in one transaction under one idempotency key: a retry of that key answers the same bets,
 * and a balance short of stake × picks refuses them all.
 */
export async function placeSingles(
  { db, clock, bus, rules }: PlacementDeps,
  member: MemberRow,
  input: PlaceSingles,
): Promise<{ bets: Bet[]; created: boolean }> {
  const selectionIds = input.picks.map((pick) => pick.selectionId);
  const placementRules = await rulesFor(rules, member);
  const placed = await placeAllOnce({ db, bus, clock }, member.id, {
    idempotencyKey: input.idempotencyKey,
    source: 'sports',
    hold: fixturesHeldForSlip(selectionIds),
    request: slipRequest('singles', input),
    betKeys: input.picks.map((_, index) => singleKey(input.idempotencyKey, index)),
    store: (tx, money) => placeNewSingles({ tx, money, clock, rules: placementRules, member, input, selectionIds }),
  });
  if (placed.stored) return { bets: placed.stored.map((stored) => stored.answer), created: true };
  const { settings } = placementRules;
  const bets = await Promise.all(placed.betIds.map((betId) => memberBet(db, clock.now(), member.id, betId, settings)));
  return { bets, created: false };
}

/**
 * What makes a retried slip the same request: the endpoint (a multi or singles), the stake, and the
 * selections at the prices the member saw, in any order.
 */
function slipRequest(call: 'multi' | 'singles', input: PlaceBet): RequestFields {
  const picks = input.picks.map((pick) => `${pick.selectionId}@${toX100(pick.price)}`).sort();
  return { call, stake: input.stake, picks };
}

/** What a new bet is checked against, read once per placement inside its transaction. */
export interface PlacementContext extends PlacementRules {
  now: Date;
  /** the picked selections in the member's order */
  picked: PickSource[];
}

/** The sportsbook's settings and the member's level's limits, as a placement checks them. */
export interface PlacementRules {
  settings: SportsSettings;
  limits: Awaited<ReturnType<BetRulesSource['betLimits']>>;
}

/**
 * Read before the bet's transaction opens: they come from this process's cache or, when it is cold
 * (an operator just saved them), through the pool. Read inside, each of a burst of bets would wait for
 * a pool connection while holding one, and a full pool would wait on itself for good (issue 28).
 * Settings are not a sum the bet books against, so a change landing meanwhile applies from the next bet.
 */
export async function rulesFor(rules: BetRulesSource, member: MemberRow): Promise<PlacementRules> {
  const [settings, limits] = await Promise.all([rules.sportsSettings(), rules.betLimits(member.level)]);
  return { settings, limits };
}

/** One placement inside its transaction: who bets, what they sent, and the rules to check it against. */
interface NewPlacement {
  tx: Database;
  /** the member's money the claim holds: each bet's insert debits its stake (HeldMoney) */
  money: HeldMoney;
  clock: Clock;
  rules: PlacementRules;
  member: MemberRow;
  input: PlaceBet;
  selectionIds: number[];
}

/**
 * The checks every placement shares, multi or singles: the selections exist once each, the book (or
 * the virtual sport) is open, the stake is within the level's limits and each price is the one the
 * member saw or one their 배당 변경 choice takes within the operator's bound (checkMovedPrices).
 */
async function openPlacement(
  { tx, clock, rules, member, input, selectionIds }: NewPlacement,
  checkPicks: (context: PlacementContext) => void,
): Promise<PlacementContext> {
  const { settings, limits } = rules;

  // Read after the hold (claimKey's statement), which may have waited for a feed tick: "started" means started by now.
  const now = clock.now();
  const { sources, hedgingRefused } = await loadPickSources(tx, member.id, selectionIds);
  const picked = pickedSources(input, sources);
  // Virtual sports run like minigames: their game's maintenance switch governs them, not the sportsbook's.
  if (isVirtualSlip(picked)) await checkVirtualGamesOpen(tx, picked);
  else if (!settings.bettingOpen) throw new AppError(400, betErrors.bettingClosed);
  if (hedgingRefused) checkOneSide(picked);
  const context = { settings, limits, now, picked };
  checkPicks(context);
  if (picked.length > limits.maxPicks) throw new AppError(400, betErrors.tooManyPicks(limits.maxPicks));
  if (input.stake < limits.minStake) throw new AppError(400, betErrors.stakeBelowMin(limits.minStake));
  if (input.stake > limits.maxStake) throw new AppError(400, betErrors.stakeAboveMax(limits.maxStake));
  const moved = movedPrices(input, picked);
  if (moved.length > 0) {
    // The choice as the member holds it now, read on the bet's own connection with the prices it judges;
    // only when a price moved, so the common bet at the prices seen costs no extra round trip.
    const { oddsChange } = await loadBetPreferences(tx, member.id);
    checkMovedPrices(moved, oddsChange, settings.oddsMoveLimitPercent);
  }
  return context;
}

async function placeNewBet(placement: NewPlacement): Promise<StoredSportsBet> {
  const { tx, money, member, input } = placement;
  let gameType = GAME_TYPE_SPORTS;
  const context = await openPlacement(placement, ({ picked, settings, now }) => {
    gameType = checkSlip(picked, settings, now);
    // A lone pick is a single whatever the request calls it; virtual races are bet one pick at a time.
    if (!settings.singlesAllowed && picked.length === 1 && gameType !== GAME_TYPE_VIRTUAL)
      throw new AppError(400, slipMessages.onePickRefused);
  });
  return storeBet(
    { tx, money },
    member,
    context,
    { idempotencyKey: input.idempotencyKey, stake: input.stake, gameType },
    context.picked,
  );
}

/**
 * The singles of one request: each pick its own bet at the stake, the first under the request's key
 * and the others under keys derived from it (singleKey). Each pick is checked as the one-pick slip it
 * is, so picks that may not share a multi (one race's 단승 and 연승) are fine here.
 */
async function placeNewSingles(placement: NewPlacement): Promise<StoredSportsBet[]> {
  const { tx, money, member, input } = placement;
  let gameTypes: number[] = [];
  const context = await openPlacement(placement, ({ picked, settings, now }) => {
    if (!settings.singlesAllowed) throw new AppError(400, betErrors.singlesClosed);
    gameTypes = picked.map((source) => checkSlip([source], settings, now));
  });
  const bets: StoredSportsBet[] = [];
  for (const [index, source] of context.picked.entries()) {
    const gameType = gameTypes[index] ?? GAME_TYPE_SPORTS;
    const idempotencyKey = singleKey(input.idempotencyKey, index);
    bets.push(
      await storeBet({ tx, money }, member, context, { idempotencyKey, stake: input.stake, gameType }, [source]),
    );
  }
  return bets;
}

/** The key of a request's single bet: the request's own for the first, with "/2", "/3" … for the others. */
const singleKey = (key: string, index: number): string => (index === 0 ? key : `${key}/${index + 1}`);

export interface StoredSportsBet {
  betId: number;
  stake: number;
  debited: true;
  source: 'sports' | 'virtual';
  answer: Bet;
}

/**
 * Stores one bet of these picks (already checked) with its odds, bonus and capped payout, and debits
 * its stake in the same statement (400 when the balance left is short of it). A same-game bet (bet
 * builder, docs/decisions/069) carries its joint price instead of the product of its picks' prices,
 * and no bonus: the bonus odds reward independent picks, which these are not.
 */
export async function storeBet(
  { tx, money }: { tx: Database; money: HeldMoney },
  member: MemberRow,
  { settings, limits, now }: PlacementContext,
  bet: { idempotencyKey: string; stake: number; gameType: number; sameGameOddsX100?: number },
  picked: PickSource[],
): Promise<StoredSportsBet> {
  const sameGame = bet.sameGameOddsX100 !== undefined;
  const oddsX100 = bet.sameGameOddsX100 ?? totalOddsX100(picked.map((source) => source.priceX100));
  if (oddsX100 > MAX_TOTAL_ODDS_X100) throw new AppError(400, betErrors.oddsTooHigh);
  const bonusX100 = sameGame ? 100 : toX100(bonusOddsFor(settings.bonusOdds, picked.length));
  const row = {
    memberId: member.id,
    idempotencyKey: bet.idempotencyKey,
    gameType: bet.gameType,
    stake: bet.stake,
    totalOddsX100: oddsX100,
    bonusOddsX100: bonusX100,
    potentialPayout: Math.min(payoutFor(bet.stake, oddsX100, bonusX100), limits.maxPayout),
    maxPayout: limits.maxPayout,
    status: SETTLEMENT_PENDING,
    payout: null,
    createdAt: now,
    settledAt: null,
    stakeCashedOut: 0,
    cashedOut: 0,
    autoCashOutAt: null,
    sameGame,
  };
  const debit = money.debit(bet.stake);
  const stored = await insertBetWithPicks(
    tx,
    row,
    debit,
    picked.map((source) => ({
      selectionId: source.selectionId,
      fixtureId: source.fixtureId,
      marketType: source.marketType,
      period: source.period,
      line: source.line,
      selectionName: source.selectionName,
      priceX100: source.priceX100,
    })),
  );
  const made = { ...row, id: stored.betId };
  const picks = pickViews(stored.picks, picked);
  const answer = betAnswer(made, picks, null, cancelRefusal(made, picks, settings, now) === undefined);
  const source = bet.gameType === GAME_TYPE_VIRTUAL ? 'virtual' : 'sports';
  return { betId: stored.betId, stake: bet.stake, debited: true, source, answer };
}

/** The stored picks with what the history shows of their fixtures, in the history's order (start, then id). */
function pickViews(stored: BetPickRow[], picked: PickSource[]): PickView[] {
  const sourceOf = new Map(picked.map((source) => [source.selectionId, source]));
  return stored
    .map((pick) => {
      const source = sourceOf.get(pick.selectionId) as PickSource;
      return {
        ...pick,
        sportId: source.sportId,
        leagueNameKorean: source.leagueNameKorean,
        home: source.home,
        away: source.away,
        startAt: source.startAt,
        fixtureStatus: source.fixtureStatus,
        homeScore: source.homeScore,
        awayScore: source.awayScore,
      };
    })
    .sort((a, b) => a.startAt.getTime() - b.startAt.getTime() || a.id - b.id);
}

/** The picked selections in the member's order; refuses a selection picked twice or one that does not exist. */
function pickedSources(input: PlaceBet, sources: PickSource[]): PickSource[] {
  const ids = input.picks.map((pick) => pick.selectionId);
  if (new Set(ids).size !== ids.length) throw new AppError(400, betErrors.duplicateSelection);
  const byId = new Map(sources.map((source) => [source.selectionId, source]));
  return ids.map((id) => {
    const source = byId.get(id);
    if (!source) throw new AppError(404, betErrors.selectionNotFound);
    return source;
  });
}

/**
 * 양방 (docs/decisions/051): no pick may take another side of a market (fixture, type, period; any
 * line) than the member holds there, in a bet still running or in this same request. The same side at
 * another line is not a hedge and passes here (a multi still takes one pick a market: checkSlip).
 */
export function checkOneSide(picked: PickSource[]): void {
  const sides = new Map<string, string>();
  for (const source of picked) {
    const market = `${source.fixtureId}:${source.marketType}:${source.period}`;
    const side = sides.get(market) ?? source.selectionName;
    if (side !== source.selectionName || source.holdsOtherSide) throw new AppError(400, hedgingErrors.sports(source));
    sides.set(market, side);
  }
}

/** Whether the slip is of virtual events; a slip mixing them with real fixtures is refused. */
function isVirtualSlip(picked: PickSource[]): boolean {
  const virtual = picked.filter((source) => source.virtual).length;
  if (virtual > 0 && virtual < picked.length) throw new AppError(400, betErrors.mixedVirtual);
  return virtual > 0;
}

/** Each virtual sport of the slip must be out of maintenance (its minigame setting, games 801-804). */
async function checkVirtualGamesOpen(tx: Database, picked: PickSource[]): Promise<void> {
  const sportIds = new Set(picked.map((source) => source.sportId));
  for (const sport of Object.values(virtualSports)) {
    if (!sportIds.has(sport.sportId)) continue;
    if (await isGameInMaintenance(tx, sport.gameId)) throw new AppError(400, betErrors.gameMaintenance);
  }
}

/**
 * The rules about which picks go together; answers the bet's game type (pre-match, live or virtual).
 * A virtual event takes bets only until its start, like a pre-match fixture.
 */
function checkSlip(picked: PickSource[], settings: SportsSettings, now: Date): number {
  // Two lines of one market type and period are one market to a member (a handicap -1.5 and +1.5 would be a middle).
  const markets = new Set<string>();
  for (const source of picked) {
    const key = `${source.fixtureId}:${source.marketType}:${source.period}`;
    if (markets.has(key)) throw new AppError(400, betErrors.sameMarket(source));
    markets.add(key);
  }

  // Two picks of one virtual race (단승 and 연승, of one runner or two) hang together: never one multi.
  if (holdsSameRace(picked)) {
    const race = picked.find((source, index) =>
      picked.some((other, at) => at < index && holdsSameRace([other, source])),
    );
    throw new AppError(400, betErrors.sameRace(race ?? { home: '' }));
  }

  let live = 0;
  let preMatch = 0;
  for (const source of picked) {
    if (source.fixtureStatus === 'live' && source.virtual) throw new AppError(400, betErrors.started(source));
    if (source.fixtureStatus === 'live') live += 1;
    else if (source.fixtureStatus !== 'scheduled') throw new AppError(400, betErrors.ended(source));
    else if (source.startAt.getTime() <= now.getTime()) throw new AppError(400, betErrors.started(source));
    else preMatch += 1;
  }
  if (live > 0 && preMatch > 0) throw new AppError(400, betErrors.mixedLive);

  const byFixture = new Map<number, PickSource[]>();
  for (const source of picked) byFixture.set(source.fixtureId, [...(byFixture.get(source.fixtureId) ?? []), source]);
  for (const fixturePicks of byFixture.values()) {
    const families = fixturePicks.map((source) => familyOf(source.marketType));
    for (const [a, b] of settings.forbiddenCombos) {
      const together =
        a === b ? families.filter((family) => family === a).length > 1 : families.includes(a) && families.includes(b);
      const [first] = fixturePicks;
      if (together && first) throw new AppError(400, betErrors.forbiddenCombo(a, b, first));
    }
  }
  if (picked.some((source) => source.virtual)) return GAME_TYPE_VIRTUAL;
  return live > 0 ? GAME_TYPE_LIVE : GAME_TYPE_SPORTS;
}

/** A pick whose selection closed or whose price is not the one the member saw. */
interface MovedPrice {
  change: OddsChangedBody['changes'][number];
  seenX100: number;
  currentX100: number;
}

/** The picks that closed or moved since the member saw them, in the slip's order. */
function movedPrices(input: PlaceBet, picked: PickSource[]): MovedPrice[] {
  return input.picks.flatMap((pick, index) => {
    const source = picked[index];
    if (!source) return [];
    // A market type the site has no name for is not offered to members, so it cannot be bet on either.
    const open =
      source.selectionStatus === 'open' && source.marketStatus === 'open' && source.marketType in marketTypes;
    const seenX100 = toX100(pick.price);
    if (open && seenX100 === source.priceX100) return [];
    const change = { selectionId: source.selectionId, price: open ? source.priceX100 / 100 : null, open };
    return [{ change, seenX100, currentX100: source.priceX100 }];
  });
}

/**
 * A moved price is taken when the member's 배당 변경 choice takes it within the operator's bound
 * (takesMovedPrice): the bet is then stored at the current price, read under the slip's hold, and its
 * answer's picks say which. Otherwise 409 names every pick that moved or closed, taken or not, so the
 * cart shows all the current prices at once.
 */
function checkMovedPrices(moved: MovedPrice[], policy: OddsChangePolicy, limitPercent: number): void {
  const refused = moved.some(
    ({ change, seenX100, currentX100 }) =>
      !change.open || !takesMovedPrice(policy, limitPercent, seenX100, currentX100),
  );
  if (refused) throw new AppError(409, betErrors.oddsChanged, { changes: moved.map(({ change }) => change) });
}
