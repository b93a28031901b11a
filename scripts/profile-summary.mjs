// `node scripts/profile-summary.mjs [--top N] [--window FROM-TO] <file.cpuprofile>`: where a V8 CPU
// profile's time went, as the profile a benchmark's server wrote (BENCH_SERVER_NODE_ARGS="--cpu-prof
// --cpu-prof-dir=/tmp/prof"). --window keeps the samples between two readings of the monotonic clock in
// microseconds (bench:api prints each run's when the server is profiled), leaving start-up and exit out.
// Prints the functions with the most self time, then with the most total time (self and what they
// called, each function counted once per stack), and the share of time by package (drizzle-orm, pg,
// zod, fastify, our code, node's own), each as a share of the profile's non-idle time.
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const topAt = args.indexOf('--top');
const top = topAt >= 0 ? Number(args.splice(topAt, 2)[1]) : 25;
const windowAt = args.indexOf('--window');
const [from = NaN, to = NaN] =
  windowAt >= 0 ? (args.splice(windowAt, 2)[1] ?? '').split('-').map(Number) : [-Infinity, Infinity];
const [file] = args;
if (!file || !(top > 0) || Number.isNaN(from) || Number.isNaN(to)) {
  console.error('usage: node scripts/profile-summary.mjs [--top N] [--window FROM-TO] <file.cpuprofile>');
  process.exit(2);
}

/** @typedef {{ id: number, callFrame: { functionName: string, url: string, lineNumber: number }, children?: number[] }} ProfileNode */
/** @type {{ nodes: ProfileNode[], startTime: number, samples: number[], timeDeltas: number[] }} */
const profile = JSON.parse(readFileSync(file, 'utf8'));

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
/** @type {Map<number, number>} */
const parentOf = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

/** Microseconds of samples per node (a sample's time is the delta to the next one). */
/** @type {Map<number, number>} */
const selfTime = new Map();
// Sample times are V8's monotonic clock in microseconds, the clock process.hrtime reads.
let at = profile.startTime;
profile.samples.forEach((id, index) => {
  at += profile.timeDeltas[index] ?? 0;
  if (at < from || at > to) return;
  const delta = profile.timeDeltas[index + 1] ?? 0;
  selfTime.set(id, (selfTime.get(id) ?? 0) + delta);
});

const IDLE = new Set(['(idle)', '(program)', '(garbage collector)']);
/** @param {ProfileNode} node */
const nameOf = (node) => {
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url
    ? `${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(apps|packages)\//, '$1/')}:${lineNumber + 1}`
    : '';
  return `${functionName || '(anonymous)'} ${where}`.trim();
};
/** @param {ProfileNode} node */
const packageOf = (node) => {
  const { url, functionName } = node.callFrame;
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const module = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (module?.[1]) return module[1];
  if (url.startsWith('node:')) return 'node';
  if (/\/apps\/server\//.test(url)) return 'apps/server';
  if (/\/packages\//.test(url)) return 'packages';
  return url;
};

let busy = 0;
/** @type {Map<string, number>} */ const self = new Map();
/** @type {Map<string, number>} */ const total = new Map();
/** @type {Map<string, number>} */ const packages = new Map();
for (const [id, time] of selfTime) {
  const node = /** @type {ProfileNode} */ (byId.get(id));
  const name = nameOf(node);
  const where = packageOf(node);
  if (node.callFrame.functionName === '(idle)') continue;
  busy += time;
  self.set(name, (self.get(name) ?? 0) + time);
  packages.set(where, (packages.get(where) ?? 0) + time);
  // Every function on the stack once, however often it recurs.
  const seen = new Set();
  for (let at = /** @type {number | undefined} */ (id); at !== undefined; at = parentOf.get(at)) {
    const caller = nameOf(/** @type {ProfileNode} */ (byId.get(at)));
    if (seen.has(caller) || IDLE.has(caller) || caller === '(root)') continue;
    seen.add(caller);
    total.set(caller, (total.get(caller) ?? 0) + time);
  }
}

/** @param {string} title @param {Map<string, number>} times */
function print(title, times) {
  console.log(`\n${title}`);
  for (const [name, time] of [...times].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(
      `${((time / busy) * 100).toFixed(1).padStart(6)} %  ${(time / 1000).toFixed(0).padStart(7)} ms  ${name}`,
    );
  }
}

console.log(`${file}: ${(busy / 1000).toFixed(0)} ms busy${windowAt >= 0 ? ' in the window' : ''}`);
print('by package (self time)', packages);
print('self time', self);
print('total time', total);
