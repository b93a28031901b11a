import { describe, expect, it } from 'vitest';

import { contrastRatio, priceMoveColours } from './price-moves';

describe('the colours of a moved price', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // The old flash: light red over the picked (gold) button.
    expect(contrastRatio('#ff9494', '#b89067')).toBeLessThan(1.5);
  });

  it('keeps the price and its mark readable (4.5:1 or more) going up and going down', () => {
    for (const { background, text } of Object.values(priceMoveColours))
      expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
  });
});
