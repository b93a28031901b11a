/**
 * Every decision record says when it was taken and whether it still holds, so a newcomer reading an
 * old record knows at once if a later one changed it (issue 32). A status naming another record must
 * name one that exists.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const folder = new URL('../../docs/decisions/', import.meta.url);
const records = readdirSync(folder)
  .filter((name) => /^\d{3}-.+\.md$/.test(name))
  .map((name) => ({ name, text: readFileSync(new URL(name, folder), 'utf8') }));
const numbers = new Set(records.map(({ name }) => name.slice(0, 3)));

/** `- Status: accepted`, optionally `; amended by 015 …`, or `superseded by 054 …`. */
const STATUS = /^- Status: (accepted(; amended by .+)?|superseded by \d{3}.*)$/m;

describe('decision records', () => {
  it('are numbered once each', () => {
    expect(numbers.size).toBe(records.length);
  });

  it.each(records)('$name has a title, a date and a status', ({ text }) => {
    const [title, blank, date, status] = text.split('\n');
    expect(title).toMatch(/^# /);
    expect(blank).toBe('');
    expect(date).toMatch(/^- Date: \d{4}-\d{2}-\d{2}$/);
    expect(status).toMatch(STATUS);
  });

  it.each(records)('$name names only records that exist in its status', ({ text }) => {
    const status = STATUS.exec(text)?.[0] ?? '';
    const named = status.match(/\b\d{3}\b/g) ?? [];
    expect(named.filter((number) => !numbers.has(number))).toEqual([]);
  });
});
