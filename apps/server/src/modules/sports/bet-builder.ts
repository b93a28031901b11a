import { GAME_TYPE_LIVE, GAME_TYPE_SPORTS } from '@site/contracts/api/bets';
import { totalOddsX100 } from '@site/contracts/rules/bet-outcome';
import { marketTypes } from '@site/contracts/sports-markets';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { betErrors } from '../betting/errors';
import { MAX_TOTAL_ODDS_X100 } from '../betting/placement';
import { loadPickSources, type PickSource } from '../betting/placement-repo';
import { builderErrors } from './builder-errors';
import type { JointChance, SameGameModel } from './same-game-port';

/**
 * The bet builder's price (같은 경기 조합, docs/decisions/069): the model's joint chance p that every
 * pick wins, less the builder's margin: price = ⌊100 × (1 − margin) / p⌋ / 100, at least 1.01.
 */
export const BUILDER_MARGIN = 0.1;
/**
 * Below this joint chance a combination is refused as contradictory (p = 0: home wins and away wins)
 * or too unlikely to price: at 20 000 draws p = 0.005 is 100 winning draws, a relative error of 10%.
 */
export const MIN_JOINT_CHANCE = 0.005;
/** The longest wait for the provider's answer before the member is told to try again. */
const MODEL_TIMEOUT_MS = 3_000;

/** A priced combination with the selections as the price read them. */
export interface BuilderQuote {
  kind: 'quote';
  fixtureId: number;
  selectionIds: number[];
  priceX100: number;
  probability: number;
  productOfPricesX100: number;
  /** 1 pre-match, 2 in play */
  gameType: number;
  sources: PickSource[];
}

/**
 * A combination refused: the Korean reason and the selections at fault. `gone` when it was bettable
 * and no longer is (a selection suspended or closed, the fixture over): placement answers that as a
 * moved price (409, no price) rather than as a bad request.
 */
export interface BuilderRefusal {
  kind: 'refused';
  message: string;
  selectionIds: number[];
  gone: boolean;
}

export interface BuilderDeps {
  db: Database;
  now: Date;
  /** the provider's joint chances; none configured: the builder is unavailable */
  model: SameGameModel | undefined;
}

/** The price call: a quote, or 400 with builderRefusalBodySchema's body. */
export async function builderPrice(deps: BuilderDeps, fixtureId: number, selectionIds: number[]) {
  const quote = await quoteBuilder(deps, fixtureId, selectionIds, 0);
  if (quote.kind === 'refused') throw new AppError(400, quote.message, { selectionIds: quote.selectionIds });
  return {
    fixtureId,
    selectionIds: quote.selectionIds,
    price: quote.priceX100 / 100,
    probability: quote.probability,
    productOfPrices: quote.productOfPricesX100 / 100,
  };
}

/**
 * Prices the selections of one fixture as one bet now, or says why not. Reads the selections outside
 * any transaction and asks the provider (bounded): placement calls it before its own transaction and
 * re-checks the selections inside (builder-placement.ts). `memberId` 0 when nobody is asking to bet.
 */
export async function quoteBuilder(
  { db, now, model }: BuilderDeps,
  fixtureId: number,
  selectionIds: number[],
  memberId: number,
): Promise<BuilderQuote | BuilderRefusal> {
  if (new Set(selectionIds).size !== selectionIds.length) throw new AppError(400, betErrors.duplicateSelection);
  const { sources: found } = await loadPickSources(db, memberId, selectionIds);
  const byId = new Map(found.map((source) => [source.selectionId, source]));
  const sources = selectionIds.map((id) => {
    const source = byId.get(id);
    if (!source) throw new AppError(404, betErrors.selectionNotFound);
    return source;
  });
  const refusal = combinationRefusal(fixtureId, sources, now);
  if (refusal) return refusal;
  const [first] = sources as [PickSource];
  if (!model) throw new AppError(503, builderErrors.unavailable);
  const fixture = { id: fixtureId, sportId: first.sportId, leagueId: first.leagueId, startAt: first.startAt };
  const chance = await bounded(model.jointChance(fixture, selectionIds, now));
  return quoteOf(chance, fixtureId, sources);
}

