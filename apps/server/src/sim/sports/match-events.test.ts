import { describe, expect, it } from 'vitest';
import { fixtureSpec, type FixtureSpec } from './fixture-spec';
import { matchAt } from './match-centre';
import { liveTvSportOf, matchEvents, type MatchEvents } from './match-events';
import { progressAt } from './match-plan';
import { FILL_ID_BASE } from './schedule';
import { testFeedKeys } from './test-keys';

const KEYS = testFeedKeys;

/** Fixtures of each sport the tracker draws, found among the feed's own ids. */
function fixturesOf(sport: 'football' | 'basketball' | 'volleyball', count: number): FixtureSpec[] {
  const found: FixtureSpec[] = [];
  for (let id = FILL_ID_BASE; found.length < count; id++) {
    const spec = fixtureSpec(KEYS, id);
    if (liveTvSportOf(spec.league.sportId) === sport) found.push(spec);
  }
  return found;
}

const eventsOf = (spec: FixtureSpec): MatchEvents => matchEvents(spec) as MatchEvents;

describe('match events', () => {
  for (const sport of ['football', 'basketball', 'volleyball'] as const) {
    it(`${sport}: the timeline adds up to the feed's live score at every moment`, () => {
      for (const spec of fixturesOf(sport, 15)) {
        const match = eventsOf(spec);
        // Fractions of a second too: a tick comes whenever it comes.
        for (let sec = 0; sec <= spec.plan.durationSec; sec += 97.3) {
          const view = matchAt(match, sec);
          expect(view.score).toEqual(progressAt(spec.plan, sec).score);
          expect(view.clock).toBe(progressAt(spec.plan, sec).clock);
        }
        expect(matchAt(match, spec.plan.durationSec).score).toEqual(spec.finalScore);
      }
    });
  }

  it('the same fixture tells the same story every time', () => {
    const [spec] = fixturesOf('football', 1) as [FixtureSpec];
    const again = fixtureSpec(KEYS, spec.id, spec.league.id);
    expect(eventsOf(again).events).toEqual(eventsOf(spec).events);
    expect(matchAt(eventsOf(again), 1800)).toEqual(matchAt(eventsOf(spec), 1800));
  });

  it('football: every goal comes from a shot on target by the scorers, and the match has attacks and cards', () => {
    let cards = 0;
    for (const spec of fixturesOf('football', 20)) {
      const { events } = eventsOf(spec);
      for (const goal of events.filter((event) => event.kind === 'goal')) {
        const shot = events.findLast((event) => event.atSec < goal.atSec && event.kind === 'shotOnTarget');
        expect(shot?.side).toBe(goal.side);
        expect(goal.atSec - (shot?.atSec ?? 0)).toBeLessThan(5);
      }
      expect(events.filter((event) => event.kind === 'attack').length).toBeGreaterThan(40);
      cards += events.filter((event) => event.kind === 'yellowCard' || event.kind === 'redCard').length;
      const view = matchAt(eventsOf(spec), spec.plan.durationSec);
      const possession = view.stats.find((stat) => stat.key === 'possession');
      expect((possession?.home ?? 0) + (possession?.away ?? 0)).toBe(100);
    }
    expect(cards).toBeGreaterThan(0);
  });

  it("volleyball: each set's rallies end at the set's score, nobody having won it sooner", () => {
    for (const spec of fixturesOf('volleyball', 15)) {
      const match = eventsOf(spec);
      for (const period of match.periods) {
        const points = match.events.filter((event) => event.period === period.period && event.kind === 'point');
        const home = points.filter((event) => event.side === 'home').length;
        expect([home, points.length - home]).toEqual(spec.plan.periodScores[period.period]);
        const setEnd = match.events.find((event) => event.period === period.period && event.kind === 'setWon');
        const atEnd = matchAt(match, (setEnd?.atSec ?? 0) - 1).tracker.set?.points ?? [0, 0];
        // One second before the set is won, it is one point short of its score.
        expect(atEnd[0] + atEnd[1]).toBe(points.length - 1);
      }
    }
  });

  it('basketball: a run of unanswered points shows on the tracker, fouls and timeouts in the stats', () => {
    let runs = 0;
    for (const spec of fixturesOf('basketball', 10)) {
      const match = eventsOf(spec);
      for (const basket of match.events.filter((event) => event.kind === 'basket')) {
        const run = matchAt(match, basket.atSec).tracker.run;
        if (run) {
          runs++;
          expect(run.side).toBe(basket.side);
        }
      }
      const stats = matchAt(match, spec.plan.durationSec).stats;
      expect(stats.find((stat) => stat.key === 'fouls')?.home).toBeGreaterThan(0);
    }
    expect(runs).toBeGreaterThan(0);
  });
});
