// Installs dependencies when node_modules is missing or older than package-lock.json, so that
// `npm start` and `npm test` work on a fresh clone with nothing but Node and npm.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { repoRoot } from './lib/paths.mjs';
import { npmCommand, run } from './lib/run.mjs';

const installedMarker = path.join(repoRoot, 'node_modules', '.package-lock.json');
const lockFile = path.join(repoRoot, 'package-lock.json');

export function dependenciesAreCurrent() {
  if (!existsSync(installedMarker)) return false;
  return statSync(installedMarker).mtimeMs >= statSync(lockFile).mtimeMs;
}

export async function ensureDependencies() {
  if (dependenciesAreCurrent()) return;
  console.log('[setup] installing dependencies…');
  // `npm install` with the checked-in lock rather than `npm ci`: the registry this project installs
  // from lacks some other-platform optional binaries (e.g. @unrs/resolver-binding-darwin-*), which
  // `npm install` skips as it should while `npm ci` refuses the lock as out of sync.
  await run(npmCommand, ['install', '--no-audit', '--no-fund']);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await ensureDependencies();
}
