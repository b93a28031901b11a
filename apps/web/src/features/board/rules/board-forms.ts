/**
 * The board's forms as rules (docs/decisions/027): a member's post and comment, and the console's
 * notice and settings, each checked by the contract's schema the server validates with.
 */
import type { BoardBet } from '@site/contracts/api/board';
import {
  boardCommentInputSchema,
  boardNoticeInputSchema,
  boardPostInputSchema,
  boardSettingsSchema,
} from '@site/contracts/api/board';

import { koBoardAdmin } from '../../../i18n/ko-board';
import { formRules } from '../../../lib/form/form-rules';
import { parseWholeNumber } from '../../../lib/form/typed-numbers';

export interface PostDraft extends Record<string, unknown> {
  title: string;
  /** the editor's HTML */
  body: string;
  bet: BoardBet | null;
}

export const postRules = formRules({
  schema: boardPostInputSchema,
  toInput: (draft: PostDraft) => ({ title: draft.title, body: draft.body, betId: draft.bet?.id ?? null }),
  fallback: {},
});

export const commentRules = formRules({ schema: boardCommentInputSchema, fallback: {} });

/** The notice is plain text: each line becomes a paragraph, which the server keeps. */
export const noticeHtml = (text: string) =>
  text
    .split('\n')
    .map((line) => `<p>${line.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>`)
    .join('');

export const noticeRules = formRules({
  schema: boardNoticeInputSchema,
  toInput: (draft: { title: string; body: string }) => ({ title: draft.title, body: noticeHtml(draft.body) }),
  fallback: {},
});

/** "3, 5" → [3, 5]; undefined when a part is not a level. */
export function parseLevels(text: string): number[] | undefined {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const levels = parts.map(Number);
  return levels.every((level) => Number.isInteger(level) && level >= 1 && level <= 99) ? levels : undefined;
}

export interface BoardSettingsDraft extends Record<string, unknown> {
  excludedLevels: string;
  postIntervalSeconds: string;
  commentIntervalSeconds: string;
}

const secondsOf = (text: string) => parseWholeNumber(text) ?? Number.NaN;

export const boardSettingsRules = formRules({
  schema: boardSettingsSchema,
  toInput: (draft: BoardSettingsDraft) => ({
    // Not a list when a part is not a level: the schema refuses the field itself, which shows why.
    excludedLevels: parseLevels(draft.excludedLevels) ?? draft.excludedLevels,
    postIntervalSeconds: secondsOf(draft.postIntervalSeconds),
    commentIntervalSeconds: secondsOf(draft.commentIntervalSeconds),
  }),
  fallback: { excludedLevels: koBoardAdmin.badLevels },
});
