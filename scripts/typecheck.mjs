// Type-checks every package with TypeScript 7 (the native compiler). Each project is checked on its
// own, so the e2e suite may import the web app's route table without project-reference builds.
import path from 'node:path';

import { repoRoot } from './lib/paths.mjs';
import { run } from './lib/run.mjs';

const projects = ['packages/contracts', 'apps/server', 'apps/web', 'e2e', 'scripts'];
// `typescript` itself is 6.x for typescript-eslint's sake (docs/decisions/001); 7 is installed as typescript7.
const tsc = path.join(repoRoot, 'node_modules', 'typescript7', 'bin', 'tsc');

const results = await Promise.allSettled(projects.map((project) => run(process.execPath, [tsc, '-p', project])));
const failed = projects.filter((_, i) => results[i]?.status === 'rejected');
if (failed.length > 0) {
  console.error(`Type errors in: ${failed.join(', ')}`);
  process.exit(1);
}
