/**
 * The two kinds of input every call shares: text a person typed (or a client made up) and a calendar
 * day. Every request schema builds its strings and days from these, so a NUL byte or an impossible
 * day is refused with one Korean message wherever it is sent, instead of reaching the database.
 */
import { z } from 'zod';

export const CONTROL_CHARACTER_MESSAGE = '입력할 수 없는 문자(제어 문자)가 들어 있습니다.';

// C0 control characters and DEL. PostgreSQL cannot store NUL in text at all; the others have no
// business in a name, a key or a memo and make log lines and screens lie. Matching control
// characters is the point of these two patterns, hence the lint rule's exception.
/* eslint-disable no-control-regex */
const NO_CONTROL_CHARACTERS = /^[^\u0000-\u001f\u007f]*$/;
// Multi-line texts (message bodies, HTML) keep tab, line feed and carriage return.
const NO_CONTROL_CHARACTERS_BUT_LINES = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;
/* eslint-enable no-control-regex */

/** One line of text: names, ids, keys, memos, passwords. Chain trim/min/max as the field needs. */
export const textSchema = z.string().regex(NO_CONTROL_CHARACTERS, CONTROL_CHARACTER_MESSAGE);

/** Text that may run over several lines (a message's contents, an HTML popup). */
export const multilineTextSchema = z.string().regex(NO_CONTROL_CHARACTERS_BUT_LINES, CONTROL_CHARACTER_MESSAGE);

/**
 * The key a client makes for one attempt at a bet or a money movement (a UUID on our site); a retry
 * with the same key answers the first attempt instead of making a second one.
 */
export const idempotencyKeySchema = textSchema
  .trim()
  .min(8, '요청 번호는 8자 이상이어야 합니다.')
  .max(64, '요청 번호는 64자 이하여야 합니다.');

/** A used key sent again with another request (another amount, pick, price, …): refused, whatever the call. */
export const KEY_REUSED_MESSAGE = '같은 요청 번호로 다른 요청이 이미 접수되었습니다.';

/** The days any list can be asked about; outside them a date is a typing mistake or a probe. */
export const FIRST_LIST_YEAR = 2000;
export const LAST_LIST_YEAR = 2100;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether YYYY-MM-DD names a day the calendar has (no 2026-02-30, no month 13, no day 0). */
function isCalendarDay(text: string): boolean {
  const match = DAY_PATTERN.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, takes years 0-99 as they are; it rolls 2026-02-30 over into
  // March, so a real day is one that reads back as itself.
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const yearOf = (text: string): number => Number(text.slice(0, 4));
const OUTSIDE_YEARS_MESSAGE = `${FIRST_LIST_YEAR}년부터 ${LAST_LIST_YEAR}년 사이의 날짜를 입력해주세요.`;

/** A Seoul calendar day as YYYY-MM-DD that exists, from FIRST_LIST_YEAR to LAST_LIST_YEAR. */
export const seoulDaySchema = z
  .string()
  .regex(DAY_PATTERN, { message: '날짜는 YYYY-MM-DD 형식으로 입력해주세요.', abort: true })
  .refine(isCalendarDay, { message: '존재하지 않는 날짜입니다.', abort: true })
  .refine((text) => yearOf(text) >= FIRST_LIST_YEAR && yearOf(text) <= LAST_LIST_YEAR, OUTSIDE_YEARS_MESSAGE);

const FIRST_INSTANT_MS = Date.UTC(FIRST_LIST_YEAR, 0, 1);
const END_INSTANT_MS = Date.UTC(LAST_LIST_YEAR + 1, 0, 1);

/**
 * An instant an operator sets (an event's or a tournament's period, a coupon's expiry): ISO 8601 with
 * its offset, within the years of seoulDaySchema counted in UTC. Year 0000 is no year to PostgreSQL and
 * 9999-12-31 at a negative offset is year 10000, which no driver sends: without this wall both were 500s.
 */
export const instantSchema = z.iso
  .datetime({
    offset: true,
    message: '날짜와 시각을 ISO 8601 형식(예: 2026-01-31T09:00:00+09:00)으로 입력해주세요.',
    abort: true,
  })
  .refine((text) => {
    const ms = Date.parse(text);
    return ms >= FIRST_INSTANT_MS && ms < END_INSTANT_MS;
  }, OUTSIDE_YEARS_MESSAGE);
