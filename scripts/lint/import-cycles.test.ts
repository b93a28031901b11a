/**
 * The lint run's cycle check (import-cycles.mjs) finds what import-x/no-cycle found: a module that
 * reaches itself through imports that run at load, and nothing through type-only or dynamic imports.
 */
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findCycles, importGraph, runtimeImports, sourceFiles } from './import-cycles.mjs';

let folder: string | undefined;
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

/** The cycles among `files` (name -> source) written to a fresh folder, by file name. */
function cyclesAmong(files: Record<string, string>): string[][] {
  folder = realpathSync(mkdtempSync(path.join(tmpdir(), 'import-cycles-')));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    writeFileSync(path.join(folder, name), text);
  }
  const root = folder;
  return findCycles(importGraph(sourceFiles(root))).map((cycle) => cycle.map((file) => path.relative(root, file)));
}

describe('the import cycle check', () => {
  it('finds two modules that import each other, directly or through others', () => {
    expect(
      cyclesAmong({
        'a.ts': "import { b } from './b';\nexport const a = () => b;\n",
        'b.ts': "import { c } from './lib/c';\nexport const b = c;\n",
        'lib/c.ts': "export { a as c } from '../a';\n",
        'd.ts': "import { a } from './a';\nexport const d = a;\n",
      }),
    ).toEqual([['a.ts', 'b.ts', 'lib/c.ts']]);
  });

  it('finds a cycle through a side-effect import and a re-export of everything', () => {
    expect(
      cyclesAmong({
        'a.tsx': "import './b.mjs';\nexport const a = 1;\n",
        'b.mjs': "export * from './a';\n",
      }),
    ).toEqual([['a.tsx', 'b.mjs']]);
  });

  it('does not count type-only imports, dynamic imports or other packages', () => {
    expect(
      cyclesAmong({
        'a.ts': "import type { B } from './b';\nimport { type C } from './c';\nexport type A = B | C;\n",
        'b.ts': "import { a } from './a';\nexport type B = typeof a;\nexport const a = 1;\n",
        'c.ts': "import { type A } from './a';\nexport type { A } from './a';\nexport type C = A;\n",
        'routes.ts': "export const page = () => import('./page');\n",
        'page.ts': "import { page } from './routes';\nexport default page;\n",
        'd.ts': "import { z } from 'zod';\nexport const d = z;\n",
      }),
    ).toEqual([]);
  });

  it('counts an import that mixes a value with types', () => {
    expect(runtimeImports('x.ts', "import { type A, b } from './a';\nimport type { C } from './c';\n")).toEqual([
      './a',
    ]);
  });

  it('finds a module that imports itself', () => {
    expect(findCycles(new Map([['a', ['a']]]))).toEqual([['a']]);
  });
});
