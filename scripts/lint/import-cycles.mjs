// @ts-check
/**
 * `npm run lint`'s cycle check: no module may reach itself through the imports that run when it loads.
 * It checks what import-x/no-cycle checked with the same options (type-only imports and dynamic
 * import() are not edges; packages outside the repository are not followed), but builds the graph
 * once and finds its strongly connected components, where the rule walked the whole graph again from
 * every import of every file: three quarters of the lint run's time (docs/decisions/055).
 */
import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const EXTENSIONS = new Set(['.ts', '.tsx', '.js', '.mjs']);
// The folders eslint.config.js ignores.
const IGNORED_FOLDERS = new Set(['node_modules', 'dist', 'data', 'test-results', 'playwright-report', 'migrations']);

/**
 * The module specifiers of `text`'s imports and re-exports that run when it loads, in order.
 * @param {string} fileName
 * @param {string} text
 * @returns {string[]}
 */
export function runtimeImports(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  /** @type {string[]} */
  const specifiers = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      const onlyTypes =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)));
      if (!onlyTypes) specifiers.push(statement.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      const clause = statement.exportClause;
      const onlyTypes =
        statement.isTypeOnly ||
        (clause !== undefined &&
          ts.isNamedExports(clause) &&
          clause.elements.length > 0 &&
          clause.elements.every((element) => element.isTypeOnly));
      if (!onlyTypes) specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers;
}

/**
 * Every cycle of the graph, each as the files in it (sorted), by Tarjan's strongly connected
 * components; a file importing itself is a cycle of one.
 * @param {Map<string, string[]>} graph file -> the files it imports at load
 * @returns {string[][]}
 */
export function findCycles(graph) {
  let nextIndex = 0;
  /** @type {Map<string, number>} */
  const index = new Map();
  /** @type {Map<string, number>} */
  const lowLink = new Map();
  /** @type {string[]} */
  const stack = [];
  const onStack = new Set();
  /** @type {string[][]} */
  const cycles = [];

  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    // Iterative, so a long chain of imports cannot overflow the call stack.
    /** @type {{ node: string, next: number }[]} */
    const work = [{ node: root, next: 0 }];
    index.set(root, nextIndex);
    lowLink.set(root, nextIndex++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = /** @type {{ node: string, next: number }} */ (work.at(-1));
      const edges = graph.get(frame.node) ?? [];
      if (frame.next < edges.length) {
        const target = /** @type {string} */ (edges[frame.next++]);
        if (!graph.has(target)) continue;
        if (!index.has(target)) {
          index.set(target, nextIndex);
          lowLink.set(target, nextIndex++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          lowLink.set(frame.node, Math.min(Number(lowLink.get(frame.node)), Number(index.get(target))));
        }
        continue;
      }
      work.pop();
      const parent = work.at(-1);
      if (parent) lowLink.set(parent.node, Math.min(Number(lowLink.get(parent.node)), Number(lowLink.get(frame.node))));
      if (lowLink.get(frame.node) !== index.get(frame.node)) continue;
      /** @type {string[]} */
      const component = [];
      let member;
      do {
        member = /** @type {string} */ (stack.pop());
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      if (component.length > 1 || edges.includes(frame.node)) cycles.push(component.sort());
    }
  }
  return cycles;
}

/**
 * The linted source files under `root`, as eslint.config.js sees them.
 * @param {string} root
 * @returns {string[]}
 */
export function sourceFiles(root) {
  /** @type {string[]} */
  const files = [];
  const visit = (/** @type {string} */ folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!IGNORED_FOLDERS.has(entry.name)) visit(full);
      } else if (EXTENSIONS.has(path.extname(entry.name)) && !entry.name.endsWith('.d.ts')) {
        files.push(full);
      }
    }
  };
  visit(root);
  return files;
}

/** @type {ts.CompilerOptions} */
const RESOLUTION = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowJs: true,
  allowImportingTsExtensions: true,
  jsx: ts.JsxEmit.ReactJSX,
};

/**
 * The import graph of `files`: each file's load-time imports that resolve to another of `files`.
 * @param {string[]} files absolute paths
 * @returns {Map<string, string[]>}
 */
export function importGraph(files) {
  const known = new Set(files);
  const cache = ts.createModuleResolutionCache(process.cwd(), (name) => name, RESOLUTION);
  /** @type {Map<string, string[]>} */
  const graph = new Map();
  for (const file of files) {
    /** @type {string[]} */
    const targets = [];
    for (const specifier of runtimeImports(file, readFileSync(file, 'utf8'))) {
      const resolved = ts.resolveModuleName(specifier, file, RESOLUTION, ts.sys, cache).resolvedModule;
      if (!resolved) continue;
      const target = realpathSync(resolved.resolvedFileName);
      if (known.has(target)) targets.push(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = realpathSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..'));
  const cycles = findCycles(importGraph(sourceFiles(root)));
  for (const cycle of cycles) {
    console.error(`Dependency cycle: ${cycle.map((file) => path.relative(root, file)).join(' ⇄ ')}`);
  }
  if (cycles.length > 0) {
    console.error(`${cycles.length} import cycle(s). Break each with a type-only import, a new module, or import().`);
    process.exit(1);
  }
}
