import { spread, totalStatuses } from './measure.mjs';

/**
 * @typedef {'bare' | 'database' | 'read' | 'write'} Role what a figure is: a floor (the bare hello-world,
 *   pgbench's transaction) or the site's read or write; a read is compared with the bare request, a write
 *   with a request and a transaction
 * @typedef {{ title: string, connections: number, role: Role, samples: import('./measure.mjs').Sample[] }} Figure
 * @typedef {{ name: string, detail: string, idle: import('./cpu.mjs').Cpu, figures: Figure[] }} Block one
 *   configuration of the server
 */

const WIDTH = 46;

/**
 * Prints, for each configuration, every figure's CPU per operation (median, min–max, PostgreSQL's part),
 * its floor measured beside it and the floor ÷ the figure (1 would be as cheap as the floor), then the
 * answers a second and p99 for reference. Then the ratios of every configuration side by side.
 * @param {Block[]} blocks
 */
export function printReport(blocks) {
  for (const block of blocks) {
    const idle = `${(block.idle.total * 1000).toFixed(1)} ms CPU/s (PostgreSQL ${(block.idle.postgres * 1000).toFixed(1)})`;
    console.log(`\n${block.name} (${block.detail}); the tree idle: ${idle}, subtracted`);
    console.log(
      'figure'.padEnd(WIDTH),
      'conns'.padStart(5),
      'ops'.padStart(7),
      'µs CPU/op'.padStart(10),
      'min–max'.padStart(13),
      'of it PG'.padStart(9),
      'floor µs'.padStart(9),
      'ratio'.padStart(11),
      '× bet'.padStart(6),
      'ops/s'.padStart(7),
      'p99 ms'.padStart(7),
    );
    const bet = block.figures.find((figure) => figure.title.startsWith('POST /api/bets'));
    for (const figure of block.figures) printRow(figure, floorOf(block, figure), bet);
    for (const figure of block.figures.filter((entry) => entry.role !== 'database')) {
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

/**
 * @param {Figure} figure
 * @param {{ micros: number, label: string } | undefined} floor
 * @param {Figure | undefined} bet
 */
function printRow(figure, floor, bet) {
  const cpu = spread(figure.samples.map((sample) => sample.cpu?.total ?? NaN));
  const postgres = spread(figure.samples.map((sample) => sample.cpu?.postgres ?? NaN));
  const rate = spread(figure.samples.map((sample) => sample.successesPerSecond));
  const p99 = spread(figure.samples.map((sample) => sample.p99));
  const answered = figure.samples.reduce((sum, sample) => sum + sample.successes, 0);
  const timesBet = figure.role === 'write' && bet && bet !== figure ? cpu.median / medianCpu(bet) : NaN;
  console.log(
    figure.title.padEnd(WIDTH),
    String(figure.connections).padStart(5),
    String(answered).padStart(7),
    cpu.median.toFixed(0).padStart(10),
    `${cpu.min.toFixed(0)}–${cpu.max.toFixed(0)}`.padStart(13),
    (figure.role === 'bare' ? '—' : postgres.median.toFixed(0)).padStart(9),
    (floor ? floor.micros.toFixed(0) : '—').padStart(9),
    (floor ? `${ratio(floor.micros, cpu.median)} ${floor.label}` : '—').padStart(11),
    (Number.isFinite(timesBet) ? timesBet.toFixed(2) : '').padStart(6),
    rate.median.toFixed(0).padStart(7),
    (Number.isFinite(p99.median) ? p99.median.toFixed(0) : '—').padStart(7),
  );
}

/**
 * The floor a figure is held to: the bare request beside a read; the bare request and a TPC-B transaction
 * beside a write.
 * @param {Block} block
 * @param {Figure} figure
 * @returns {{ micros: number, label: string } | undefined}
 */
function floorOf(block, figure) {
  if (figure.role === 'bare' || figure.role === 'database') return undefined;
  const bare =
    block.figures.find((entry) => entry.role === 'bare' && entry.connections === figure.connections) ??
    block.figures.find((entry) => entry.role === 'bare');
  const database = block.figures.find((entry) => entry.role === 'database');
  if (!bare) return undefined;
  if (figure.role === 'read') return { micros: medianCpu(bare), label: 'bare' };
  if (!database) return undefined;
  return { micros: medianCpu(bare) + medianCpu(database), label: 'floor' };
}

/** @param {Block[]} blocks */
function printSideBySide(blocks) {
  console.log('\nfloor ÷ CPU per operation (medians), configurations side by side');
  console.log('figure'.padEnd(WIDTH), ...blocks.map((block) => block.name.padStart(14)));
  const first = blocks[0];
  for (const figure of first?.figures.filter((entry) => entry.role === 'read' || entry.role === 'write') ?? []) {
    const cells = blocks.map((block) => {
      const same = block.figures.find((entry) => entry.title === figure.title);
      const floor = same && floorOf(block, same);
      if (!same || !floor) return '—'.padStart(14);
      return ratio(floor.micros, medianCpu(same)).padStart(14);
    });
    console.log(figure.title.padEnd(WIDTH), ...cells);
  }
}

/** @param {Figure} figure */
function medianCpu(figure) {
  return spread(figure.samples.map((sample) => sample.cpu?.total ?? NaN)).median;
}

/** @param {number} value @param {number} reference */
function ratio(value, reference) {
  if (!(reference > 0) || !Number.isFinite(value)) return '—';
  const share = value / reference;
  return share.toFixed(share >= 0.1 ? 2 : 3);
}
