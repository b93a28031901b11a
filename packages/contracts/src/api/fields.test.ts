import { describe, expect, it } from 'vitest';
import {
  CONTROL_CHARACTER_MESSAGE,
  idempotencyKeySchema,
  instantSchema,
  multilineTextSchema,
  seoulDaySchema,
  textSchema,
} from './fields';
import { dayPageQuerySchema, MAX_PAGE_SIZE, pageQueryOf } from './lists';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('textSchema', () => {
  it('refuses NUL and every other control character of one line', () => {
    for (const text of ['a\u0000b', '\u0000', 'tab\there', 'line\nbreak', 'cr\r', 'esc\u001b[31m', 'del\u007f']) {
      expect(messagesOf(textSchema.safeParse(text)), JSON.stringify(text)).toEqual([CONTROL_CHARACTER_MESSAGE]);
    }
  });

  it('takes any other text, Korean and emoji included', () => {
    for (const text of ['', '홍길동', 'user01', 'a b', '😀', '<b>굵게</b>', '\u0080\u00a0']) {
      expect(textSchema.parse(text)).toBe(text);
    }
  });

  it('still refuses NUL once trimmed and bounded', () => {
    expect(messagesOf(textSchema.trim().min(1).safeParse(' \u0000 '))).toContain(CONTROL_CHARACTER_MESSAGE);
  });
});

describe('multilineTextSchema', () => {
  it('keeps tabs and line breaks and refuses the other control characters', () => {
    expect(multilineTextSchema.parse('첫 줄\r\n\t둘째 줄\n')).toBe('첫 줄\r\n\t둘째 줄\n');
    for (const text of ['a\u0000', 'a\u0007', 'a\u000b', 'a\u000c', 'a\u001f', 'a\u007f']) {
      expect(messagesOf(multilineTextSchema.safeParse(text)), JSON.stringify(text)).toEqual([
        CONTROL_CHARACTER_MESSAGE,
      ]);
    }
  });
});

describe('idempotencyKeySchema', () => {
  it('takes a UUID and refuses short, long or controlled keys', () => {
    expect(idempotencyKeySchema.parse(' 4f0c9a1e-8b7d-4c3e-9a2f-1b2c3d4e5f60 ')).toBe(
      '4f0c9a1e-8b7d-4c3e-9a2f-1b2c3d4e5f60',
    );
    expect(idempotencyKeySchema.safeParse('short').success).toBe(false);
    expect(idempotencyKeySchema.safeParse('k'.repeat(65)).success).toBe(false);
    expect(messagesOf(idempotencyKeySchema.safeParse('key-\u0000-0001'))).toContain(CONTROL_CHARACTER_MESSAGE);
  });
});

describe('seoulDaySchema', () => {
  it('takes days the calendar has, leap days included', () => {
    for (const day of ['2026-02-28', '2028-02-29', '2000-01-01', '2100-12-31', '2026-12-31']) {
      expect(seoulDaySchema.parse(day)).toBe(day);
    }
  });

  it('refuses days that do not exist', () => {
    for (const day of [
      '2026-02-29',
      '2026-02-30',
      '0000-00-00',
      '2026-13-45',
      '2026-04-31',
      '2026-00-10',
      '2026-01-00',
    ]) {
      expect(messagesOf(seoulDaySchema.safeParse(day)), day).toEqual(['존재하지 않는 날짜입니다.']);
    }
  });

  it('refuses years outside 2000-2100, year 1 included', () => {
    for (const day of ['0001-01-01', '1999-12-31', '2101-01-01', '9999-12-31']) {
      expect(messagesOf(seoulDaySchema.safeParse(day)), day).toEqual(['2000년부터 2100년 사이의 날짜를 입력해주세요.']);
    }
  });

  it('refuses anything but YYYY-MM-DD with one message', () => {
    for (const day of [
      '2026-2-3',
      '20260203',
      '2026/02/03',
      '2026-02-03T00:00',
      '',
      ' 2026-02-03',
      '2026-02-0\u0000',
    ]) {
      expect(messagesOf(seoulDaySchema.safeParse(day)), day).toEqual(['날짜는 YYYY-MM-DD 형식으로 입력해주세요.']);
    }
  });
});

describe('instantSchema', () => {
  it('takes ISO instants with their offset within 2000-2100', () => {
    for (const instant of ['2026-01-31T09:00:00+09:00', '2000-01-01T00:00:00Z', '2100-12-31T23:59:59.999Z']) {
      expect(instantSchema.parse(instant)).toBe(instant);
    }
  });

  it('refuses instants outside 2000-2100 (in UTC), year 0000 and year 10000 included', () => {
    for (const instant of [
      '0000-01-01T00:00:00Z',
      '1999-12-31T23:59:59Z',
      '2000-01-01T08:59:59+09:00',
      '2101-01-01T00:00:00Z',
      '9999-12-31T23:59:59-05:00',
    ]) {
      expect(messagesOf(instantSchema.safeParse(instant)), instant).toEqual([
        '2000년부터 2100년 사이의 날짜를 입력해주세요.',
      ]);
    }
  });

  it('refuses text that is no ISO instant with one message', () => {
    for (const instant of ['2026-01-31', '2026-02-30T00:00:00Z', '2026-01-31T09:00:00', 'tomorrow', '']) {
      expect(messagesOf(instantSchema.safeParse(instant)), instant).toEqual([
        '날짜와 시각을 ISO 8601 형식(예: 2026-01-31T09:00:00+09:00)으로 입력해주세요.',
      ]);
    }
  });
});

describe('pageQueryOf', () => {
  const schema = pageQueryOf(15);

  it('defaults to the first page of the given size and reads numbers from the query', () => {
    expect(schema.parse({})).toEqual({ page: 1, size: 15 });
    expect(schema.parse({ page: '3', size: '015' })).toEqual({ page: 3, size: 15 });
  });

  it(`takes sizes from 1 to ${MAX_PAGE_SIZE} only`, () => {
    expect(schema.parse({ size: String(MAX_PAGE_SIZE) }).size).toBe(MAX_PAGE_SIZE);
    for (const size of [String(MAX_PAGE_SIZE + 1), '0', '-1', '1.5', 'abc', '1e3']) {
      expect(schema.safeParse({ size }).success, size).toBe(false);
    }
    expect(messagesOf(schema.safeParse({ size: '101' }))).toEqual(['한 페이지에 100개까지 조회할 수 있습니다.']);
  });

  it('refuses page 0 and pages that are not whole numbers', () => {
    for (const page of ['0', '-2', '2.5', 'x']) expect(schema.safeParse({ page }).success, page).toBe(false);
  });

  it('is what the dated lists take, with their day', () => {
    expect(dayPageQuerySchema.parse({ date: '2026-02-28' })).toEqual({ date: '2026-02-28', page: 1, size: 20 });
    expect(dayPageQuerySchema.safeParse({ date: '2026-02-30' }).success).toBe(false);
  });
});
