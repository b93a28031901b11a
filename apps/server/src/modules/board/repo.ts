/** The board's queries: rows with their author's nickname and level, never the member's id or money. */
import { and, asc, count, desc, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { boardComments, boardPosts, boardSettings } from '../../db/schema/board';
import { members } from '../../db/schema/members';

export interface ListFilter {
  q?: string | undefined;
  field: 'title' | 'author';
  /** operators see hidden posts too */
  withHidden: boolean;
}

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function listCondition({ q, field, withHidden }: ListFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [isNull(boardPosts.deletedAt)];
  if (!withHidden) conditions.push(eq(boardPosts.hidden, false));
  if (q) conditions.push(ilike(field === 'title' ? boardPosts.title : members.nickName, likePattern(q)));
  return and(...conditions);
}

const commentCount = sql<number>`(select count(*)::int from ${boardComments} where ${boardComments.postId} = ${boardPosts.id} and ${boardComments.deletedAt} is null)`;

const postColumns = {
  post: boardPosts,
  nickName: members.nickName,
  level: members.level,
  commentCount,
};

export type PostWithAuthor = Awaited<ReturnType<typeof findPost>> & object;

/** Pinned notices first, then newest. */
export async function listPosts(db: Database, filter: ListFilter, window: { limit: number; offset: number }) {
  const where = listCondition(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(postColumns)
      .from(boardPosts)
      .innerJoin(members, eq(members.id, boardPosts.memberId))
      .where(where)
      .orderBy(desc(boardPosts.pinned), desc(boardPosts.createdAt), desc(boardPosts.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: count() }).from(boardPosts).innerJoin(members, eq(members.id, boardPosts.memberId)).where(where),
  ]);
  return { rows, totalCount: total?.total ?? 0 };
}

export async function findPost(db: Database, id: number) {
  const [row] = await db
    .select(postColumns)
    .from(boardPosts)
    .innerJoin(members, eq(members.id, boardPosts.memberId))
    .where(and(eq(boardPosts.id, id), isNull(boardPosts.deletedAt)));
  return row;
}

/** One view more, counted in the row itself so concurrent views all add up; false when there is no such post. */
export async function countView(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .update(boardPosts)
    .set({ views: sql`${boardPosts.views} + 1` })
    .where(and(eq(boardPosts.id, id), isNull(boardPosts.deletedAt), eq(boardPosts.hidden, false)))
    .returning({ id: boardPosts.id });
  return rows.length > 0;
}

export async function listComments(db: Database, postId: number) {
  return db
    .select({ comment: boardComments, nickName: members.nickName, level: members.level })
    .from(boardComments)
    .innerJoin(members, eq(members.id, boardComments.memberId))
    .where(and(eq(boardComments.postId, postId), isNull(boardComments.deletedAt)))
    .orderBy(asc(boardComments.createdAt), asc(boardComments.id));
}

export async function findComment(db: Database, postId: number, commentId: number) {
  const [row] = await db
    .select({ comment: boardComments, nickName: members.nickName, level: members.level })
    .from(boardComments)
    .innerJoin(members, eq(members.id, boardComments.memberId))
    .where(and(eq(boardComments.id, commentId), eq(boardComments.postId, postId), isNull(boardComments.deletedAt)));
  return row;
}

export async function readSettings(db: Database) {
  const [row] = await db.select().from(boardSettings).where(eq(boardSettings.id, 1));
  return {
    excludedLevels: row?.excludedLevels ?? [],
    postIntervalSeconds: row?.postIntervalSeconds ?? 60,
    commentIntervalSeconds: row?.commentIntervalSeconds ?? 10,
  };
}

export async function writeSettings(db: Database, values: Awaited<ReturnType<typeof readSettings>>) {
  await db
    .insert(boardSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: boardSettings.id, set: values });
  return readSettings(db);
}
