/** The free board for members and guests: reading, writing one's own posts and comments. */
import { and, eq, exists, isNull } from 'drizzle-orm';
import {
  boardErrors,
  type BoardBet,
  type BoardComment,
  type BoardPage,
  type BoardPost,
  type BoardPostRow,
} from '@site/contracts/api/board';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { boardComments, boardPosts } from '../../db/schema/board';
import type { MemberRow } from '../../db/schema/members';
import { AppError } from '../../http/app-error';
import { pageAnswer, rowWindow, type PageQuery } from '../../http/paging';
import { hasVisibleContent, sanitizeMemberHtml } from '../../lib/safe-html';
import { betPage, memberBet } from '../betting/history';
import { findMemberBet } from '../betting/repo';
import { takeSlot } from '../rate-limits/counters';
import { countView, findComment, findPost, listComments, listPosts, readSettings, type ListFilter } from './repo';

export interface BoardDeps {
  db: Database;
  clock: Clock;
}

type PostRow = NonNullable<Awaited<ReturnType<typeof findPost>>>;

export function toRow({ post, nickName, level, commentCount }: PostRow): BoardPostRow {
  return {
    id: post.id,
    title: post.title,
    author: { nickName, level },
    pinned: post.pinned,
    views: post.views,
    commentCount,
    hasBet: post.betId !== null,
    createdAt: post.createdAt.toISOString(),
  };
}

export async function boardPage(db: Database, query: PageQuery & Omit<ListFilter, 'withHidden'>): Promise<BoardPage> {
  const { rows, totalCount } = await listPosts(db, { ...query, withHidden: false }, rowWindow(query));
  return pageAnswer(rows.map(toRow), query, totalCount);
}

/** A post as the member or guest reads it; counts one view. Hidden or deleted posts are not found. */
export async function viewPost({ db, clock }: BoardDeps, id: number, viewerId: number | undefined): Promise<BoardPost> {
  if (!(await countView(db, id))) throw new AppError(404, boardErrors.postNotFound);
  return postAnswer({ db, clock }, id, viewerId);
}

async function postAnswer({ db, clock }: BoardDeps, id: number, viewerId: number | undefined): Promise<BoardPost> {
  const row = await findPost(db, id);
  if (!row) throw new AppError(404, boardErrors.postNotFound);
  const [comments, bet] = await Promise.all([listComments(db, id), betSnapshot(db, clock, row.post)]);
  return {
    ...toRow(row),
    body: row.post.body,
    bet,
    betId: row.post.betId,
    mine: row.post.memberId === viewerId,
    updatedAt: row.post.updatedAt.toISOString(),
    comments: comments.map((c) => toComment(c, viewerId)),
  };
}

async function betSnapshot(db: Database, clock: Clock, post: PostRow['post']): Promise<BoardBet | null> {
  if (post.betId === null) return null;
  const { cancellable: _, ...bet } = await memberBet(db, clock.now(), post.memberId, post.betId);
  return bet;
}

function toComment(
  { comment, nickName, level }: NonNullable<Awaited<ReturnType<typeof findComment>>>,
  viewerId: number | undefined,
): BoardComment {
  return {
    id: comment.id,
    body: comment.body,
    author: { nickName, level },
    mine: comment.memberId === viewerId,
    createdAt: comment.createdAt.toISOString(),
  };
}

/** The body as stored: sanitized, and refused when nothing visible or too much is left. */
export function storedBody(html: string, max: number): string {
  const body = sanitizeMemberHtml(html);
  if (!hasVisibleContent(body)) throw new AppError(400, boardErrors.emptyBody);
  if (body.length > max) throw new AppError(400, boardErrors.bodyTooLong);
  return body;
}

/** Refuses a member whose level the operator excluded, or who wrote too recently (429). */
async function checkMayWrite(db: Database, member: MemberRow, kind: 'post' | 'comment', now: Date): Promise<void> {
  const settings = await readSettings(db);
  if (settings.excludedLevels.includes(member.level)) throw new AppError(403, boardErrors.levelExcluded);
  const seconds = kind === 'post' ? settings.postIntervalSeconds : settings.commentIntervalSeconds;
  if (seconds <= 0) return;
  const key = { scope: `board-${kind}`, subject: String(member.id) };
  const slot = await takeSlot(db, key, { windowMs: seconds * 1000, limit: 1 }, now);
  if (!slot.allowed) {
    throw new AppError(429, kind === 'post' ? boardErrors.postTooSoon(seconds) : boardErrors.commentTooSoon(seconds));
  }
}

async function checkOwnBet(db: Database, memberId: number, betId: number | null): Promise<void> {
  if (betId !== null && !(await findMemberBet(db, memberId, betId))) throw new AppError(400, boardErrors.betNotFound);
}

export interface PostInput {
  title: string;
  body: string;
  betId: number | null;
}

