import type { Rolldown } from 'vite';

/** Every export of a module is asked for (a namespace import, code we cannot read). */
const ALL = 'all';
type Wanted = Set<string> | typeof ALL;

interface Name {
  name?: string;
  value?: string;
}
interface Specifier {
  type: string;
  imported?: Name;
  local?: Name;
  exported?: Name;
}
interface Statement {
  type: string;
  source?: { value: string } | null;
  specifiers?: Specifier[];
  exported?: Name | null;
  declaration?: unknown;
}

const nameOf = (node: Name | undefined): string => node?.name ?? node?.value ?? 'default';

/**
 * The modules the entries reach through static imports, following a re-export (`export … from`)
 * only when something asked the re-exporting module for that name. A module's own `import`
 * statements are followed whole whatever was asked of it, so the set can be larger than what the
 * bundler keeps, never smaller: a module missed would only cost an extra request, a module too many
 * costs every visitor its bytes. Modules without import or export statements (CommonJS) and imports
 * the statements do not explain are followed whole.
 */
export async function usedStaticGraph(ctx: Rolldown.PluginContext, entries: string[]): Promise<Set<string>> {
  const wanted = new Map<string, Wanted>();
  const pending: string[] = [];
  const ask = (id: string, names: Wanted) => {
    const had = wanted.get(id);
    if (had === ALL) return;
    if (names === ALL) {
      wanted.set(id, ALL);
    } else if (!had) {
      wanted.set(id, new Set(names));
    } else {
      const before = had.size;
      for (const name of names) had.add(name);
      // Asked again for nothing new: its own imports were followed on the first visit.
      if (had.size === before) return;
    }
    pending.push(id);
  };
  for (const entry of entries) ask(entry, ALL);

  while (pending.length > 0) {
    const id = pending.pop();
    if (id === undefined) break;
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    const body = readBody(ctx, info.code);
    const names = wanted.get(id) ?? ALL;
    const barrel = isBarrel(body);
    const explained = new Set<string>();
    for (const statement of body) {
      const source = statement.source?.value;
      if (source === undefined) continue;
      const resolved = await ctx.resolve(source, id);
      if (!resolved || resolved.external) continue;
      explained.add(resolved.id);
      const asked = barrel ? askedOfBarrel(statement, body, names) : askedOf(statement, names);
      if (asked) ask(resolved.id, asked);
    }
    for (const imported of info.importedIds) if (!explained.has(imported)) ask(imported, ALL);
  }
  return new Set(wanted.keys());
}

function readBody(ctx: Rolldown.PluginContext, code: string | null): Statement[] {
  if (!code) return [];
  try {
    return (ctx.parse(code) as unknown as { body: Statement[] }).body;
  } catch {
    return [];
  }
}

/**
 * A module made only of imports and exports of names (a package's index): what it imports is
 * needed only for the exports asked of it, so `import { a } from './a'; export { a }` is a
 * re-export too.
 */
const isBarrel = (body: Statement[]): boolean =>
  body.length > 0 &&
  body.every(
    (statement) =>
      statement.type === 'ImportDeclaration' ||
      statement.type === 'ExportAllDeclaration' ||
      (statement.type === 'ExportNamedDeclaration' && !statement.declaration),
  );

/** In a barrel, an import is asked only for the bindings that an asked export passes on. */
function askedOfBarrel(statement: Statement, body: Statement[], askedOfThis: Wanted): Wanted | undefined {
  if (statement.type !== 'ImportDeclaration') return askedOf(statement, askedOfThis);
  const specifiers = statement.specifiers ?? [];
  // A bare `import './x'` runs x for its effects.
  if (specifiers.length === 0) return new Set();
  const passedOn = new Set(
    body
      .filter((s) => s.type === 'ExportNamedDeclaration' && !s.source)
      .flatMap((s) => s.specifiers ?? [])
      .filter((s) => askedOfThis === ALL || askedOfThis.has(nameOf(s.exported)))
      .map((s) => nameOf(s.local)),
  );
  const used = specifiers.filter((s) => s.local && passedOn.has(nameOf(s.local)));
  return used.length > 0 ? askedOf({ ...statement, specifiers: used }, ALL) : undefined;
}

/** What a statement asks of the module it names, given what was asked of the module it is in. */
function askedOf(statement: Statement, askedOfThis: Wanted): Wanted | undefined {
  const specifiers = statement.specifiers ?? [];
  if (statement.type === 'ImportDeclaration') {
    if (specifiers.some((s) => s.type === 'ImportNamespaceSpecifier')) return ALL;
    return new Set(
      specifiers.map((s) => (s.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(s.imported ?? s.local))),
    );
  }
  if (statement.type === 'ExportAllDeclaration') {
    // `export * as ns from` hands over the whole module under one name; `export * from` passes names on.
    if (statement.exported) return askedOfThis === ALL || askedOfThis.has(nameOf(statement.exported)) ? ALL : undefined;
    return askedOfThis;
  }
  const passed = specifiers.filter((s) => askedOfThis === ALL || askedOfThis.has(nameOf(s.exported)));
  return passed.length > 0 ? new Set(passed.map((s) => nameOf(s.local))) : undefined;
}
