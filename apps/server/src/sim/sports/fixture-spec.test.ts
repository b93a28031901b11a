import { describe, expect, it } from 'vitest';
import { marketTypes, selectionNames } from '@site/contracts/sports-markets';
import { catalogueLeagues } from './catalogue';
import { fixtureSpec } from './fixture-spec';
import { otherFeedKeys } from './test-keys';
import { pricesAt } from './fixture-state';
import { progressAt } from './match-plan';
import { MAX_PRICE_X100, MIN_PRICE_X100 } from './pricing';
import { fixtureIdsOfSlot, HORIZON_MS, slotOf, SLOT_MS, slotStartOf } from './schedule';

const KEYS = otherFeedKeys('fixture-spec-test-installation');
const NOW = Date.parse('2026-03-14T03:00:00Z');

/** Two fixtures of every league, so every sport and market template is covered. */
const specs = catalogueLeagues.flatMap((league) => [
  fixtureSpec(KEYS, 5_000_000 + league.id * 10, league.id),
  fixtureSpec(KEYS, 5_000_001 + league.id * 10, league.id),
]);

describe('fixture specs', () => {
  it('are the same for the same seed and id, and differ for another seed', () => {
    const again = fixtureSpec(KEYS, specs[0]?.id ?? 0, specs[0]?.league.id);
    expect(again.home).toBe(specs[0]?.home);
    expect(again.plan.events).toEqual(specs[0]?.plan.events);
    expect(pricesAt(KEYS.priceSeed, again, null, NOW)).toEqual(pricesAt(KEYS.priceSeed, specs[0] ?? again, null, NOW));

    const otherSeed = Array.from({ length: 20 }, (_, index) =>
      fixtureSpec(otherFeedKeys('another-installation'), 7_000_000 + index),
    );
    const sameSeed = Array.from({ length: 20 }, (_, index) => fixtureSpec(KEYS, 7_000_000 + index));
    expect(otherSeed.map((spec) => `${spec.home}-${spec.away}`)).not.toEqual(
      sameSeed.map((spec) => `${spec.home}-${spec.away}`),
    );
  });

  it('pair two different teams of the league and use only the contracts market and selection names', () => {
    for (const spec of specs) {
      expect(spec.home).not.toBe(spec.away);
      for (const market of spec.markets) {
        expect(Object.keys(marketTypes)).toContain(market.marketType);
        for (const selection of market.selections) expect(Object.keys(selectionNames)).toContain(selection.name);
      }
    }
  });

  it('offer the markets each sport is known for', () => {
    const keys = (sportId: number) =>
      new Set(
        specs
          .filter((spec) => spec.league.sportId === sportId)
          .flatMap((spec) => spec.markets.map((market) => `${market.marketType}@${market.period}`)),
      );
    expect([...keys(6046)]).toEqual(
      expect.arrayContaining([
        '1X2@100',
        'Handicap@100',
        'Under/Over@100',
        '1X2 And Under/Over@100',
        'Both Teams To Score@100',
        'Odd/Even@100',
        '1X2@10',
        'Under/Over@10',
      ]),
    );
    for (const sportId of [48242, 154914, 35232]) {
      expect([...keys(sportId)]).toEqual(
        expect.arrayContaining(['Handicap@100', 'Under/Over@100', '12@101', 'Handicap@101', 'Under/Over@101']),
      );
    }
    for (const sportId of [154830, 687890, 54094, 265917]) {
      expect([...keys(sportId)]).toEqual(expect.arrayContaining(['12@100', 'Handicap@100', 'Under/Over@100']));
    }
    const combined = specs
      .find((spec) => spec.league.sportId === 6046)
      ?.markets.find((market) => market.marketType === '1X2 And Under/Over');
    expect(combined?.selections.map((selection) => selection.name)).toEqual([
      '1 And Over',
      'X And Over',
      '2 And Over',
      '1 And Under',
      'X And Under',
      '2 And Under',
    ]);
  });

  it('price every selection from 1.01 with a 6-8% margin on markets that are not at the limits', () => {
    for (const spec of specs) {
      const prices = pricesAt(KEYS.priceSeed, spec, null, NOW);
      for (const market of spec.markets) {
        const marketPrices = market.selections.map((selection) => prices.get(selection.id) as number);
        for (const price of marketPrices) {
          expect(Number.isInteger(price)).toBe(true);
          expect(price).toBeGreaterThanOrEqual(MIN_PRICE_X100);
          expect(price).toBeLessThanOrEqual(MAX_PRICE_X100);
        }
        if (marketPrices.some((price) => price === MIN_PRICE_X100 || price === MAX_PRICE_X100)) continue;
        const overround = marketPrices.reduce((sum, price) => sum + 100 / price, 0);
        expect(overround, `${spec.league.name} ${market.marketType} ${market.line}`).toBeGreaterThan(1.05);
        expect(overround, `${spec.league.name} ${market.marketType} ${market.line}`).toBeLessThan(1.1);
      }
    }
  });

  it('make the favourite of the model the favourite of the prices', () => {
    for (const spec of specs) {
      const result = spec.markets.find((market) => market.marketType === '12' || market.marketType === '1X2');
      const prices = pricesAt(KEYS.priceSeed, spec, null, NOW);
      const home = prices.get(result?.selections[0]?.id ?? 0) as number;
      const away = prices.get(result?.selections.at(-1)?.id ?? 0) as number;
      const model = spec.model;
      const homeStronger = model.kind === 'goals' ? model.mean[0] > model.mean[1] * 1.1 : model.homeSetChance > 0.55;
      const awayStronger = model.kind === 'goals' ? model.mean[1] > model.mean[0] * 1.1 : model.homeSetChance < 0.45;
      if (homeStronger) expect(home).toBeLessThan(away);
      if (awayStronger) expect(away).toBeLessThan(home);
    }
  });
});