/** What the selections themselves refuse, before any model is asked; undefined when they may go together. */
function combinationRefusal(fixtureId: number, sources: PickSource[], now: Date): BuilderRefusal | undefined {
  const refuse = (message: string, at: PickSource[], gone = false): BuilderRefusal => ({
    kind: 'refused',
    message,
    selectionIds: at.map((source) => source.selectionId),
    gone,
  });
  const elsewhere = sources.filter((source) => source.fixtureId !== fixtureId);
  if (elsewhere.length > 0) return refuse(builderErrors.otherFixture, elsewhere);
  if (sources.some((source) => source.virtual)) return refuse(builderErrors.virtual, sources);
  const [first] = sources;
  const open =
    first && (first.fixtureStatus === 'live' || (first.fixtureStatus === 'scheduled' && first.startAt > now));
  if (!open) return refuse(builderErrors.fixtureClosed, sources, true);
  // Two lines of one market type and period are one market, as in a normal slip (checkSlip).
  const marketOf = (source: PickSource) => `${source.marketType}:${source.period}`;
  const twice = sources.filter((source) =>
    sources.some((other) => other !== source && marketOf(other) === marketOf(source)),
  );
  if (twice.length > 0) return refuse(builderErrors.sameMarket, twice);
  const unknown = sources.filter((source) => !(source.marketType in marketTypes));
  if (unknown.length > 0) return refuse(builderErrors.market, unknown);
  const closed = sources.filter((source) => source.selectionStatus !== 'open' || source.marketStatus !== 'open');
  if (closed.length > 0) return refuse(builderErrors.closedSelection, closed, true);
  return undefined;
}

function quoteOf(chance: JointChance, fixtureId: number, sources: PickSource[]): BuilderQuote | BuilderRefusal {
  const selectionIds = sources.map((source) => source.selectionId);
  if (chance.kind === 'unpriceable') {
    const message = { market: builderErrors.market, void: builderErrors.void, closed: builderErrors.fixtureClosed }[
      chance.reason
    ];
    return { kind: 'refused', message, selectionIds: chance.selectionIds, gone: chance.reason === 'closed' };
  }
  if (!(chance.probability >= MIN_JOINT_CHANCE)) {
    // The pairs that cannot happen together are the culprits; three picks may contradict only as three.
    const culprits = chance.pairs
      .filter((pair) => pair.probability < MIN_JOINT_CHANCE)
      .flatMap((pair) => pair.selectionIds);
    const atFault = culprits.length > 0 ? selectionIds.filter((id) => culprits.includes(id)) : selectionIds;
    return { kind: 'refused', message: builderErrors.contradiction, selectionIds: atFault, gone: false };
  }
  return {
    kind: 'quote',
    fixtureId,
    selectionIds,
    priceX100: builderPriceX100(chance.probability),
    probability: chance.probability,
    productOfPricesX100: totalOddsX100(sources.map((source) => source.priceX100)),
    gameType: sources[0]?.fixtureStatus === 'live' ? GAME_TYPE_LIVE : GAME_TYPE_SPORTS,
    sources,
  };
}

/** ⌊100 × (1 − margin) / p⌋ as ×100, at least 1.01 and never above what a bet can hold. */
export function builderPriceX100(probability: number): number {
  const fair = Math.floor((100 * (1 - BUILDER_MARGIN)) / probability + 1e-9);
  return Math.min(MAX_TOTAL_ODDS_X100, Math.max(101, fair));
}

async function bounded<T>(answer: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AppError(503, builderErrors.unavailable)), MODEL_TIMEOUT_MS);
  });
  try {
    return await Promise.race([answer, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
