import { describe, expect, it } from 'vitest';
import { SETTLEMENT_WON } from '@site/contracts/api/bets';
import { Rng } from '../sports/random';
import { placesPaid, virtualLeagueEntries, virtualLeagueOf, type VirtualLeagueEntry } from './catalogue';
import { eventsOfSlot, eventSpecOf, roundOf, type VirtualEventSpec } from './event-spec';
import { basketballFinal, marketProbabilities, type MatchModel } from './match-model';
import { drawOutcome, selectionResults } from './outcome';
import { drawOrder, placeProbabilities, winProbabilities } from './race-model';
import type { VirtualRandom } from './random';
import { eventKeyOf } from './schedule';

const seeded = (key: string): VirtualRandom => new Rng(7, key);
const league = (sport: 'soccer' | 'basketball' | 'dog' | 'horse', key: string): VirtualLeagueEntry => {
  const found = virtualLeagueOf(sport, key);
  if (!found) throw new Error(`no league ${key}`);
  return found;
};
const SLOT = 9_876_543;
const sumOf = (values: readonly number[]) => values.reduce((acc, value) => acc + value, 0);

/** The chances the model gives each selection of an event, by selection id. */
function modelChances(event: VirtualEventSpec): Map<number, number> {
  const chances = new Map<number, number>();
  const { model } = event;
  for (const market of event.markets) {
    let probabilities: number[];
    if (model.kind === 'race') {
      probabilities =
        market.marketType === 'Winner'
          ? winProbabilities(model.strengths)
          : placeProbabilities(model.strengths, Number(market.line));
    } else {
      probabilities = marketProbabilities(model as MatchModel)({
        id: market.id,
        sort: market.sort,
        marketType: market.marketType,
        period: market.period,
        line: market.line === null ? null : Number(market.line),
        selections: [],
      });
    }
    market.selections.forEach((selection, index) => chances.set(selection.id, probabilities[index] as number));
  }
  return chances;
}

describe('virtual catalogue and schedule', () => {
  it('has the twelve leagues of the spec with Korean names, each id decoding to its league and slot', () => {
    expect(virtualLeagueEntries.map((entry) => entry.nameKorean)).toContain('프리미어십');
    expect(virtualLeagueEntries).toHaveLength(12);
    for (const entry of virtualLeagueEntries) {
      const events = eventsOfSlot(entry, SLOT);
      expect(events.length).toBe(entry.sport.key === 'soccer' ? 4 : entry.sport.key === 'basketball' ? 3 : 1);
      for (const [index, event] of events.entries()) {
        expect(eventKeyOf(event.id)).toMatchObject({ slot: SLOT, eventIndex: index });
        expect(eventKeyOf(event.id)?.league.id).toBe(entry.id);
        expect(eventSpecOf(event.id)?.markets).toEqual(event.markets);
      }
    }
  });

  it('lets every team play once a slot and meet every other once a cycle', () => {
    for (const teams of [6, 8]) {
      const met = new Set<string>();
      for (let slot = 0; slot < teams - 1; slot++) {
        const pairs = roundOf(teams, slot);
        expect(new Set(pairs.flat()).size).toBe(teams);
        for (const [home, away] of pairs) met.add([home, away].sort().join('-'));
      }
      expect(met.size).toBe((teams * (teams - 1)) / 2);
    }
  });

  it('names a race by its runners, each selection "number name"', () => {
    const [race] = eventsOfSlot(league('horse', 'festivaldowns'), SLOT);
    expect(race?.runners).toHaveLength(8);
    expect(race?.home).toMatch(/^제\d+경주$/);
    expect(race?.markets.map((market) => [market.marketType, market.line])).toEqual([
      ['Winner', null],
      ['Place', '3'],
    ]);
    expect(race?.markets[0]?.selections[2]?.name).toBe(`3 ${race?.runners?.[2]?.name}`);
    expect(new Set(race?.runners?.map((runner) => runner.name)).size).toBe(8);
  });
});

