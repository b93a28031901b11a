/**
 * The free board (/free, issue 16): members' posts with a sanitized HTML body, an optional bet of
 * theirs shown as a card, and comments. Operators pin notices, hide and delete; their calls are at
 * the bottom.
 */
import { z } from 'zod';
import { betSchema } from './bets';
import { multilineTextSchema, textSchema } from './fields';
import { pageOf, pageQueryOf } from './lists';

export const BOARD_PAGE_SIZE = 15;
export const POST_TITLE_MAX = 100;
export const POST_BODY_MAX = 20_000;
export const COMMENT_MAX = 500;

export const boardErrors = {
  emptyTitle: '제목을 입력해주세요.',
  titleTooLong: `제목은 ${POST_TITLE_MAX}자 이하로 입력해주세요.`,
  emptyBody: '내용을 입력해주세요.',
  bodyTooLong: `내용은 ${POST_BODY_MAX.toLocaleString('ko-KR')}자 이하로 입력해주세요.`,
  emptyComment: '댓글을 입력해주세요.',
  commentTooLong: `댓글은 ${COMMENT_MAX}자 이하로 입력해주세요.`,
  postNotFound: '게시글을 찾을 수 없습니다.',
  commentNotFound: '댓글을 찾을 수 없습니다.',
  betNotFound: '첨부할 베팅을 찾을 수 없습니다. 본인의 베팅만 첨부할 수 있습니다.',
  levelExcluded: '게시글 작성이 제한된 레벨입니다.',
  postTooSoon: (seconds: number) => `게시글은 ${seconds}초에 한 번 작성할 수 있습니다. 잠시 후 다시 시도해주세요.`,
  commentTooSoon: (seconds: number) => `댓글은 ${seconds}초에 한 번 작성할 수 있습니다. 잠시 후 다시 시도해주세요.`,
} as const;

export const boardListQuerySchema = pageQueryOf(BOARD_PAGE_SIZE, 50).extend({
  /** searched in the title or the author's nickname (field) */
  q: textSchema.trim().max(50).optional(),
  field: z.enum(['title', 'author']).default('title'),
});

/** Who wrote it: the nickname and level only (never an id or a balance). */
export const boardAuthorSchema = z.object({ nickName: z.string(), level: z.number().int() });

export const boardPostRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  author: boardAuthorSchema,
  pinned: z.boolean(),
  views: z.number().int(),
  commentCount: z.number().int(),
  hasBet: z.boolean(),
  createdAt: z.string(),
});
export type BoardPostRow = z.infer<typeof boardPostRowSchema>;
export const boardPageSchema = pageOf(boardPostRowSchema);
export type BoardPage = z.infer<typeof boardPageSchema>;

/** The attached bet as the board shows it: the bet-history card's fields, never the member behind it. */
export const boardBetSchema = betSchema.omit({ cancellable: true });
export type BoardBet = z.infer<typeof boardBetSchema>;

export const boardCommentSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  author: boardAuthorSchema,
  mine: z.boolean(),
  createdAt: z.string(),
});
export type BoardComment = z.infer<typeof boardCommentSchema>;

export const boardPostSchema = boardPostRowSchema.extend({
  /** sanitized HTML */
  body: z.string(),
  bet: boardBetSchema.nullable(),
  /** the attached bet's id, for the author's edit form */
  betId: z.number().int().nullable(),
  mine: z.boolean(),
  updatedAt: z.string(),
  comments: z.array(boardCommentSchema),
});
export type BoardPost = z.infer<typeof boardPostSchema>;

export const boardPostInputSchema = z.object({
  title: textSchema.trim().min(1, boardErrors.emptyTitle).max(POST_TITLE_MAX, boardErrors.titleTooLong),
  // The raw HTML may carry markup the sanitizer drops; the stored body is checked again after it.
  body: multilineTextSchema.min(1, boardErrors.emptyBody).max(POST_BODY_MAX * 2, boardErrors.bodyTooLong),
  betId: z.number().int().positive().nullable().default(null),
});
export type BoardPostInput = z.input<typeof boardPostInputSchema>;

export const boardCommentInputSchema = z.object({
  body: multilineTextSchema.trim().min(1, boardErrors.emptyComment).max(COMMENT_MAX, boardErrors.commentTooLong),
});

export const boardCommentParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  commentId: z.coerce.number().int().positive().max(2_147_483_647),
});

/** The member's bets the write page offers to attach (newest first). */
export const attachableBetListSchema = z.object({ bets: z.array(boardBetSchema) });

/* ---- operators ---- */

export const boardSettingsSchema = z.object({
  /** levels that may read but not write posts or comments */
  excludedLevels: z.array(z.number().int().min(1).max(99)).max(99),
  postIntervalSeconds: z.number().int().min(0).max(86_400),
  commentIntervalSeconds: z.number().int().min(0).max(86_400),
});
export type BoardSettings = z.infer<typeof boardSettingsSchema>;

export const adminBoardPostSchema = boardPostRowSchema.extend({ hidden: z.boolean() });
export type AdminBoardPost = z.infer<typeof adminBoardPostSchema>;
export const adminBoardPageSchema = pageOf(adminBoardPostSchema);

export const boardModerationSchema = z.object({
  hidden: z.boolean().optional(),
  pinned: z.boolean().optional(),
});

/** An operator's notice: always pinned. */
export const boardNoticeInputSchema = boardPostInputSchema.omit({ betId: true });
