import { describe, expect, it } from 'vitest';

import { sportIconOf, sportsCatalogue } from './sports';

describe('the sports catalogue', () => {
  it('gives every sport an emblem of its own', () => {
    const icons = sportsCatalogue.map((sport) => sport.icon);
    expect(new Set(icons).size).toBe(sportsCatalogue.length);
    expect(sportIconOf(54094)).toBe('tennis');
    expect(sportIconOf(6046)).toBe('soccer');
  });

  it('knows no emblem for a sport it does not carry', () => {
    expect(sportIconOf(1)).toBeNull();
  });
});
