import { describe, expect, it } from 'vitest';

import { theme } from '../../../app/theme';
import { PRICE_DOWN_COLOUR, PRICE_UP_COLOUR } from './cart-pick-row';

/** WCAG 2's relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: string, b: string): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

describe("the cart's price-move marks", () => {
  it('stay readable on the cart (at least 4.5:1), up in red and down in blue', () => {
    const paper = theme.palette.background.paper;
    expect(contrast(PRICE_UP_COLOUR, paper)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(PRICE_DOWN_COLOUR, paper)).toBeGreaterThanOrEqual(4.5);
  });
});
