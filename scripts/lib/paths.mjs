import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const webDist = path.join(repoRoot, 'apps', 'web', 'dist');
export const serverMain = path.join(repoRoot, 'apps', 'server', 'src', 'main.ts');
