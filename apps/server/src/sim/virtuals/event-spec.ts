import { PERIOD_FULL_TIME, type MarketType } from '@site/contracts/sports-markets';
import { formatLine, marketIdOf, selectionIdOf } from '../sports/markets';
import type { Pair } from '../sports/match-plan';
import { signedUnit, unit } from '../sports/random';
import { placesPaid, runnersPerRace, VIRTUAL_SEED, type VirtualLeagueEntry } from './catalogue';
import { matchMarkets, matchModel, type MatchModel } from './match-model';
import { placePricesX100, strengthOf, winPricesX100 } from './race-model';
import { eventIdOf, eventKeyOf, slotNoOfDay, slotStartMs } from './schedule';

/**
 * Everything about a virtual event but its result, fixed by its league, slot and place: the teams
 * or runners, the model, the markets and their prices. Two servers creating the same slot write the
 * same rows, and the engine finishing an event finds its model again from the id alone.
 */
export interface VirtualRunnerSpec {
  no: number;
  name: string;
  /** Plackett-Luce strength */
  strength: number;
}

export type EventModel = MatchModel | { kind: 'race'; strengths: number[] };

export interface VirtualMarketRow {
  id: number;
  sort: number;
  marketType: MarketType;
  period: number;
  line: string | null;
  selections: { id: number; name: string; priceX100: number }[];
}

export interface VirtualEventSpec {
  id: number;
  league: VirtualLeagueEntry;
  slot: number;
  startAtMs: number;
  home: string;
  away: string;
  /** races only, in trap order */
  runners: VirtualRunnerSpec[] | null;
  model: EventModel;
  markets: VirtualMarketRow[];
}

/** A team's form on the day moves its rating a little, so the same pairing is not always priced alike. */
const FORM = 0.15;
/** A runner's form moves more: a race has one runner of each, and no second leg. */
const RUNNER_FORM = 0.3;

export function eventsOfSlot(league: VirtualLeagueEntry, slot: number): VirtualEventSpec[] {
  if (league.sport.format === 'race') return [raceSpec(league, slot)];
  // Leagues start their round-robins at different rounds, so one slot's matches differ from league to league.
  return roundOf(league.teams.length, slot + league.id).map(([home, away], index) =>
    matchSpec(league, slot, index, home, away),
  );
}

/** The event of an id; undefined for an id that is not a virtual event's. */
export function eventSpecOf(id: number): VirtualEventSpec | undefined {
  const key = eventKeyOf(id);
  if (!key) return undefined;
  return eventsOfSlot(key.league, key.slot)[key.eventIndex];
}

function matchSpec(
  league: VirtualLeagueEntry,
  slot: number,
  index: number,
  homeIndex: number,
  awayIndex: number,
): VirtualEventSpec {
  const id = eventIdOf(league, slot, index);
  const ratingOf = (team: number) =>
    (league.teams[team]?.rating ?? 0) + FORM * signedUnit(VIRTUAL_SEED, 'form', league.id, slot, team);
  const ratings: Pair = [ratingOf(homeIndex), ratingOf(awayIndex)];
  const model = matchModel(league, ratings);
  return {
    id,
    league,
    slot,
    startAtMs: slotStartMs(league.sport, slot),
    home: league.teams[homeIndex]?.name ?? '',
    away: league.teams[awayIndex]?.name ?? '',
    runners: null,
    model,
    markets: matchMarkets(id, model).map(({ spec, pricesX100 }) => ({
      id: spec.id,
      sort: spec.sort,
      marketType: spec.marketType,
      period: spec.period,
      line: formatLine(spec.line),
      selections: spec.selections.map((selection, position) => ({
        id: selection.id,
        name: selection.name,
        priceX100: pricesX100[position] as number,
      })),
    })),
  };
}

function raceSpec(league: VirtualLeagueEntry, slot: number): VirtualEventSpec {
  const id = eventIdOf(league, slot, 0);
  const count = runnersPerRace(league.sport);
  const runners = drawField(league, slot, count).map((entrant, position): VirtualRunnerSpec => {
    const contender = league.stable[entrant];
    const form = RUNNER_FORM * signedUnit(VIRTUAL_SEED, 'runner-form', league.id, slot, entrant);
    return { no: position + 1, name: contender?.name ?? '', strength: strengthOf((contender?.rating ?? 0) + form) };
  });
  const strengths = runners.map((runner) => runner.strength);
  const places = placesPaid(league.sport);
  const label = (runner: VirtualRunnerSpec) => `${runner.no} ${runner.name}`;
  const market = (index: number, marketType: MarketType, line: string | null, prices: number[]): VirtualMarketRow => {
    const marketId = marketIdOf(id, index);
    return {
      id: marketId,
      sort: index,
      marketType,
      period: PERIOD_FULL_TIME,
      line,
      selections: runners.map((runner, position) => ({
        id: selectionIdOf(marketId, position),
        name: label(runner),
        priceX100: prices[position] as number,
      })),
    };
  };
  return {
    id,
    league,
    slot,
    startAtMs: slotStartMs(league.sport, slot),
    home: `제${slotNoOfDay(league.sport, slot)}경주`,
    away: '',
    runners,
    model: { kind: 'race', strengths },
    markets: [
      market(0, 'Winner', null, winPricesX100(strengths)),
      market(1, 'Place', String(places), placePricesX100(strengths, places)),
    ],
  };
}

/** `count` runners of the stable for this race, in trap order (a seeded shuffle of the stable). */
function drawField(league: VirtualLeagueEntry, slot: number, count: number): number[] {
  const order = league.stable.map((_, index) => index);
  order.sort(
    (a, b) => unit(VIRTUAL_SEED, 'field', league.id, slot, a) - unit(VIRTUAL_SEED, 'field', league.id, slot, b),
  );
  return order.slice(0, count);
}

/**
 * The pairs of a slot: a round-robin (the circle method) where every team plays once a slot and
 * meets every other team once per cycle of n - 1 slots; home and away swap every other cycle.
 */
export function roundOf(teamCount: number, slot: number): Pair[] {
  const rounds = teamCount - 1;
  const round = ((slot % rounds) + rounds) % rounds;
  const swap = Math.floor(slot / rounds) % 2 === 1;
  const pairs: Pair[] = [];
  for (let index = 0; index < teamCount / 2; index++) {
    const first = index === 0 ? teamCount - 1 : (round + index) % rounds;
    const second = (round + rounds - index) % rounds;
    // The fixed team alternates home and away from round to round; the others by their place.
    const homeFirst = index === 0 ? round % 2 === 0 : index % 2 === 1;
    const pair: Pair = homeFirst !== swap ? [first, second] : [second, first];
    pairs.push(pair);
  }
  return pairs;
}
