/**
 * The words no nickname may imitate (docs/decisions/048), kept by the operator in the console, and
 * the existing members whose nickname already does (they keep it; the console flags them).
 */
import { z } from 'zod';
import { textSchema } from './fields';

export const reservedNameErrors = {
  emptyWord: '금지어를 입력해주세요.',
  wordTooLong: '금지어는 30자 이하로 입력해주세요.',
  // A word whose skeleton is empty ('...') would match nothing; one of one letter would match far too much.
  wordTooShort: '금지어는 글자나 숫자를 2자 이상 포함해야 합니다.',
  hiddenCharacters: '금지어에 보이지 않는 문자나 글자 방향을 바꾸는 문자는 쓸 수 없습니다.',
  wordNotFound: '금지어를 찾을 수 없습니다.',
} as const;

export const reservedNameInputSchema = z.object({
  word: textSchema.trim().min(1, reservedNameErrors.emptyWord).max(30, reservedNameErrors.wordTooLong),
});
export type ReservedNameInput = z.input<typeof reservedNameInputSchema>;

export const reservedNameSchema = z.object({ id: z.number().int(), word: z.string(), createdAt: z.string() });
export type ReservedName = z.infer<typeof reservedNameSchema>;
export const reservedNameListSchema = z.array(reservedNameSchema);

/** An existing account whose nickname imitates a reserved word, and the first word it imitates. */
export const reservedNameCollisionSchema = z.object({
  userId: z.string(),
  nickName: z.string(),
  /** 1 member, 2 partner */
  type: z.number().int(),
  word: z.string(),
});
export type ReservedNameCollision = z.infer<typeof reservedNameCollisionSchema>;
export const reservedNameCollisionListSchema = z.array(reservedNameCollisionSchema);
