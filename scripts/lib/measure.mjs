import autocannon from 'autocannon';

/**
 * One autocannon run. Successes are the answers with the expected status only (a 409 or a 429 is
 * not a bet placed), so requests a second counts successes; autocannon records latency for 2xx only.
 * @typedef {{ successes: number, successesPerSecond: number, p99: number, statuses: Record<string, number>,
 *   errors: number, cpu?: import('./cpu.mjs').Cpu, hits?: number }} Sample cpu: microseconds an operation, once
 *   measured; hits: answers from the answer cache in a figure that counts loads
 */

/**
 * @param {import('autocannon').Options} options url, requests…; duration and connections are given here
 * @param {{ duration: number, connections: number, success: number }} load
 * @returns {Promise<Sample>}
 */
export async function measure(options, { duration, connections, success }) {
  const result = await autocannon({ ...options, duration, connections });
  // Per-status counts (autocannon 8 reports them; its published types predate the field).
  const byStatus = /** @type {{ statusCodeStats?: Record<string, { count: number }> }} */ (
    /** @type {unknown} */ (result)
  ).statusCodeStats;
  /** @type {Record<string, number>} */
  const statuses = {};
  for (const [code, { count }] of Object.entries(byStatus ?? {})) statuses[code] = count;
  const seconds = result.duration > 0 ? result.duration : duration;
  const successes = statuses[String(success)] ?? 0;
  return {
    successes,
    successesPerSecond: successes / seconds,
    p99: result.latency.p99,
    statuses,
    errors: result.errors + result.timeouts,
  };
}

/**
 * @typedef {{ median: number, min: number, max: number }} Spread
 * @param {number[]} values at least one
 * @returns {Spread}
 */
export function spread(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
  return { median, min: sorted[0] ?? NaN, max: sorted.at(-1) ?? NaN };
}

/**
 * Status counts of several runs added up.
 * @param {Sample[]} samples
 * @returns {Record<string, number>}
 */
export function totalStatuses(samples) {
  /** @type {Record<string, number>} */
  const total = {};
  for (const sample of samples) {
    for (const [code, count] of Object.entries(sample.statuses)) total[code] = (total[code] ?? 0) + count;
  }
  return total;
}
