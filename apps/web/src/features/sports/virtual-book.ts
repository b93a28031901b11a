/** The virtual book's pure parts: which sport and league the address names, slots and race runners. */
import type { Selection } from '@site/contracts/api/sports';
import type { VirtualEvent, VirtualRunner } from '@site/contracts/api/virtuals';
import {
  isVirtualSportKey,
  virtualLeagues,
  type VirtualLeague,
  type VirtualSportKey,
} from '@site/contracts/virtual-leagues';

/** /minigame/bet365/{soccer|basketball|dog|horse} → the sport; anything else → undefined. */
export function sportOfBookPath(pathname: string): VirtualSportKey | undefined {
  const [, , provider, sport = ''] = pathname.split('/');
  return provider === 'bet365' && isVirtualSportKey(sport) ? sport : undefined;
}

export const leaguesOf = (sport: VirtualSportKey): readonly VirtualLeague[] => virtualLeagues[sport] ?? [];

/** The `?league=` when it is one of the sport's leagues, else the sport's first league. */
export function bookLeague(sport: VirtualSportKey, value: string | null): VirtualLeague | undefined {
  const leagues = leaguesOf(sport);
  return leagues.find((league) => league.key === value) ?? leagues[0];
}

/**
 * The events the book lists: those to come and under way. The server also lists the last slot's
 * finished events; their results stand in the recent results right under the list.
 */
export const comingAndRunning = (events: readonly VirtualEvent[]): VirtualEvent[] =>
  events.filter((event) => event.status === 'scheduled' || event.status === 'live');

export interface Slot {
  startAt: string;
  events: VirtualEvent[];
}

/** Events under one heading per start (a soccer slot holds four matches), in the list's order. */
export function slotsOf(events: readonly VirtualEvent[]): Slot[] {
  const slots = new Map<string, VirtualEvent[]>();
  for (const event of events) {
    const slot = slots.get(event.startAt);
    if (slot) slot.push(event);
    else slots.set(event.startAt, [event]);
  }
  return [...slots].map(([startAt, list]) => ({ startAt, events: list }));
}

/**
 * Whether a race market's selection is this runner. The server names a runner's selection after
 * it: its name, its number, or both ("3", "3. 번개호"); the name is matched first.
 */
const namesRunner = (selection: Selection, runner: VirtualRunner): boolean =>
  selection.name === runner.name || new RegExp(`^${runner.no}(?!\\d)`).test(selection.name);

const selectionOf = (selections: readonly Selection[], runner: VirtualRunner): Selection | undefined =>
  selections.find((s) => s.name === runner.name) ?? selections.find((s) => namesRunner(s, runner));

export interface RunnerRow {
  runner: VirtualRunner;
  winner: Selection | undefined;
  place: Selection | undefined;
}

/** A race's runners in trap order, each with its 단승 (Winner) and 연승 (Place) selection. */
export function runnerRows(event: Pick<VirtualEvent, 'runners' | 'markets'>): RunnerRow[] {
  const winner = event.markets.find((m) => m.marketType === 'Winner');
  const place = event.markets.find((m) => m.marketType === 'Place');
  return [...event.runners]
    .sort((a, b) => a.no - b.no)
    .map((runner) => ({
      runner,
      winner: winner && selectionOf(winner.selections, runner),
      place: place && selectionOf(place.selections, runner),
    }));
}

/** The runners in finishing order, once the race has run. */
export function finishingOrder(event: Pick<VirtualEvent, 'runners' | 'placings'>): VirtualRunner[] {
  if (!event.placings) return [];
  const byNo = new Map(event.runners.map((runner) => [runner.no, runner]));
  return event.placings.flatMap((no) => {
    const runner = byNo.get(no);
    return runner ? [runner] : [];
  });
}
