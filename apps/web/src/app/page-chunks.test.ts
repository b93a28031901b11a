// @vitest-environment node
/**
 * What the four pages of issue 11 load, read from a real production build (in memory, nothing
 * written): zod's 25 KB stay out of them (docs/decisions/020). The contracts' constants a page needs
 * live in zod-free modules (api/*-codes.ts); importing a value from a schema module instead brings
 * the whole of zod, and this test fails.
 */
import path from 'node:path';

import { build, type Rolldown } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';

type Chunk = Rolldown.OutputChunk;

const webRoot = path.resolve(import.meta.dirname, '../..');

/** Each page and its page module (routes.ts). */
const pages = {
  '/': 'src/app/pages/home-page.tsx',
  '/korea/cross': 'src/features/sports/pages/korea-book-page.tsx',
  '/inplay': 'src/features/sports/pages/inplay-page.tsx',
  '/minigame/eos/powerball1': 'src/features/minigames/pages/minigame-game-page.tsx',
};

/**
 * Code a page fetches only on a member's action, which may use the schemas: the login and sign-up
 * forms validate with them. Other pages' modules (…/pages/…) are not followed either.
 */
const onAction = [/features\/auth\/components\/auth-dialogs\.tsx$/];

let chunks: Chunk[] = [];

beforeAll(async () => {
  const output = await build({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    logLevel: 'silent',
    build: { write: false, outDir: 'dist-page-chunks-test' },
  });
  const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  chunks = outputs.flatMap((o) => o.output.filter((file): file is Chunk => file.type === 'chunk'));
}, 120_000);

/**
 * The chunks a page loads without the member doing anything: the entry's and the page's static
 * imports, and what they import lazily (the layout's deferred pieces), but not other pages or the
 * code of onAction.
 */
function chunksOfPage(pageModule: string): Chunk[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const isPageModule = (chunk: Chunk) => /[\\/]pages[\\/]/.test(chunk.facadeModuleId ?? '');
  const isOnAction = (chunk: Chunk) => onAction.some((pattern) => pattern.test(chunk.facadeModuleId ?? ''));
  const start = chunks.filter((chunk) => chunk.isEntry || chunk.facadeModuleId?.endsWith(pageModule));
  expect(start, `the entry and ${pageModule} are chunks of the build`).toHaveLength(2);
  const seen = new Set<Chunk>();
  const visit = (chunk: Chunk | undefined, lazily: boolean) => {
    if (!chunk || seen.has(chunk)) return;
    if (lazily && (isPageModule(chunk) || isOnAction(chunk))) return;
    seen.add(chunk);
    for (const file of chunk.imports) visit(byFile.get(file), false);
    for (const file of chunk.dynamicImports) visit(byFile.get(file), true);
  };
  for (const chunk of start) visit(chunk, false);
  return [...seen];
}

const modulesFrom = (list: Chunk[], pkg: string) =>
  list.flatMap((chunk) => chunk.moduleIds.filter((id) => id.includes(`/node_modules/${pkg}/`)));

describe('the JavaScript of the budgeted pages', () => {
  it('finds zod in the build (the check below would notice it)', () => {
    expect(modulesFrom(chunks, 'zod').length).toBeGreaterThan(0);
  });

  it.each(Object.entries(pages))('%s loads no zod', (_, pageModule) => {
    const loaded = chunksOfPage(pageModule);
    const withZod = loaded.filter((chunk) => modulesFrom([chunk], 'zod').length > 0);
    // On failure: which modules of the page's chunks pulled zod in (their importers are named by
    // `npx vite build` with a visualiser, or by grepping for value imports from contracts/api/*).
    expect(withZod.map((chunk) => chunk.moduleIds.filter((id) => !id.includes('node_modules')))).toEqual([]);
  });

  it('keeps what only later pages use out of the first-load chunk', () => {
    // The stake field's InputBase reaches the entry's import graph only through a re-export that
    // the entry never uses (@mui/material/styles); build/first-load-chunk.ts must leave it to the
    // pages that render it, or every visitor downloads it first.
    const entry = chunks.find((chunk) => chunk.isEntry);
    expect(entry && modulesFrom([entry], '@mui/material/InputBase')).toEqual([]);
    expect(entry && modulesFrom([entry], '@mui/material/TextareaAutosize')).toEqual([]);
  });
});
