// @vitest-environment node
/**
 * Every Korean string a person reads lives in i18n/ko-*.ts (DESIGN.md, docs/decisions/059): no
 * source file of the web app outside i18n/ holds Hangul in its code (strings, templates, JSX text,
 * regular expressions, CSS values). Comments may (they quote the spec's words); tests and their
 * data files may (they are what a member would see).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '..');
const HANGUL = /[\uAC00-\uD7A3]/;

/** i18n itself, and the tests' helpers (src/test, a feature's test/), are not interface code. */
const skipsFolder = (folder: string, name: string) => name === 'test' || (folder === src && name === 'i18n');
/** a test (x.test.tsx) or a test's data (test-fixtures.ts, virtual-test-events.ts) */
const isTestFile = (name: string) => /(^|[.-])test([.-])/.test(name);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return skipsFolder(folder, entry.name) ? [] : sourceFiles(full);
    return /\.(tsx?|css)$/.test(entry.name) && !isTestFile(entry.name) ? [full] : [];
  });
}

/** The code's Hangul in a TypeScript file: every literal, template piece and JSX text, with its line. */
function tsOffences(file: string, text: string): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateLiteralToken(node) ||
        ts.isRegularExpressionLiteral(node) ||
        ts.isJsxText(node) ||
        ts.isIdentifier(node)) &&
      HANGUL.test(node.getText(source))
    ) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push(`${path.relative(src, file)}:${line + 1}: ${node.getText(source).trim().slice(0, 60)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A stylesheet's Hangul outside its comments (a `content:` value), with its line. */
function cssOffences(file: string, text: string): string[] {
  const blanked = text.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  return blanked
    .split('\n')
    .flatMap((line, index) =>
      HANGUL.test(line) ? [`${path.relative(src, file)}:${index + 1}: ${line.trim().slice(0, 60)}`] : [],
    );
}

function hangulOutsideI18n(file: string, text: string): string[] {
  return file.endsWith('.css') ? cssOffences(file, text) : tsOffences(file, text);
}

describe('strings in i18n', () => {
  it('finds no Korean text in the web app’s code outside i18n/ (move it to the right ko-*.ts)', () => {
    const offences = sourceFiles(src).flatMap((file) => hangulOutsideI18n(file, readFileSync(file, 'utf8')));
    expect(offences).toEqual([]);
  });

  it('names the file and line of a Korean string, and leaves comments alone', () => {
    const code = [
      '// 확인: a comment may quote the spec',
      '/** 취소 too */',
      'const a = 1;',
      "export const label = '전체';",
      'export const Tag = () => <b>{/* 중계 */}안녕</b>;',
    ].join('\n');
    expect(hangulOutsideI18n(path.join(src, 'features/x/y.tsx'), code)).toEqual([
      "features/x/y.tsx:4: '전체'",
      'features/x/y.tsx:5: 안녕',
    ]);
  });
});
