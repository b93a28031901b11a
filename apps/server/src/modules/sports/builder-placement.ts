import { GAME_TYPE_LIVE, type Bet } from '@site/contracts/api/bets';
import type { PlaceBuilderBet } from '@site/contracts/api/bet-builder';
import { toX100 } from '@site/contracts/rules/bet-outcome';
import { takesMovedPrice } from '@site/contracts/rules/bet-slip';
import type { Database } from '../../db/client';
import type { MemberRow } from '../../db/schema/members';
import { AppError } from '../../http/app-error';
import { betErrors } from '../betting/errors';
import { memberBet } from '../betting/history';
import { placeOnce, type HeldMoney } from '../betting/place-once';
import { checkOneSide, rulesFor, storeBet, type PlacementDeps, type PlacementRules } from '../betting/placement';
import { fixturesHeldForSlip, loadPickSources, type PickSource } from '../betting/placement-repo';
import { loadBetPreferences } from '../betting/preferences';
import { quoteBuilder, type BuilderQuote, type BuilderRefusal } from './bet-builder';
import { builderErrors } from './builder-errors';
import type { SameGameModel } from './same-game-port';

export interface BuilderPlacementDeps extends PlacementDeps {
  model: SameGameModel | undefined;
}

/**
 * Places a same-game bet (docs/decisions/069) through placeOnce like every sports bet: the key, the
 * member's lock, the level's limits, the member's own limits, the debit and rolling. The price is
 * counted from the model before the transaction (never a slow computation inside one); inside, under
 * the fixture's hold, the selections are read again and must still be open and the fixture in the
 * state the price was counted for. A price other than the one the member saw is taken as their 배당
 * 변경 choice says (within the operator's bound), otherwise 409 with the new price.
 */
export async function placeBuilderBet(
  { db, clock, bus, rules, model }: BuilderPlacementDeps,
  member: MemberRow,
  input: PlaceBuilderBet,
): Promise<{ bet: Bet; created: boolean }> {
  const placementRules = await rulesFor(rules, member);
  // Counted before the key is claimed: a refusal is only thrown inside store, so a retried key still
  // answers the bet it made after its fixture closed.
  const quote = await quoteBuilder({ db, now: clock.now(), model }, input.fixtureId, input.selectionIds, member.id);
  const placed = await placeOnce({ db, bus, clock }, member.id, {
    idempotencyKey: input.idempotencyKey,
    source: 'sports',
    hold: fixturesHeldForSlip(input.selectionIds),
    request: builderRequest(input),
    store: (tx, money) => storeBuilderBet({ tx, money, rules: placementRules, member, input, quote, now: clock.now() }),
  });
  if (placed.created) return { bet: placed.stored.answer, created: true };
  return {
    bet: await memberBet(db, clock.now(), member.id, placed.betId, placementRules.settings),
    created: false,
  };
}

/** What makes a retried builder bet the same request: the call, stake, fixture, selections and price seen. */
function builderRequest(input: PlaceBuilderBet) {
  const picks = [...input.selectionIds].sort((a, b) => a - b);
  return { call: 'builder', stake: input.stake, fixtureId: input.fixtureId, picks, price: toX100(input.price) };
}

interface NewBuilderBet {
  tx: Database;
  money: HeldMoney;
  rules: PlacementRules;
  member: MemberRow;
  input: PlaceBuilderBet;
  quote: BuilderQuote | BuilderRefusal;
  now: Date;
}

async function storeBuilderBet({ tx, money, rules, member, input, quote, now }: NewBuilderBet) {
  if (quote.kind === 'refused') throw refusalError(quote);
  const { settings, limits } = rules;
  if (!settings.bettingOpen) throw new AppError(400, betErrors.bettingClosed);
  const { sources, hedgingRefused } = await loadPickSources(tx, member.id, input.selectionIds);
  const picked = input.selectionIds.map((id) => sources.find((source) => source.selectionId === id));
  if (picked.some((source) => source === undefined)) throw new AppError(404, betErrors.selectionNotFound);
  const current = picked as PickSource[];
  // The state the price was counted for, read again under the fixture's hold: still open, still pre-match or in play.
  if (!stillAsQuoted(quote, current, now)) throw gone();
  if (hedgingRefused) checkOneSide(current);
  if (current.length > limits.maxPicks) throw new AppError(400, betErrors.tooManyPicks(limits.maxPicks));
  if (input.stake < limits.minStake) throw new AppError(400, betErrors.stakeBelowMin(limits.minStake));
  if (input.stake > limits.maxStake) throw new AppError(400, betErrors.stakeAboveMax(limits.maxStake));
  const seenX100 = toX100(input.price);
  if (seenX100 !== quote.priceX100) {
    const { oddsChange } = await loadBetPreferences(tx, member.id);
    if (!takesMovedPrice(oddsChange, settings.oddsMoveLimitPercent, seenX100, quote.priceX100)) {
      throw new AppError(409, builderErrors.priceMoved, { price: quote.priceX100 / 100 });
    }
  }
  return storeBet(
    { tx, money },
    member,
    { settings, limits, now, picked: current },
    {
      idempotencyKey: input.idempotencyKey,
      stake: input.stake,
      gameType: quote.gameType,
      sameGameOddsX100: quote.priceX100,
    },
    current,
  );
}

/** Every selection still open, and the fixture still before kick-off (or in play) as when the price was counted. */
function stillAsQuoted(quote: BuilderQuote, current: PickSource[], now: Date): boolean {
  const [first] = current;
  const preMatch = quote.gameType !== GAME_TYPE_LIVE;
  const fixtureAsQuoted = preMatch
    ? first?.fixtureStatus === 'scheduled' && first.startAt > now
    : first?.fixtureStatus === 'live';
  return (
    fixtureAsQuoted && current.every((source) => source.selectionStatus === 'open' && source.marketStatus === 'open')
  );
}

const gone = (): AppError => new AppError(409, builderErrors.gone, { price: null });

/** A refusal at placement: a combination no longer bettable is a moved price without one (409), the rest 400. */
function refusalError(refusal: BuilderRefusal): AppError {
  if (refusal.gone) return new AppError(409, refusal.message, { price: null });
  return new AppError(400, refusal.message, { selectionIds: refusal.selectionIds });
}
