/**
 * Deterministic choices for generated artwork (lobby tiles, vendor marks, event banners): the same
 * text always draws the same picture, on every device and after every build, with no stored image.
 */

/** FNV-1a over the text's UTF-16 units: a small, even 32-bit hash, enough to tell names apart. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A sequence of numbers in [0, 1) from a seed (mulberry32): each drawing asks it in the same order. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface SeededPicker {
  /** a number in [0, 1) */
  next: () => number;
  /** a number in [min, max) */
  between: (min: number, max: number) => number;
  /** one of the items */
  pick: <T>(items: readonly T[]) => T;
}

export function seededPicker(text: string): SeededPicker {
  const next = seededRandom(seedOf(text));
  return {
    next,
    between: (min, max) => min + next() * (max - min),
    pick: (items) => items[Math.floor(next() * items.length) % items.length] as (typeof items)[number],
  };
}

/** The colours of one drawing: a hue of its own, a deep and a mid shade of it, and a contrasting accent. */
export interface Palette {
  hue: number;
  deep: string;
  base: string;
  glow: string;
  accent: string;
  /** the site's gold, for rims and lettering */
  gold: string;
  light: string;
}

export const artGold = '#e8c27a';
export const artLight = '#fbf3e4';

export function paletteOf(hue: number, accentTurn = 150): Palette {
  const h = Math.round(((hue % 360) + 360) % 360);
  return {
    hue: h,
    deep: `hsl(${h} 62% 11%)`,
    base: `hsl(${h} 55% 27%)`,
    glow: `hsl(${h} 70% 48%)`,
    accent: `hsl(${(h + accentTurn) % 360} 78% 60%)`,
    gold: artGold,
    light: artLight,
  };
}

/** A palette seeded by a name: its hue comes from the name's hash. */
export const seededPalette = (text: string): Palette => paletteOf(seedOf(`${text}#hue`) % 360);

/** Room for a title across a drawing `width` wide: Hangul runs about one em a letter, Latin about 0.6. */
export function titleFontSize(title: string, width: number, max: number): number {
  const ems = [...title].reduce((sum, character) => sum + (/[\u3131-\uD79D]/.test(character) ? 1 : 0.62), 0);
  return Math.min(max, Math.floor((width / Math.max(ems, 1)) * 10) / 10);
}
