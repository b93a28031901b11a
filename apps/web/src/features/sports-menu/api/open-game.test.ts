import { describe, expect, it } from 'vitest';

import { bookWindowUrl } from './open-game';

describe('the European and in-play window address', () => {
  const origin = 'https://site.example';

  it('is the server’s answer, made absolute', () => {
    expect(bookWindowUrl('/europe', 'EU', origin)).toBe('https://site.example/europe');
    expect(bookWindowUrl('https://book.example/eu?x=1', 'EU', origin)).toBe('https://book.example/eu?x=1');
  });

  it('ends with #Live for in-play (SPEC.md §7)', () => {
    expect(bookWindowUrl('/inplay', 'IN', origin)).toBe('https://site.example/inplay#Live');
    expect(bookWindowUrl('/inplay#Live', 'IN', origin)).toBe('https://site.example/inplay#Live');
  });
});
