/** Unix time in whole seconds, as the spec's `time` query parameters carry it. Free of dayjs so the first page need not load it. */
export const unixSeconds = (now: number = Date.now()): number => Math.floor(now / 1000);

/** Seoul time is UTC+9 all year: Korea keeps no daylight saving time. */
export const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/** A day in milliseconds; every Seoul day is one (no daylight saving). */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DD HH:mm:ss` in Seoul time, the stored auto-logout expiry of SPEC.md §4 (no dayjs). */
export const formatSeoulDateTime = (ms: number): string =>
  new Date(ms + SEOUL_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

/** Reads a time written by formatSeoulDateTime; null for anything else. */
export const parseSeoulDateTime = (text: string | null | undefined): number | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text ?? '');
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as [number, number, number, number, number, number, number];
  return Date.UTC(y, mo - 1, d, h, mi, s) - SEOUL_OFFSET_MS;
};

/** Today's Seoul calendar day, YYYY-MM-DD. */
export const seoulToday = (now: number = Date.now()): string => formatSeoulDateTime(now).slice(0, 10);

/** YYYY-MM-DD of the Seoul day holding `instant`. */
export const seoulDayText = (instant: Date): string => seoulToday(instant.getTime());

/** The instant a Seoul day written YYYY-MM-DD began. */
export const seoulDayStartOf = (day: string): Date => new Date(Date.parse(`${day}T00:00:00Z`) - SEOUL_OFFSET_MS);

/** The instant the Seoul calendar day holding `now` began. */
export const seoulDayStart = (now: Date): Date => {
  const local = now.getTime() + SEOUL_OFFSET_MS;
  return new Date(local - (local % DAY_MS) - SEOUL_OFFSET_MS);
};

/** Minutes since the Seoul day began, 0 to 1439. */
export const seoulMinuteOfDay = (now: Date): number =>
  Math.floor(((now.getTime() + SEOUL_OFFSET_MS) % DAY_MS) / 60_000);

/** Whether the text is a YYYY-MM-DD day the calendar has: no 2026-02-30, no month 13, no day 0. */
export const isCalendarDay = (text: string | null | undefined): text is string => {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  // 2026-02-30 either fails to parse or rolls over into March: neither reads back as itself.
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
};

/** The calendar day `days` after (or before) a YYYY-MM-DD day, whatever the machine's time zone. */
export const shiftDay = (day: string, days: number): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** YYYY-MM of the Seoul calendar month holding `instant` (a statement's month, docs/decisions/065). */
export const seoulMonthText = (instant: Date): string => seoulDayText(instant).slice(0, 7);

/** The instant a Seoul calendar month written YYYY-MM began (its 1st at 00:00 in Seoul). */
export const seoulMonthStartOf = (month: string): Date => seoulDayStartOf(`${month}-01`);

/** The YYYY-MM month `months` after (or before) a YYYY-MM month. */
export const shiftMonth = (month: string, months: number): string => {
  const [year = 0, monthOfYear = 1] = month.split('-').map(Number);
  const date = new Date(Date.UTC(2000, 0, 1));
  date.setUTCFullYear(year, monthOfYear - 1 + months, 1);
  return date.toISOString().slice(0, 7);
};
