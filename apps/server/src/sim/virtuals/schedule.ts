import { DAY_MS, SEOUL_OFFSET_MS } from '@site/contracts/clock';
import type { VirtualSport } from '@site/contracts/virtual-leagues';
import { VIRTUAL_ID_BASE } from '../sports/schedule';
import { eventsPerSlot, runMsOf, virtualLeagueEntries, type VirtualLeagueEntry } from './catalogue';

/**
 * When virtual events run, and their ids. Each sport's events start on a grid of its slotSeconds
 * counted from the epoch (so every server agrees on it without asking anyone), and an event's id is
 * its sport, slot, league and place in the slot: two servers creating a slot make the same rows.
 *
 *   id = VIRTUAL_ID_BASE + sport × SPORT_SPAN + (slot × 8 + league) × 8 + event
 *
 * SPORT_SPAN keeps a sport's ids in one range (its future slots are one range scan) and lasts for
 * slots until about the year 2260.
 */
const SPORT_SPAN = 10_000_000_000;
const LEAGUES_PER_SPORT = 8;
const EVENTS_PER_LEAGUE = 8;

export const slotMsOf = (sport: VirtualSport): number => sport.slotSeconds * 1000;

/** The slot whose start is at or before `ms`. */
export const slotAt = (sport: VirtualSport, ms: number): number => Math.floor(ms / slotMsOf(sport));

export const slotStartMs = (sport: VirtualSport, slot: number): number => slot * slotMsOf(sport);

export function eventIdOf(league: VirtualLeagueEntry, slot: number, eventIndex: number): number {
  return (
    VIRTUAL_ID_BASE +
    league.sportIndex * SPORT_SPAN +
    (slot * LEAGUES_PER_SPORT + league.indexInSport) * EVENTS_PER_LEAGUE +
    eventIndex
  );
}

/** The ids of a league's events in a slot. */
export function eventIdsOfSlot(league: VirtualLeagueEntry, slot: number): number[] {
  return Array.from({ length: eventsPerSlot(league) }, (_, index) => eventIdOf(league, slot, index));
}

/** The first id of a sport's slot and the end of the sport's range: a range holding every later slot. */
export function idRangeFrom(sportIndex: number, slot: number): { from: number; below: number } {
  const base = VIRTUAL_ID_BASE + sportIndex * SPORT_SPAN;
  return { from: base + slot * LEAGUES_PER_SPORT * EVENTS_PER_LEAGUE, below: base + SPORT_SPAN };
}

export interface EventKey {
  league: VirtualLeagueEntry;
  slot: number;
  eventIndex: number;
}

/** League, slot and place of an event id; undefined for an id outside the virtual ranges. */
export function eventKeyOf(id: number): EventKey | undefined {
  if (id < VIRTUAL_ID_BASE) return undefined;
  const offset = id - VIRTUAL_ID_BASE;
  const sportIndex = Math.floor(offset / SPORT_SPAN);
  const inSport = offset % SPORT_SPAN;
  const eventIndex = inSport % EVENTS_PER_LEAGUE;
  const leagueIndex = Math.floor(inSport / EVENTS_PER_LEAGUE) % LEAGUES_PER_SPORT;
  const slot = Math.floor(inSport / (EVENTS_PER_LEAGUE * LEAGUES_PER_SPORT));
  const league = virtualLeagueEntries.find(
    (entry) => entry.sportIndex === sportIndex && entry.indexInSport === leagueIndex,
  );
  return league ? { league, slot, eventIndex } : undefined;
}

/** The slot's number within its Seoul day, from 1: races are called by it ("제37경주"). */
export function slotNoOfDay(sport: VirtualSport, slot: number): number {
  const startMs = slotStartMs(sport, slot) + SEOUL_OFFSET_MS;
  return Math.floor((startMs % DAY_MS) / slotMsOf(sport)) + 1;
}

/**
 * The next moment an engine has something to do: a slot starting (betting closes, a new slot is
 * published) or the running events' results.
 */
export function nextStepMs(nowMs: number): number {
  let next = Number.POSITIVE_INFINITY;
  for (const league of virtualLeagueEntries) {
    const { sport } = league;
    const current = slotAt(sport, nowMs);
    const resultMs = slotStartMs(sport, current) + runMsOf(sport);
    const nextStart = slotStartMs(sport, current + 1);
    next = Math.min(next, resultMs > nowMs ? resultMs : nextStart);
  }
  return next;
}
