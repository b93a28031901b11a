// @vitest-environment node
/**
 * One word per concept (ko-glossary.ts): no i18n file and no member-facing message of the contracts
 * may use a variant the glossary replaced. Comments are left out (they may name the old words).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { forbiddenVariants, glossary } from './ko-glossary';

const here = import.meta.dirname;
const contractsApi = path.resolve(here, '../../../../packages/contracts/src/api');

const sources = (folder: string, skip: RegExp) =>
  readdirSync(folder)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !skip.test(name))
    .map((name) => path.join(folder, name));

const files = [...sources(here, /^ko-glossary\.ts$/), ...sources(contractsApi, /^$/)];

/** The file's lines without comments: block comments blanked (keeping line numbers), line comments cut. */
function codeLines(text: string): string[] {
  const blanked = text.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  return blanked.split('\n').map((line) => line.replace(/(^|[^:'"`])\/\/.*$/, '$1'));
}

/** Every use of a forbidden variant, as 'file:line: variant → word to use'. */
function offences(file: string, text: string): string[] {
  return codeLines(text).flatMap((line, index) =>
    forbiddenVariants.flatMap(({ variant, use }) => {
      const found = variant.exec(line);
      return found ? [`${path.basename(file)}:${index + 1}: ${found[0]} → ${use}`] : [];
    }),
  );
}

describe('the glossary', () => {
  it('finds no replaced variant in any i18n file or contracts message', () => {
    expect(files.length).toBeGreaterThan(20);
    expect(files.flatMap((file) => offences(file, readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('catches a variant that comes back, and leaves the bank’s own words alone', () => {
    const sample = [
      "title: '입금신청',",
      "label: '출금',",
      "expected: '예상 적중금액',",
      "balance: '보유금액이 부족합니다.',",
      "history: '배팅내역',",
      "console: '매니저 페이지',",
      "fee: '출금 수수료',",
      "ok: '출금 계좌와 출금 비밀번호, 입출금 설정, 입금자명',",
      '// a comment may say 입금신청',
    ].join('\n');
    expect(offences('sample.ts', sample)).toEqual([
      'sample.ts:1: 입금신청 → 충전 신청',
      "sample.ts:2: '출금' → 환전",
      'sample.ts:2: 출금 → 환전',
      'sample.ts:3: 적중금액 → 당첨금',
      'sample.ts:4: 보유금 → 보유머니',
      'sample.ts:5: 배팅 → 베팅',
      'sample.ts:6: 매니저 페이지 → 파트너 콘솔',
      'sample.ts:7: 출금 → 환전',
    ]);
  });

  it('uses no replaced variant itself', () => {
    const words = Object.values(glossary).join('\n');
    expect(offences('ko-glossary.ts', words)).toEqual([]);
  });
});