export async function createPost(
  deps: BoardDeps,
  member: MemberRow,
  input: PostInput,
  max: number,
): Promise<BoardPost> {
  const body = storedBody(input.body, max);
  await checkOwnBet(deps.db, member.id, input.betId);
  const now = deps.clock.now();
  await checkMayWrite(deps.db, member, 'post', now);
  const [row] = await deps.db
    .insert(boardPosts)
    .values({ memberId: member.id, title: input.title, body, betId: input.betId, createdAt: now, updatedAt: now })
    .returning({ id: boardPosts.id });
  if (!row) throw new Error('the post insert returned no row');
  return postAnswer(deps, row.id, member.id);
}

/**
 * The member's own post, while members can see it: one an operator hid is out of its author's reach
 * (404, as it is to every member's reading), so the author cannot rewrite or delete what was hidden.
 */
const ownPost = (id: number, memberId: number) =>
  and(
    eq(boardPosts.id, id),
    eq(boardPosts.memberId, memberId),
    isNull(boardPosts.deletedAt),
    eq(boardPosts.hidden, false),
  );

export async function updatePost(
  deps: BoardDeps,
  memberId: number,
  id: number,
  input: PostInput,
  max: number,
): Promise<BoardPost> {
  const body = storedBody(input.body, max);
  await checkOwnBet(deps.db, memberId, input.betId);
  const rows = await deps.db
    .update(boardPosts)
    .set({ title: input.title, body, betId: input.betId, updatedAt: deps.clock.now() })
    .where(ownPost(id, memberId))
    .returning({ id: boardPosts.id });
  if (rows.length === 0) throw new AppError(404, boardErrors.postNotFound);
  return postAnswer(deps, id, memberId);
}

export async function deletePost({ db, clock }: BoardDeps, memberId: number, id: number): Promise<{ ok: true }> {
  const rows = await db
    .update(boardPosts)
    .set({ deletedAt: clock.now() })
    .where(ownPost(id, memberId))
    .returning({ id: boardPosts.id });
  if (rows.length === 0) throw new AppError(404, boardErrors.postNotFound);
  return { ok: true };
}

export async function addComment(
  { db, clock }: BoardDeps,
  member: MemberRow,
  postId: number,
  body: string,
): Promise<BoardComment> {
  const post = await findPost(db, postId);
  if (!post || post.post.hidden) throw new AppError(404, boardErrors.postNotFound);
  const now = clock.now();
  await checkMayWrite(db, member, 'comment', now);
  const [row] = await db
    .insert(boardComments)
    .values({ postId, memberId: member.id, body, createdAt: now, updatedAt: now })
    .returning({ id: boardComments.id });
  return commentAnswer(db, postId, row?.id ?? 0, member.id);
}

async function commentAnswer(db: Database, postId: number, commentId: number, viewerId: number) {
  const row = await findComment(db, postId, commentId);
  if (!row) throw new AppError(404, boardErrors.commentNotFound);
  return toComment(row, viewerId);
}

/** The member's own comment on a post members can see (a hidden post's comments are hidden with it). */
const ownComment = (db: Database, postId: number, commentId: number, memberId: number) =>
  and(
    eq(boardComments.id, commentId),
    eq(boardComments.postId, postId),
    eq(boardComments.memberId, memberId),
    isNull(boardComments.deletedAt),
    exists(
      db
        .select({ id: boardPosts.id })
        .from(boardPosts)
        .where(and(eq(boardPosts.id, postId), eq(boardPosts.hidden, false), isNull(boardPosts.deletedAt))),
    ),
  );

export async function updateComment(
  { db, clock }: BoardDeps,
  memberId: number,
  ids: { id: number; commentId: number },
  body: string,
): Promise<BoardComment> {
  const rows = await db
    .update(boardComments)
    .set({ body, updatedAt: clock.now() })
    .where(ownComment(db, ids.id, ids.commentId, memberId))
    .returning({ id: boardComments.id });
  if (rows.length === 0) throw new AppError(404, boardErrors.commentNotFound);
  return commentAnswer(db, ids.id, ids.commentId, memberId);
}

export async function deleteComment(
  { db, clock }: BoardDeps,
  memberId: number | null,
  ids: { id: number; commentId: number },
): Promise<{ ok: true }> {
  const where =
    memberId === null
      ? and(eq(boardComments.id, ids.commentId), eq(boardComments.postId, ids.id), isNull(boardComments.deletedAt))
      : ownComment(db, ids.id, ids.commentId, memberId);
  const rows = await db
    .update(boardComments)
    .set({ deletedAt: clock.now() })
    .where(where)
    .returning({ id: boardComments.id });
  if (rows.length === 0) throw new AppError(404, boardErrors.commentNotFound);
  return { ok: true };
}

/** The member's 20 latest bets, for the write page's picker. */
export async function attachableBets({ db, clock }: BoardDeps, memberId: number): Promise<{ bets: BoardBet[] }> {
  const page = await betPage(db, clock.now(), memberId, { page: 1, size: 20 });
  return { bets: page.items.map(({ cancellable: _, ...bet }) => bet) };
}
