// `npm run dev`: the API server (restarting on change) and Vite's dev server, which proxies /api.
import { spawn } from 'node:child_process';

import { ensureDependencies } from './ensure-deps.mjs';
import { repoRoot, serverMain } from './lib/paths.mjs';
import { npmCommand } from './lib/run.mjs';

await ensureDependencies();

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', serverMain], { cwd: repoRoot, stdio: 'inherit' }),
  spawn(npmCommand, ['run', 'dev', '-w', '@site/web'], { cwd: repoRoot, stdio: 'inherit' }),
];
const stopAll = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
for (const child of children) child.on('exit', stopAll);
