/** The free board (/free): public reading, members' posts and comments, and the operator's console tab. */
import { endpoint, type NoInput } from '../endpoint';
import type {
  adminBoardPageSchema,
  adminBoardPostSchema,
  attachableBetListSchema,
  boardCommentInputSchema,
  boardCommentParamsSchema,
  boardCommentSchema,
  boardListQuerySchema,
  boardModerationSchema,
  boardNoticeInputSchema,
  boardPageSchema,
  boardPostInputSchema,
  boardPostSchema,
  boardSettingsSchema,
} from '../api/board';
import type { okSchema } from '../api/member';
import type { intIdParamsSchema } from '../api/params';

const tag = '자유게시판';
const operatorTag = '운영: 자유게시판';

export const boardEndpoints = {
  list: endpoint<{ query: typeof boardListQuerySchema }, { 200: typeof boardPageSchema }>({
    method: 'GET',
    path: '/board/posts',
    summary: '게시글 목록 (고정 공지 먼저, 그다음 최신순; 제목·작성자 검색; 15개씩)',
    tag,
  }),
  view: endpoint<{ params: typeof intIdParamsSchema }, { 200: typeof boardPostSchema }>({
    method: 'GET',
    path: '/board/posts/:id',
    summary: '게시글 보기 (조회수 1 증가, 첨부 베팅 카드와 댓글 포함)',
    tag,
  }),
  create: endpoint<{ body: typeof boardPostInputSchema }, { 200: typeof boardPostSchema }>({
    method: 'POST',
    path: '/board/posts',
    summary: '게시글 작성 (내용은 저장 전에 정리, 본인 베팅 하나 첨부 가능)',
    tag,
  }),
  update: endpoint<
    { params: typeof intIdParamsSchema; body: typeof boardPostInputSchema },
    { 200: typeof boardPostSchema }
  >({ method: 'PUT', path: '/board/posts/:id', summary: '내 게시글 수정', tag }),
  remove: endpoint<{ params: typeof intIdParamsSchema }, { 200: typeof okSchema }>({
    method: 'DELETE',
    path: '/board/posts/:id',
    summary: '내 게시글 삭제',
    tag,
  }),
  comment: endpoint<
    { params: typeof intIdParamsSchema; body: typeof boardCommentInputSchema },
    { 200: typeof boardCommentSchema }
  >({ method: 'POST', path: '/board/posts/:id/comments', summary: '댓글 작성', tag }),
  updateComment: endpoint<
    { params: typeof boardCommentParamsSchema; body: typeof boardCommentInputSchema },
    { 200: typeof boardCommentSchema }
  >({ method: 'PUT', path: '/board/posts/:id/comments/:commentId', summary: '내 댓글 수정', tag }),
  removeComment: endpoint<{ params: typeof boardCommentParamsSchema }, { 200: typeof okSchema }>({
    method: 'DELETE',
    path: '/board/posts/:id/comments/:commentId',
    summary: '내 댓글 삭제',
    tag,
  }),
  attachableBets: endpoint<NoInput, { 200: typeof attachableBetListSchema }>({
    method: 'GET',
    path: '/board/my-bets',
    summary: '첨부할 수 있는 내 최근 베팅',
    tag,
  }),
};

export const boardAdminEndpoints = {
  list: endpoint<{ query: typeof boardListQuerySchema }, { 200: typeof adminBoardPageSchema }>({
    method: 'GET',
    path: '/admin/board/posts',
    permission: 'board.view',
    summary: '게시글 목록 (숨김 포함)',
    tag: operatorTag,
  }),
  notice: endpoint<{ body: typeof boardNoticeInputSchema }, { 200: typeof adminBoardPostSchema }>({
    method: 'POST',
    path: '/admin/board/notices',
    permission: 'board.configure',
    summary: '운영 공지 작성 (상단 고정)',
    tag: operatorTag,
  }),
  moderate: endpoint<
    { params: typeof intIdParamsSchema; body: typeof boardModerationSchema },
    { 200: typeof adminBoardPostSchema }
  >({
    method: 'PATCH',
    path: '/admin/board/posts/:id',
    permission: 'board.decide',
    summary: '게시글 숨김·고정 변경',
    tag: operatorTag,
  }),
  remove: endpoint<{ params: typeof intIdParamsSchema }, { 200: typeof okSchema }>({
    method: 'DELETE',
    path: '/admin/board/posts/:id',
    permission: 'board.decide',
    summary: '게시글 삭제',
    tag: operatorTag,
  }),
  removeComment: endpoint<{ params: typeof boardCommentParamsSchema }, { 200: typeof okSchema }>({
    method: 'DELETE',
    path: '/admin/board/posts/:id/comments/:commentId',
    permission: 'board.decide',
    summary: '댓글 삭제',
    tag: operatorTag,
  }),
  settings: endpoint<NoInput, { 200: typeof boardSettingsSchema }>({
    method: 'GET',
    path: '/admin/board/settings',
    permission: 'board.view',
    summary: '게시판 설정 (작성 제한 레벨, 작성 간격)',
    tag: operatorTag,
  }),
  saveSettings: endpoint<{ body: typeof boardSettingsSchema }, { 200: typeof boardSettingsSchema }>({
    method: 'PUT',
    path: '/admin/board/settings',
    permission: 'board.configure',
    summary: '게시판 설정 저장',
    tag: operatorTag,
  }),
};
