import { SEOUL_OFFSET_MS } from '@site/contracts/clock';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant the Seoul calendar day holding `now` began (Korea keeps no daylight saving time). */
export function seoulDayStart(now: Date): Date {
  const local = now.getTime() + SEOUL_OFFSET_MS;
  return new Date(local - (local % DAY_MS) - SEOUL_OFFSET_MS);
}

/** YYYY-MM-DD of the Seoul day holding `instant`. */
export function seoulDayText(instant: Date): string {
  return new Date(instant.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a Seoul day written YYYY-MM-DD began. */
export function seoulDayStartOf(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - SEOUL_OFFSET_MS);
}

/** Minutes since the Seoul day began, 0 to 1439. */
export function seoulMinuteOfDay(now: Date): number {
  return Math.floor(((now.getTime() + SEOUL_OFFSET_MS) % DAY_MS) / 60_000);
}
