// @vitest-environment node
/**
 * One form tool (docs/decisions/027, 058): a component that submits what was typed keeps it in
 * useSiteForm, not in useState. This scan fails when a file that renders a form (a `<form>`, a
 * `component="form"` or an onSubmit) also copies a text field's value into a useState setter. Search
 * boxes and list filters that only change the address are not forms in this sense (027) and are
 * named below with their reason; a new one is added there on purpose, not by accident.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** Setters that hold a filter, a search or a choice of what to show, not a form's field; by file. */
const notForms: Record<string, Record<string, string>> = {
  'app/layouts/search-box.tsx': { setText: 'the site search box: its words go to the address' },
  'components/console/search-form.tsx': { setDraft: 'a console list’s text search: applied to the address' },
  'features/bet-history/admin/bets-section.tsx': { setDraftUserId: 'the list filter: applied to the address' },
  'features/bet-history/admin/resettle-dialog.tsx': {
    setCorrections: 'choices shown beside the reason dialog’s own form (useSiteForm); nothing typed to check',
  },
  'features/board/pages/board-list-page.tsx': {
    setText: 'the board search: applied to the address',
    setBy: 'what the board search looks in',
  },
  'features/cashier/admin/cashier-queue.tsx': { setTypedUserId: 'the queue filter by member' },
  'features/members/admin/members-section.tsx': { setSearch: 'the member search' },
  'features/rolling/admin/member-rates-panel.tsx': { setTyped: 'which member’s rates to show' },
  'features/site-rules/admin/rules-section.tsx': { setCategory: 'which category to edit' },
};

const sourceFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const at = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(at);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [at] : [];
  });

const rendersForm = (text: string) => /<form\b|component="form"|\bonSubmit=\{/.test(text);

/**
 * The useState setters (or the component's own helpers that call one, `set(key, value)`) a text
 * field's onChange feeds with what was typed.
 */
export function typedIntoState(text: string): string[] {
  const setters = new Set([...text.matchAll(/const \[\w+, (set\w+)\] = useState\b/g)].map((match) => match[1]));
  for (const [, helper, called] of text.matchAll(/const (\w+) = (?:<[^>]*>)?\([^)]*\)\s*=>\s*(\w+)\(/g))
    if (helper && called && setters.has(called)) setters.add(helper);
  const fed = [
    ...text.matchAll(/onChange=\{\s*\(?(\w+)(?::[^)]*)?\)?\s*=>\s*(\w+)\(([\s\S]{0,240}?)\b\1\.target\.value\b/g),
  ]
    .map((match) => match[2] ?? '')
    .filter((setter) => setters.has(setter));
  return [...new Set(fed)];
}

/** 'file: setter' for each field typed into useState in a file that renders a form, filters aside. */
export function formsOutsideTheTool(files: readonly { file: string; text: string }[]): string[] {
  return files.flatMap(({ file, text }) =>
    rendersForm(text)
      ? typedIntoState(text)
          .filter((setter) => notForms[file]?.[setter] === undefined)
          .map((setter) => `${file}: ${setter}`)
      : [],
  );
}

describe('one form tool', () => {
  const files = sourceFiles(root).map((at) => ({
    file: path.relative(root, at).split(path.sep).join('/'),
    text: readFileSync(at, 'utf8'),
  }));

  it('finds no form that keeps what was typed in useState', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(formsOutsideTheTool(files)).toEqual([]);
  });

  it('names only filters that still exist', () => {
    const stale = Object.entries(notForms).flatMap(([file, setters]) => {
      const text = files.find((each) => each.file === file)?.text ?? '';
      return Object.keys(setters)
        .filter((setter) => !typedIntoState(text).includes(setter))
        .map((setter) => `${file}: ${setter}`);
    });
    expect(stale).toEqual([]);
  });

  it('catches a hand-kept field, on one line or over several', () => {
    const sample = [
      "const [title, setTitle] = useState('');",
      "const [draft, setDraft] = useState({ a: '' });",
      'const [open, setOpen] = useState(false);',
      '<Box component="form" onSubmit={submit}>',
      '<TextField value={title} onChange={(e) => setTitle(e.target.value)} />',
      '<TextField onChange={(event) =>',
      '  setDraft((before) => ({ ...before, a: event.target.value }))',
      '} />',
      '<Switch onChange={(_event, on) => setOpen(on)} />',
    ].join('\n');
    expect(formsOutsideTheTool([{ file: 'sample.tsx', text: sample }])).toEqual([
      'sample.tsx: setTitle',
      'sample.tsx: setDraft',
    ]);
    expect(
      formsOutsideTheTool([{ file: 'sample.tsx', text: sample.replace(/onSubmit=\{submit\}|component="form"/g, '') }]),
    ).toEqual([]);
  });
});
