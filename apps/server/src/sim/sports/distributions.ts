/**
 * Discrete probability distributions over whole numbers (goals, points, sets), the arithmetic the
 * pricing needs: Poisson counts, the sum and the difference of two independent counts, and shifts.
 */
export interface Dist {
  /** the value of p[0] */
  offset: number;
  p: Float64Array;
}

export const pointMass = (value: number): Dist => ({ offset: value, p: Float64Array.of(1) });

/** Poisson(mean), cut where the remaining tails are negligible and renormalised. */
export function poisson(mean: number): Dist {
  if (mean <= 1e-9) return pointMass(0);
  const spread = Math.sqrt(mean);
  const low = Math.max(0, Math.floor(mean - 9 * spread - 3));
  const high = Math.ceil(mean + 9 * spread + 6);
  const p = new Float64Array(high - low + 1);
  let value = Math.exp(low * Math.log(mean) - mean - logFactorial(low));
  for (let k = low; k <= high; k++) {
    p[k - low] = value;
    value *= mean / (k + 1);
  }
  return normalise({ offset: low, p });
}

/** Distribution of a + b for independent a and b. */
export function sum(a: Dist, b: Dist): Dist {
  const p = new Float64Array(a.p.length + b.p.length - 1);
  for (let i = 0; i < a.p.length; i++) {
    const pa = a.p[i] as number;
    if (pa === 0) continue;
    for (let j = 0; j < b.p.length; j++) p[i + j] = (p[i + j] as number) + pa * (b.p[j] as number);
  }
  return { offset: a.offset + b.offset, p };
}

/** Distribution of a - b for independent a and b. */
export function difference(a: Dist, b: Dist): Dist {
  const negated: Dist = { offset: -(b.offset + b.p.length - 1), p: b.p.slice().reverse() };
  return sum(a, negated);
}

export function shift(dist: Dist, by: number): Dist {
  return { offset: dist.offset + by, p: dist.p };
}

/** P(X = value) */
export function probabilityAt(dist: Dist, value: number): number {
  if (!Number.isInteger(value)) return 0;
  return dist.p[value - dist.offset] ?? 0;
}

/** P(X > value); value may be fractional (a .5 line). */
export function probabilityAbove(dist: Dist, value: number): number {
  let total = 0;
  for (let i = 0; i < dist.p.length; i++) if (dist.offset + i > value) total += dist.p[i] as number;
  return total;
}

/** P(X < value) */
export function probabilityBelow(dist: Dist, value: number): number {
  let total = 0;
  for (let i = 0; i < dist.p.length; i++) if (dist.offset + i < value) total += dist.p[i] as number;
  return total;
}

export function probabilityOdd(dist: Dist): number {
  let total = 0;
  for (let i = 0; i < dist.p.length; i++) if ((dist.offset + i) % 2 !== 0) total += dist.p[i] as number;
  return total;
}

/** A mixture: weight of a, the rest of b. */
export function mix(a: Dist, b: Dist, weightOfA: number): Dist {
  const offset = Math.min(a.offset, b.offset);
  const end = Math.max(a.offset + a.p.length, b.offset + b.p.length);
  const p = new Float64Array(end - offset);
  a.p.forEach((value, i) => (p[a.offset + i - offset] = (p[a.offset + i - offset] as number) + weightOfA * value));
  b.p.forEach(
    (value, i) => (p[b.offset + i - offset] = (p[b.offset + i - offset] as number) + (1 - weightOfA) * value),
  );
  return { offset, p };
}

/** Builds a distribution from value → probability pairs. */
export function fromEntries(entries: Iterable<[number, number]>): Dist {
  const list = [...entries];
  if (list.length === 0) return pointMass(0);
  const offset = Math.min(...list.map(([value]) => value));
  const end = Math.max(...list.map(([value]) => value));
  const p = new Float64Array(end - offset + 1);
  for (const [value, probability] of list) p[value - offset] = (p[value - offset] as number) + probability;
  return { offset, p };
}

function normalise(dist: Dist): Dist {
  const total = dist.p.reduce((acc, value) => acc + value, 0);
  return { offset: dist.offset, p: dist.p.map((value) => value / total) };
}

// Stirling's series; exact enough for a start value that is renormalised anyway.
function logFactorial(n: number): number {
  if (n < 2) return 0;
  if (n < 20) {
    let result = 0;
    for (let k = 2; k <= n; k++) result += Math.log(k);
    return result;
  }
  return n * Math.log(n) - n + 0.5 * Math.log(2 * Math.PI * n) + 1 / (12 * n) - 1 / (360 * n ** 3);
}
