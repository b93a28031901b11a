import { describe, expect, it } from 'vitest';

import { bookLeague, comingAndRunning, finishingOrder, runnerRows, slotsOf, sportOfBookPath } from './virtual-book';
import { dogRace, virtualEvent } from './virtual-test-events';

describe('the virtual book’s address', () => {
  it('names the sport after /minigame/bet365/', () => {
    expect(sportOfBookPath('/minigame/bet365/soccer')).toBe('soccer');
    expect(sportOfBookPath('/minigame/bet365/horse')).toBe('horse');
    expect(sportOfBookPath('/minigame/bet365/tennis')).toBeUndefined();
    expect(sportOfBookPath('/minigame/eos/powerball1')).toBeUndefined();
  });

  it('keeps the league of ?league=, else opens on the sport’s first league', () => {
    expect(bookLeague('soccer', 'worldcups')?.nameKorean).toBe('월드컵');
    expect(bookLeague('soccer', null)?.key).toBe('eurocups');
    expect(bookLeague('dog', 'worldcups')?.key).toBe('goldenhillparks');
  });
});

describe('slots and runners', () => {
  it('lists the events to come and under way, leaving the finished ones to the results', () => {
    const events = (['finished', 'cancelled', 'live', 'scheduled'] as const).map((status, id) =>
      virtualEvent({ id, status }),
    );
    expect(comingAndRunning(events).map((event) => event.status)).toEqual(['live', 'scheduled']);
  });

  it('puts the matches of one start under one heading, in the list’s order', () => {
    const at = (id: number, startAt: string) => virtualEvent({ id, startAt });
    const slots = slotsOf([at(1, 'A'), at(2, 'A'), at(3, 'B'), at(4, 'A')]);
    expect(slots.map((slot) => [slot.startAt, slot.events.map((e) => e.id)])).toEqual([
      ['A', [1, 2, 4]],
      ['B', [3]],
    ]);
  });

  it('gives each runner its 단승 and 연승 selection, named by name or by number', () => {
    const rows = runnerRows(dogRace());
    expect(rows.map((row) => [row.runner.no, row.winner?.name, row.place?.price])).toEqual([
      [1, '1 번개호', 1.6],
      [2, '2 바람개비', 1.7],
      [3, '3 은빛화살', 1.8],
      [4, '4 새벽별', 1.9],
      [5, '5 천둥이', 2],
      [6, '6 질풍', 2.1],
    ]);
    const byName = dogRace();
    for (const market of byName.markets)
      market.selections = [...market.selections]
        .reverse()
        .map((s, index) => ({ ...s, name: index === 0 ? '질풍' : `${6 - index}` }));
    expect(runnerRows(byName).map((row) => row.winner?.name)).toEqual(['1', '2', '3', '4', '5', '질풍']);
  });

  it('orders the runners by finish once the race has run', () => {
    expect(finishingOrder(dogRace()).length).toBe(0);
    expect(
      finishingOrder(dogRace({ placings: [3, 1, 6, 2, 5, 4] }))
        .map((r) => r.name)
        .slice(0, 3),
    ).toEqual(['은빛화살', '번개호', '질풍']);
  });
});