describe('match plans', () => {
  it('play from kick-off to the final score, never taking a goal back', () => {
    for (const spec of specs) {
      const { plan } = spec;
      let previous = [0, 0];
      for (let second = 0; second <= plan.durationSec; second += 60) {
        const { score } = progressAt(plan, second);
        expect(score[0]).toBeGreaterThanOrEqual(previous[0] as number);
        expect(score[1]).toBeGreaterThanOrEqual(previous[1] as number);
        previous = score;
      }
      expect(progressAt(plan, plan.durationSec).score).toEqual(spec.finalScore);
      const final = plan.periodScores['101'] ?? plan.periodScores['100'];
      expect(final).toEqual(spec.finalScore);
    }
  });

  it('show the clock as Korean books do', () => {
    const clocks = (sportId: number) =>
      specs
        .filter((spec) => spec.league.sportId === sportId)
        .flatMap((spec) =>
          Array.from({ length: 12 }, (_, index) => progressAt(spec.plan, (index * spec.plan.durationSec) / 12).clock),
        );
    for (const clock of clocks(6046)) expect(clock).toMatch(/^(\d{1,2}′|(45|90)\+\d′|하프타임)$/);
    for (const clock of clocks(48242))
      expect(clock).toMatch(/^([1-4]쿼터 \d\d:\d\d|[13]쿼터 종료|하프타임|연장 \d\d:\d\d|4쿼터 종료|연장 종료)$/);
    for (const clock of clocks(154914)) expect(clock).toMatch(/^\d{1,2}회[초말]$/);
    for (const clock of clocks(154830)) expect(clock).toMatch(/^[1-5]세트( 종료)?$/);
    for (const clock of clocks(35232))
      expect(clock).toMatch(/^([1-3]피리어드 (\d\d:\d\d|종료)|연장 \d\d:\d\d|슛아웃)$/);
    expect(clocks(6046)).toContain('하프타임');
    expect(clocks(48242).some((clock) => /^2쿼터 \d\d:\d\d$/.test(clock))).toBe(true);
  });

  it('suspend the markets around a goal and not otherwise', () => {
    const spec = specs.find((entry) => entry.plan.events.some((event) => event.suspends));
    const goal = spec?.plan.events.find((event) => event.suspends);
    if (!spec || !goal) throw new Error('no fixture with a goal');
    expect(progressAt(spec.plan, goal.atSec - 1).suspended).toBe(true);
    expect(progressAt(spec.plan, goal.atSec + 9).suspended).toBe(true);
    const quiet = spec.plan.events.every((event) => Math.abs(event.atSec - (goal.atSec + 30)) > 20);
    if (quiet) expect(progressAt(spec.plan, goal.atSec + 30).suspended).toBe(false);
  });
});

describe('the schedule', () => {
  it('has about 120 to 200 fixtures in the next three days, on the five-minute grid, deterministically', () => {
    for (const start of [NOW, NOW + 7 * 86_400_000]) {
      const ids: number[] = [];
      for (let slot = slotOf(start) + 1; slot <= slotOf(start + HORIZON_MS); slot++) {
        ids.push(...fixtureIdsOfSlot(KEYS.planSeed, slot));
      }
      expect(ids.length).toBeGreaterThanOrEqual(120);
      expect(ids.length).toBeLessThanOrEqual(200);
      for (const id of ids) expect(slotStartOf(id) % SLOT_MS).toBe(0);
      expect(new Set(ids).size).toBe(ids.length);
    }
    expect(fixtureIdsOfSlot(KEYS.planSeed, 123_456)).toEqual(fixtureIdsOfSlot(KEYS.planSeed, 123_456));
  });

  it('has no team play twice on one Seoul day', () => {
    const byDay = new Map<string, string[]>();
    let fixtures = 0;
    for (let slot = slotOf(NOW); slot <= slotOf(NOW + HORIZON_MS); slot++) {
      for (const id of fixtureIdsOfSlot(KEYS.planSeed, slot)) {
        const spec = fixtureSpec(KEYS, id);
        const day = new Date(slotStartOf(id) + 9 * 3_600_000).toISOString().slice(0, 10);
        const teams = byDay.get(day) ?? [];
        teams.push(spec.home, spec.away);
        byDay.set(day, teams);
        fixtures++;
      }
    }
    expect(fixtures).toBeGreaterThan(100);
    // Champions League clubs included: a club in two competitions still plays once a day.
    for (const [day, teams] of byDay) expect(new Set(teams).size, day).toBe(teams.length);
  });
});
