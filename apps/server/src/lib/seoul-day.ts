import { SEOUL_OFFSET_MS } from '@site/contracts/clock';
import { AppError } from '../http/app-error';

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

/** ?from=&to= in Seoul days as instants, `end` exclusive (the start of the day after `to`). */
export interface SeoulRange {
  from: string;
  to: string;
  start: Date;
  end: Date;
}

/**
 * A list's ?from=&to= (YYYY-MM-DD, Seoul): none means this Seoul month so far; a reversed range or
 * one over `maxDays` days is refused with the caller's Korean words.
 */
export function seoulRange(
  query: { from?: string | undefined; to?: string | undefined },
  now: Date,
  limits: { maxDays: number; reversed: string; tooLong: string },
): SeoulRange {
  const to = query.to ?? seoulDayText(now);
  const from = query.from ?? `${to.slice(0, 8)}01`;
  const start = seoulDayStartOf(from);
  const end = new Date(seoulDayStartOf(to).getTime() + DAY_MS);
  if (start >= end) throw new AppError(400, limits.reversed);
  if (Math.round((end.getTime() - start.getTime()) / DAY_MS) > limits.maxDays) throw new AppError(400, limits.tooLong);
  return { from, to, start, end };
}
