// CPU time of a process tree, read from /proc: what a figure costs, whatever the machine's neighbours do.
// Throughput on a shared machine says more about the neighbours than about the code; the CPU a server and
// its PostgreSQL spend per operation does not (issue 30). Linux only.
import { readFileSync, readdirSync } from 'node:fs';

/** /proc's clock ticks a second (CLK_TCK): 100 on every Linux this runs on. */
const TICKS_PER_SECOND = 100;

/**
 * @typedef {{ total: number, postgres: number }} Cpu CPU seconds (user + system): the whole tree, and its
 *   PostgreSQL processes alone
 * @typedef {{ pid: number, ppid: number, comm: string, ticks: number }} ProcessTicks
 */

/** Every process's parent, name and CPU ticks (its own and its reaped children's). */
function allProcesses() {
  /** @type {ProcessTicks[]} */
  const processes = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // it ended between the listing and the read
    }
    // The name may hold spaces and parentheses: the fields after it start past the last ')'.
    const close = stat.lastIndexOf(')');
    const comm = stat.slice(stat.indexOf('(') + 1, close);
    const fields = stat.slice(close + 2).split(' ');
    // Fields from 3 (state): ppid is 4th, utime 14th, stime 15th, cutime 16th, cstime 17th (proc(5)).
    const number = (/** @type {number} */ field) => Number(fields[field - 3]);
    // A child's time joins its parent's cutime/cstime when reaped, so a backend that ends mid-run still counts.
    processes.push({
      pid: Number(entry),
      ppid: number(4),
      comm,
      ticks: number(14) + number(15) + number(16) + number(17),
    });
  }
  return processes;
}

/**
 * The processes under `roots` (the roots included).
 * @param {ProcessTicks[]} processes
 * @param {number[]} roots
 */
function treeOf(processes, roots) {
  const members = new Set(roots);
  // Parents are listed before most children, but not always (pid reuse): repeat until nothing joins.
  for (let grew = true; grew;) {
    grew = false;
    for (const process of processes) {
      if (!members.has(process.pid) && members.has(process.ppid)) {
        members.add(process.pid);
        grew = true;
      }
    }
  }
  return processes.filter((process) => members.has(process.pid));
}

/**
 * CPU seconds spent so far by the trees under `roots`.
 * @param {number[]} roots
 * @returns {Cpu}
 */
export function treeCpu(roots) {
  let total = 0;
  let postgres = 0;
  for (const process of treeOf(allProcesses(), roots)) {
    total += process.ticks;
    if (process.comm === 'postgres') postgres += process.ticks;
  }
  return { total: total / TICKS_PER_SECOND, postgres: postgres / TICKS_PER_SECOND };
}

/**
 * The PostgreSQL server (postmaster) under `root`: its pid and its command line's -p and -D.
 * @param {number} root
 * @returns {{ pid: number, port: number, dataDir: string } | undefined}
 */
export function embeddedPostgresOf(root) {
  const processes = treeOf(allProcesses(), [root]);
  const byPid = new Map(processes.map((process) => [process.pid, process]));
  const postmaster = processes.find(
    (process) => process.comm === 'postgres' && byPid.get(process.ppid)?.comm !== 'postgres',
  );
  if (!postmaster) return undefined;
  const args = readFileSync(`/proc/${postmaster.pid}/cmdline`, 'utf8').split('\0');
  const option = (/** @type {string} */ flag) => args[args.indexOf(flag) + 1] ?? '';
  return { pid: postmaster.pid, port: Number(option('-p')), dataDir: option('-D') };
}

/**
 * What the trees spend a second with nothing asked of them (the feed and the engines keep running).
 * @param {number[]} roots
 * @param {number} seconds
 * @returns {Promise<Cpu>} CPU seconds a second
 */
export async function idleRate(roots, seconds) {
  const { cpu, elapsed } = await cpuDuring(roots, () => new Promise((resolve) => setTimeout(resolve, seconds * 1000)));
  return { total: cpu.total / elapsed, postgres: cpu.postgres / elapsed };
}

/**
 * The CPU the trees spend while `work` runs, and how long it ran.
 * @template T
 * @param {number[]} roots
 * @param {() => Promise<T>} work
 * @returns {Promise<{ cpu: Cpu, elapsed: number, result: T }>}
 */
export async function cpuDuring(roots, work) {
  const before = treeCpu(roots);
  const started = performance.now();
  const result = await work();
  const elapsed = (performance.now() - started) / 1000;
  const after = treeCpu(roots);
  return { cpu: { total: after.total - before.total, postgres: after.postgres - before.postgres }, elapsed, result };
}

/**
 * CPU microseconds an operation: what the run spent beyond the idle rate, over the operations answered.
 * @param {{ cpu: Cpu, elapsed: number }} run
 * @param {Cpu} idle CPU seconds a second
 * @param {number} operations
 * @returns {Cpu} microseconds an operation (NaN when none was answered)
 */
export function perOperation({ cpu, elapsed }, idle, operations) {
  const micros = (/** @type {number} */ spent, /** @type {number} */ rate) =>
    operations > 0 ? (Math.max(0, spent - rate * elapsed) / operations) * 1e6 : NaN;
  return { total: micros(cpu.total, idle.total), postgres: micros(cpu.postgres, idle.postgres) };
}
