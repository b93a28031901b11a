/**
 * The app's icon, drawn by code at build time (no image from outside): public/favicon.svg's mark — a
 * gold ring and cross on the dark brown tile — rasterised with anti-aliased distance fields, so the
 * home-screen icon is the same picture as the tab's.
 */
import { encodePng } from './png';

/** favicon.svg's units: a 64×64 tile. */
const UNITS = 64;
const TILE = [0x1e, 0x1a, 0x16] as const;
const GOLD = [0xb8, 0x90, 0x67] as const;
const TILE_RADIUS = 14;
const RING_RADIUS = 20;
const STROKE = 6;
const BAR_HALF_LENGTH = 14;

export type IconShape =
  /** favicon.svg's rounded tile, transparent corners: browsers' install prompts and the tab. */
  | 'rounded'
  /**
   * A full square whose mark sits inside the central 80% every launcher keeps (the manifest's
   * "maskable" purpose), and Apple's touch icon, which iOS rounds itself.
   */
  | 'full-bleed';

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** Distance from (x, y) to a rounded square of half-size `half` and corner radius `radius`, centred at 32. */
function roundedSquareDistance(x: number, y: number, half: number, radius: number): number {
  const qx = Math.abs(x - UNITS / 2) - (half - radius);
  const qy = Math.abs(y - UNITS / 2) - (half - radius);
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - radius;
}

/** Distance from (x, y) to the gold strokes: the ring and the two round-capped bars of the cross. */
function markDistance(x: number, y: number): number {
  const dx = x - UNITS / 2;
  const dy = y - UNITS / 2;
  const ring = Math.abs(Math.hypot(dx, dy) - RING_RADIUS) - STROKE / 2;
  const bar = (along: number, across: number) =>
    Math.hypot(Math.max(Math.abs(along) - BAR_HALF_LENGTH, 0), across) - STROKE / 2;
  return Math.min(ring, bar(dy, dx), bar(dx, dy));
}

/** The icon as RGBA pixels, `size` wide and high. */
export function drawAppIcon(size: number, shape: IconShape): Uint8Array {
  const pixels = new Uint8Array(size * size * 4);
  // The maskable icon draws the 64-unit mark into its central 80%, and its tile fills the square.
  const markScale = shape === 'full-bleed' ? 0.8 : 1;
  const unitsPerPixel = UNITS / size;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      const x = (px + 0.5) * unitsPerPixel;
      const y = (py + 0.5) * unitsPerPixel;
      const tile =
        shape === 'full-bleed' ? 1 : clamp01(0.5 - roundedSquareDistance(x, y, UNITS / 2, TILE_RADIUS) / unitsPerPixel);
      const mx = UNITS / 2 + (x - UNITS / 2) / markScale;
      const my = UNITS / 2 + (y - UNITS / 2) / markScale;
      const gold = clamp01(0.5 - markDistance(mx, my) / (unitsPerPixel / markScale));
      const at = (py * size + px) * 4;
      for (let channel = 0; channel < 3; channel += 1) {
        pixels[at + channel] = Math.round((TILE[channel] ?? 0) * (1 - gold) + (GOLD[channel] ?? 0) * gold);
      }
      pixels[at + 3] = Math.round(255 * tile);
    }
  }
  return pixels;
}

export const appIconPng = (size: number, shape: IconShape): Buffer => encodePng(size, drawAppIcon(size, shape));
