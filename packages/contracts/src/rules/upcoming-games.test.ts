import { describe, expect, it } from 'vitest';
import { mergeUpcomingGames } from './upcoming-games';

const now = Date.parse('2026-11-24T12:00:00.000Z');
const game = (id: number, startAt: string, price = 1.5) => ({ id, startAt, price });

describe('mergeUpcomingGames (SPEC.md §4)', () => {
  it('drops games whose start has passed, even without a new answer', () => {
    const list = [
      game(1, '2026-11-24T11:59:59.000Z'),
      game(2, '2026-11-24T12:00:00.000Z'),
      game(3, '2026-11-24T12:00:01.000Z'),
    ];
    expect(mergeUpcomingGames(list, [], now, 10).map((g) => g.id)).toEqual([3]);
  });

  it('adds new games by id and keeps one copy of a game both lists hold, the newer one', () => {
    const current = [game(1, '2026-11-24T13:00:00.000Z', 1.5)];
    const incoming = [game(1, '2026-11-24T13:00:00.000Z', 1.9), game(2, '2026-11-24T12:30:00.000Z')];
    const merged = mergeUpcomingGames(current, incoming, now, 10);
    expect(merged.map((g) => g.id)).toEqual([2, 1]);
    expect(merged.find((g) => g.id === 1)?.price).toBe(1.9);
  });

  it('keeps a listed game the answer no longer carries while it has not started', () => {
    const current = [game(5, '2026-11-24T14:00:00.000Z')];
    expect(mergeUpcomingGames(current, [game(6, '2026-11-24T15:00:00.000Z')], now, 10).map((g) => g.id)).toEqual([
      5, 6,
    ]);
  });

  it('lists the next to start first, by id at the same time, and at most the limit', () => {
    const incoming = [
      game(9, '2026-11-24T13:00:00.000Z'),
      game(4, '2026-11-24T13:00:00.000Z'),
      game(7, '2026-11-24T12:10:00.000Z'),
    ];
    expect(mergeUpcomingGames([], incoming, now, 2).map((g) => g.id)).toEqual([7, 4]);
    expect(mergeUpcomingGames([], incoming, now, 0)).toEqual([]);
  });
});
