/**
 * The colours of a price that just moved: a solid red (up) or blue (down) pill with white text and
 * its ▲ / ▼, the same on a plain button and on a picked (gold) one. A tint over the button's own
 * background read well on the dark button but not on the gold (light red on gold, 1.4:1).
 */
export const priceMoveColours = {
  up: { background: '#c62828', text: '#ffffff' },
  down: { background: '#1565c0', text: '#ffffff' },
} as const;

export type PriceMove = keyof typeof priceMoveColours;

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (index: number) => {
    const value = parseInt(hex.slice(index, index + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG 2 contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