describe('virtual prices', () => {
  it('prices every market of every league above 1.01 with a positive margin, from chances adding up', () => {
    for (const entry of virtualLeagueEntries) {
      for (let slot = SLOT; slot < SLOT + 6; slot++) {
        for (const event of eventsOfSlot(entry, slot)) {
          const chances = modelChances(event);
          for (const market of event.markets) {
            const probabilities = market.selections.map((selection) => chances.get(selection.id) as number);
            const paid = market.marketType === 'Place' ? Number(market.line) : 1;
            expect(sumOf(probabilities)).toBeCloseTo(paid, 9);
            const prices = market.selections.map((selection) => selection.priceX100);
            for (const price of prices) expect(price).toBeGreaterThanOrEqual(101);
            // The book's overround: what the prices imply adds up to more than the places they pay.
            expect(sumOf(prices.map((price) => 100 / price))).toBeGreaterThan(paid);
            // And no selection pays more than its fair price.
            market.selections.forEach((selection, index) =>
              expect(selection.priceX100 / 100).toBeLessThanOrEqual(1 / (probabilities[index] as number)),
            );
          }
        }
      }
    }
  });

  it('gives basketball a final margin that is never level, overtime included', () => {
    const { margin, total } = basketballFinal([108, 101]);
    expect(sumOf([...margin.p])).toBeCloseTo(1, 9);
    expect(sumOf([...total.p])).toBeCloseTo(1, 9);
    expect(margin.p[0 - margin.offset] ?? 0).toBe(0);
  });

  it('computes Plackett-Luce place chances that a simulation of the races confirms', () => {
    const strengths = [3.2, 1.1, 0.4, 2.2, 0.9, 1.6, 0.3, 0.7];
    const exact = placeProbabilities(strengths, 3);
    const win = winProbabilities(strengths);
    expect(placeProbabilities(strengths, 1)).toEqual(win.map((value) => expect.closeTo(value, 12)));
    const random = seeded('plackett-luce');
    const draws = 40_000;
    const placed = strengths.map(() => 0);
    const won = strengths.map(() => 0);
    for (let race = 0; race < draws; race++) {
      const order = drawOrder(strengths, random);
      const winner = order[0] as number;
      won[winner] = (won[winner] ?? 0) + 1;
      for (const runner of order.slice(0, 3)) placed[runner] = (placed[runner] ?? 0) + 1;
    }
    exact.forEach((chance, runner) => {
      const spread = 4 * Math.sqrt((chance * (1 - chance)) / draws);
      expect(Math.abs((placed[runner] as number) / draws - chance)).toBeLessThan(spread);
    });
    win.forEach((chance, runner) => {
      const spread = 4 * Math.sqrt((chance * (1 - chance)) / draws);
      expect(Math.abs((won[runner] as number) / draws - chance)).toBeLessThan(spread);
    });
  });
});

describe('virtual outcomes', () => {
  // One event of each kind, run many times: each selection wins about as often as the model says,
  // so a member betting every selection at these prices loses the book's margin over time.
  const cases: [string, VirtualEventSpec, number][] = [
    ['soccer', eventsOfSlot(league('soccer', 'worldcups'), SLOT)[1] as VirtualEventSpec, 20_000],
    ['basketball', eventsOfSlot(league('basketball', 'nbareplay'), SLOT)[0] as VirtualEventSpec, 20_000],
    ['dog race', eventsOfSlot(league('dog', 'hillsideparks'), SLOT)[0] as VirtualEventSpec, 20_000],
    ['horse race', eventsOfSlot(league('horse', 'victoriaparks'), SLOT)[0] as VirtualEventSpec, 20_000],
  ];

  it.each(cases)('settles a %s as often as its prices say', (_, event, draws) => {
    const random = seeded(`outcomes-${event.id}`);
    const chances = modelChances(event);
    const stored = event.markets.map((market) => ({ ...market, selections: market.selections }));
    const wins = new Map<number, number>();
    for (let run = 0; run < draws; run++) {
      const outcome = drawOutcome(event.model, event.runners, random);
      for (const [id, result] of selectionResults(outcome, stored)) {
        if (result === SETTLEMENT_WON) wins.set(id, (wins.get(id) ?? 0) + 1);
      }
    }
    let staked = 0;
    let returned = 0;
    for (const market of event.markets) {
      for (const selection of market.selections) {
        const chance = chances.get(selection.id) as number;
        const frequency = (wins.get(selection.id) ?? 0) / draws;
        expect(Math.abs(frequency - chance)).toBeLessThan(4 * Math.sqrt((chance * (1 - chance)) / draws) + 1e-9);
        staked += 1;
        returned += frequency * (selection.priceX100 / 100);
      }
    }
    expect(returned / staked).toBeLessThan(1);
    expect(returned / staked).toBeGreaterThan(0.75);
  });

  it('pays the places of a race to exactly the places paid', () => {
    const [race] = eventsOfSlot(league('dog', 'goldenhillparks'), SLOT);
    if (!race) throw new Error('no race');
    const outcome = drawOutcome(race.model, race.runners, seeded('places'));
    expect([...(outcome.placings ?? [])].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    const results = selectionResults(outcome, race.markets);
    const [winner, place] = race.markets;
    const winners = (winner?.selections ?? []).filter((selection) => results.get(selection.id) === SETTLEMENT_WON);
    const placed = (place?.selections ?? []).filter((selection) => results.get(selection.id) === SETTLEMENT_WON);
    expect(winners.map((selection) => selection.name)).toEqual([
      `${outcome.placings?.[0]} ${race.runners?.find((runner) => runner.no === outcome.placings?.[0])?.name}`,
    ]);
    expect(placed).toHaveLength(placesPaid(race.league.sport));
  });
});
