import { spread, totalStatuses } from './measure.mjs';

/**
 * @typedef {{ title: string, connections: number, bare: boolean, samples: import('./measure.mjs').Sample[] }} Figure
 * @typedef {{ name: string, detail: string, figures: Figure[] }} Block one configuration of the server
 */

/**
 * Prints, for each configuration, every figure's median and min–max of successes a second and of p99,
 * and its median divided by the bare hello-world's median at the same connections, measured beside it.
 * Then the figures of every configuration side by side, as ratios of the bare limit.
 * @param {Block[]} blocks
 */
export function printReport(blocks) {
  for (const block of blocks) {
    console.log(`\n${block.name} (${block.detail})`);
    console.log(
      'figure'.padEnd(40),
      'conns'.padStart(5),
      'req/s'.padStart(8),
      'min–max'.padStart(15),
      'p99 ms'.padStart(7),
      'min–max'.padStart(11),
      '÷ bare'.padStart(7),
    );
    for (const figure of block.figures) printRow(figure, bareOf(block, figure));
    for (const figure of block.figures) {
      const statuses = Object.entries(totalStatuses(figure.samples))
        .map(([code, count]) => `${code}×${count}`)
        .join(' ');
      const errors = figure.samples.reduce((sum, sample) => sum + sample.errors, 0);
      console.log(
        `  statuses of ${figure.title} @${figure.connections}: ${statuses || 'none'}${errors ? ` errors/timeouts×${errors}` : ''}`,
      );
    }
  }
  if (blocks.length > 1) printSideBySide(blocks);
}

/** @param {Figure} figure @param {Figure | undefined} bare */
function printRow(figure, bare) {
  const rate = spread(figure.samples.map((sample) => sample.successesPerSecond));
  const p99 = spread(figure.samples.map((sample) => sample.p99));
  const bareRate = bare ? spread(bare.samples.map((sample) => sample.successesPerSecond)).median : NaN;
  console.log(
    figure.title.padEnd(40),
    String(figure.connections).padStart(5),
    rate.median.toFixed(0).padStart(8),
    `${rate.min.toFixed(0)}–${rate.max.toFixed(0)}`.padStart(15),
    p99.median.toFixed(0).padStart(7),
    `${p99.min.toFixed(0)}–${p99.max.toFixed(0)}`.padStart(11),
    ratio(rate.median, bareRate).padStart(7),
  );
}

/** @param {Block[]} blocks */
function printSideBySide(blocks) {
  console.log('\nreq/s ÷ bare hello-world (medians), configurations side by side');
  console.log('figure'.padEnd(40), ...blocks.map((block) => block.name.padStart(14)));
  const first = blocks[0];
  for (const figure of first?.figures.filter((entry) => !entry.bare) ?? []) {
    const cells = blocks.map((block) => {
      const same = block.figures.find((entry) => entry.title === figure.title);
      const bare = same && bareOf(block, same);
      if (!same || !bare) return '—'.padStart(14);
      return ratio(medianRate(same), medianRate(bare)).padStart(14);
    });
    console.log(figure.title.padEnd(40), ...cells);
  }
}

/** @param {Block} block @param {Figure} figure */
function bareOf(block, figure) {
  return block.figures.find((entry) => entry.bare && entry.connections === figure.connections);
}

/** @param {Figure} figure */
function medianRate(figure) {
  return spread(figure.samples.map((sample) => sample.successesPerSecond)).median;
}

/** @param {number} value @param {number} reference */
function ratio(value, reference) {
  if (!(reference > 0) || !Number.isFinite(value)) return '—';
  const share = value / reference;
  return share.toFixed(share >= 0.1 ? 2 : 3);
}
